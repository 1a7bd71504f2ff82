// AlgoBot (/algo-trading/:id): the bot's header (type, platforms, live account,
// author, version, price, rating, popularity), its verified figures, the equity and drawdown
// chart (lightweight-charts, lazy), the monthly returns, the purchase (plans, form, dialog) in a
// side column on wide screens, and the reviews. Load failure: the bot details' load-failure text.
// The layout follows the widget's own width (a container query), not the window's, so it fits
// a host page's column as well as a phone.
import { lazy, Suspense, useMemo } from 'react';
import styled from 'styled-components';
import type { AlgoBotDetails, Language } from '@savdo/contract';
import { UNKNOWN_VALUE, formatDate, formatNumber, formatUsd, formatUzs } from '@savdo/core';
import { algoBotQuery } from '@savdo/core/algo';
import {
  Badge,
  LoadFailed,
  Skeleton,
  WidgetTitle as Title,
  token,
  useLanguage,
  useStore,
  useT,
} from '@savdo/ui';
import { autoGrid, figureText, figureTiles } from '@savdo/ui/grid';
import { algoStrings, algoText } from '@savdo/ui/algo';
import { PurchasePanel } from './purchase-panel';
import { Reviews } from './reviews';
import { algoBotStrings } from './strings';

// The chart, its draw code and the attribution load after the page's first paint, in their own
// chunk (lightweight-charts itself is a further lazy import inside): the first download of the
// page stays within the widget budget (decision 0186).
const EquityChart = lazy(() => import('./equity-chart').then((m) => ({ default: m.EquityChart })));

export interface AlgoBotProps {
  botId?: number;
}

const Region = styled.section`
  container: algo-bot / inline-size;
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
  h3 {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
  .algo-card {
    display: grid;
    gap: ${token('space-3')};
    min-width: 0;
    padding: ${token('space-4')};
    border: ${token('border-width')} solid ${token('color-border')};
    border-radius: ${token('radius-lg')};
    background: ${token('color-surface-raised')};
  }
  .algo-card-head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: ${token('space-1')} ${token('space-3')};
  }
  .algo-note {
    margin: 0;
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  .algo-head {
    display: grid;
    gap: ${token('space-2')};
  }
  .algo-badges {
    display: flex;
    flex-wrap: wrap;
    gap: ${token('space-1')};
  }
  .algo-sub {
    margin: 0;
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
  }
  .algo-description {
    margin: 0;
    max-width: 70ch;
  }
  .algo-stats {
    ${autoGrid({ min: 'min(8rem, 100%)', gap: 3 })}
    margin: ${token('space-2')} 0 0;
    padding-top: ${token('space-3')};
    border-top: ${token('border-width')} solid ${token('color-border')};
    ${figureText}
    div {
      min-width: 0;
    }
    dd {
      font-size: ${token('font-size-lg')};
    }
  }
  .algo-figures {
    ${autoGrid({ min: 'min(8rem, 100%)', gap: 2, fill: true })}
    margin: 0;
    ${figureTiles}
  }
  [data-sign='up'] {
    color: ${token('color-success')};
  }
  [data-sign='down'] {
    color: ${token('color-danger')};
  }
  .algo-layout {
    display: grid;
    gap: ${token('space-4')};
    align-items: start;
  }
  .algo-main {
    display: grid;
    gap: ${token('space-4')};
    min-width: 0;
  }
  @container algo-bot (min-width: 900px) {
    .algo-layout {
      grid-template-columns: minmax(0, 1fr) minmax(18rem, 22rem);
    }
    .algo-side {
      position: sticky;
      top: ${token('space-4')};
    }
  }
  .algo-table-wrap {
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
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  th:first-child,
  td:first-child {
    text-align: start;
    padding-inline-start: 0;
  }
  th:last-child,
  td:last-child {
    padding-inline-end: 0;
  }
  @container algo-bot (max-width: 480px) {
    .algo-card {
      padding: ${token('space-3')};
    }
    th,
    td {
      padding: ${token('space-2')};
    }
  }
`;

const pct = (v: number, lang: Language) => `${formatNumber(v, lang)}%`;
const signedPct = (v: number, lang: Language) => `${v > 0 ? '+' : ''}${pct(v, lang)}`;
const signOf = (v: number | null) => (v === null || v === 0 ? undefined : v > 0 ? 'up' : 'down');
// The account trades in dollars (its deposit is asked in USD): a figure without it reads as so'm.
/** Dollars as every page writes them (decision 0301): '−$118.80', never '-118.8 USD'. */
const money = (v: number | null, lang: Language) =>
  v === null ? UNKNOWN_VALUE : formatUsd(v, lang);

/** 'YYYY-MM' as the month's name and year in the page's language ('November 2026'). */
export function monthLabel(month: string, names: string): string {
  const [year, number] = month.split('-');
  const name = names.split(',')[Number(number) - 1];
  return name && year ? `${name} ${year}` : month;
}

