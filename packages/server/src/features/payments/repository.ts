/** SQL of the payments feature: top-up orders, Payme transactions, Click payments. */
import type { Queryable } from '../../db/adapter';
import type { PaymeState, PaymeTransactionRecord } from './payme-protocol';
import type { ClickPaymentRecord } from './click-protocol';

import type { PaymentOrderStatus as OrderStatus, PaymentProvider } from '@savdo/contract';

export interface OrderRow {
  id: number;
  user_id: number;
  provider: PaymentProvider;
  /** Integer UZS. */
  amount: number;
  status: OrderStatus;
  product_name: string;
  reference_id: string | null;
  return_url: string | null;
  purpose: unknown;
  purchase_id: number | null;
  purchase_error: string | null;
  created_at: Date;
  paid_at: Date | null;
  cancelled_at: Date | null;
}

export interface NewOrder {
  userId: number;
  provider: PaymentProvider;
  amount: number;
  productName: string;
  referenceId: string | null;
  returnUrl: string | null;
  purpose: unknown;
}

export async function insertOrder(q: Queryable, order: NewOrder): Promise<OrderRow> {
  const res = await q.query<OrderRow>(
    `INSERT INTO payment_orders (user_id, provider, amount, product_name, reference_id, return_url, purpose)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [
      order.userId,
      order.provider,
      order.amount,
      order.productName,
      order.referenceId,
      order.returnUrl,
      order.purpose === undefined || order.purpose === null ? null : JSON.stringify(order.purpose),
    ],
  );
  const row = res.rows[0];
  if (!row) throw new Error('insert into payment_orders returned no row');
  return row;
}

/** The order by the id a provider sends back (digits only), locked for this transaction. */
export async function lockOrder(
  q: Queryable,
  orderId: string,
  provider: PaymentProvider,
): Promise<OrderRow | null> {
  if (!/^\d{1,15}$/.test(orderId)) return null;
  const res = await q.query<OrderRow>(
    'SELECT * FROM payment_orders WHERE id = $1 AND provider = $2 FOR UPDATE',
    [Number(orderId), provider],
  );
  return res.rows[0] ?? null;
}

export async function findOrderOf(
  q: Queryable,
  userId: number,
  orderId: number,
): Promise<OrderRow | null> {
  const res = await q.query<OrderRow>(
    'SELECT * FROM payment_orders WHERE id = $1 AND user_id = $2',
    [orderId, userId],
  );
  return res.rows[0] ?? null;
}

export async function setOrderStatus(q: Queryable, id: number, status: OrderStatus): Promise<void> {
  await q.query(
    `UPDATE payment_orders SET status = $2,
       paid_at = CASE WHEN $2 = 'paid' THEN now() ELSE paid_at END,
       cancelled_at = CASE WHEN $2 IN ('cancelled', 'refunded') THEN now() ELSE cancelled_at END
     WHERE id = $1`,
    [id, status],
  );
}

// ---- Payme ----------------------------------------------------------------------------------

interface PaymeRow {
  payme_id: string;
  payme_time: number;
  id: number;
  order_id: number;
  amount: number;
  state: PaymeState;
  create_time: number;
  perform_time: number;
  cancel_time: number;
  reason: number | null;
}

const paymeRecord = (r: PaymeRow): PaymeTransactionRecord => ({
  paymeId: r.payme_id,
  paymeTime: r.payme_time,
  transaction: String(r.id),
  orderId: String(r.order_id),
  amount: r.amount,
  state: r.state,
  createTime: r.create_time,
  performTime: r.perform_time,
  cancelTime: r.cancel_time,
  reason: r.reason,
});

/**
 * A Payme transaction by Payme's id; `lock` takes its row lock. Every call locks the order
 * first and the transaction after it, in that one order, so two calls never deadlock.
 */
export async function findPaymeTransaction(
  q: Queryable,
  paymeId: string,
  lock = false,
): Promise<PaymeTransactionRecord | null> {
  const res = await q.query<PaymeRow>(
    `SELECT * FROM payme_transactions WHERE payme_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [paymeId],
  );
  const row = res.rows[0];
  return row ? paymeRecord(row) : null;
}

