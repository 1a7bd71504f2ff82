// One of my follows with its controls (docs/decisions/0283-copy-trading-follow.md): its state,
// the account's connection with the bridge's marks (last seen, offline, a wrong account), what it
// copied (docs/decisions/0307-copied-trades-in-algo-trades.md), the bridge key, Pause or Resume,
// and Stop behind an inline confirmation. A stopped follow shows as stopped (with what it copied,
// if anything); copying again starts a new follow.
import { useState } from 'react';
import styled from 'styled-components';
import type { CopyFollow } from '@savdo/contract';
import { apiErrorMessage, formatDate, formatNumber, toast } from '@savdo/core';
import { algoChanged, copyApi } from '@savdo/core/algo';
import { Badge, Button, token, useLanguage, useT } from '@savdo/ui';
import { BridgeMarks, algoText } from '@savdo/ui/algo';
import { CopiedTradesPanel } from './copied-trades';
import { copyStrategyStrings } from './strings';

const Box = styled.div`
  display: grid;
  gap: ${token('space-2')};
  min-width: 0;
  p {
    margin: 0;
  }
  .copy-badges,
  .copy-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-2')};
    align-items: center;
  }
  .copy-sub {
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
    overflow-wrap: anywhere;
  }
  code {
    display: block;
    padding: ${token('space-2')};
    border-radius: ${token('radius-md')};
    background: ${token('color-surface')};
    font-size: ${token('font-size-xs')};
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

type FollowAction = Parameters<typeof copyApi.changeFollow>[1];

const TONE = { copying: 'success', paused: 'warning', stopped: 'neutral' } as const;

export interface FollowControlsProps {
  follow: CopyFollow;
  /** Shows the bridge key (the strategy's page; the list leaves it out). */
  showKey?: boolean;
}

export function FollowControls({ follow, showKey = false }: FollowControlsProps) {
  const t = useT(copyStrategyStrings);
  const lang = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<FollowAction | null>(null);
  const name = algoText(
    { name: follow.strategy_name, translations: follow.translations },
    lang,
  ).name;

  const act = async (action: FollowAction) => {
    setBusy(action);
    try {
      await copyApi.changeFollow(follow.id, action);
      setConfirming(false);
      algoChanged();
    } catch (err) {
      toast.error(apiErrorMessage(err, t('actionFailed')));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box data-follow-id={follow.id} data-follow-state={follow.state}>
      <div className="copy-badges">
        <Badge tone={TONE[follow.state]}>{t(`state.${follow.state}`)}</Badge>
        {follow.state === 'stopped' ? null : <Badge>{t(`status.${follow.status}`)}</Badge>}
      </div>
      {follow.state === 'stopped' ? null : (
        <BridgeMarks
          connection={follow.connection}
          login={follow.login}
          platform={follow.platform}
        />
      )}
      <p className="copy-sub">
        {t('account', { platform: follow.platform, login: follow.login, server: follow.server })} ·{' '}
        {t('riskPerTrade', { risk: formatNumber(follow.risk, lang) })} ·{' '}
        {t('mine.since', { date: formatDate(follow.started_at, lang) })}
      </p>
      {follow.state !== 'stopped' || follow.copied.recent.length > 0 ? (
        <CopiedTradesPanel copied={follow.copied} />
      ) : null}
      {showKey && follow.state !== 'stopped' ? (
        <>
          <p className="copy-sub">{t('bridgeKey')}</p>
          <code data-bridge-key="">{follow.bridge_key}</code>
          <p className="copy-sub">{t('bridgeHint')}</p>
        </>
      ) : null}
      {follow.state === 'stopped' ? null : confirming ? (
        <div role="alertdialog" aria-label={t('stop')} className="copy-actions">
          <p>{t('stopConfirm', { name })}</p>
          <Button
            variant="danger"
            busy={busy === 'stop'}
            disabled={busy !== null}
            onClick={() => void act('stop')}
          >
            {t('stopYes')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('stopNo')}
          </Button>
        </div>
      ) : (
        <div className="copy-actions">
          {follow.state === 'copying' ? (
            <Button
              variant="secondary"
              busy={busy === 'pause'}
              disabled={busy !== null}
              onClick={() => void act('pause')}
            >
              {t('pause')}
            </Button>
          ) : (
            <Button
              busy={busy === 'resume'}
              disabled={busy !== null}
              onClick={() => void act('resume')}
            >
              {t('resume')}
            </Button>
          )}
          <Button variant="secondary" disabled={busy !== null} onClick={() => setConfirming(true)}>
            {t('stop')}
          </Button>
        </div>
      )}
    </Box>
  );
}
