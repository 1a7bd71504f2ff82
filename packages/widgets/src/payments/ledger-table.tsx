// The ledger's rows: one styled table carries the CSS of every row and cell, a row is a plain
// memoised <tr> with class names (docs/long-lists.md). A page holds at most 20 rows, so nothing
// is windowed. Credits are green with a "+", debits red with formatUzs's "-".
import { memo } from 'react';
import styled from 'styled-components';
import type { Language, LedgerEntry } from '@savdo/contract';
import { formatDateTime, formatUzs } from '@savdo/core';
import { Skeleton, token, useLanguage, useT } from '@savdo/ui';
import { balanceHistoryStrings } from './strings';

// .reason: words stay whole on a narrow screen; the table scrolls sideways instead.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text')};

  th,
  td {
    padding: ${token('space-2')} ${token('space-3')};
    border-bottom: 1px solid ${token('color-border')};
    text-align: left;
    vertical-align: top;
  }
  th {
    color: ${token('color-text-muted')};
    font-weight: 600;
    white-space: nowrap;
  }
  .date,
  .amount,
  .after {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  .amount,
  .after {
    text-align: right;
  }
  .amount {
    font-weight: 600;
  }
  .credit {
    color: ${token('color-success')};
  }
  .debit {
    color: ${token('color-danger')};
  }
  .reason {
    min-width: 8rem;
    overflow-wrap: break-word;
  }
`;

/** "+25 000 so'm" for a credit, "-25 000 so'm" for a debit. */
export function signedUzs(amount: number, lang: Language): string {
  return amount > 0 ? `+${formatUzs(amount, lang)}` : formatUzs(amount, lang);
}

const Row = memo(function Row({ entry, lang }: { entry: LedgerEntry; lang: Language }) {
  return (
    <tr data-ledger-entry={entry.id}>
      <td className="date">{formatDateTime(entry.created_at, lang)}</td>
      <td className={`amount ${entry.amount > 0 ? 'credit' : 'debit'}`}>
        {signedUzs(entry.amount, lang)}
      </td>
      <td className="reason">{entry.reason}</td>
      <td className="after">{formatUzs(entry.balance_after, lang)}</td>
    </tr>
  );
});

function Head() {
  const t = useT(balanceHistoryStrings);
  return (
    <thead>
      <tr>
        <th scope="col">{t('columns.date')}</th>
        <th scope="col" className="amount">
          {t('columns.amount')}
        </th>
        <th scope="col">{t('columns.reason')}</th>
        <th scope="col" className="after">
          {t('columns.balanceAfter')}
        </th>
      </tr>
    </thead>
  );
}

export function LedgerTable({ entries, label }: { entries: LedgerEntry[]; label: string }) {
  const lang = useLanguage();
  return (
    <Table part="list" aria-label={label}>
      <Head />
      <tbody>
        {entries.map((entry) => (
          <Row key={entry.id} entry={entry} lang={lang} />
        ))}
      </tbody>
    </Table>
  );
}

const SKELETON_ROWS = 5;

/** The table's shape while the page loads; the region around it says it is busy. */
export function LedgerSkeleton() {
  return (
    <Table aria-hidden="true" data-ledger-skeleton="">
      <Head />
      <tbody>
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          <tr key={i}>
            <td>
              <Skeleton width={110} />
            </td>
            <td>
              <Skeleton width={90} />
            </td>
            <td>
              <Skeleton width="70%" />
            </td>
            <td>
              <Skeleton width={90} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
