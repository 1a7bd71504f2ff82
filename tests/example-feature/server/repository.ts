// Recipe step 3 (repository): the row type and the SQL; writes through insertRow.
import type { Queryable } from '@savdo/server/db/adapter';
import { insertRow } from '@savdo/server/db/rows';
import type { WatchDirection } from '../contract';

export interface WatchRow {
  id: number;
  user_id: number;
  symbol: string;
  direction: WatchDirection;
  created_at: Date;
}

export function insertWatch(
  q: Queryable,
  userId: number,
  symbol: string,
  direction: WatchDirection,
) {
  return insertRow<WatchRow>(q, 'example_watchlist', { user_id: userId, symbol, direction });
}

export async function listWatches(q: Queryable, userId: number): Promise<WatchRow[]> {
  const res = await q.query<WatchRow>(
    'SELECT * FROM example_watchlist WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return res.rows;
}

export async function deleteWatch(q: Queryable, userId: number, id: number): Promise<boolean> {
  const res = await q.query('DELETE FROM example_watchlist WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return res.rowCount > 0;
}

export async function countWatches(q: Queryable): Promise<number> {
  const res = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM example_watchlist');
  return res.rows[0]?.n ?? 0;
}
