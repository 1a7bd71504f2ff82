// What a follow's account copied (docs/decisions/0307-copied-trades-in-algo-trades.md): its
// closed and open trades, closed P&L in dollars and win rate, and the latest trades its terminal
// bridge posted, newest first. The figures come with the follow's card, so a live
// `copy_follow.status` updates them. Where the panel is narrower than 480 px (a phone, or the
// strategy page's side column) the table's rows stack into labelled lines
// (docs/decisions/0302-tables-stack-on-phones.md); wider, it scrolls in its own box if need be.
import styled from 'styled-components';
import type { AlgoTrade, CopiedTrades, Language } from '@savdo/contract';
import { formatDateTime, formatNumber, formatUsd } from '@savdo/core';
import { stackedRows, token, useLanguage, useT } from '@savdo/ui';
import { copyStrategyStrings } from './strings';

// The table's rules sit under .copied-scroll: above the strategy page's own table rules, the
// stacking above these.
const Box = styled.div`
  container: copied-trades / inline-size;
  display: grid;
  gap: ${token('space-2')};
  min-width: 0;
  h4 {
    margin: 0;
    font-size: ${token('font-size-md')};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(7rem, 100%), 1fr));
    gap: ${token('space-2')};
    margin: 0;
  }
  dt {
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .copied-scroll {
    max-width: 100%;
    overflow-x: auto;
    overscroll-behavior-x: contain;
  }
  .copied-scroll:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
  .copied-scroll table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${token('font-size-sm')};
    font-variant-numeric: tabular-nums;
    ${stackedRows('480px', 'copied-trades')}
  }
  .copied-scroll caption {
    text-align: start;
    font-size: ${token('font-size-xs')};
    font-weight: 600;
    color: ${token('color-text-muted')};
    padding-bottom: ${token('space-1')};
  }
  .copied-scroll th,
  .copied-scroll td {
    padding: ${token('space-1')} ${token('space-2')};
    text-align: end;
    white-space: nowrap;
    border-bottom: ${token('border-width')} solid ${token('color-border')};
  }
  .copied-scroll thead th {
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  .copied-scroll th:first-child,
  .copied-scroll td:first-child {
    text-align: start;
  }
  [data-sign='up'] {
    color: ${token('color-success')};
  }
  [data-sign='down'] {
    color: ${token('color-danger')};
  }
`;

const signOf = (v: number) => (v === 0 ? undefined : v > 0 ? 'up' : 'down');
const price = (v: number, lang: Language) => formatNumber(v, lang, { maxDecimals: 5 });

export function CopiedTradesPanel({ copied }: { copied: CopiedTrades }) {
  const t = useT(copyStrategyStrings);
  const lang = useLanguage();
  return (
    <Box data-copied-trades="">
      <h4>{t('copied.title')}</h4>
      <dl aria-label={t('copied.figures')}>
        <div>
          <dt>{t('copied.trades')}</dt>
          <dd data-copied="trades">{formatNumber(copied.trades, lang)}</dd>
        </div>
        <div>
          <dt>{t('copied.open')}</dt>
          <dd data-copied="open">{formatNumber(copied.open_trades, lang)}</dd>
        </div>
        <div>
          <dt>{t('copied.profit')}</dt>
          <dd data-copied="profit" data-sign={signOf(copied.closed_profit)}>
            {formatUsd(copied.closed_profit, lang, true)}
          </dd>
        </div>
        <div>
          <dt>{t('copied.winRate')}</dt>
          <dd data-copied="win-rate">
            {copied.win_rate === null
              ? '—'
              : `${formatNumber(copied.win_rate, lang, { maxDecimals: 1 })}%`}
          </dd>
        </div>
      </dl>
      {copied.recent.length === 0 ? (
        <p className="copy-sub">{t('copied.empty')}</p>
      ) : (
        <RecentTable trades={copied.recent} lang={lang} />
      )}
    </Box>
  );
}

function RecentTable({ trades, lang }: { trades: readonly AlgoTrade[]; lang: Language }) {
  const t = useT(copyStrategyStrings);
  const label = t('copied.latest');
  return (
    <div className="copied-scroll" role="region" aria-label={label} tabIndex={0}>
      <table>
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('copied.time')}</th>
            <th scope="col">{t('copied.symbol')}</th>
            <th scope="col">{t('copied.side')}</th>
            <th scope="col">{t('copied.volume')}</th>
            <th scope="col">{t('copied.openPrice')}</th>
            <th scope="col">{t('copied.closePrice')}</th>
            <th scope="col">{t('copied.result')}</th>
          </tr>
        </thead>
        <tbody>
          {trades.map((trade) => (
            <tr key={trade.id} data-ticket={trade.ticket}>
              <td data-label={t('copied.time')}>
                {formatDateTime(trade.close_time ?? trade.open_time, lang)}
              </td>
              <th scope="row" data-label={t('copied.symbol')}>
                {trade.symbol}
              </th>
              <td data-label={t('copied.side')}>{t(`side.${trade.type}`)}</td>
              <td data-label={t('copied.volume')}>{formatNumber(trade.volume, lang)}</td>
              <td data-label={t('copied.openPrice')}>{price(trade.open_price, lang)}</td>
              <td data-label={t('copied.closePrice')}>
                {trade.close_price === null
                  ? t('copied.stillOpen')
                  : price(trade.close_price, lang)}
              </td>
              <td data-label={t('copied.result')} data-sign={signOf(trade.profit)}>
                {formatUsd(trade.profit, lang, true)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
