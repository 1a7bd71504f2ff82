// /admin/payments: every top-up order (Payme and Click) with its provider transactions' states,
// filtered by state, provider, user and days, sorted by time or amount; each opens its page
// (order-detail.tsx) where it is reconciled or refunded (docs/decisions/0289-admin-refunds.md).
import { Link } from 'react-router';
import { PAYMENT_ORDER_STATUSES, PAYMENT_PROVIDERS, type AdminPaymentOrder } from '@savdo/contract';
import { formatDateTime, formatUzs } from '@savdo/core';
import { useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { AdminList } from '../list/admin-list';
import { OrderState } from './order-state';
import { PROVIDER_NAMES } from './provider-names';
import { moneyStrings } from './strings';
import { TransactionStates } from './transaction-states';

export function PaymentsSection() {
  const t = useT(moneyStrings);
  const lang = useLanguage();
  const columns: DataColumn<AdminPaymentOrder>[] = [
    {
      id: 'created_at',
      header: t('orders.created'),
      sortable: true,
      cell: (o) => formatDateTime(o.created_at, lang),
    },
    {
      id: 'order',
      header: t('orders.order'),
      cell: (o) => (
        <div>
          <Link to={`/admin/payments/${o.id}`}>№{o.id}</Link>
          <div>{o.product_name}</div>
        </div>
      ),
    },
    {
      id: 'user',
      header: t('orders.user'),
      cell: (o) => <Link to={`/admin/users/${o.user_id}`}>@{o.username}</Link>,
    },
    { id: 'provider', header: t('orders.provider'), cell: (o) => PROVIDER_NAMES[o.provider] },
    {
      id: 'amount',
      header: t('orders.amount'),
      sortable: true,
      numeric: true,
      cell: (o) => formatUzs(o.amount, lang),
    },
    { id: 'state', header: t('orders.state'), cell: (o) => <OrderState status={o.status} /> },
    {
      id: 'transactions',
      header: t('orders.transactions'),
      cell: (o) => (
        <TransactionStates transactions={o.transactions} none={t('orders.noTransactions')} />
      ),
    },
  ];
  return (
    <AdminList<AdminPaymentOrder>
      api="/admin/payments/orders"
      caption={(total) => t('orders.caption', { count: total })}
      columns={columns}
      rowKey={(o) => o.id}
      rowAttributes={(o) => ({ 'data-order': o.id, 'data-order-state': o.status })}
      searchLabel={t('orders.search')}
      filters={[
        {
          name: 'state',
          label: t('orders.state'),
          kind: 'select',
          options: PAYMENT_ORDER_STATUSES.map((s) => ({
            value: s,
            label: t(`orders.states.${s}`),
          })),
        },
        {
          name: 'provider',
          label: t('orders.provider'),
          kind: 'select',
          options: PAYMENT_PROVIDERS.map((p) => ({ value: p, label: PROVIDER_NAMES[p] })),
        },
        { name: 'user', label: t('orders.userFilter'), kind: 'text' },
        { name: 'from', label: t('orders.from'), kind: 'date' },
        { name: 'to', label: t('orders.to'), kind: 'date' },
      ]}
      empty={t('orders.empty')}
    />
  );
}
