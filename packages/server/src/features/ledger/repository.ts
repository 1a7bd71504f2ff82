/** Ledger rows and the balance they move, always together in one transaction. */
import {
  ledgerReasonText,
  type Language,
  type LedgerEntry,
  type LedgerReason,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { insertRow } from '../../db/rows';

export interface LedgerRow {
  id: number;
  user_id: number;
  amount: number;
  balance_after: number;
  reason: string;
  reason_code: LedgerReason['code'] | null;
  reason_params: LedgerReason['params'] | null;
  reference: string | null;
  created_at: Date;
}

/**
 * Moves the balance by `amount` only if it stays >= 0 (one conditional UPDATE: concurrent
 * debits queue on the row lock and each re-checks the condition). Answers the new balance, or
 * null when the debit would overdraw.
 */
export async function moveBalance(
  q: Queryable,
  userId: number,
  amount: number,
): Promise<number | null> {
  const res = await q.query<{ balance: number }>(
    `UPDATE users SET balance = balance + $2, updated_at = now()
     WHERE id = $1 AND balance + $2 >= 0 RETURNING balance`,
    [userId, amount],
  );
  return res.rows[0]?.balance ?? null;
}

export async function currentBalance(q: Queryable, userId: number): Promise<number | null> {
  const res = await q.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [
    userId,
  ]);
  return res.rows[0]?.balance ?? null;
}

export async function insertLedgerEntry(
  q: Queryable,
  entry: {
    userId: number;
    amount: number;
    balanceAfter: number;
    reason: string;
    /** The reason as a code, shown in the reader's language. */
    reasonCode?: LedgerReason | null;
    reference: string | null;
  },
): Promise<LedgerRow> {
  return insertRow<LedgerRow>(q, 'ledger_entries', {
    user_id: entry.userId,
    amount: entry.amount,
    balance_after: entry.balanceAfter,
    reason: entry.reason,
    reason_code: entry.reasonCode?.code ?? null,
    reason_params: entry.reasonCode?.params ?? null,
    reference: entry.reference,
  });
}

export async function listLedgerEntries(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
  lang: Language = 'en',
): Promise<{ rows: LedgerEntry[]; total: number }> {
  const [rows, total] = await Promise.all([
    q.query<LedgerRow>(
      'SELECT * FROM ledger_entries WHERE user_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3',
      [userId, limit, offset],
    ),
    q.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE user_id = $1', [
      userId,
    ]),
  ]);
  return {
    rows: rows.rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      reason:
        r.reason_code && r.reason_params
          ? ledgerReasonText({ code: r.reason_code, params: r.reason_params }, lang)
          : r.reason,
      balance_after: r.balance_after,
      created_at: r.created_at.toISOString(),
    })),
    total: total.rows[0]?.n ?? 0,
  };
}
