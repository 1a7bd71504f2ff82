// An account's ledger in the back office: every balance movement with its reason in the reader's
// language, newest first, sortable by time and amount.
import type { AdminLedgerEntry } from '@savdo/contract';
import { formatDateTime, formatUzs } from '@savdo/core';
import { useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { userStrings } from './user-strings';

export function UserLedger({ userId }: { userId: number }) {
  const t = useT(adminStrings);
  const userT = useT(userStrings);
  const lang = useLanguage();
  const columns: DataColumn<AdminLedgerEntry>[] = [
    {
      id: 'created_at',
      header: userT('ledger.at'),
      sortable: true,
      cell: (entry) => formatDateTime(entry.created_at, lang),
    },
    {
      id: 'amount',
      header: userT('ledger.amount'),
      numeric: true,
      sortable: true,
      cell: (entry) => `${entry.amount > 0 ? '+' : ''}${formatUzs(entry.amount, lang)}`,
    },
    {
      id: 'balance_after',
      header: userT('ledger.balanceAfter'),
      numeric: true,
      cell: (entry) => formatUzs(entry.balance_after, lang),
    },
    { id: 'reason', header: userT('ledger.reason'), cell: (entry) => entry.reason },
    {
      id: 'reference',
      header: userT('ledger.reference'),
      cell: (entry) => entry.reference ?? t('common.none'),
    },
  ];
  return (
    <AdminList<AdminLedgerEntry>
      api={`/admin/users/${userId}/ledger`}
      caption={(total) => userT('ledger.caption', { count: total })}
      columns={columns}
      rowKey={(entry) => entry.id}
      rowAttributes={(entry) => ({ 'data-ledger-entry': String(entry.id) })}
      empty={userT('ledger.empty')}
    />
  );
}
