// Telegram sign-in: Telegram's Login Widget (@savdo/ui/providers) with the bot name the server
// reports; the signed Telegram user is checked and exchanged at POST /auth/telegram.
import { apiErrorMessage, authApi } from '@savdo/core';
import { useT } from '@savdo/ui';
import { TelegramButton } from '@savdo/ui/providers';
import { authStrings } from './strings';
import { startProviderSession } from './provider-session';

export { TELEGRAM_WIDGET_SCRIPT } from '@savdo/ui/providers';

export interface TelegramSignInButtonProps {
  botName: string;
  onSignedIn?: () => void;
  onError?: (message: string) => void;
  /** The provider's script could not load (the button renders nothing). */
  onUnavailable?: () => void;
}

export function TelegramSignInButton({
  botName,
  onSignedIn,
  onError,
  onUnavailable,
}: TelegramSignInButtonProps) {
  const t = useT(authStrings);
  return (
    <TelegramButton
      botName={botName}
      label={t('providers.telegram')}
      onUser={(user) =>
        authApi
          .telegramSignIn(user)
          .then(startProviderSession)
          .then(() => onSignedIn?.())
      }
      onError={(err) => onError?.(apiErrorMessage(err, t('providers.failed')))}
      {...(onUnavailable ? { onUnavailable } : {})}
    />
  );
}
