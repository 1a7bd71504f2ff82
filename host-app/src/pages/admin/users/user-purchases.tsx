// An account's purchases in the back office, with a refund for each one not yet refunded: the
// price goes back to the balance through the ledger and what was bought is revoked
// (docs/decisions/0289-admin-refunds.md); the dialog asks for the reason first.
import { useState } from 'react';
import type { AdminPurchase } from '@savdo/contract';
import { AdminRefundBodySchema } from '@savdo/contract';
import { adminWrite, formatDateTime, formatUzs } from '@savdo/core';
import { Badge, Button, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog } from '../common/action-dialog';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { userStrings } from './user-strings';

export function UserPurchases({ userId }: { userId: number }) {
  const t = useT(adminStrings);
  const userT = useT(userStrings);
  const lang = useLanguage();
  const [refunding, setRefunding] = useState<AdminPurchase | null>(null);
  const columns: DataColumn<AdminPurchase>[] = [
    {
      id: 'created_at',
      header: userT('purchases.at'),
      sortable: true,
      cell: (p) => formatDateTime(p.created_at, lang),
    },
    {
      id: 'kind',
      header: userT('purchases.kind'),
      cell: (p) => userT(`purchases.kinds.${p.kind}`),
    },
    { id: 'title', header: userT('purchases.item'), cell: (p) => p.title },
    {
      id: 'price',
      header: userT('purchases.price'),
      numeric: true,
      sortable: true,
      cell: (p) => formatUzs(p.charged, lang),
    },
    {
      id: 'refund',
      header: userT('purchases.refund'),
      cell: (p) =>
        p.refunded ? (
          <Badge tone="neutral">
            {userT('purchases.refunded', {
              date: p.refunded_at ? formatDateTime(p.refunded_at, lang) : '',
            })}
          </Badge>
        ) : (
          <Button size="sm" variant="danger" onClick={() => setRefunding(p)}>
            {userT('purchases.refundAction')}
          </Button>
        ),
    },
  ];
  return (
    <>
      <AdminList<AdminPurchase>
        api={`/admin/users/${userId}/purchases`}
        caption={(total) => userT('purchases.caption', { count: total })}
        columns={columns}
        rowKey={(p) => p.id}
        rowAttributes={(p) => ({ 'data-purchase': String(p.id) })}
        searchLabel={userT('purchases.search')}
        empty={userT('purchases.empty')}
      />
      {refunding ? (
        <ActionDialog
          open
          title={userT('purchases.refundTitle', { item: refunding.title })}
          description={userT('purchases.refundText', {
            amount: formatUzs(refunding.charged, lang),
          })}
          confirmLabel={userT('purchases.refundAction')}
          danger
          fields={[{ name: 'reason', label: t('common.reason'), hint: t('common.reasonHint') }]}
          schema={AdminRefundBodySchema}
          body={(values) => ({ reason: (values.reason ?? '').trim() })}
          onConfirm={(body) => adminWrite('post', `/admin/purchases/${refunding.id}/refund`, body)}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </>
  );
}
