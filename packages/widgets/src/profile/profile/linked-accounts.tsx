// Linked Google and Telegram accounts: each row says whether it is linked, with Unlink, or the
// provider's own button to link it (the stand-ins in tests). Unlinking the last way to sign in
// is refused by the server with its message; the row says so before the user tries.
// The providers' buttons load when Link is pressed: few visits link an account, and their code
// is a download of its own (docs/decisions/0082-performance-targets.md).
import { Suspense, lazy, useState } from 'react';
import styled from 'styled-components';
import type { ApiUser } from '@savdo/contract';
import { $authProviders, profileApi } from '@savdo/core';
import { profileChanged } from '@savdo/core/profile';
import {
  Badge,
  Button,
  Skeleton,
  hasAnswered,
  token,
  useReportSettled,
  useStore,
  useT,
} from '@savdo/ui';
import { Muted } from './section';
import { profileStrings } from './strings';
import type { ProfileAction } from './use-profile-action';

type Provider = 'google' | 'telegram';
const PROVIDERS: Provider[] = ['google', 'telegram'];
const NAMES: Record<Provider, string> = { google: 'Google', telegram: 'Telegram' };

const GoogleButton = lazy(() =>
  import('@savdo/ui/providers').then((m) => ({ default: m.GoogleButton })),
);
const TelegramButton = lazy(() =>
  import('@savdo/ui/providers').then((m) => ({ default: m.TelegramButton })),
);

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${token('space-3')};
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
  padding: ${token('space-3')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
`;

const Who = styled.div`
  display: grid;
  gap: ${token('space-1')};
`;

export function LinkedAccounts({ user, action }: { user: ApiUser; action: ProfileAction }) {
  const t = useT(profileStrings);
  const providersValue = useStore($authProviders);
  useReportSettled(hasAnswered(providersValue));
  const providers = providersValue.data?.result;
  const [linking, setLinking] = useState<Provider | null>(null);
  const accounts = user.oauth_accounts ?? [];

  const linked = (p: Provider) => accounts.find((a) => a.oauth_name === p);
  const onlyWay = (p: Provider) =>
    !user.is_password_set && accounts.length === 1 && linked(p) !== undefined;

  const unlink = async (p: Provider) => {
    const call = p === 'google' ? profileApi.googleDisconnect : profileApi.telegramDisconnect;
    const answer = await action.run(call, t('accounts.unlinkedDone', { provider: NAMES[p] }));
    if (answer) profileChanged(answer.result);
  };

  const done = async (promise: Promise<{ result: ApiUser }>, p: Provider) => {
    const answer = await action.run(
      () => promise,
      t('accounts.linkedDone', { provider: NAMES[p] }),
    );
    if (answer) profileChanged(answer.result);
    setLinking(null);
  };

  const linkButton = (p: Provider) => {
    const clientId = providers?.google_client_id;
    const botName = providers?.telegram_bot_name;
    if (p === 'google' && clientId) {
      return (
        <GoogleButton
          clientId={clientId}
          label={t('accounts.google')}
          text="continue_with"
          onCredential={(token) => done(profileApi.googleConnect({ token }), 'google')}
        />
      );
    }
    if (p === 'telegram' && botName) {
      return (
        <TelegramButton
          botName={botName}
          label={t('accounts.telegram')}
          onUser={(tgUser) => done(profileApi.telegramConnect(tgUser), 'telegram')}
        />
      );
    }
    return <Muted>{t('accounts.unavailable', { provider: NAMES[p] })}</Muted>;
  };

  return (
    <List>
      {PROVIDERS.map((p) => {
        const account = linked(p);
        return (
          <Row key={p} data-profile-provider={p} data-linked={account ? 'true' : 'false'}>
            <Who>
              <strong>{t(`accounts.${p}`)}</strong>
              <span>
                <Badge tone={account ? 'success' : 'neutral'}>
                  {account ? t('accounts.linked') : t('accounts.notLinked')}
                </Badge>{' '}
                {account?.account_email ? <Muted as="span">{account.account_email}</Muted> : null}
              </span>
              {account && onlyWay(p) ? <Muted>{t('accounts.lastWay')}</Muted> : null}
            </Who>
            {account ? (
              <Button
                size="sm"
                variant="secondary"
                busy={action.busy}
                onClick={() => void unlink(p)}
              >
                {t('accounts.unlink')}
              </Button>
            ) : linking === p ? (
              <Suspense fallback={<Skeleton width={180} height={40} />}>{linkButton(p)}</Suspense>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => setLinking(p)}>
                {t('accounts.link')}
              </Button>
            )}
          </Row>
        );
      })}
    </List>
  );
}
