// CopyStrategy (/copy-trade/:id, docs/decisions/0283-copy-trading-follow.md): a strategy's page
// in the eToro/ZuluTrade shape: its verified figures, a risk score from 1 to 10, followers
// (follows copying now), the equity and drawdown chart (the bot page's lightweight-charts chart,
// lazy), monthly returns, open trades, the spec's copy-trading text and a past-performance
// disclosure; beside them, the follow form, or my follow with Pause and Stop.
import { lazy, Suspense, useMemo } from 'react';
import styled from 'styled-components';
import {
  COPY_TRADING,
  type AlgoTrade,
  type CopyStrategyDetails,
  type Language,
} from '@savdo/contract';
import { formatDateTime, formatNumber } from '@savdo/core';
import { copyStrategyQuery } from '@savdo/core/algo';
import {
  Badge,
  LoadFailed,
  Skeleton,
  WidgetTitle as Title,
  token,
  useLanguage,
  useOwnSession,
  useStore,
  useT,
} from '@savdo/ui';
import { autoGrid, figureTiles } from '@savdo/ui/grid';
import { algoPaths, algoStrings, algoText } from '@savdo/ui/algo';
import { CourseLink, type NavigateTo } from '@savdo/ui/courses';
import { algoBotStrings } from '../bot/strings';
import { copyTradingStrings } from '../copy-trading/strings';
import { useMyFollows } from './use-my-follows';
import { FollowControls } from './follow-controls';
import { FollowForm } from './follow-form';
import { copyStrategyStrings } from './strings';

// The bot page's chart, in its own chunk (lightweight-charts is a further lazy import inside),
// so the page's first download stays within the widget budget (decision 0186).
const EquityChart = lazy(() =>
  import('../bot/equity-chart').then((m) => ({ default: m.EquityChart })),
);

const Region = styled.section`
  container: copy-strategy / inline-size;
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
  h3 {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
  p {
    margin: 0;
  }
  .copy-card {
    display: grid;
    gap: ${token('space-3')};
    min-width: 0;
    padding: ${token('space-4')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-lg')};
    background: ${token('color-surface-raised')};
  }
  .copy-back a {
    color: ${token('color-accent')};
    text-decoration: none;
    font-size: ${token('font-size-sm')};
  }
  .copy-back a:hover {
    text-decoration: underline;
  }
  .copy-back a:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
  .copy-badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-1')};
  }
  .copy-sub,
  .copy-disclosure {
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .copy-stats {
    ${autoGrid({ min: 'min(8rem, 100%)', gap: 2 })}
    margin: 0;
    ${figureTiles}
  }
  .copy-stats small {
    display: block;
    font-size: ${token('font-size-xs')};
    font-weight: 400;
    color: ${token('color-text-muted')};
  }
  .copy-terms {
    margin: 0;
    padding-inline-start: ${token('space-4')};
  }
  [data-sign='up'] {
    color: ${token('color-success')};
  }
  [data-sign='down'] {
    color: ${token('color-danger')};
  }
  .copy-layout {
    display: grid;
    gap: ${token('space-4')};
    align-items: start;
  }
  .copy-main {
    display: grid;
    gap: ${token('space-4')};
    min-width: 0;
  }
  @container copy-strategy (min-width: 900px) {
    .copy-layout {
      grid-template-columns: minmax(0, 1fr) minmax(18rem, 22rem);
    }
    .copy-side {
      position: sticky;
      top: ${token('space-4')};
    }
  }
  .copy-table-wrap {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    font-size: ${token('font-size-sm')};
  }
  caption {
    text-align: start;
    font-weight: 600;
    font-size: ${token('font-size-lg')};
    padding-bottom: ${token('space-2')};
  }
  th,
  td {
    padding: ${token('space-2')} ${token('space-3')};
    text-align: end;
    border-bottom: ${token('border-width')} solid ${token('color-border')};
    white-space: nowrap;
  }
  thead th {
    font-size: ${token('font-size-xs')};
    font-weight: 600;
    color: ${token('color-text-muted')};
  }
  th:first-child,
  td:first-child {
    text-align: start;
    padding-inline-start: 0;
  }
  @container copy-strategy (max-width: 480px) {
    .copy-card {
      padding: ${token('space-3')};
    }
    th,
    td {
      padding: ${token('space-2')};
    }
  }
`;

export interface CopyStrategyProps {
  strategyId?: number;
  /** The host's router for the page's links (a plain click); a real address otherwise. */
  onNavigate?: NavigateTo;
}

