// MyExpertAdvisor (/algo-trading/my/:id): status (live: the `expert_advisor.status`
// event refetches it), the terminal connection and the install guide with the files
// (install-guide.tsx), account details, the bridge key with a copy button, the verified metrics,
// open trades, historical trades with filters and paging, profit by period, and stop/delete
// behind a confirmation. Load failure: the expert advisors' load-failure text.
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AlgoMetrics, Language } from '@savdo/contract';
import { UNKNOWN_VALUE, formatDate, formatNumber, toast } from '@savdo/core';
import {
  algoApi,
  algoChanged,
  expertAdvisorMetricsQuery,
  myExpertAdvisorQuery,
  openTradesQuery,
  subscribeExpertAdvisorStatus,
} from '@savdo/core/algo';
import {
  Button,
  LoadFailed,
  Skeleton,
  WidgetTitle as Title,
  token,
  useEmit,
  useLanguage,
  useStore,
  useT,
  SignedInOnly,
} from '@savdo/ui';
import { autoGrid, figureText } from '@savdo/ui/grid';
import { algoStrings } from '@savdo/ui/algo';
import { History } from './history';
import { Connection, InstallGuide } from './install-guide';
import type { myExpertAdvisorManifest } from './manifest';
import { ProfitStats } from './profit-stats';
import { myExpertAdvisorStrings } from './strings';
import { TradesTable } from './trades-table';

export interface MyExpertAdvisorProps {
  purchaseId?: number;
}

// One column no wider than the widget: a wide table scrolls in its box (trades-table.tsx).
const Region = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
  dl {
    ${autoGrid({ min: '10rem', gap: 2, fill: true })}
    margin: 0;
  }
  ${figureText}
  dd {
    overflow-wrap: anywhere;
  }
  table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${token('space-1')} ${token('space-2')};
    text-align: start;
    border-bottom: ${token('border-width')} solid ${token('color-border')};
  }
  [data-status] {
    font-weight: 700;
  }
  [data-status='active'] {
    color: ${token('color-success')};
  }
  [data-status='deactivated'],
  [data-status='paused'] {
    color: ${token('color-danger')};
  }
