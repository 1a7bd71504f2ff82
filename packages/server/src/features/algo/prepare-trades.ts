/**
 * Trades as the one pass needs them (decision 0180): refused ones left out (validateTrade), a
 * ticket counted once (the first occurrence in the input wins, as ingestion keeps the first
 * copy it stored), sorted by close time and then ticket. Input that is already in that order,
 * as the database returns it, is not sorted again, so the common case stays O(n).
 */
import {
  validateBalanceOperation,
  validateTrade,
  type BalanceOperation,
  type ClosedTrade,
} from './trade';

export interface PreparedTrades {
  trades: ClosedTrade[];
  invalid: number;
  duplicates: number;
}

export function byCloseTimeThenTicket(a: ClosedTrade, b: ClosedTrade): number {
  return a.closeTime - b.closeTime || a.ticket - b.ticket;
}

export function prepareTrades(input: readonly ClosedTrade[]): PreparedTrades {
  const trades: ClosedTrade[] = [];
  const seen = new Set<number>();
  let invalid = 0;
  let duplicates = 0;
  let sorted = true;
  for (const trade of input) {
    if (validateTrade(trade) !== null) {
      invalid += 1;
      continue;
    }
    if (seen.has(trade.ticket)) {
      duplicates += 1;
      continue;
    }
    seen.add(trade.ticket);
    const previous = trades.at(-1);
    if (previous && byCloseTimeThenTicket(previous, trade) > 0) sorted = false;
    trades.push(trade);
  }
  if (!sorted) trades.sort(byCloseTimeThenTicket);
  return { trades, invalid, duplicates };
}

export interface PreparedOperations {
  operations: BalanceOperation[];
  invalid: number;
}

/** Valid balance operations in time order (the sort is stable: same-time ones keep theirs). */
export function prepareBalanceOperations(input: readonly BalanceOperation[]): PreparedOperations {
  const operations = input.filter((operation) => validateBalanceOperation(operation) === null);
  operations.sort((a, b) => a.time - b.time);
  return { operations, invalid: input.length - operations.length };
}
