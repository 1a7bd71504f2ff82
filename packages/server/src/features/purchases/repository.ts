/** Rows of `purchases`: one per purchase from the balance, naming its ledger debit. */
import type { Purchase, PurchaseKind } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { insertRow } from '../../db/rows';

export interface PurchaseRow {
  id: number;
  user_id: number;
  kind: PurchaseKind;
  item_id: number;
  title: string;
  price: number;
  charged: number;
  ledger_entry_id: number | null;
  idempotency_key: string | null;
  payment_order_id: number | null;
  /** The kind-specific choices it was made with (an action), or null (older rows). */
  options: unknown;
  created_at: Date;
}

export function insertPurchase(
  q: Queryable,
  row: Omit<PurchaseRow, 'created_at'>,
): Promise<PurchaseRow> {
  // jsonb is written as text and cast.
  return insertRow<PurchaseRow>(q, 'purchases', {
    ...row,
    options: row.options === null ? null : JSON.stringify(row.options),
  });
}

/** The id the next purchase gets (its debit names it before the row is written). */
export async function nextPurchaseId(q: Queryable): Promise<number> {
  const res = await q.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('purchases', 'id'))::bigint AS id",
  );
  const id = res.rows[0]?.id;
  if (id === undefined) throw new Error('no next purchase id');
  return Number(id);
}

export async function findPurchaseByKey(
  q: Queryable,
  userId: number,
  key: string,
): Promise<PurchaseRow | null> {
  const res = await q.query<PurchaseRow>(
    'SELECT * FROM purchases WHERE user_id = $1 AND idempotency_key = $2',
    [userId, key],
  );
  return res.rows[0] ?? null;
}

/** Locks the buyer's row for the transaction and answers the balance and the database clock. */
export async function lockBuyer(
  q: Queryable,
  userId: number,
): Promise<{ balance: number; now: Date } | null> {
  const res = await q.query<{ balance: number; now: Date }>(
    'SELECT balance, now() AS now FROM users WHERE id = $1 FOR UPDATE',
    [userId],
  );
  return res.rows[0] ?? null;
}

export function presentPurchase(row: PurchaseRow, balance: number): Purchase {
  return {
    id: row.id,
    kind: row.kind,
    item_id: row.item_id,
    title: row.title,
    price: row.price,
    charged: row.charged,
    balance,
    created_at: row.created_at.toISOString(),
  };
}
