/**
 * docs/decisions/0150-payments.md: no balance changes without its ledger row. Every test database
 * opened through helpers.ts checks, just before it closes, that each user's balance equals the sum
 * of their ledger rows, and fails the test file naming the users that disagree. A test that breaks
 * the invariant on purpose (reconciliation) exempts its user, saying why.
 */
import type { Queryable } from '@savdo/server';

export interface LedgerDisagreement {
  user_id: number;
  balance: number;
  ledger: number;
}

const exempt = new WeakMap<object, Map<number, string>>();

/**
 * Leaves one user out of the check on `db`: only for a test whose point is a balance that
 * disagrees with its ledger. `why` is shown nowhere; it is there for the reader.
 */
export function exemptFromLedgerCheck(db: object, userId: number, why: string): void {
  let users = exempt.get(db);
  if (!users) exempt.set(db, (users = new Map()));
  users.set(userId, why);
}

/** Users whose balance is not the sum of their ledger rows (none before migrations ran). */
export async function ledgerDisagreements(db: Queryable): Promise<LedgerDisagreement[]> {
  const tables = await db.query<{ users: string | null; ledger: string | null }>(
    "SELECT to_regclass('users')::text AS users, to_regclass('ledger_entries')::text AS ledger",
  );
  if (!tables.rows[0]?.users || !tables.rows[0]?.ledger) return [];
  const res = await db.query<LedgerDisagreement>(
    `SELECT u.id AS user_id, u.balance::bigint AS balance,
            COALESCE(sum(l.amount), 0)::bigint AS ledger
       FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
      GROUP BY u.id, u.balance
     HAVING u.balance <> COALESCE(sum(l.amount), 0)
      ORDER BY u.id`,
  );
  const skip = exempt.get(db);
  return res.rows
    .map((r) => ({ user_id: r.user_id, balance: Number(r.balance), ledger: Number(r.ledger) }))
    .filter((r) => !skip?.has(r.user_id));
}

/** Throws naming every user whose balance and ledger disagree. */
export async function assertLedgerMatchesBalances(db: Queryable): Promise<void> {
  const wrong = await ledgerDisagreements(db);
  if (wrong.length === 0) return;
  const list = wrong
    .map((w) => `user ${w.user_id}: balance ${w.balance}, ledger sum ${w.ledger}`)
    .join('; ');
  throw new Error(
    `Ledger invariant broken (a balance changed without its ledger row): ${list}. ` +
      'Give test users their balance through changeBalance, not makeUser fields or raw SQL.',
  );
}
