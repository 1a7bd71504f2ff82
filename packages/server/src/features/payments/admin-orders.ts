/**
 * Top-up orders as the back office reads them: filtered and sorted lists, each order with its
 * buyer and its provider transactions (every state and time), and the ledger references an
 * order's money moved under (the same ones `payments-reconcile` sums).
 */
import type {
  AdminPaymentOrder,
  AdminPaymentOrdersQuery,
  AdminProviderTransaction,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { Where, checkDay, containsPattern, orderBy, type PageWindow } from '../../db/list-query';
import type { OrderRow } from './repository';
import { orderPurchase } from './order-purpose';

export interface AdminOrderRow extends OrderRow {
  username: string;
  refunded_at: Date | null;
  refund_reason: string | null;
}

interface TransactionRow {
  order_id: number;
  provider: 'payme' | 'click';
  id: string;
  state: string;
  state_code: number | null;
  created_at: Date;
  performed_at: Date | null;
  cancelled_at: Date | null;
  cancel_reason: number | null;
}

const PAYME_STATES: Record<number, string> = {
  1: 'created',
  2: 'performed',
  [-1]: 'cancelled',
  [-2]: 'cancelled_after_perform',
};

/** Payme's times are milliseconds (0: not yet); Click's are timestamps. */
const TRANSACTIONS_SQL = `
  SELECT order_id, 'payme' AS provider, payme_id AS id, state::text AS state,
         state::int AS state_code,
         to_timestamp(create_time / 1000.0) AS created_at,
         CASE WHEN perform_time > 0 THEN to_timestamp(perform_time / 1000.0) END AS performed_at,
         CASE WHEN cancel_time > 0 THEN to_timestamp(cancel_time / 1000.0) END AS cancelled_at,
         reason::int AS cancel_reason
  FROM payme_transactions WHERE order_id = ANY($1::bigint[])
  UNION ALL
  SELECT order_id, 'click', click_trans_id, state, NULL, created_at, completed_at, cancelled_at,
         NULL
  FROM click_payments WHERE order_id = ANY($1::bigint[])
  ORDER BY created_at, id`;

function presentTransaction(row: TransactionRow): AdminProviderTransaction {
  return {
    provider: row.provider,
    id: row.id,
    state:
      row.provider === 'payme' ? (PAYME_STATES[Number(row.state_code)] ?? row.state) : row.state,
    state_code: row.state_code === null ? null : Number(row.state_code),
    created_at: row.created_at.toISOString(),
    performed_at: row.performed_at?.toISOString() ?? null,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    cancel_reason: row.cancel_reason === null ? null : Number(row.cancel_reason),
  };
}

export async function transactionsOf(
  q: Queryable,
  orderIds: number[],
): Promise<Map<number, AdminProviderTransaction[]>> {
  const byOrder = new Map<number, AdminProviderTransaction[]>();
  if (orderIds.length === 0) return byOrder;
  const res = await q.query<TransactionRow>(TRANSACTIONS_SQL, [orderIds]);
  for (const row of res.rows) {
    const list = byOrder.get(Number(row.order_id)) ?? [];
    list.push(presentTransaction(row));
    byOrder.set(Number(row.order_id), list);
  }
  return byOrder;
}

export function presentAdminOrder(
  row: AdminOrderRow,
  transactions: AdminProviderTransaction[],
): AdminPaymentOrder {
  return {
    id: String(row.id),
    provider: row.provider,
    amount: Number(row.amount),
    status: row.status,
    product_name: row.product_name,
    created_at: row.created_at.toISOString(),
    paid_at: row.paid_at?.toISOString() ?? null,
    purchase: orderPurchase(row),
    user_id: Number(row.user_id),
    username: row.username,
    cancelled_at: row.cancelled_at?.toISOString() ?? null,
    refunded_at: row.refunded_at?.toISOString() ?? null,
    refund_reason: row.refund_reason,
    transactions,
  };
}

const SORTS = { created_at: 'o.created_at', amount: 'o.amount' } as const;

/** Newest first unless told; search matches the order id, the product name or the username. */
export async function listOrdersForAdmin(
  q: Queryable,
  query: AdminPaymentOrdersQuery,
  window: PageWindow,
): Promise<{ rows: AdminPaymentOrder[]; total: number }> {
  checkDay('from', query.from);
  checkDay('to', query.to);
  const where = new Where();
  if (query.state) where.add('o.status = ?', query.state);
  if (query.provider) where.add('o.provider = ?', query.provider);
  if (query.user) {
    if (/^\d{1,15}$/.test(query.user)) where.add('o.user_id = ?', Number(query.user));
    else where.add('lower(u.username) = lower(?)', query.user);
  }
  if (query.from)
    where.add(`o.created_at >= (?::date)::timestamp AT TIME ZONE 'Asia/Tashkent'`, query.from);
  if (query.to)
    where.add(`o.created_at < (?::date + 1)::timestamp AT TIME ZONE 'Asia/Tashkent'`, query.to);
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.add(
      'o.id::text = ? OR o.product_name ILIKE ? OR u.username ILIKE ?',
      query.search,
      pattern,
      pattern,
    );
  }
  const order = orderBy(SORTS, query.sort, query.order, 'created_at', 'o.id');
  const res = await q.query<AdminOrderRow & { total: string }>(
    `SELECT o.*, u.username, count(*) OVER () AS total
     FROM payment_orders o JOIN users u ON u.id = o.user_id ${where} ${order}
     LIMIT ${where.param(window.limit)} OFFSET ${where.param(window.offset)}`,
    where.params,
  );
  const transactions = await transactionsOf(
    q,
    res.rows.map((row) => Number(row.id)),
  );
  return {
    rows: res.rows.map((row) => presentAdminOrder(row, transactions.get(Number(row.id)) ?? [])),
    total: Number(res.rows[0]?.total ?? 0),
  };
}

/** The order with its buyer's name; `lock` holds its row for the transaction. */
export async function findOrderForAdmin(
  q: Queryable,
  id: number,
  lock = false,
): Promise<AdminOrderRow | null> {
  const res = await q.query<AdminOrderRow>(
    `SELECT o.*, u.username FROM payment_orders o JOIN users u ON u.id = o.user_id
     WHERE o.id = $1 ${lock ? 'FOR UPDATE OF o' : ''}`,
    [id],
  );
  return res.rows[0] ?? null;
}

export async function adminOrderOf(q: Queryable, id: number): Promise<AdminPaymentOrder | null> {
  const row = await findOrderForAdmin(q, id);
  if (!row) return null;
  return presentAdminOrder(row, (await transactionsOf(q, [id])).get(id) ?? []);
}

/** Every ledger reference an order's money may have moved under (credits, refunds, purchase). */
export function orderReferences(
  order: Pick<OrderRow, 'purchase_id'>,
  transactions: readonly AdminProviderTransaction[],
): string[] {
  const refs = transactions.flatMap((t) => [
    `${t.provider}:${t.id}`,
    `${t.provider}:${t.id}:refund`,
  ]);
  if (order.purchase_id !== null)
    refs.push(`purchase:${order.purchase_id}`, `purchase:${order.purchase_id}:refund`);
  return refs;
}

export async function markOrderRefunded(q: Queryable, id: number, reason: string): Promise<void> {
  await q.query(
    `UPDATE payment_orders SET status = 'refunded', refunded_at = now(), refund_reason = $2
     WHERE id = $1`,
    [id, reason],
  );
}

export async function countUserOrders(q: Queryable, userId: number): Promise<number> {
  const res = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM payment_orders WHERE user_id = $1',
    [userId],
  );
  return res.rows[0]?.n ?? 0;
}
