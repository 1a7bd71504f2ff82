// /admin/payments/:id — one top-up order: its facts and buyer (a link to the user's page), every
// provider transaction with its states and times, the ledger entries it caused, and the two
// actions on it: reconcile with the provider's records, and refund the top-up with a reason
// (a debit of the balance; the card refund is the provider's job: the answer's note says so,
// docs/decisions/0289-admin-refunds.md). Both are confirmed first.
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import {
  AdminRefundBodySchema,
  type AdminLedgerEntry,
  type AdminPaymentOrderDetail,
  type AdminProviderTransaction,
  type AdminTopUpRefund,
} from '@savdo/contract';
import { adminRecordQuery, adminWrite, formatDateTime, formatUzs } from '@savdo/core';
import {
  Badge,
  Button,
  Card,
  Cluster,
  EmptyState,
  LoadFailed,
  Skeleton,
  Stack,
  token,
  useStore,
  useT,
  useLanguage,
} from '@savdo/ui';
import { DataTable, type DataColumn } from '@savdo/ui/data-table';
import { ActionDialog, type ActionDialogProps } from '../common/action-dialog';
import { adminStrings } from '../strings';
import { OrderState } from './order-state';
import { PROVIDER_NAMES } from './provider-names';
import { moneyStrings } from './strings';
import { transactionTone } from './transaction-states';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${token('space-1')} ${token('space-3')};
  margin: 0;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const H2 = styled.h2`
  margin: 0 0 ${token('space-3')};
  font-size: ${token('font-size-lg')};
`;

const Notice = styled.p<{ $error?: boolean }>`
  margin: 0 0 ${token('space-3')};
  color: ${(p) => (p.$error ? token('color-danger') : token('color-success'))};
`;

const Actions = styled(Cluster)`
  margin-top: ${token('space-4')};
`;

type Dialog = Omit<ActionDialogProps, 'open' | 'onClose'> | null;

