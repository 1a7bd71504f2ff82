/**
 * The inputs of the algo metrics (decision 0180): a closed trade as the terminal bridge or an
 * MT4/MT5 statement reports it, and a balance operation (deposit or withdrawal). Times are
 * milliseconds since the epoch (UTC), so the one pass over 100,000 trades parses no dates.
 * `validateTrade` is the gate ingestion uses before storing; the metrics skip what it refuses,
 * so no refused value can turn a figure into NaN.
 */
import { SIGNAL_TYPES, type SignalType } from '@savdo/contract';

export interface ClosedTrade {
  /** The terminal's ticket: unique per account, so it is the idempotency key. */
  ticket: number;
  symbol: string;
  side: SignalType;
  /** Lots; more than zero. */
  volume: number;
  openTime: number;
  closeTime: number;
  openPrice: number;
  closePrice: number;
  /** Net: commission and swap already included, in the account currency. */
  profit: number;
}

/** A deposit (amount > 0) or a withdrawal (amount < 0) on the trading account. */
export interface BalanceOperation {
  time: number;
  amount: number;
}

/** What is wrong with a refused input: the field and a sentence for a log or an API error. */
export interface InputProblem {
  field: string;
  message: string;
}

/** Date.UTC's own range (±8.64e15 ms): anything outside is not a time. */
const MAX_TIME = 8.64e15;
const SIDES: readonly string[] = SIGNAL_TYPES;

function isTime(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_TIME;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The first problem of a trade, or null when it can be counted. Values may come from JSON, so
 * every field is checked for its type too. Prices only need to be finite: some CFD and futures
 * prices have been negative.
 */
export function validateTrade(trade: ClosedTrade): InputProblem | null {
  if (!Number.isSafeInteger(trade.ticket) || trade.ticket <= 0)
    return { field: 'ticket', message: 'ticket must be a positive integer' };
  if (typeof trade.symbol !== 'string' || trade.symbol.trim() === '')
    return { field: 'symbol', message: 'symbol must not be empty' };
  if (!SIDES.includes(trade.side)) return { field: 'side', message: 'side must be buy or sell' };
  if (!isFiniteNumber(trade.volume) || trade.volume <= 0)
    return { field: 'volume', message: 'volume must be a number above zero' };
  if (!isTime(trade.openTime)) return { field: 'openTime', message: 'openTime is not a time' };
  if (!isTime(trade.closeTime)) return { field: 'closeTime', message: 'closeTime is not a time' };
  if (trade.closeTime < trade.openTime)
    return { field: 'closeTime', message: 'closeTime is before openTime' };
  if (!isFiniteNumber(trade.openPrice))
    return { field: 'openPrice', message: 'openPrice must be a finite number' };
  if (!isFiniteNumber(trade.closePrice))
    return { field: 'closePrice', message: 'closePrice must be a finite number' };
  if (!isFiniteNumber(trade.profit))
    return { field: 'profit', message: 'profit must be a finite number' };
  return null;
}

/** The first problem of a balance operation, or null. A zero amount moves nothing: refused. */
export function validateBalanceOperation(operation: BalanceOperation): InputProblem | null {
  if (!isTime(operation.time)) return { field: 'time', message: 'time is not a time' };
  if (!isFiniteNumber(operation.amount) || operation.amount === 0)
    return { field: 'amount', message: 'amount must be a finite number other than zero' };
  return null;
}
