// Trades as one plain table (open or closed): symbol, side, volume, open and close, profit. On a
// phone (360-390 px) the six columns are wider than the screen: the table scrolls inside its own
// box (focusable, so the keyboard scrolls it too) and the page never scrolls sideways.
import styled from 'styled-components';
import type { AlgoTrade, Language } from '@savdo/contract';
import { formatDateTime, formatNumber } from '@savdo/core';
import { useT } from '@savdo/ui';
import { myExpertAdvisorStrings } from './strings';

const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  th,
  td {
    white-space: nowrap;
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
              <th scope="row">{trade.symbol}</th>
              <td>{t(`trade.${trade.type}`)}</td>
              <td>{formatNumber(trade.volume, lang)}</td>
              <td>
                {formatNumber(trade.open_price, lang, { maxDecimals: 5 })} ·{' '}
                {formatDateTime(trade.open_time, lang)}
              </td>
              <td>
                {trade.close_price === null || trade.close_time === null
                  ? '—'
                  : `${formatNumber(trade.close_price, lang, { maxDecimals: 5 })} · ${formatDateTime(trade.close_time, lang)}`}
              </td>
              <td data-sign={trade.profit >= 0 ? 'up' : 'down'}>
                {formatNumber(trade.profit, lang)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
