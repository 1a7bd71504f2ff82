/** The back office's list of signals: every one, unlocked, filtered, searched and sorted. */
import type { AdminSignalsQuery } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { pageWindow, sortClause } from '../../db/admin-list-sql';
import { SIGNAL_SELECT, type SignalRow } from './repository';

const SORTS = {
  created_at: 's.created_at',
  closed_at: 's.closed_at',
  symbol: 's.symbol',
  status: 's.status',
} as const satisfies Record<NonNullable<AdminSignalsQuery['sort']>, string>;

export async function listAdminSignals(
  q: Queryable,
  query: AdminSignalsQuery,
): Promise<{ rows: SignalRow[]; total: number; page: number; limit: number }> {
  const search = query.search?.trim() ? `%${query.search.trim()}%` : null;
  const where = `($1::text IS NULL OR s.symbol ILIKE $1)
    AND ($2::text IS NULL OR s.status = $2)
    AND ($3::text IS NULL OR s.asset_type = $3)
    AND ($4::boolean IS NULL OR s.is_premium = $4)`;
  const params = [search, query.status ?? null, query.asset_type ?? null, query.premium ?? null];
  const { page, limit, offset } = pageWindow(query);
  const order = sortClause(SORTS, query.sort ?? 'created_at', query.order ?? 'desc', 's.id');
  const [rows, count] = await Promise.all([
    q.query<SignalRow>(`${SIGNAL_SELECT} WHERE ${where} ORDER BY ${order} LIMIT $5 OFFSET $6`, [
      ...params,
      limit,
      offset,
    ]),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM signals s WHERE ${where}`, params),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0, page, limit };
}
