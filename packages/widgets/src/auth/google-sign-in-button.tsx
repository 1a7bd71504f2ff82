// Google sign-in through Google Identity Services: the page loads Google's client with the
// public client id the server reports, Google renders its own button, and the ID token it hands
// back is exchanged at POST /auth/google. If Google's script cannot load, nothing is shown.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, authApi } from '@savdo/core';
import { useLanguage, useResolvedTheme, useT } from '@savdo/ui';
import { authStrings } from './strings';
import { loadScript } from './load-script';
import { startProviderSession } from './provider-session';

export const GOOGLE_CLIENT_SCRIPT = 'https://accounts.google.com/gsi/client';

interface GoogleCredentialResponse {
  credential: string;
}

interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(config: {
        client_id: string;
        callback: (response: GoogleCredentialResponse) => void;
        ux_mode?: 'popup' | 'redirect';
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentityServices;
  }
}

const Slot = styled.div`
  display: flex;
  justify-content: center;
  min-height: 44px;
`;

export interface GoogleSignInButtonProps {
  clientId: string;
  onSignedIn?: () => void;
  onError?: (message: string) => void;
  /** The provider's script could not load (the button renders nothing). */
  onUnavailable?: () => void;
}

export function GoogleSignInButton({
  clientId,
  onSignedIn,
  onError,
  onUnavailable,
}: GoogleSignInButtonProps) {
  const t = useT(authStrings);
  const lang = useLanguage();
  const theme = useResolvedTheme();
  const slot = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  // The latest callbacks, read when Google answers (it keeps the first callback it was given).
  const handlers = useRef({ onSignedIn, onError, onUnavailable, t });
  handlers.current = { onSignedIn, onError, onUnavailable, t };

  useEffect(() => {
    let live = true;
    loadScript(GOOGLE_CLIENT_SCRIPT)
      .then(() => {
        const google = window.google;
        const parent = slot.current;
        if (!live || !google || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            authApi
              .googleSignIn({ token: response.credential })
              .then(startProviderSession)
              .then(() => handlers.current.onSignedIn?.())
              .catch((err: unknown) =>
                handlers.current.onError?.(
                  apiErrorMessage(err, handlers.current.t('providers.failed')),
                ),
              );
          },
        });
        parent.replaceChildren();
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: theme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          shape: 'rectangular',
          text: 'signin_with',
          locale: lang,
          width: Math.min(400, Math.max(200, parent.clientWidth || 320)),
        });
      })
      .catch(() => {
        if (!live) return;
        setUnavailable(true);
        handlers.current.onUnavailable?.();
      });
    return () => {
      live = false;
    };
  }, [clientId, lang, theme]);

  if (unavailable) return null;
  return (
    <Slot ref={slot} aria-label={t('providers.google')} role="group" data-savdo-provider="google" />
  );
}
