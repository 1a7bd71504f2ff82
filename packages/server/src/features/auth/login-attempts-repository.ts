/** Failed sign-ins, counted per account and per address within a window (throttling). */
import type { Queryable } from '../../db/adapter';

export interface FailureCount {
  count: number;
  /** Seconds until the oldest counted failure leaves the window. */
  retryAfterSeconds: number;
}

export async function countRecentFailures(
  q: Queryable,
  column: 'account_key' | 'ip_address',
  value: string,
  windowSeconds: number,
): Promise<FailureCount> {
  const res = await q.query<{ n: number; retry: number | null }>(
    `SELECT count(*)::int AS n,
            ceil(extract(epoch FROM (min(created_at) + make_interval(secs => $2) - now())))::int
              AS retry
     FROM login_attempts
     WHERE ${column} = $1 AND created_at > now() - make_interval(secs => $2)`,
    [value, windowSeconds],
  );
  const row = res.rows[0];
  return { count: row?.n ?? 0, retryAfterSeconds: row?.retry ?? windowSeconds };
}

/** Failures of one account from one address (F5: what locks, instead of the whole account). */
export async function countRecentPairFailures(
  q: Queryable,
  accountKey: string,
  ipAddress: string,
  windowSeconds: number,
): Promise<FailureCount> {
  const res = await q.query<{ n: number; retry: number | null }>(
    `SELECT count(*)::int AS n,
            ceil(extract(epoch FROM (min(created_at) + make_interval(secs => $3) - now())))::int
              AS retry
     FROM login_attempts
     WHERE account_key = $1 AND ip_address = $2 AND created_at > now() - make_interval(secs => $3)`,
    [accountKey, ipAddress, windowSeconds],
  );
  const row = res.rows[0];
  return { count: row?.n ?? 0, retryAfterSeconds: row?.retry ?? windowSeconds };
}

export async function recordLoginFailure(
  q: Queryable,
  accountKey: string,
  ipAddress: string,
  windowSeconds: number,
): Promise<void> {
  await q.query('INSERT INTO login_attempts (account_key, ip_address) VALUES ($1, $2)', [
    accountKey.slice(0, 254),
    ipAddress.slice(0, 64),
  ]);
  // Keep the table small: rows outside the window no longer count.
  await q.query('DELETE FROM login_attempts WHERE created_at < now() - make_interval(secs => $1)', [
    windowSeconds,
  ]);
}

/** A successful sign-in forgives the account's failures (not the address's). */
export async function clearAccountFailures(q: Queryable, accountKey: string): Promise<void> {
  await q.query('DELETE FROM login_attempts WHERE account_key = $1', [accountKey]);
}