/** The user's balance, locked until the transaction ends (a refund checks, then takes it). */
export async function lockBalance(q: Queryable, userId: number): Promise<number> {
  const res = await q.query<{ balance: number }>(
    'SELECT balance FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return res.rows[0]?.balance ?? 0;
}

/** The order's transaction in state 1 or 2, if any (a one-time order takes one). */
export async function livePaymeTransaction(
  q: Queryable,
  orderId: number,
): Promise<PaymeTransactionRecord | null> {
  const res = await q.query<PaymeRow>(
    'SELECT * FROM payme_transactions WHERE order_id = $1 AND state IN (1, 2) LIMIT 1',
    [orderId],
  );
  const row = res.rows[0];
  return row ? paymeRecord(row) : null;
}

export async function insertPaymeTransaction(
  q: Queryable,
  t: { paymeId: string; paymeTime: number; orderId: number; amount: number; createTime: number },
): Promise<PaymeTransactionRecord> {
  const res = await q.query<PaymeRow>(
    `INSERT INTO payme_transactions (payme_id, payme_time, order_id, amount, state, create_time)
     VALUES ($1, $2, $3, $4, 1, $5) RETURNING *`,
    [t.paymeId, t.paymeTime, t.orderId, t.amount, t.createTime],
  );
  const row = res.rows[0];
  if (!row) throw new Error('insert into payme_transactions returned no row');
  return paymeRecord(row);
}

export async function updatePaymeTransaction(
  q: Queryable,
  paymeId: string,
  change: { state: PaymeState; performTime?: number; cancelTime?: number; reason?: number },
): Promise<PaymeTransactionRecord> {
  const res = await q.query<PaymeRow>(
    `UPDATE payme_transactions SET state = $2,
       perform_time = COALESCE($3, perform_time),
       cancel_time = COALESCE($4, cancel_time),
       reason = COALESCE($5, reason)
     WHERE payme_id = $1 RETURNING *`,
    [
      paymeId,
      change.state,
      change.performTime ?? null,
      change.cancelTime ?? null,
      change.reason ?? null,
    ],
  );
  const row = res.rows[0];
  if (!row) throw new Error(`payme transaction ${paymeId} vanished`);
  return paymeRecord(row);
}

/** GetStatement: Payme creation time from..to inclusive, ascending. */
export async function paymeStatement(
  q: Queryable,
  from: number,
  to: number,
): Promise<PaymeTransactionRecord[]> {
  const res = await q.query<PaymeRow>(
    'SELECT * FROM payme_transactions WHERE payme_time BETWEEN $1 AND $2 ORDER BY payme_time, id',
    [from, to],
  );
  return res.rows.map(paymeRecord);
}

// ---- Click ----------------------------------------------------------------------------------

interface ClickRow {
  id: number;
  click_trans_id: string;
  order_id: number;
  state: ClickPaymentRecord['state'];
}

const clickRecord = (r: ClickRow): ClickPaymentRecord => ({
  id: r.id,
  clickTransId: r.click_trans_id,
  orderId: String(r.order_id),
  state: r.state,
});

export async function findClickPaymentByTrans(
  q: Queryable,
  clickTransId: string,
): Promise<ClickPaymentRecord | null> {
  const res = await q.query<ClickRow>(
    'SELECT * FROM click_payments WHERE click_trans_id = $1 FOR UPDATE',
    [clickTransId],
  );
  const row = res.rows[0];
  return row ? clickRecord(row) : null;
}

export async function findClickPayment(
  q: Queryable,
  prepareId: string,
): Promise<ClickPaymentRecord | null> {
  if (!/^\d{1,15}$/.test(prepareId)) return null;
  const res = await q.query<ClickRow>('SELECT * FROM click_payments WHERE id = $1 FOR UPDATE', [
    Number(prepareId),
  ]);
  const row = res.rows[0];
  return row ? clickRecord(row) : null;
}

export async function insertClickPayment(
  q: Queryable,
  p: { clickTransId: string; clickPaydocId: string; orderId: number },
): Promise<ClickPaymentRecord> {
  const res = await q.query<ClickRow>(
    `INSERT INTO click_payments (click_trans_id, click_paydoc_id, order_id, state)
     VALUES ($1, $2, $3, 'prepared') RETURNING *`,
    [p.clickTransId, p.clickPaydocId, p.orderId],
  );
  const row = res.rows[0];
  if (!row) throw new Error('insert into click_payments returned no row');
  return clickRecord(row);
}

export async function setClickPaymentState(
  q: Queryable,
  id: number,
  state: 'completed' | 'cancelled',
): Promise<void> {
  await q.query(
    `UPDATE click_payments SET state = $2,
       completed_at = CASE WHEN $2 = 'completed' THEN now() ELSE completed_at END,
       cancelled_at = CASE WHEN $2 = 'cancelled' THEN now() ELSE cancelled_at END
     WHERE id = $1`,
    [id, state],
  );
}

// ---- Reconciliation -------------------------------------------------------------------------

export interface Disagreement {
  order_id: number;
  provider: PaymentProvider;
  status: OrderStatus;
  /** Net ledger amount booked under this order's provider references. */
  ledger_total: number;
  /** What the provider's records say was paid and kept (UZS). */
  provider_total: number;
}

/**
 * Orders whose provider records and ledger disagree: a performed Payme transaction or a
 * completed Click payment without its credit, a credit without one, or an order status that
 * says otherwise.
 */
export async function listDisagreements(q: Queryable): Promise<Disagreement[]> {
  const res = await q.query<Disagreement>(
    `WITH provider AS (
       SELECT o.id AS order_id,
              COALESCE((SELECT sum(t.amount) / 100 FROM payme_transactions t
                        WHERE t.order_id = o.id AND t.state = 2), 0)
            + COALESCE((SELECT count(*) * o.amount FROM click_payments c
                        WHERE c.order_id = o.id AND c.state = 'completed'), 0) AS provider_total
       FROM payment_orders o),
     booked AS (
       SELECT o.id AS order_id, COALESCE(sum(l.amount), 0) AS ledger_total
       FROM payment_orders o
       LEFT JOIN payme_transactions t ON t.order_id = o.id
       LEFT JOIN click_payments c ON c.order_id = o.id
       LEFT JOIN ledger_entries l ON l.reference IN (
         'payme:' || t.payme_id, 'payme:' || t.payme_id || ':refund',
         'click:' || c.click_trans_id, 'click:' || c.click_trans_id || ':refund')
       GROUP BY o.id)
     SELECT o.id AS order_id, o.provider, o.status,
            b.ledger_total::bigint AS ledger_total, p.provider_total::bigint AS provider_total
     FROM payment_orders o
     JOIN provider p ON p.order_id = o.id
     JOIN booked b ON b.order_id = o.id
     WHERE b.ledger_total <> p.provider_total
        OR (o.status = 'paid') <> (p.provider_total > 0)
     ORDER BY o.id`,
  );
  return res.rows;
}
