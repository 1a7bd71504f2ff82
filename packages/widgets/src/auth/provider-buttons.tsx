// The Google and Telegram buttons under a divider, each only when the server has it configured;
// with neither configured the whole block is absent (hidden, not broken).
import { useState } from 'react';
import styled from 'styled-components';
import { Stack, token, useT } from '@savdo/ui';
import { authStrings } from './strings';
import { GoogleSignInButton } from './google-sign-in-button';
import { TelegramSignInButton } from './telegram-sign-in-button';
import { useAuthProviders } from './use-auth-providers';

const Divider = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-3')};
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${token('color-border')};
  }
`;

export interface ProviderButtonsProps {
  onSignedIn?: () => void;
  onError?: (message: string) => void;
}

export function ProviderButtons({ onSignedIn, onError }: ProviderButtonsProps) {
  const t = useT(authStrings);
  const providers = useAuthProviders();
  // A provider whose script could not load hides its button; with none left, the divider goes.
  const [failed, setFailed] = useState<{ google: boolean; telegram: boolean }>({
    google: false,
    telegram: false,
  });
  const google = providers?.googleClientId && !failed.google ? providers.googleClientId : null;
  const telegram =
    providers?.telegramBotName && !failed.telegram ? providers.telegramBotName : null;
  if (!google && !telegram) return null;
  return (
    <Stack data-savdo-providers="">
      <Divider>{t('providers.or')}</Divider>
      {google ? (
        <GoogleSignInButton
          clientId={google}
          onSignedIn={onSignedIn}
          onError={onError}
          onUnavailable={() => setFailed((f) => ({ ...f, google: true }))}
        />
      ) : null}
      {telegram ? (
        <TelegramSignInButton
          botName={telegram}
          onSignedIn={onSignedIn}
          onError={onError}
          onUnavailable={() => setFailed((f) => ({ ...f, telegram: true }))}
        />
      ) : null}
    </Stack>
  );
}
