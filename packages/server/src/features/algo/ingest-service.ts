/**
 * Trades a terminal bridge posts for one expert advisor (decision 0182): each is checked on its
 * own and refused with a reason rather than failing the batch; a ticket is the idempotency key
 * (the same figures again are a duplicate, a closing trade updates its open record); order does
 * not matter, since the metrics sort by close time.
 */
import type { IngestTrade } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { UnauthenticatedError } from '../../domain-errors';
import { validateTrade } from './metrics';
import { findEaByKey, findTrade, upsertTrade, type NewTrade, type TradeRow } from './repository';

export const BRIDGE_KEY_INVALID = 'The expert advisor key is missing or wrong';

const MAX_ABS_PROFIT = 1e9;
const MAX_ABS_PRICE = 1e9;

function parseTime(value: string | null | undefined): Date | null {
  if (value === undefined || value === null) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The stored row for an ingested trade, or the reason it is refused. */
export function toRow(t: IngestTrade): { row: NewTrade } | { reason: string } {
  const open = parseTime(t.open_time);
  if (!open) return { reason: 'open_time is not a date' };
  const closing = t.close_time !== undefined && t.close_time !== null;
  const close = parseTime(t.close_time);
  if (closing && !close) return { reason: 'close_time is not a date' };
  if (closing !== (t.close_price !== undefined && t.close_price !== null))
    return { reason: 'close_time and close_price come together' };
  const numbers = [
    t.volume,
    t.open_price,
    t.close_price ?? 0,
    t.profit,
    t.commission ?? 0,
    t.swap ?? 0,
  ];
  if (!numbers.every(Number.isFinite)) return { reason: 'a figure is not a finite number' };
  if (Math.abs(t.profit) > MAX_ABS_PROFIT) return { reason: 'profit is out of range' };
  if (t.open_price > MAX_ABS_PRICE || (t.close_price ?? 0) > MAX_ABS_PRICE)
    return { reason: 'price is out of range' };
  if (close && open.getTime() > Date.now() + 86_400_000)
    return { reason: 'open_time is in the future' };
  if (close) {
    const problem = validateTrade({
      ticket: 1,
      symbol: t.symbol,
      side: t.type,
      volume: t.volume,
      openTime: open.getTime(),
      closeTime: close.getTime(),
      openPrice: t.open_price,
      closePrice: t.close_price ?? 0,
      profit: t.profit,
    });
    if (problem)
      return {
        reason: problem.message.replace('closeTime', 'close_time').replace('openTime', 'open_time'),
      };
  }
  return {
    row: {
      ticket: t.ticket.trim(),
      side: t.type,
      symbol: t.symbol.trim().toUpperCase(),
      volume: t.volume,
      open_time: open,
      open_price: t.open_price,
      close_time: close,
      close_price: close ? (t.close_price ?? null) : null,
      profit: t.profit,
      commission: t.commission ?? 0,
      swap: t.swap ?? 0,
    },
  };
}

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

export async function ingestTrades(db: Db, key: unknown, trades: readonly IngestTrade[]) {
  if (typeof key !== 'string' || key.length < 20 || key.length > 200)
    throw new UnauthenticatedError(BRIDGE_KEY_INVALID);
  const ea = await findEaByKey(db, key);
  if (!ea) throw new UnauthenticatedError(BRIDGE_KEY_INVALID);
  return storeTrades(db, ea.id, trades);
}

/** Stores an expert advisor's trades, each on its own terms (the bridge and statements). */
export async function storeTrades(db: Db, eaId: number, trades: readonly IngestTrade[]) {
  const ea = { id: eaId };
  let accepted = 0;
  let duplicates = 0;
  const refused: { ticket: string; reason: string }[] = [];
  await db.transaction(async (tx) => {
    for (const trade of trades) {
      const made = toRow(trade);
      if ('reason' in made) {
        refused.push({ ticket: trade.ticket, reason: made.reason });
        continue;
      }
      const stored = await findTrade(tx, { ea: ea.id }, made.row.ticket);
      if (stored && same(stored, made.row)) {
        duplicates += 1;
        continue;
      }
      // A closed trade is final: a stale open report of it arriving late changes nothing.
      if (stored?.close_time && !made.row.close_time) {
        duplicates += 1;
        continue;
      }
      await upsertTrade(tx, { ea: ea.id }, made.row);
      accepted += 1;
    }
  });
  return { accepted, duplicates, refused };
}
