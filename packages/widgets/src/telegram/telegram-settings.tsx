// <TelegramSettings>: the Telegram section of the settings page (docs/features/telegram.md).
// Not linked: "Connect Telegram" makes a one-time t.me start link (and, for a Telegram sign-in,
// one-click linking); while the link is shown the state is asked again every few seconds, so the
// section turns linked once the user pressed Start. Linked: @username, the delivery switch, a
// warning when Telegram refused a message (the bot blocked or never started), a switch per
// category under it (docs/decisions/0327-telegram-categories.md), and unlinking. Hidden behind
// "unavailable" when the server has no bot.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  TELEGRAM_CATEGORIES,
  type TelegramCategory,
  type TelegramLink,
  type TelegramStartLink,
} from '@savdo/contract';
import { apiErrorMessage, toast } from '@savdo/core';
import {
  $telegramStatus,
  linkTelegramInOneClick,
  refreshTelegramStatus,
  removeTelegram,
  switchTelegram,
  switchTelegramCategory,
  telegramStartLink,
} from '@savdo/core/telegram';
import {
  Button,
  ButtonLink,
  Card,
  Checkbox,
  LoadFailed,
  Skeleton,
  token,
  useStore,
  useT,
} from '@savdo/ui';
import { telegramStrings } from './strings';

/** How often the state is asked again while a start link waits for the user's Start. */
const CHECK_EVERY_MS = 3_000;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  min-width: 0;
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${token('font-size-md')};
`;

const Muted = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;

const Linked = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Warning = styled.p`
  margin: 0;
  color: ${token('color-danger')};
  font-size: ${token('font-size-sm')};
`;

/** One column: the labels are long in uz and ru, and the section is read at 360 px too. */
const Categories = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  margin: 0;
  padding: 0 0 0 ${token('space-4')};
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${token('space-2')};
    padding: 0;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-sm')};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
  align-items: center;
`;

export function TelegramSettings() {
  const t = useT(telegramStrings);
  const value = useStore($telegramStatus);
  const [startLink, setStartLink] = useState<TelegramStartLink | null>(null);
  const [busy, setBusy] = useState(false);
  const status = value.data?.result;
  const waiting = startLink !== null && !(status?.link && !status.link.blocked);

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(refreshTelegramStatus, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting]);

  if (value.error && !value.loading)
    return (
      <LoadFailed
        size="sm"
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={refreshTelegramStatus}
      />
    );
  if (!status) return <Skeleton height="120px" />;

  const act = async (work: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await work();
      if (done) toast.success(done);
    } catch (err) {
      toast.error(apiErrorMessage(err, t('failed')));
    } finally {
      setBusy(false);
    }
  };
  const connect = () => act(async () => setStartLink(await telegramStartLink()));
  const minutes = startLink
    ? Math.max(1, Math.round((Date.parse(startLink.expires_at) - Date.now()) / 60_000))
    : 0;
  const link = status.link;

  return (
    <Card part="telegram" data-telegram-state={stateOf(status)}>
      <Body aria-busy={busy}>
        <Heading>{t('title')}</Heading>
        {!status.available ? (
          <Muted>{t('unavailable')}</Muted>
        ) : (
          <>
            <Muted>{t('hint')}</Muted>
            {link ? (
              <>
                <Linked data-telegram-linked="">
                  {link.username ? t('linkedAs', { username: link.username }) : t('linked')}
                </Linked>
                {link.blocked ? <Warning role="alert">{t('blocked')}</Warning> : null}
                <Checkbox
                  label={t('enabled')}
                  checked={link.enabled}
                  disabled={busy || link.blocked}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    void act(() => switchTelegram(on), t('saved'));
                  }}
                />
                <CategorySwitches link={link} busy={busy} setBusy={setBusy} />
              </>
            ) : null}
            {startLink && waiting ? (
              <>
                <Muted>{t('waiting', { minutes })}</Muted>
                <Actions>
                  <ButtonLink href={startLink.url} target="_blank" rel="noopener noreferrer">
                    {t('openBot')}
                  </ButtonLink>
                  <Button variant="secondary" onClick={refreshTelegramStatus}>
                    {t('check')}
                  </Button>
                </Actions>
              </>
            ) : null}
            <Actions>
              {/* While a start link waits, it is the one action; a new one is not needed. */}
              {(!link || link.blocked) && !waiting ? (
                <Button busy={busy} onClick={() => void connect()} disabled={busy}>
                  {link ? t('reconnect') : t('connect')}
                </Button>
              ) : null}
              {!link && status.can_link_with_login ? (
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void act(linkTelegramInOneClick)}
                >
                  {t('connectOneClick')}
                </Button>
              ) : null}
              {link ? (
                <Button
                  variant="ghost"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      setStartLink(null);
                      await removeTelegram();
                    }, t('unlinked'))
                  }
                >
                  {t('unlink')}
                </Button>
              ) : null}
            </Actions>
          </>
        )}
      </Body>
    </Card>
  );
}

/**
 * A switch per category, each saved when changed; the change shows at once and goes back, with
 * an error under the switches, when the save fails. Off while the switch above is off: then
 * nothing goes (docs/decisions/0327-telegram-categories.md).
 */
function CategorySwitches({
  link,
  busy,
  setBusy,
}: {
  link: TelegramLink;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}) {
  const t = useT(telegramStrings);
  const [shown, setShown] = useState<Partial<Record<TelegramCategory, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const off = !link.enabled || link.blocked;
  const save = async (category: TelegramCategory, on: boolean) => {
    setShown({ [category]: on });
    setError(null);
    setBusy(true);
    try {
      await switchTelegramCategory(category, on);
      toast.success(t('saved'));
    } catch (err) {
      setError(apiErrorMessage(err, t('categoryFailed')));
    } finally {
      setShown({});
      setBusy(false);
    }
  };
  return (
    <Categories disabled={off} data-telegram-categories="">
      <legend>{t('categories')}</legend>
      {link.enabled ? null : <Muted>{t('allOff')}</Muted>}
      {TELEGRAM_CATEGORIES.map((category) => (
        <Checkbox
          key={category}
          name={category}
          label={t(`category.${category}`)}
          hint={category === 'signals' ? t('assets') : undefined}
          checked={shown[category] ?? link.categories[category]}
          disabled={busy || off}
          onChange={(e) => void save(category, e.currentTarget.checked)}
        />
      ))}
      {error ? <Warning role="alert">{error}</Warning> : null}
    </Categories>
  );
}

function stateOf(status: {
  available: boolean;
  link: { blocked: boolean; enabled: boolean } | null;
}) {
  if (!status.available) return 'unavailable';
  if (!status.link) return 'unlinked';
  if (status.link.blocked) return 'blocked';
  return status.link.enabled ? 'on' : 'off';
}
