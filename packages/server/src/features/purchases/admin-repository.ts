/**
 * Purchases as the back office reads and refunds them: a user's purchases with their refunds,
 * the row locked for a refund, and the refund's mark (docs/decisions/0289-admin-refunds.md).
 */
import type { AdminPurchase, AdminPurchasesQuery } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { Where, containsPattern, orderBy, type PageWindow } from '../../db/list-query';
import type { PurchaseRow } from './repository';

export interface AdminPurchaseRow extends PurchaseRow {
  refunded_at: Date | null;
  refund_reason: string | null;
  refund_entry_id: number | null;
}

export function presentAdminPurchase(row: AdminPurchaseRow): AdminPurchase {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    kind: row.kind,
    item_id: Number(row.item_id),
    title: row.title,
    price: Number(row.price),
    charged: Number(row.charged),
    payment_order_id: row.payment_order_id === null ? null : String(row.payment_order_id),
    created_at: row.created_at.toISOString(),
    refunded: row.refunded_at !== null,
    refunded_at: row.refunded_at?.toISOString() ?? null,
    refund_reason: row.refund_reason,
  };
}

const SORTS = { created_at: 'created_at', price: 'price' } as const;

/** A user's purchases, newest first unless told; search matches the item's name. */
export async function listUserPurchases(
  q: Queryable,
  userId: number,
  query: AdminPurchasesQuery,
  window: PageWindow,
): Promise<{ rows: AdminPurchase[]; total: number }> {
  const where = new Where().add('user_id = ?', userId);
  if (query.kind) where.add('kind = ?', query.kind);
  if (query.refunded !== undefined)
    where.add(query.refunded ? 'refunded_at IS NOT NULL' : 'refunded_at IS NULL');
  if (query.search) where.add('title ILIKE ?', containsPattern(query.search));
  const order = orderBy(SORTS, query.sort, query.order, 'created_at', 'id');
  const res = await q.query<AdminPurchaseRow & { total: string }>(
    `SELECT *, count(*) OVER () AS total FROM purchases ${where} ${order}
     LIMIT ${where.param(window.limit)} OFFSET ${where.param(window.offset)}`,
    where.params,
  );
  return { rows: res.rows.map(presentAdminPurchase), total: Number(res.rows[0]?.total ?? 0) };
}

export async function countUserPurchases(
  q: Queryable,
  userId: number,
): Promise<{ purchases: number; refunded: number }> {
  const res = await q.query<{ purchases: number; refunded: number }>(
    `SELECT count(*)::int AS purchases, count(refunded_at)::int AS refunded
     FROM purchases WHERE user_id = $1`,
    [userId],
  );
  return res.rows[0] ?? { purchases: 0, refunded: 0 };
}

export async function findAdminPurchase(
  q: Queryable,
  id: number,
): Promise<AdminPurchaseRow | null> {
  const res = await q.query<AdminPurchaseRow>('SELECT * FROM purchases WHERE id = $1', [id]);
  return res.rows[0] ?? null;
}

/** The purchase, locked until the transaction ends (two refunds of one purchase queue here). */
export async function lockPurchase(q: Queryable, id: number): Promise<AdminPurchaseRow | null> {
  const res = await q.query<AdminPurchaseRow>('SELECT * FROM purchases WHERE id = $1 FOR UPDATE', [
    id,
  ]);
  return res.rows[0] ?? null;
}

export async function markRefunded(
  q: Queryable,
  id: number,
  refund: { reason: string; entryId: number | null },
): Promise<AdminPurchaseRow> {
  const res = await q.query<AdminPurchaseRow>(
    `UPDATE purchases SET refunded_at = now(), refund_reason = $2, refund_entry_id = $3
     WHERE id = $1 RETURNING *`,
    [id, refund.reason, refund.entryId],
  );
  const row = res.rows[0];
  if (!row) throw new Error(`purchase ${id} vanished during its refund`);
  return row;
}
