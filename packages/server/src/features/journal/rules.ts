/**
 * The entry rules the schemas cannot state: a date that exists and is not in the future, a
 * profitable flag that agrees with the P&L's sign, titles that are more than spaces. Shared by
 * create, update and the CSV import (which reports them per row instead of throwing).
 */
import {
  JOURNAL_LIMITS,
  JOURNAL_MESSAGES,
  journalDateProblem,
  journalOutcomeProblem,
} from '@savdo/contract';

/** Field -> message; empty when the values keep every rule. */
export type RuleErrors = Record<string, string>;

export function dateErrors(field: string, text: string | undefined, now: Date): RuleErrors {
  if (text === undefined) return {};
  // The same rule the widget's form applies (contract's journal.ts).
  const problem = journalDateProblem(text, now);
  return problem ? { [field]: JOURNAL_MESSAGES[problem] } : {};
}

/**
 * The profitable flag and the P&L agree: a win never lost money, a loss never made any
 * (a break-even trade may be either). `blame` names the field the caller changed.
 */
export function outcomeErrors(win: boolean, pnl: number, blame: 'win' | 'pnl'): RuleErrors {
  const problem = journalOutcomeProblem(win, pnl);
  return problem ? { [blame]: JOURNAL_MESSAGES[problem] } : {};
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