function Figures({ bot, lang }: { bot: AlgoBotDetails; lang: Language }) {
  const a = useT(algoStrings);
  const t = useT(algoBotStrings);
  const m = bot.metrics;
  const rows: [key: string, label: string, text: string, sign?: 'up' | 'down'][] = [
    ['gain', a('metric.gain'), signedPct(m.gain_percent, lang), signOf(m.gain_percent)],
    [
      'monthly-gain',
      t('metric.monthlyGain'),
      signedPct(m.monthly_gain_percent, lang),
      signOf(m.monthly_gain_percent),
    ],
    ['drawdown', a('metric.drawdown'), pct(m.max_drawdown_percent, lang)],
    [
      'profit-factor',
      a('metric.profitFactor'),
      m.profit_factor === null ? UNKNOWN_VALUE : formatNumber(m.profit_factor, lang),
    ],
    ['win-rate', a('metric.winRate'), pct(m.win_rate, lang)],
    ['trades', a('metric.trades'), formatNumber(m.trades, lang)],
    ['profit', t('metric.profit'), money(m.profit, lang), signOf(m.profit)],
    ['expectancy', t('metric.expectancy'), money(m.expectancy, lang), signOf(m.expectancy)],
    ['average-win', t('metric.averageWin'), money(m.average_win, lang)],
    ['average-loss', t('metric.averageLoss'), money(m.average_loss, lang)],
    ['best-trade', t('metric.bestTrade'), money(m.best_trade, lang)],
    ['worst-trade', t('metric.worstTrade'), money(m.worst_trade, lang)],
    ['win-streak', t('metric.winStreak'), formatNumber(m.longest_win_streak, lang)],
    ['loss-streak', t('metric.lossStreak'), formatNumber(m.longest_loss_streak, lang)],
  ];
  return (
    <dl className="algo-figures">
      {rows.map(([key, label, text, sign]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-figure={key} data-sign={sign}>
            {text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Header({ bot, lang }: { bot: AlgoBotDetails; lang: Language }) {
  const t = useT(algoBotStrings);
  const a = useT(algoStrings);
  const text = algoText(bot, lang);
  const rating = bot.rating_summary.average;
  return (
    <header className="algo-card algo-head">
      <div className="algo-badges">
        <Badge tone="info">{a(`type.${bot.type}`)}</Badge>
        {bot.platforms.map((p) => (
          <Badge key={p}>{p}</Badge>
        ))}
        {bot.live_signal ? <Badge tone="success">{a('liveSignal')}</Badge> : null}
      </div>
      <Title>{text.name}</Title>
      <p className="algo-sub">
        {t('by', { author: bot.author })} · {t('version', { version: bot.version })} ·{' '}
        {t('updated', { date: formatDate(bot.updated_at, lang) })}
      </p>
      {text.description ? <p className="algo-description">{text.description}</p> : null}
      <dl className="algo-stats">
        <div>
          <dt>{a('metric.priceFrom')}</dt>
          <dd data-stat="price">{formatUzs(bot.price, lang)}</dd>
        </div>
        <div>
          <dt>{a('metric.rating')}</dt>
          <dd data-stat="rating">
            {rating === null
              ? a('noRating')
              : `★ ${formatNumber(rating, lang, { maxDecimals: 1, minDecimals: 1 })}`}
          </dd>
        </div>
        <div>
          <dt>{t('stats.purchases')}</dt>
          <dd data-stat="purchases">{formatNumber(bot.monthly_purchases, lang)}</dd>
        </div>
        <div>
          <dt>{t('stats.downloads')}</dt>
          <dd data-stat="downloads">{formatNumber(bot.monthly_downloads, lang)}</dd>
        </div>
      </dl>
    </header>
  );
}

function MonthlyReturns({ bot, lang }: { bot: AlgoBotDetails; lang: Language }) {
  const t = useT(algoBotStrings);
  if (bot.monthly_returns.length === 0) return null;
  // Newest month first: what a trader looks at first.
  const months = [...bot.monthly_returns].reverse();
  return (
    <section className="algo-card">
      <div className="algo-table-wrap">
        <table part="monthly">
          <caption>{t('monthly.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('monthly.month')}</th>
              <th scope="col">{t('monthly.gain')}</th>
              <th scope="col">{t('monthly.profit')}</th>
              <th scope="col">{t('monthly.trades')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((r) => (
              <tr key={r.month} data-month={r.month}>
                <th scope="row">{monthLabel(r.month, t('monthly.names'))}</th>
                <td data-sign={signOf(r.gain_percent)}>{signedPct(r.gain_percent, lang)}</td>
                <td data-sign={signOf(r.profit)}>{money(r.profit, lang)}</td>
                <td>{r.trades}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function AlgoBot({ botId }: AlgoBotProps) {
  const t = useT(algoBotStrings);
  if (!botId) return <p role="alert">{t('loadFailed')}</p>;
  return <BotPage botId={botId} />;
}

function BotPage({ botId }: { botId: number }) {
  const t = useT(algoBotStrings);
  const lang = useLanguage();
  const $bot = useMemo(() => algoBotQuery(botId), [botId]);
  const value = useStore($bot);
  const bot = value.data?.result;

  if (value.error !== undefined && !value.loading && bot === undefined) {
    return (
      <LoadFailed
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => $bot.invalidate()}
      />
    );
  }
  if (!bot) return <Skeleton height="12rem" />;

  return (
    <Region data-savdo-algo-bot="" data-bot-id={bot.id}>
      <Header bot={bot} lang={lang} />
      <div className="algo-layout">
        <div className="algo-main">
          <section className="algo-card" aria-labelledby="algo-figures-title">
            <div className="algo-card-head">
              <h3 id="algo-figures-title">{t('figures')}</h3>
              <p className="algo-note">{t('figuresNote')}</p>
            </div>
            <Figures bot={bot} lang={lang} />
          </section>
          <section className="algo-card" aria-labelledby="algo-chart-title">
            <h3 id="algo-chart-title">{t('chart.title')}</h3>
            <Suspense fallback={<Skeleton height="340px" />}>
              <EquityChart curve={bot.equity_curve} />
            </Suspense>
          </section>
          <MonthlyReturns bot={bot} lang={lang} />
        </div>
        <aside className="algo-side">
          <section className="algo-card" aria-labelledby="algo-buy-title">
            <h3 id="algo-buy-title">{t('buy.title')}</h3>
            <PurchasePanel bot={bot} />
          </section>
        </aside>
      </div>
      <Reviews bot={bot} />
    </Region>
  );
}