const pct = (v: number, lang: Language) => `${v > 0 ? '+' : ''}${formatNumber(v, lang)}%`;
const signOf = (v: number) => (v === 0 ? undefined : v > 0 ? 'up' : 'down');
/** eToro's bands: 1–3 low, 4–6 medium, 7–10 high (peers-and-protocols 5.4). */
const bandOf = (score: number) => (score <= 3 ? 'low' : score <= 6 ? 'medium' : 'high');

export function CopyStrategy({ strategyId, onNavigate }: CopyStrategyProps) {
  const t = useT(copyStrategyStrings);
  if (!strategyId) return <p role="alert">{t('loadFailed')}</p>;
  return <StrategyPage strategyId={strategyId} onNavigate={onNavigate} />;
}

function StrategyPage({ strategyId, onNavigate }: { strategyId: number; onNavigate?: NavigateTo }) {
  const t = useT(copyStrategyStrings);
  const lang = useLanguage();
  const $strategy = useMemo(() => copyStrategyQuery(strategyId), [strategyId]);
  const value = useStore($strategy);
  const strategy = value.data?.result;

  if (value.error !== undefined && !value.loading && strategy === undefined) {
    return (
      <LoadFailed
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => $strategy.invalidate()}
      />
    );
  }
  if (!strategy) return <Skeleton height="12rem" />;

  return (
    <Region data-savdo-copy-strategy="" data-strategy-id={strategy.algo_trade_id}>
      <p className="copy-back">
        <CourseLink to={algoPaths.copyTrade()} onNavigate={onNavigate}>
          ← {t('back')}
        </CourseLink>
      </p>
      <Header strategy={strategy} lang={lang} />
      <div className="copy-layout">
        <div className="copy-main">
          <section className="copy-card" aria-labelledby="copy-chart-title">
            <ChartTitle />
            <Suspense fallback={<Skeleton height="340px" />}>
              <EquityChart curve={strategy.equity_curve} />
            </Suspense>
          </section>
          <MonthlyReturns strategy={strategy} lang={lang} />
          <OpenTrades trades={strategy.open_trades} lang={lang} />
        </div>
        <aside className="copy-side">
          <section className="copy-card" aria-labelledby="copy-follow-title">
            <FollowSide strategy={strategy} />
          </section>
        </aside>
      </div>
      <Disclosure lang={lang} />
    </Region>
  );
}

function ChartTitle() {
  const b = useT(algoBotStrings);
  return <h3 id="copy-chart-title">{b('chart.title')}</h3>;
}

function Header({ strategy, lang }: { strategy: CopyStrategyDetails; lang: Language }) {
  const t = useT(copyStrategyStrings);
  const a = useT(algoStrings);
  const b = useT(algoBotStrings);
  const m = strategy.metrics;
  const band = bandOf(strategy.risk_score);
  return (
    <header className="copy-card">
      <div className="copy-badges">
        <Badge tone="info">{a(`type.${strategy.type}`)}</Badge>
        {strategy.platforms.map((p) => (
          <Badge key={p}>{p}</Badge>
        ))}
        <Badge tone="success">{a('liveSignal')}</Badge>
      </div>
      <Title>{algoText(strategy, lang).name}</Title>
      <p className="copy-sub">{t('by', { author: strategy.author })}</p>
      <dl className="copy-stats" aria-label={t('figures')}>
        <div>
          <dt>{t('riskScore')}</dt>
          <dd data-stat="risk-score" data-risk-score={strategy.risk_score}>
            {t('riskOf', { score: strategy.risk_score })}
            <small>{t(`riskBand.${band}`)}</small>
          </dd>
        </div>
        <div>
          <dt>{t('followers')}</dt>
          <dd data-stat="followers">{formatNumber(strategy.followers, lang)}</dd>
        </div>
        <div>
          <dt>{a('metric.gain')}</dt>
          <dd data-stat="gain" data-sign={signOf(m.gain_percent)}>
            {pct(m.gain_percent, lang)}
          </dd>
        </div>
        <div>
          <dt>{b('metric.monthlyGain')}</dt>
          <dd data-stat="monthly-gain" data-sign={signOf(m.monthly_gain_percent)}>
            {pct(m.monthly_gain_percent, lang)}
          </dd>
        </div>
        <div>
          <dt>{a('metric.drawdown')}</dt>
          <dd data-stat="drawdown">{formatNumber(m.max_drawdown_percent, lang)}%</dd>
        </div>
        <div>
          <dt>{a('metric.winRate')}</dt>
          <dd data-stat="win-rate">{formatNumber(m.win_rate, lang)}%</dd>
        </div>
        <div>
          <dt>{a('metric.trades')}</dt>
          <dd data-stat="trades">{formatNumber(m.trades, lang)}</dd>
        </div>
        <div>
          <dt>{t('months')}</dt>
          <dd data-stat="months">{formatNumber(strategy.months, lang)}</dd>
        </div>
      </dl>
    </header>
  );
}

