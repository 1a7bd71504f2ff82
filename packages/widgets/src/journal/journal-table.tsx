// The entries of one page: one styled table carries the CSS of every row and cell, a row is a
// plain memoised <tr> with class names (docs/long-lists.md). A page holds at most 100 rows (20
// by default), under the window threshold, but the rows still go through useRowWindow so a
// longer page would window without a rewrite. Below 480 px a row is a card of labelled lines, so
// P&L, risk, R:R and the outcome show without sideways scrolling
// (docs/decisions/0302-tables-stack-on-phones.md). At its first render the table draws a few rows
// and the rest a task at a time (ui's useRowsInSteps).
import { memo, useMemo, useRef } from 'react';
import styled from 'styled-components';
import type { JournalEntry, Language } from '@savdo/contract';
import {
  firstRowsOf,
  focusRing,
  stackedRows,
  token,
  useLanguage,
  useRowsInSteps,
  useRowWindow,
  useT,
  type Translate,
} from '@savdo/ui';
import { figure, tradeDate, usd } from './journal-format';
import { tradingJournalStrings } from './strings';

const ROW_HEIGHT = 44;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text')};
  th,
  td {
    height: ${ROW_HEIGHT}px;
    padding: 0 ${token('space-3')};
    border-bottom: 1px solid ${token('color-border')};
    text-align: left;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  th {
    color: ${token('color-text-muted')};
    font-weight: 600;
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .up {
    color: ${token('color-success')};
    font-weight: 600;
  }
  .down {
    color: ${token('color-danger')};
    font-weight: 600;
  }
  .symbol button {
    all: unset;
    cursor: pointer;
    font-weight: 600;
    color: ${token('color-accent')};
    ${focusRing}
  }
  tr.entry:hover {
    background: ${token('color-surface')};
  }
  ${stackedRows('480px')}
`;

/** The column names and the texts every row repeats, translated once per table render. */
function rowLabels(t: Translate) {
  return {
    date: t('table.date'),
    symbol: t('table.symbol'),
    direction: t('table.direction'),
    pnl: t('table.pnl'),
    risk: t('table.risk'),
    rr: t('table.rr'),
    outcome: t('table.outcome'),
    open: t('table.open'),
    long: t('direction.long'),
    short: t('direction.short'),
    win: t('outcome.win'),
    loss: t('outcome.loss'),
  };
}

type RowLabels = ReturnType<typeof rowLabels>;

const Row = memo(function Row({
  entry,
  lang,
  labels,
  onOpen,
}: {
  entry: JournalEntry;
  lang: Language;
  labels: RowLabels;
  onOpen: (id: number) => void;
}) {
  const tone = entry.pnl > 0 ? 'up' : entry.pnl < 0 ? 'down' : '';
  return (
    <tr className="entry" data-entry-id={entry.id}>
      <td data-label={labels.date}>{tradeDate(entry.trade_date, lang)}</td>
      <td className="symbol" title={entry.symbol} data-label={labels.symbol}>
        <button
          type="button"
          onClick={() => onOpen(entry.id)}
          aria-label={`${labels.open} ${entry.symbol}`}
        >
          {entry.symbol}
        </button>
      </td>
      <td data-label={labels.direction}>{labels[entry.direction]}</td>
      <td className={`num ${tone}`} data-label={labels.pnl}>
        {usd(entry.pnl, lang, true)}
      </td>
      <td className="num" data-label={labels.risk}>
        {usd(entry.risk, lang)}
      </td>
      <td className="num" data-label={labels.rr}>
        {figure(entry.rr, lang, '—')}
      </td>
      <td className={entry.win ? 'up' : 'down'} data-label={labels.outcome}>
        {entry.win ? labels.win : labels.loss}
      </td>
    </tr>
  );
});

/** Memoised, like its rows: a dialog opening over the journal leaves the table as it is. */
export const JournalTable = memo(function JournalTable({
  entries,
  total,
  onOpen,
}: {
  entries: readonly JournalEntry[];
  total: number;
  onOpen: (id: number) => void;
}) {
  const t = useT(tradingJournalStrings);
  const lang = useLanguage();
  const body = useRef<HTMLTableSectionElement>(null);
  const win = useRowWindow(body, entries.length, ROW_HEIGHT);
  // The rows not drawn yet keep their place (at a wide screen's row height), so the pager below a
  // short table on a tall screen does not move as they arrive.
  const { end, after } = firstRowsOf(
    win,
    useRowsInSteps(win.end - win.start),
    (row) => row * ROW_HEIGHT,
  );
  const labels = useMemo(() => rowLabels(t), [t]);
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table part="entries" aria-label={t('table.label')} aria-rowcount={total + 1}>
        <thead>
          <tr>
            <th scope="col">{labels.date}</th>
            <th scope="col">{labels.symbol}</th>
            <th scope="col">{labels.direction}</th>
            <th scope="col" className="num">
              {labels.pnl}
            </th>
            <th scope="col" className="num">
              {labels.risk}
            </th>
            <th scope="col" className="num">
              {labels.rr}
            </th>
            <th scope="col">{labels.outcome}</th>
          </tr>
        </thead>
        <tbody ref={body}>
          {win.before > 0 ? <tr style={{ height: win.before }} aria-hidden="true" /> : null}
          {entries.slice(win.start, end).map((entry) => (
            <Row key={entry.id} entry={entry} lang={lang} labels={labels} onOpen={onOpen} />
          ))}
          {after > 0 ? <tr style={{ height: after }} aria-hidden="true" /> : null}
        </tbody>
      </Table>
    </div>
  );
});
