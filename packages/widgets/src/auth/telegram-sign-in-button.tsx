// Telegram sign-in through Telegram's Login Widget: its script, given the bot name the server
// reports, draws the button and calls our global callback with the signed Telegram user, which
// POST /auth/telegram checks and exchanges for a session. If the script cannot load, nothing is
// shown. Telegram's script finds itself through document.currentScript, which is null inside a
// shadow root: inside an element the script and its iframe go into the element's light DOM and
// are projected into the shadow tree through a named <slot>.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TelegramUser } from '@savdo/contract';
import { apiErrorMessage, authApi } from '@savdo/core';
import { useT, useWidget } from '@savdo/ui';
import { authStrings } from './strings';
import { startProviderSession } from './provider-session';

export const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

const Slot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 40px;
`;

export interface TelegramSignInButtonProps {
  botName: string;
  onSignedIn?: () => void;
  onError?: (message: string) => void;
  /** The provider's script could not load (the button renders nothing). */
  onUnavailable?: () => void;
}

type Callbacks = Record<string, ((user: TelegramUser) => void) | undefined>;

export function TelegramSignInButton({
  botName,
  onSignedIn,
  onError,
  onUnavailable,
}: TelegramSignInButtonProps) {
  const t = useT(authStrings);
  const slot = useRef<HTMLDivElement>(null);
  const { host } = useWidget();
  const [unavailable, setUnavailable] = useState(false);
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const callbackName = `savdoTelegramAuth${uid}`;
  const slotName = `savdo-telegram-${uid}`;
  const handlers = useRef({ onSignedIn, onError, onUnavailable, t });
  handlers.current = { onSignedIn, onError, onUnavailable, t };

  useEffect(() => {
    const parent = host ? document.createElement('div') : slot.current;
    if (!parent) return;
    if (host) {
      parent.slot = slotName;
      host.append(parent);
    }
    const callbacks = window as unknown as Callbacks;
    callbacks[callbackName] = (user: TelegramUser) => {
      authApi
        .telegramSignIn(user)
        .then(startProviderSession)
        .then(() => handlers.current.onSignedIn?.())
        .catch((err: unknown) =>
          handlers.current.onError?.(apiErrorMessage(err, handlers.current.t('providers.failed'))),
        );
    };
    const script = document.createElement('script');
    script.async = true;
    script.src = TELEGRAM_WIDGET_SCRIPT;
    script.dataset.telegramLogin = botName;
    script.dataset.size = 'large';
    script.dataset.radius = '8';
    script.dataset.requestAccess = 'write';
    script.dataset.userpic = 'false';
    script.dataset.onauth = `${callbackName}(user)`;
    script.onerror = () => {
      setUnavailable(true);
      handlers.current.onUnavailable?.();
    };
    parent.replaceChildren(script);
    return () => {
      parent.replaceChildren();
      if (host) parent.remove();
      delete callbacks[callbackName];
    };
  }, [botName, callbackName, host, slotName]);

  if (unavailable) return null;
  return (
    <Slot
      ref={slot}
      aria-label={t('providers.telegram')}
      role="group"
      data-savdo-provider="telegram"
    >
      {host ? <slot name={slotName} /> : null}
    </Slot>
  );
}