function MonthlyReturns({ strategy, lang }: { strategy: CopyStrategyDetails; lang: Language }) {
  const b = useT(algoBotStrings);
  if (strategy.monthly_returns.length === 0) return null;
  const months = [...strategy.monthly_returns].reverse();
  return (
    <section className="copy-card">
      <div className="copy-table-wrap">
        <table part="monthly">
          <caption>{b('monthly.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{b('monthly.month')}</th>
              <th scope="col">{b('monthly.gain')}</th>
              <th scope="col">{b('monthly.profit')}</th>
              <th scope="col">{b('monthly.trades')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((r) => (
              <tr key={r.month} data-month={r.month}>
                <th scope="row">{r.month}</th>
                <td data-sign={signOf(r.gain_percent)}>{pct(r.gain_percent, lang)}</td>
                <td data-sign={signOf(r.profit)}>{formatNumber(r.profit, lang)}</td>
                <td>{r.trades}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function OpenTrades({ trades, lang }: { trades: readonly AlgoTrade[]; lang: Language }) {
  const t = useT(copyStrategyStrings);
  return (
    <section className="copy-card" part="open-trades">
      {trades.length === 0 ? (
        <>
          <h3>{t('open.title')}</h3>
          <p className="copy-sub">{t('open.empty')}</p>
        </>
      ) : (
        <div className="copy-table-wrap">
          <table>
            <caption>{t('open.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('open.symbol')}</th>
                <th scope="col">{t('open.side')}</th>
                <th scope="col">{t('open.volume')}</th>
                <th scope="col">{t('open.price')}</th>
                <th scope="col">{t('open.time')}</th>
                <th scope="col">{t('open.profit')}</th>
              </tr>
            </thead>
            <tbody>
              {trades.map((trade) => (
                <tr key={trade.id} data-ticket={trade.ticket}>
                  <th scope="row">{trade.symbol}</th>
                  <td>{t(`side.${trade.type}`)}</td>
                  <td>{formatNumber(trade.volume, lang)}</td>
                  <td>{formatNumber(trade.open_price, lang, { maxDecimals: 5 })}</td>
                  <td>{formatDateTime(trade.open_time, lang)}</td>
                  <td data-sign={signOf(trade.profit)}>{formatNumber(trade.profit, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function FollowSide({ strategy }: { strategy: CopyStrategyDetails }) {
  const t = useT(copyStrategyStrings);
  const { signedIn } = useOwnSession();
  return (
    <>
      <h3 id="copy-follow-title">{t('follow.title')}</h3>
      {signedIn ? <MyFollowOrForm strategy={strategy} /> : <p>{t('follow.signIn')}</p>}
    </>
  );
}

/** Mounted only when signed in: my follows are the viewer's own. */
function MyFollowOrForm({ strategy }: { strategy: CopyStrategyDetails }) {
  const t = useT(copyStrategyStrings);
  const follows = useMyFollows().data?.result;
  if (!follows) return <Skeleton height="12rem" />;
  // Newest first: the follow that matters is the latest of this strategy.
  const mine = follows.find((f) => f.strategy_id === strategy.algo_trade_id);
  if (mine && mine.state !== 'stopped')
    return (
      <div data-my-follow="">
        <p role="status">
          <strong>{t('youCopy')}</strong>
        </p>
        <FollowControls follow={mine} showKey />
      </div>
    );
  return (
    <>
      {mine ? <FollowControls follow={mine} /> : null}
      <FollowForm strategyId={strategy.algo_trade_id} platforms={strategy.platforms} />
    </>
  );
}

function Disclosure({ lang }: { lang: Language }) {
  const c = useT(copyTradingStrings);
  const n = (v: number) => formatNumber(v, lang);
  const { monthlyProfitPercent: monthly, riskPerTradePercent: risk } = COPY_TRADING;
  return (
    <section className="copy-card" data-disclosure="">
      <ul className="copy-terms" data-copy-terms="">
        <li>{c('monthly', { min: n(monthly.min), max: n(monthly.max) })}</li>
        <li>{c('risk', { min: n(risk.min), max: n(risk.max) })}</li>
        <li>
          <strong>{c('responsibility')}</strong>
        </li>
      </ul>
      <p className="copy-disclosure">{c('disclosure')}</p>
    </section>
  );
}
