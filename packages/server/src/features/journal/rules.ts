/**
 * The entry rules the schemas cannot state: a date that exists and is not in the future, a
 * profitable flag that agrees with the P&L's sign, titles that are more than spaces. Shared by
 * create, update and the CSV import (which reports them per row instead of throwing).
 */
import { JOURNAL_LIMITS, JOURNAL_MESSAGES } from '@savdo/contract';

/** Field -> message; empty when the values keep every rule. */
export type RuleErrors = Record<string, string>;

const DAY_MS = 24 * 60 * 60_000;

/** A YYYY-MM-DD that names a real day from 1970 on. */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1970) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Later than tomorrow (UTC) is the future anywhere on Earth. */
export function isFutureDate(text: string, now: Date): boolean {
  return Date.parse(`${text}T00:00:00Z`) > now.getTime() + DAY_MS;
}

export function dateErrors(field: string, text: string | undefined, now: Date): RuleErrors {
  if (text === undefined) return {};
  if (!isRealDate(text)) return { [field]: JOURNAL_MESSAGES.tradeDate };
  if (isFutureDate(text, now)) return { [field]: JOURNAL_MESSAGES.tradeDateFuture };
  return {};
}

/**
 * The profitable flag and the P&L agree: a win never lost money, a loss never made any
 * (a break-even trade may be either). `blame` names the field the caller changed.
 */
export function outcomeErrors(win: boolean, pnl: number, blame: 'win' | 'pnl'): RuleErrors {
  if (win && pnl < 0) return { [blame]: JOURNAL_MESSAGES.winWithLoss };
  if (!win && pnl > 0) return { [blame]: JOURNAL_MESSAGES.lossWithProfit };
  return {};
}

export function titleErrors(values: Record<string, string | undefined>): RuleErrors {
  const out: RuleErrors = {};
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined && value.trim() === '') out[field] = JOURNAL_MESSAGES.title;
  }
  return out;
}

export function listErrors(field: string, items: readonly string[] | undefined): RuleErrors {
  if (!items) return {};
  if (items.length > JOURNAL_LIMITS.listMaxItems) return { [field]: JOURNAL_MESSAGES.listTooLong };
  if (items.some((item) => item.length > JOURNAL_LIMITS.listItemMaxLength))
    return { [field]: JOURNAL_MESSAGES.listItemTooLong };
  return {};
}

/** Symbols are stored upper-case and trimmed, so filters match however they were typed. */
export function normalSymbol(symbol: string): string {
  return symbol.trim().toUpperCase();
}
