/**
 * The ledger as the back office reads it: a user's entries with their reason code, parameters
 * and reference, and the entries an order or a purchase caused (by their references).
 */
import {
  ledgerReasonText,
  type AdminLedgerEntry,
  type AdminLedgerQuery,
  type Language,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { Where, containsPattern, orderBy, type PageWindow } from '../../db/list-query';
import type { LedgerRow } from './repository';

export function presentAdminEntry(row: LedgerRow, lang: Language = 'en'): AdminLedgerEntry {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    amount: Number(row.amount),
    balance_after: Number(row.balance_after),
    reason:
      row.reason_code && row.reason_params
        ? ledgerReasonText({ code: row.reason_code, params: row.reason_params }, lang)
        : row.reason,
    reason_code: row.reason_code,
    reason_params: row.reason_params,
    reference: row.reference,
    created_at: row.created_at.toISOString(),
  };
}

const SORTS = { created_at: 'created_at', amount: 'amount' } as const;

/** A user's entries, newest first unless told; search matches the reason text and reference. */
export async function listUserEntries(
  q: Queryable,
  userId: number,
  query: AdminLedgerQuery,
  window: PageWindow,
  lang: Language,
): Promise<{ rows: AdminLedgerEntry[]; total: number }> {
  const where = new Where().add('user_id = ?', userId);
  if (query.reason_code) where.add('reason_code = ?', query.reason_code);
  if (query.search)
    where.add(
      `reason ILIKE ? OR coalesce(reference, '') ILIKE ?`,
      containsPattern(query.search),
      containsPattern(query.search),
    );
  const order = orderBy(SORTS, query.sort, query.order, 'created_at', 'id');
  const res = await q.query<LedgerRow & { total: string }>(
    `SELECT *, count(*) OVER () AS total FROM ledger_entries ${where} ${order}
     LIMIT ${where.param(window.limit)} OFFSET ${where.param(window.offset)}`,
    where.params,
  );
  return {
    rows: res.rows.map((row) => presentAdminEntry(row, lang)),
    total: Number(res.rows[0]?.total ?? 0),
  };
}

/** The entries with these references, oldest first. */
export async function entriesByReference(
  q: Queryable,
  references: string[],
  lang: Language,
): Promise<AdminLedgerEntry[]> {
  if (references.length === 0) return [];
  const res = await q.query<LedgerRow>(
    'SELECT * FROM ledger_entries WHERE reference = ANY($1::text[]) ORDER BY id',
    [references],
  );
  return res.rows.map((row) => presentAdminEntry(row, lang));
}

export async function countUserEntries(q: Queryable, userId: number): Promise<number> {
  const res = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1',
    [userId],
  );
  return res.rows[0]?.n ?? 0;
}

/** One entry as stored (its reason code and parameters), or null. */
export async function findEntryRow(q: Queryable, id: number): Promise<LedgerRow | null> {
  const res = await q.query<LedgerRow>('SELECT * FROM ledger_entries WHERE id = $1', [id]);
  return res.rows[0] ?? null;
}
