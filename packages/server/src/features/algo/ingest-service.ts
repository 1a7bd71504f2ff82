/**
 * Trades a terminal bridge posts for one expert advisor (decision 0182) or one copy follow (its
 * copied trades, docs/decisions/0307-copied-trades-in-algo-trades.md): each is checked on its
 * own (ingest-check.ts) and refused with its index, ticket and a reason rather than failing the
 * batch; the good ones are stored in one transaction, all or none
 * (docs/decisions/0275-closed-request-schemas.md). A ticket is the idempotency key (the same
 * figures again are a duplicate, a closing trade updates its open record); order does not
 * matter, since the metrics sort by close time.
 */
import type { RefusedTrade } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { UnauthenticatedError } from '../../domain-errors';
import { checkIngestTrade, ticketOf } from './ingest-check';
import { findFollowByKey } from './follow-repository';
import {
  findEaByKey,
  findTrade,
  upsertTrade,
  type NewTrade,
  type TradeOwner,
  type TradeRow,
} from './repository';

// The words stay the expert advisor's: a follow's key is refused with the same message.
export const BRIDGE_KEY_INVALID = 'The expert advisor key is missing or wrong';

function same(a: TradeRow, b: NewTrade): boolean {
  return (
    a.side === b.side &&
    a.symbol === b.symbol &&
    a.volume === b.volume &&
    a.open_time.getTime() === b.open_time.getTime() &&
    a.open_price === b.open_price &&
    (a.close_time?.getTime() ?? null) === (b.close_time?.getTime() ?? null) &&
    a.close_price === b.close_price &&
    a.profit === b.profit &&
    a.commission === b.commission &&
    a.swap === b.swap
  );
}

/**
 * Whose trades a bridge key posts: an expert advisor's first, then a follow's not stopped (a
 * stopped follow's key is refused as a wrong one), as the heartbeat decides (bridge-status.ts).
 */
async function ownerOfKey(db: Db, key: unknown): Promise<{ ea: number } | { follow: number }> {
  if (typeof key !== 'string' || key.length < 20 || key.length > 200)
    throw new UnauthenticatedError(BRIDGE_KEY_INVALID);
  const ea = await findEaByKey(db, key);
  if (ea) return { ea: ea.id };
  const follow = await findFollowByKey(db, key);
  if (follow) return { follow: follow.id };
  throw new UnauthenticatedError(BRIDGE_KEY_INVALID);
}

export async function ingestTrades(db: Db, key: unknown, trades: readonly unknown[]) {
  const owner = await ownerOfKey(db, key);
  return { owner, ...(await storeTrades(db, owner, trades)) };
}

/** Stores an owner's trades, each on its own terms (the bridge and statements). */
export async function storeTrades(db: Db, owner: TradeOwner, trades: readonly unknown[]) {
  const refused: RefusedTrade[] = [];
  const rows: NewTrade[] = [];
  const now = Date.now();
  // Every trade is checked before the transaction opens: what reaches the database is storable.
  trades.forEach((trade, index) => {
    const made = checkIngestTrade(trade, now);
    if ('reason' in made) refused.push({ index, ticket: ticketOf(trade), reason: made.reason });
    else rows.push(made.row);
  });
  let accepted = 0;
  let duplicates = 0;
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const stored = await findTrade(tx, owner, row.ticket);
      if (stored && same(stored, row)) {
        duplicates += 1;
        continue;
      }
      // A closed trade is final: a stale open report of it arriving late changes nothing.
      if (stored?.close_time && !row.close_time) {
        duplicates += 1;
        continue;
      }
      await upsertTrade(tx, owner, row);
      accepted += 1;
    }
  });
  return { accepted, duplicates, refused };
}
