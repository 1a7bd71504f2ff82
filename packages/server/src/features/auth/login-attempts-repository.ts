/**
 * Failed password guesses (sign-in and the current-password check), kept for a day and counted
 * per scope for throttling (throttle.ts): the (account, address) pair, the (account, known
 * device) pair, the account from unknown sources, and the address.
 */
import type { Queryable } from '../../db/adapter';

export type FailureScope =
  | { kind: 'pair'; accountKey: string; ipAddress: string }
  | { kind: 'device'; accountKey: string; deviceId: number }
  | { kind: 'account'; accountKey: string }
  | { kind: 'address'; ipAddress: string };

export interface FailureTally {
  count: number;
  /** Seconds since the latest counted failure (0 when there is none). */
  secondsSinceLast: number;
}

/** The scope's WHERE clause; the value is $1 (and $2), the memory in seconds the last one. */
function where(scope: FailureScope): { sql: string; params: unknown[] } {
  switch (scope.kind) {
    case 'pair':
      return {
        sql: 'account_key = $1 AND ip_address = $2 AND device_id IS NULL',
        params: [scope.accountKey, scope.ipAddress],
      };
    case 'device':
      return {
        sql: 'account_key = $1 AND device_id = $2',
        params: [scope.accountKey, scope.deviceId],
      };
    case 'account':
      return { sql: 'account_key = $1 AND device_id IS NULL', params: [scope.accountKey] };
    case 'address':
      return { sql: 'ip_address = $1 AND device_id IS NULL', params: [scope.ipAddress] };
  }
}

export async function tallyFailures(
  q: Queryable,
  scope: FailureScope,
  memorySeconds: number,
): Promise<FailureTally> {
  const { sql, params } = where(scope);
  const memory = params.length + 1;
  const res = await q.query<{ n: number; since: number | null }>(
    `SELECT count(*)::int AS n,
            floor(extract(epoch FROM (now() - max(created_at))))::int AS since
     FROM login_attempts
     WHERE ${sql} AND created_at > now() - make_interval(secs => $${memory})`,
    [...params, memorySeconds],
  );
  const row = res.rows[0];
  return { count: row?.n ?? 0, secondsSinceLast: row?.since ?? 0 };
}

export async function recordFailure(
  q: Queryable,
  failure: { accountKey: string; ipAddress: string; deviceId: number | null },
  memorySeconds: number,
): Promise<void> {
  await q.query(
    'INSERT INTO login_attempts (account_key, ip_address, device_id) VALUES ($1, $2, $3)',
    [failure.accountKey.slice(0, 254), failure.ipAddress.slice(0, 64), failure.deviceId],
  );
  // Keep the table small: rows older than the memory no longer count.
  await q.query('DELETE FROM login_attempts WHERE created_at < now() - make_interval(secs => $1)', [
    memorySeconds,
  ]);
}

/** A right password forgives its own pair only, never the failures of other addresses. */
export async function clearFailures(
  q: Queryable,
  scope: Extract<FailureScope, { kind: 'pair' | 'device' }>,
): Promise<void> {
  const { sql, params } = where(scope);
  await q.query(`DELETE FROM login_attempts WHERE ${sql}`, params);
}

/** A password reset forgets every failure counted against the account, from any source. */
export async function clearAccountFailures(q: Queryable, accountKey: string): Promise<void> {
  await q.query('DELETE FROM login_attempts WHERE account_key = $1', [accountKey]);
}
