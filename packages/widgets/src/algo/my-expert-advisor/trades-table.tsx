// Trades as one plain table (open or closed): symbol, side, volume, open and close, profit. Below
// 480 px a row is a card of labelled lines, so every figure shows without sideways scrolling
// (docs/decisions/0302-tables-stack-on-phones.md); between that and the full width the table
// scrolls inside its own box (focusable, so the keyboard scrolls it too).
import styled from 'styled-components';
import type { AlgoTrade, Language } from '@savdo/contract';
import { formatDateTime, formatNumber } from '@savdo/core';
import { stackedRows, useT } from '@savdo/ui';
import { myExpertAdvisorStrings } from './strings';

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  th,
  td {
    white-space: nowrap;
  }
  table {
    ${stackedRows('480px')}
  }
`;

export function TradesTable({
  trades,
  lang,
  label,
}: {
  trades: readonly AlgoTrade[];
  lang: Language;
  label: string;
}) {
  const t = useT(myExpertAdvisorStrings);
  return (
    <Scroll
      className="ea-trades-scroll"
      part="trades-scroll"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('trade.symbol')}</th>
            <th scope="col">{t('trade.side')}</th>
            <th scope="col">{t('trade.volume')}</th>
            <th scope="col">{t('trade.open')}</th>
            <th scope="col">{t('trade.close')}</th>
            <th scope="col">{t('trade.profit')}</th>
          </tr>
        </thead>
        <tbody>
          {trades.map((trade) => (
            <tr key={trade.id} data-ticket={trade.ticket}>
              <th scope="row" data-label={t('trade.symbol')}>
                {trade.symbol}
              </th>
              <td data-label={t('trade.side')}>{t(`trade.${trade.type}`)}</td>
              <td data-label={t('trade.volume')}>{formatNumber(trade.volume, lang)}</td>
              <td data-label={t('trade.open')}>
                {formatNumber(trade.open_price, lang, { maxDecimals: 5 })} ·{' '}
                {formatDateTime(trade.open_time, lang)}
              </td>
              <td data-label={t('trade.close')}>
                {trade.close_price === null || trade.close_time === null
                  ? '—'
                  : `${formatNumber(trade.close_price, lang, { maxDecimals: 5 })} · ${formatDateTime(trade.close_time, lang)}`}
              </td>
              <td data-sign={trade.profit >= 0 ? 'up' : 'down'} data-label={t('trade.profit')}>
                {formatNumber(trade.profit, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
