// Google sign-in: Google's button (@savdo/ui/providers) with the public client id the server
// reports; the ID token it hands back is exchanged at POST /auth/google.
import { apiErrorMessage, authApi } from '@savdo/core';
import { useT } from '@savdo/ui';
import { GoogleButton } from '@savdo/ui/providers';
import { authStrings } from './strings';
import { startProviderSession } from './provider-session';

export { GOOGLE_CLIENT_SCRIPT } from '@savdo/ui/providers';

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
  return (
    <GoogleButton
      clientId={clientId}
      label={t('providers.google')}
      onCredential={(token) =>
        authApi
          .googleSignIn({ token })
          .then(startProviderSession)
          .then(() => onSignedIn?.())
      }
      onError={(err) => onError?.(apiErrorMessage(err, t('providers.failed')))}
      {...(onUnavailable ? { onUnavailable } : {})}
    />
  );
}
