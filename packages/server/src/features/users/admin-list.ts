/**
 * The back office's list of users: search (username, email, names), filters by role, status and
 * verification, sorted by sign-up, username or balance. Status is one word per user: banned
 * above all, then inactive, else active.
 */
import type { AdminUsersQuery } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { Where, containsPattern, orderBy, type PageWindow } from '../../db/list-query';
import type { UserRow } from './repository';

const SORTS = {
  created_at: 'created_at',
  username: 'lower(username)',
  balance: 'balance',
} as const;

const STATUS_SQL = {
  banned: 'is_banned',
  inactive: 'NOT is_banned AND NOT is_active',
  active: 'NOT is_banned AND is_active',
} as const;

export async function listUsersForAdmin(
  q: Queryable,
  query: AdminUsersQuery,
  window: PageWindow,
): Promise<{ rows: UserRow[]; total: number }> {
  const where = new Where();
  if (query.search) {
    const pattern = containsPattern(query.search);
    where.add(
      `username ILIKE ? OR coalesce(email, '') ILIKE ? OR (first_name || ' ' || last_name) ILIKE ?`,
      pattern,
      pattern,
      pattern,
    );
  }
  if (query.role) where.add('role = ?', query.role);
  if (query.status) where.add(STATUS_SQL[query.status]);
  if (query.verified !== undefined) where.add('is_verified = ?', query.verified);
  const order = orderBy(SORTS, query.sort, query.order, 'created_at', 'id');
  const res = await q.query<UserRow & { total: string }>(
    `SELECT *, count(*) OVER () AS total FROM users ${where} ${order}
     LIMIT ${where.param(window.limit)} OFFSET ${where.param(window.offset)}`,
    where.params,
  );
  return {
    rows: res.rows.map(({ total: _total, ...row }) => row),
    total: Number(res.rows[0]?.total ?? 0),
  };
}