`;

function MetricList({ m, lang }: { m: AlgoMetrics; lang: Language }) {
  const a = useT(algoStrings);
  const pct = (v: number) => `${formatNumber(v, lang)}%`;
  return (
    <dl part="metrics">
      <div>
        <dt>{a('metric.gain')}</dt>
        <dd data-figure="gain">{pct(m.gain_percent)}</dd>
      </div>
      <div>
        <dt>{a('metric.drawdown')}</dt>
        <dd data-figure="drawdown">{pct(m.max_drawdown_percent)}</dd>
      </div>
      <div>
        <dt>{a('metric.profitFactor')}</dt>
        <dd data-figure="profit-factor">
          {m.profit_factor === null ? UNKNOWN_VALUE : formatNumber(m.profit_factor, lang)}
        </dd>
      </div>
      <div>
        <dt>{a('metric.winRate')}</dt>
        <dd data-figure="win-rate">{pct(m.win_rate)}</dd>
      </div>
      <div>
        <dt>{a('metric.trades')}</dt>
        <dd data-figure="trades">{formatNumber(m.trades, lang)}</dd>
      </div>
    </dl>
  );
}

/** The owner's advisor; elsewhere (a partner's page, a signed-out visitor) a sign-in link. */
export function MyExpertAdvisor({ purchaseId }: MyExpertAdvisorProps) {
  const t = useT(myExpertAdvisorStrings);
  return (
    <SignedInOnly
      widget="my-expert-advisor"
      text={t('signInNotice.text')}
      linkText={t('signInNotice.link')}
    >
      {purchaseId ? <Page purchaseId={purchaseId} /> : <p role="alert">{t('loadFailed')}</p>}
    </SignedInOnly>
  );
}

function Page({ purchaseId }: { purchaseId: number }) {
  const t = useT(myExpertAdvisorStrings);
  const a = useT(algoStrings);
  const lang = useLanguage();
  const emit = useEmit<typeof myExpertAdvisorManifest>();
  const $ea = useMemo(() => myExpertAdvisorQuery(purchaseId), [purchaseId]);
  const $metrics = useMemo(() => expertAdvisorMetricsQuery(purchaseId), [purchaseId]);
  const $open = useMemo(() => openTradesQuery(purchaseId), [purchaseId]);
  const value = useStore($ea);
  const metrics = useStore($metrics).data?.result;
  const open = useStore($open).data?.result;
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  // The live status: the event refetches every answer about my expert advisors (core).
  useEffect(() => subscribeExpertAdvisorStatus(() => undefined), []);
  const ea = value.data?.result;

  if (deleted) return <p role="status">{t('remove.done')}</p>;
  if (value.error !== undefined && !value.loading && !ea) {
    return (
      <LoadFailed
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => $ea.invalidate()}
      />
    );
  }
  if (!ea) return <Skeleton height="12rem" />;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ea.bridge_key);
      toast.success(t('bridge.copied'));
    } catch {
      // No clipboard (an insecure page): the key stays selectable on screen.
    }
  };
  const remove = async () => {
    try {
      await algoApi.deleteMyExpertAdvisor(purchaseId);
      setDeleted(true);
      algoChanged();
      emit('savdo-expert-advisor-deleted', { purchaseId });
    } catch {
      toast.error(t('remove.failed'));
    }
  };

  return (
    <Region data-savdo-my-expert-advisor="" data-purchase-id={ea.id}>
      <Title>{ea.name}</Title>
      <p>
        {t('status')}:{' '}
        <span data-status={ea.status} aria-live="polite">
          {a(`status.${ea.status}`)}
        </span>{' '}
        · {ea.platform} · {a(`type.${ea.type}`)}
      </p>
      <Connection ea={ea} lang={lang} />
      <InstallGuide ea={ea} />
      <h3>{t('account.title')}</h3>
      <dl part="account">
        <div>
          <dt>{t('account.broker')}</dt>
          <dd>{ea.broker}</dd>
        </div>
        <div>
          <dt>{t('account.name')}</dt>
          <dd>{ea.account_name}</dd>
        </div>
        <div>
          <dt>{t('account.login')}</dt>
          <dd>{ea.login}</dd>
        </div>
        <div>
          <dt>{t('account.server')}</dt>
          <dd>{ea.server}</dd>
        </div>
        <div>
          <dt>{t('account.deposit')}</dt>
          <dd>{formatNumber(ea.deposit, lang)}</dd>
        </div>
        <div>
          <dt>{t('account.risk')}</dt>
          <dd>{formatNumber(ea.risk, lang)}%</dd>
        </div>
        <div>
          <dt>{t('account.access')}</dt>
          <dd>{ea.access}</dd>
        </div>
        <div>
          <dt>{t('account.expires')}</dt>
          <dd>{ea.expires_at ? formatDate(ea.expires_at, lang) : t('account.lifetime')}</dd>
        </div>
      </dl>
      <h3>{t('bridge.title')}</h3>
      <p part="bridge">
        <code data-bridge-key="">{ea.bridge_key}</code>{' '}
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {t('bridge.copy')}
        </Button>
      </p>
      <h3>{t('metrics')}</h3>
      {metrics ? <MetricList m={metrics} lang={lang} /> : <Skeleton height="3rem" />}
      <h3>{t('open.title')}</h3>
      {open && open.length === 0 ? <p>{t('open.empty')}</p> : null}
      {open && open.length > 0 ? (
        <TradesTable trades={open} lang={lang} label={t('open.title')} />
      ) : null}
      <History purchaseId={purchaseId} />
      <ProfitStats purchaseId={purchaseId} />
      {confirming ? (
        <div role="alertdialog" aria-label={t('remove.confirm')}>
          <p>{t('remove.confirm')}</p>
          <Button variant="danger" onClick={() => void remove()}>
            {t('remove.yes')}
          </Button>{' '}
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('remove.no')}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          {t('remove.button')}
        </Button>
      )}
    </Region>
  );
}
