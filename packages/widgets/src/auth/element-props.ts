// Props of the auth elements: what attributes can carry (strings and booleans), mapped onto the
// components by elements.tsx.
import type { AuthTab } from './auth-panel';

export interface AuthElementProps {
  initialTab?: AuthTab | string;
  hideProviders?: boolean;
  redirectTo?: string;
}

export interface ResetPasswordElementProps {
  token?: string;
  signInHref?: string;
}

export interface VerifyEmailElementProps {
  token?: string;
  continueHref?: string;
}