export function OrderDetail() {
  const t = useT(moneyStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const id = useParams().id ?? '';
  const $order = useMemo(
    () => adminRecordQuery<AdminPaymentOrderDetail>(`/admin/payments/orders/${id}`),
    [id],
  );
  const value = useStore($order);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string[] | null>(null);

  const order = value.data?.result;
  if (!order) {
    if (value.error && !value.loading)
      return (
        <LoadFailed
          title={at('common.loadFailed')}
          retryLabel={at('list.retry')}
          onRetry={() => $order.invalidate()}
        />
      );
    return <Skeleton height={320} />;
  }
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : at('common.none'));

  const txColumns: DataColumn<AdminProviderTransaction>[] = [
    { id: 'id', header: t('order.transactionId'), cell: (tx) => `${tx.provider} · ${tx.id}` },
    {
      id: 'state',
      header: t('order.txState'),
      cell: (tx) => (
        <Badge tone={transactionTone(tx.state)}>
          {tx.state}
          {tx.state_code === null ? '' : ` (${tx.state_code})`}
        </Badge>
      ),
    },
    { id: 'created', header: t('order.txCreated'), cell: (tx) => when(tx.created_at) },
    { id: 'performed', header: t('order.txPerformed'), cell: (tx) => when(tx.performed_at) },
    { id: 'cancelled', header: t('order.txCancelled'), cell: (tx) => when(tx.cancelled_at) },
    {
      id: 'reason',
      header: t('order.txCancelReason'),
      cell: (tx) => (tx.cancel_reason === null ? at('common.none') : String(tx.cancel_reason)),
    },
  ];
  const ledgerColumns: DataColumn<AdminLedgerEntry>[] = [
    { id: 'at', header: t('order.entryAt'), cell: (e) => formatDateTime(e.created_at, lang) },
    {
      id: 'amount',
      header: t('order.entryAmount'),
      numeric: true,
      cell: (e) => formatUzs(e.amount, lang),
    },
    {
      id: 'after',
      header: t('order.entryAfter'),
      numeric: true,
      cell: (e) => formatUzs(e.balance_after, lang),
    },
    { id: 'reason', header: t('order.entryReason'), cell: (e) => e.reason },
    {
      id: 'reference',
      header: t('order.entryReference'),
      cell: (e) => e.reference ?? at('common.none'),
    },
  ];

  const reconcile: Dialog = {
    title: t('order.reconcileTitle', { id: order.id }),
    description: t('order.reconcileText'),
    confirmLabel: t('order.reconcile'),
    onConfirm: async () => {
      await adminWrite('post', `/admin/payments/orders/${order.id}/reconcile`);
      setNotice([t('order.reconciled')]);
    },
  };
  const refund: Dialog = {
    title: t('order.refundTitle', { id: order.id }),
    description: t('order.refundText', { amount: formatUzs(order.amount, lang) }),
    confirmLabel: t('order.refund'),
    danger: true,
    fields: [{ name: 'reason', label: at('common.reason'), hint: at('common.reasonHint') }],
    schema: AdminRefundBodySchema,
    body: (values) => ({ reason: (values.reason ?? '').trim() }),
    onConfirm: async (body) => {
      const done = await adminWrite<AdminTopUpRefund>(
        'post',
        `/admin/payments/orders/${order.id}/refund`,
        body,
      );
      setNotice([t('order.refunded', { balance: formatUzs(done.balance, lang) }), done.note]);
    },
  };

  return (
    <div data-admin-order={order.id}>
      <p>
        <Link to="/admin/payments">← {t('order.back')}</Link>
      </p>
      {notice ? (
        <div role="status">
          {notice.map((line) => (
            <Notice key={line}>{line}</Notice>
          ))}
        </div>
      ) : null}
      <Stack $gap={4}>
        <Card>
          <H2>{t('order.title', { id: order.id })}</H2>
          <Facts>
            <dt>{t('orders.state')}</dt>
            <dd>
              <OrderState status={order.status} />
            </dd>
            <dt>{t('orders.user')}</dt>
            <dd>
              <Link to={`/admin/users/${order.user_id}`}>
                @{order.username} · {t('order.userPage')}
              </Link>
            </dd>
            <dt>{t('orders.provider')}</dt>
            <dd>{PROVIDER_NAMES[order.provider]}</dd>
            <dt>{t('orders.amount')}</dt>
            <dd>{formatUzs(order.amount, lang)}</dd>
            <dt>{t('order.product')}</dt>
            <dd>{order.product_name}</dd>
            {order.purchase ? (
              <>
                <dt>{t('order.purchase')}</dt>
                <dd>
                  {t(`order.purchaseKinds.${order.purchase.kind}`)} #{order.purchase.item_id} ·{' '}
                  {t(`order.purchaseStates.${order.purchase.status}`)}
                  {order.purchase.error ? ` · ${order.purchase.error}` : ''}
                </dd>
              </>
            ) : null}
            <dt>{t('orders.created')}</dt>
            <dd>{when(order.created_at)}</dd>
            <dt>{t('order.paidAt')}</dt>
            <dd>{when(order.paid_at)}</dd>
            {order.cancelled_at ? (
              <>
                <dt>{t('order.cancelledAt')}</dt>
                <dd>{when(order.cancelled_at)}</dd>
              </>
            ) : null}
            {order.refunded_at ? (
              <>
                <dt>{t('order.refundedAt')}</dt>
                <dd>{when(order.refunded_at)}</dd>
                <dt>{t('order.refundReason')}</dt>
                <dd>{order.refund_reason ?? at('common.none')}</dd>
              </>
            ) : null}
          </Facts>
          <Actions $gap={2}>
            <Button size="sm" variant="secondary" onClick={() => setDialog(reconcile)}>
              {t('order.reconcile')}
            </Button>
            {order.status === 'paid' ? (
              <Button size="sm" variant="danger" onClick={() => setDialog(refund)}>
                {t('order.refund')}
              </Button>
            ) : null}
          </Actions>
        </Card>
        <section>
          <H2>{t('orders.transactions')}</H2>
          {order.transactions.length === 0 ? (
            <EmptyState title={t('orders.noTransactions')} />
          ) : (
            <DataTable<AdminProviderTransaction>
              caption={t('orders.transactions')}
              columns={txColumns}
              rows={order.transactions}
              rowKey={(tx) => `${tx.provider}:${tx.id}`}
              sortLabel={(header) => at('list.sortBy', { column: header })}
            />
          )}
        </section>
        <section>
          <H2>{t('order.ledger')}</H2>
          {order.ledger_entries.length === 0 ? (
            <EmptyState title={t('order.noLedger')} />
          ) : (
            <DataTable<AdminLedgerEntry>
              caption={t('order.ledger')}
              columns={ledgerColumns}
              rows={order.ledger_entries}
              rowKey={(e) => String(e.id)}
              sortLabel={(header) => at('list.sortBy', { column: header })}
            />
          )}
        </section>
      </Stack>
      {dialog ? <ActionDialog open {...dialog} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
