// AlgoBot (issue 14, /algo-trading/:id): the bot's details with its verified figures, the
// monthly returns table, the purchase (plans, form, dialog) and the reviews. Load failure: spec
// section 8's 'Failed to load algo bot details'. The equity and drawdown chart (lightweight-
// charts, lazy) is not built yet; the sparkline stands in for it.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { AlgoBotDetails, Language } from '@savdo/contract';
import { UNKNOWN_VALUE, formatNumber } from '@savdo/core';
import { algoBotQuery } from '@savdo/core/algo';
import {
  LoadFailed,
  Skeleton,
  WidgetTitle as Title,
  token,
  useLanguage,
  useStore,
  useT,
} from '@savdo/ui';
import { EquitySparkline, algoStrings, algoText } from '@savdo/ui/algo';
import { PurchasePanel } from './purchase-panel';
import { Reviews } from './reviews';
import { algoBotStrings } from './strings';

export interface AlgoBotProps {
  botId?: number;
}

const Region = styled.section`
  display: grid;
  gap: ${token('space-4')};
  min-width: 0;
  color: ${token('color-text')};
  .algo-figures {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: ${token('space-2')};
    margin: 0;
  }
  .algo-figures dt {
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  .algo-figures dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: ${token('space-1')} ${token('space-3')};
    text-align: end;
    border-bottom: ${token('border-width')} solid ${token('color-border')};
  }
  th:first-child,
  td:first-child {
    text-align: start;
  }
  .algo-sparkline {
    color: ${token('color-success')};
  }
`;

const pct = (v: number, lang: Language) => `${formatNumber(v, lang)}%`;

function Figures({ bot, lang }: { bot: AlgoBotDetails; lang: Language }) {
  const a = useT(algoStrings);
  const m = bot.metrics;
  const rows: [string, string, string][] = [
    ['gain', a('metric.gain'), pct(m.gain_percent, lang)],
    ['drawdown', a('metric.drawdown'), pct(m.max_drawdown_percent, lang)],
    [
      'profit-factor',
      a('metric.profitFactor'),
      m.profit_factor === null ? UNKNOWN_VALUE : formatNumber(m.profit_factor, lang),
    ],
    ['win-rate', a('metric.winRate'), pct(m.win_rate, lang)],
    ['trades', a('metric.trades'), formatNumber(m.trades, lang)],
  ];
  return (
    <dl className="algo-figures">
      {rows.map(([key, label, text]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-figure={key}>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AlgoBot({ botId }: AlgoBotProps) {
  const t = useT(algoBotStrings);
  if (!botId) return <p role="alert">{t('loadFailed')}</p>;
  return <BotPage botId={botId} />;
}

function BotPage({ botId }: { botId: number }) {
  const t = useT(algoBotStrings);
  const a = useT(algoStrings);
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

  const text = algoText(bot, lang);
  return (
    <Region data-savdo-algo-bot="" data-bot-id={bot.id}>
      <Title>{text.name}</Title>
      <p>
        {a(`type.${bot.type}`)} · {bot.platforms.join(', ')} ·{' '}
        {t('version', { version: bot.version })}
        {bot.live_signal ? ` · ${a('liveSignal')}` : ''}
      </p>
      {text.description ? <p>{text.description}</p> : null}
      <h3>{t('figures')}</h3>
      <Figures bot={bot} lang={lang} />
      <EquitySparkline
        points={bot.equity_curve.map((p) => p.equity)}
        label={a('equity')}
        width={480}
        height={96}
      />
      {bot.monthly_returns.length > 0 ? (
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
            {bot.monthly_returns.map((r) => (
              <tr key={r.month} data-month={r.month}>
                <th scope="row">{r.month}</th>
                <td>{pct(r.gain_percent, lang)}</td>
                <td>{formatNumber(r.profit, lang)}</td>
                <td>{r.trades}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <h3>{t('buy.title')}</h3>
      <PurchasePanel bot={bot} />
      <Reviews bot={bot} />
    </Region>
  );
}
