/**
 * One trade of an ingested batch, checked on its own (docs/decisions/0275-closed-request-schemas.md):
 * its shape against the contract's closed IngestTradeSchema, then the ranges the columns and the
 * metrics hold, so nothing the database would refuse (a year 275760, a year -1, an empty ticket)
 * reaches it and fails the whole batch. A trade that fails is refused with a reason in plain
 * words; the others are stored.
 */
import { IngestTradeSchema, type IngestTrade } from '@savdo/contract';
import { Compile } from 'typebox/compile';
import { readableErrors } from '../../http/validation';
import type { NewTrade } from './repository';
import { validateTrade } from './trade';

const shape = Compile(IngestTradeSchema);

/** Times from the epoch to a day ahead of the server's clock (a terminal's clock may run ahead). */
export const EARLIEST_TRADE_TIME = Date.UTC(1970, 0, 1);
export const TRADE_CLOCK_SLACK_MS = 86_400_000;
/** Prices and money figures beyond this are no real account's (decision 0182). */
export const MAX_TRADE_FIGURE = 1e9;

export type CheckedTrade = { row: NewTrade } | { reason: string };

function shapeProblem(value: unknown): string | null {
  if (shape.Check(value)) return null;
  const raw = [...shape.Errors(value)] as unknown as Parameters<typeof readableErrors>[1];
  const errors = readableErrors(IngestTradeSchema, raw);
  const first = errors[0];
  if (!first) return 'the trade is not an object of the contract’s trade fields';
  if (!first.field) return 'the trade must be an object';
  if (first.keyword === 'required') return `${first.field} is missing`;
  return first.message.includes(first.field) ? first.message : `${first.field}: ${first.message}`;
}

function timeProblem(field: string, value: string, latest: number): string | number {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return `${field} is not a date`;
  if (time < EARLIEST_TRADE_TIME) return `${field} is before 1970`;
  if (time > latest) return `${field} is more than a day ahead of now`;
  return time;
}

/** The stored row for an ingested trade, or the reason it is refused. */
export function checkIngestTrade(value: unknown, now = Date.now()): CheckedTrade {
  const wrongShape = shapeProblem(value);
  if (wrongShape) return { reason: wrongShape };
  const t = value as IngestTrade;
  const ticket = t.ticket.trim();
  const symbol = t.symbol.trim().toUpperCase();
  if (!ticket) return { reason: 'ticket is empty' };
  if (!symbol) return { reason: 'symbol is empty' };
  const latest = now + TRADE_CLOCK_SLACK_MS;
  const open = timeProblem('open_time', t.open_time, latest);
  if (typeof open === 'string') return { reason: open };
  const closing = t.close_time !== undefined && t.close_time !== null;
  if (closing !== (t.close_price !== undefined && t.close_price !== null))
    return { reason: 'close_time and close_price come together' };
  let close: number | null = null;
  if (closing) {
    const time = timeProblem('close_time', t.close_time as string, latest);
    if (typeof time === 'string') return { reason: time };
    if (time < open) return { reason: 'close_time is before open_time' };
    close = time;
  }
  const figures: [string, number][] = [
    ['volume', t.volume],
    ['open_price', t.open_price],
    ['close_price', t.close_price ?? 0],
    ['profit', t.profit],
    ['commission', t.commission ?? 0],
    ['swap', t.swap ?? 0],
  ];
  for (const [field, figure] of figures) {
    if (!Number.isFinite(figure)) return { reason: `${field} is not a finite number` };
    if (Math.abs(figure) > MAX_TRADE_FIGURE) return { reason: `${field} is out of range` };
  }
  if (close !== null) {
    // The metrics' own gate, so a stored trade is always one they count (trade.ts).
    const problem = validateTrade({
      ticket: 1,
      symbol,
      side: t.type,
      volume: t.volume,
      openTime: open,
      closeTime: close,
      openPrice: t.open_price,
      closePrice: t.close_price ?? 0,
      profit: t.profit,
    });
    if (problem) return { reason: problem.message };
  }
  return {
    row: {
      ticket,
      side: t.type,
      symbol,
      volume: t.volume,
      open_time: new Date(open),
      open_price: t.open_price,
      close_time: close === null ? null : new Date(close),
      close_price: close === null ? null : (t.close_price ?? null),
      profit: t.profit,
      commission: t.commission ?? 0,
      swap: t.swap ?? 0,
    },
  };
}

/** The ticket a refused trade is listed under ('' when it has none that can be read). */
export function ticketOf(value: unknown): string {
  const ticket = (value as { ticket?: unknown } | null)?.ticket;
  return typeof ticket === 'string' || typeof ticket === 'number'
    ? String(ticket).slice(0, 40)
    : '';
}
