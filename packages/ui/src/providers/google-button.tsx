// Google's own button through Google Identity Services, for any action with Google's ID token:
// signing in (the auth widget) or linking Google to a profile (the profile widget). The page
// loads Google's client with the public client id the server reports; if it cannot load,
// nothing is shown and `onUnavailable` is called.
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLanguage } from '../i18n/language-context';
import { useResolvedTheme } from '../theme/theme-context';
import { loadScript } from './load-script';

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

export interface GoogleButtonProps {
  clientId: string;
  /** The group's accessible name. */
  label: string;
  /** Google's wording on its button. */
  text?: 'signin_with' | 'continue_with' | 'signup_with';
  /** Called with Google's ID token; a rejection is handed to `onError`. */
  onCredential: (token: string) => Promise<void>;
  onError?: (error: unknown) => void;
  /** The provider's script could not load (the button renders nothing). */
  onUnavailable?: () => void;
}

export function GoogleButton({
  clientId,
  label,
  text = 'signin_with',
  onCredential,
  onError,
  onUnavailable,
}: GoogleButtonProps) {
  const lang = useLanguage();
  const theme = useResolvedTheme();
  const slot = useRef<HTMLDivElement>(null);
  const [unavailable, setUnavailable] = useState(false);
  // The latest callbacks, read when Google answers (it keeps the first callback it was given).
  const handlers = useRef({ onCredential, onError, onUnavailable });
  handlers.current = { onCredential, onError, onUnavailable };

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
            handlers.current
              .onCredential(response.credential)
              .catch((err: unknown) => handlers.current.onError?.(err));
          },
        });
        parent.replaceChildren();
        google.accounts.id.renderButton(parent, {
          type: 'standard',
          theme: theme === 'dark' ? 'filled_black' : 'outline',
          size: 'large',
          shape: 'rectangular',
          text,
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
  }, [clientId, lang, theme, text]);

  if (unavailable) return null;
  return <Slot ref={slot} aria-label={label} role="group" data-savdo-provider="google" />;
}
