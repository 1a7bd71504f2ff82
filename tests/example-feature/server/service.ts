// Recipe step 4 (service): the rules the schema cannot state, as domain errors.
import type { Queryable } from '@savdo/server/db/adapter';
import { UNIQUE_VIOLATION, sqlState } from '@savdo/server/db/adapter';
import { ConflictError, NotFoundError } from '@savdo/server/domain-errors';
import type { WatchItem, WatchItemInput } from '../contract';
import { deleteWatch, insertWatch, type WatchRow } from './repository';

export const ALREADY_WATCHED = 'This symbol is already on your watchlist';
export const NOT_WATCHED = 'Watchlist item not found';

export function presentWatch(row: WatchRow): WatchItem {
  return {
    id: row.id,
    symbol: row.symbol,
    direction: row.direction,
    created_at: row.created_at.toISOString(),
  };
}

export async function addWatch(
  q: Queryable,
  userId: number,
  input: WatchItemInput,
): Promise<WatchItem> {
  try {
    return presentWatch(await insertWatch(q, userId, input.symbol, input.direction));
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new ConflictError(ALREADY_WATCHED, { symbol: ALREADY_WATCHED });
    throw error;
  }
}

export async function removeWatch(q: Queryable, userId: number, id: number): Promise<void> {
  if (!(await deleteWatch(q, userId, id))) throw new NotFoundError(NOT_WATCHED);
}
