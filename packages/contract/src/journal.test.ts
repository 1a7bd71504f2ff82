// The journal's entry rules that both the form and the server apply (journal.ts; docs/product.md,
// "Rules that matter to a trader"): a real date not later than tomorrow, and a profitable flag
// that agrees with the P&L's sign.
import { describe, expect, it } from 'vitest';
import {
  isRealJournalDate,
  JOURNAL_CSV_COLUMNS,
  JOURNAL_CSV_OPTIONAL_COLUMNS,
  JOURNAL_LIMITS,
  JOURNAL_MESSAGES,
  JOURNAL_TEXT_FIELDS,
  JOURNAL_TRADE_FIELDS,
  JournalCreateQuerySchema,
  journalDateProblem,
  journalOutcomeProblem,
} from '@savdo/contract';

const NOON = new Date('2026-03-10T12:00:00Z');

describe('journal date rule: a real date, not later than tomorrow', () => {
  it('a real YYYY-MM-DD from 1970 on is a date', () => {
    expect(isRealJournalDate('2026-03-10')).toBe(true);
    expect(isRealJournalDate('2024-02-29')).toBe(true);
    expect(isRealJournalDate('1970-01-01')).toBe(true);
  });

  it('a day that does not exist, another format or a year before 1970 is not', () => {
    for (const text of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-3-10', '10.03.2026', '']) {
      expect(isRealJournalDate(text), text).toBe(false);
      expect(journalDateProblem(text, NOON), text).toBe('tradeDate');
    }
    expect(isRealJournalDate('1969-12-31')).toBe(false);
  });

  it('today and tomorrow are allowed, the day after is the future', () => {
    expect(journalDateProblem('2026-03-10', NOON)).toBeUndefined();
    expect(journalDateProblem('2026-03-11', NOON)).toBeUndefined();
    expect(journalDateProblem('2026-03-12', NOON)).toBe('tradeDateFuture');
    expect(journalDateProblem('2020-01-01', NOON)).toBeUndefined();
  });

  it('the future starts more than 24 hours from now, whatever the clock of the day', () => {
    const earlyUtc = new Date('2026-03-10T00:30:00Z');
    expect(journalDateProblem('2026-03-11', earlyUtc)).toBeUndefined();
    expect(journalDateProblem('2026-03-12', earlyUtc)).toBe('tradeDateFuture');
    const lateUtc = new Date('2026-03-10T23:30:00Z');
    expect(journalDateProblem('2026-03-11', lateUtc)).toBeUndefined();
    expect(journalDateProblem('2026-03-12', lateUtc)).toBe('tradeDateFuture');
  });

  it('answers keys of JOURNAL_MESSAGES', () => {
    expect(JOURNAL_MESSAGES[journalDateProblem('2026-02-30', NOON)!]).toBe(
      JOURNAL_MESSAGES.tradeDate,
    );
  });
});

describe('journal win-vs-P&L rule: a profitable trade never lost money, a losing one never made any', () => {
  it('a win with a negative P&L is refused', () => {
    expect(journalOutcomeProblem(true, -0.01)).toBe('winWithLoss');
  });

  it('a loss with a positive P&L is refused', () => {
    expect(journalOutcomeProblem(false, 5)).toBe('lossWithProfit');
  });

  it('a win with a profit, a loss with a loss, and break-even either way are accepted', () => {
    expect(journalOutcomeProblem(true, 120)).toBeUndefined();
    expect(journalOutcomeProblem(false, -40)).toBeUndefined();
    expect(journalOutcomeProblem(true, 0)).toBeUndefined();
    expect(journalOutcomeProblem(false, 0)).toBeUndefined();
  });

  it('answers keys of JOURNAL_MESSAGES', () => {
    expect(JOURNAL_MESSAGES[journalOutcomeProblem(true, -1)!]).toBe(JOURNAL_MESSAGES.winWithLoss);
    expect(JOURNAL_MESSAGES[journalOutcomeProblem(false, 1)!]).toBe(
      JOURNAL_MESSAGES.lossWithProfit,
    );
  });
});

describe('the journal limits and CSV columns written for the client build', () => {
  it('the smallest money figure is the largest negated (written out, see Joined)', () => {
    expect(JOURNAL_LIMITS.moneyMin).toBe(-JOURNAL_LIMITS.moneyMax);
  });

  it('the CSV columns end with every trade field; only id, notes and those may be left out', () => {
    expect(JOURNAL_CSV_COLUMNS.slice(-JOURNAL_TRADE_FIELDS.length)).toEqual([
      ...JOURNAL_TRADE_FIELDS,
    ]);
    expect(JOURNAL_CSV_OPTIONAL_COLUMNS).toEqual(['id', 'notes', ...JOURNAL_TRADE_FIELDS]);
  });
});

describe("an entry's text fields", () => {
  it("are the create schema's fields but the trade fields and notes, in its order", () => {
    const fields = Object.keys(JournalCreateQuerySchema.properties).filter(
      (key) => key !== 'notes' && !(JOURNAL_TRADE_FIELDS as readonly string[]).includes(key),
    );
    expect(fields).toEqual([...JOURNAL_TEXT_FIELDS]);
  });
});
