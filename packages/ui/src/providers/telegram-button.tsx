// Telegram's Login Widget, for any action with the signed Telegram user: signing in (the auth
// widget) or linking Telegram to a profile (the profile widget). Its script, given the bot name
// the server reports, draws the button and calls our global callback. If the script cannot
// load, nothing is shown. Telegram's script finds itself through document.currentScript, which
// is null inside a shadow root: inside an element the script and its iframe go into the
// element's light DOM and are projected into the shadow tree through a named <slot>.
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { TelegramUser } from '@savdo/contract';
import { useWidget } from '../define-widget/widget-context';

export const TELEGRAM_WIDGET_SCRIPT = 'https://telegram.org/js/telegram-widget.js?22';

const Slot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 40px;
`;

export interface TelegramButtonProps {
  botName: string;
  /** The group's accessible name. */
  label: string;
  /** Called with the signed Telegram user; a rejection is handed to `onError`. */
  onUser: (user: TelegramUser) => Promise<void>;
  onError?: (error: unknown) => void;
  /** The provider's script could not load (the button renders nothing). */
  onUnavailable?: () => void;
}

type Callbacks = Record<string, ((user: TelegramUser) => void) | undefined>;

export function TelegramButton({
  botName,
  label,
  onUser,
  onError,
  onUnavailable,
}: TelegramButtonProps) {
  const slot = useRef<HTMLDivElement>(null);
  const { host } = useWidget();
  const [unavailable, setUnavailable] = useState(false);
  const uid = useId().replace(/[^a-zA-Z0-9]/g, '');
  const callbackName = `savdoTelegramAuth${uid}`;
  const slotName = `savdo-telegram-${uid}`;
  const handlers = useRef({ onUser, onError, onUnavailable });
  handlers.current = { onUser, onError, onUnavailable };

  useEffect(() => {
    const parent = host ? document.createElement('div') : slot.current;
    if (!parent) return;
    if (host) {
      parent.slot = slotName;
      host.append(parent);
    }
    const callbacks = window as unknown as Callbacks;
    callbacks[callbackName] = (user: TelegramUser) => {
      handlers.current.onUser(user).catch((err: unknown) => handlers.current.onError?.(err));
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
    <Slot ref={slot} aria-label={label} role="group" data-savdo-provider="telegram">
      {host ? <slot name={slotName} /> : null}
    </Slot>
  );
}
