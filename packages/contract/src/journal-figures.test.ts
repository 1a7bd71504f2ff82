// A trade's figures from its prices, the one function the form and the server share
// (journal-figures.ts; docs/decisions/0317-journal-figures-from-prices.md).
import { describe, expect, it } from 'vitest';
import {
  journalFiguresFromPrices,
  journalPriceProblem,
  journalR,
  journalRisk,
  parseJournalTags,
} from '@savdo/contract';

describe('P&L from prices: direction-signed (exit - entry) x size x point value - fees', () => {
  it('a long trade that rose is a win', () => {
    expect(
      journalFiguresFromPrices({ direction: 'long', entry_price: 100, exit_price: 110, size: 3 }),
    ).toEqual({ pnl: 30, win: true, risk: null, r: null });
  });

  it('a short trade gains when the price falls and loses when it rises', () => {
    const down = {
      direction: 'short' as const,
      entry_price: 2350.1,
      exit_price: 2340.1,
      size: 0.5,
    };
    expect(journalFiguresFromPrices({ ...down, point_value: 100 })?.pnl).toBe(500);
    const up = { ...down, exit_price: 2355.1, point_value: 100 };
    expect(journalFiguresFromPrices(up)).toMatchObject({ pnl: -250, win: false });
  });

  it('fees come off the P&L and can turn a small gain into a loss', () => {
    const f = journalFiguresFromPrices({
      direction: 'long',
      entry_price: 1.08,
      exit_price: 1.0801,
      size: 0.1,
      point_value: 100_000,
      fees: 1.5,
    });
    expect(f).toMatchObject({ pnl: -0.5, win: false });
  });

  it('is exact decimal: no float drift (0.1 x 3 and forex pips)', () => {
    expect(
      journalFiguresFromPrices({ direction: 'long', entry_price: 0.1, exit_price: 0.2, size: 3 })
        ?.pnl,
    ).toBe(0.3);
    expect(
      journalFiguresFromPrices({
        direction: 'long',
        entry_price: 1.085,
        exit_price: 1.0873,
        size: 0.07,
        point_value: 100_000,
        fees: 0.33,
      })?.pnl,
    ).toBe(15.77);
  });

  it('risk is |entry - stop| x size x point value and R is P&L / risk', () => {
    const f = journalFiguresFromPrices({
      direction: 'short',
      entry_price: 50,
      exit_price: 44,
      stop_price: 52,
      size: 10,
      fees: 2,
    });
    expect(f).toEqual({ pnl: 58, win: true, risk: 20, r: 2.9 });
    expect(journalRisk({ direction: 'long', entry_price: 50, stop_price: 50, size: 1 })).toBeNull();
  });

  it('computes nothing without entry, exit and size together', () => {
    expect(journalFiguresFromPrices({ direction: 'long', entry_price: 1, size: 1 })).toBeNull();
    expect(journalPriceProblem({ entry_price: 1, exit_price: 2 })).toBe('pricesIncomplete');
    expect(journalPriceProblem({ exit_price: 2 })).toBe('pricesIncomplete');
    expect(journalPriceProblem({ size: 1 })).toBe('pricesIncomplete');
    expect(journalPriceProblem({ stop_price: 1 })).toBe('stopWithoutEntry');
    expect(journalPriceProblem({})).toBeUndefined();
    expect(journalPriceProblem({ entry_price: 1, exit_price: 2, size: 1 })).toBeUndefined();
  });

  it('entry and size without an exit are allowed: an exit not known yet, or cleared (0325)', () => {
    expect(journalPriceProblem({ entry_price: 1, size: 1 })).toBeUndefined();
    expect(journalPriceProblem({ entry_price: 1, size: 1, stop_price: 0.9 })).toBeUndefined();
  });

  it('R is null without a risk', () => {
    expect(journalR(10, 0)).toBeNull();
    expect(journalR(10, null)).toBeNull();
    expect(journalR(-10, 30)).toBe(-0.3333);
  });
});

describe('tags: comma-separated, trimmed, lower-case, each once', () => {
  it('reads and cleans them', () => {
    expect(parseJournalTags(' Breakout ,news,  breakout,, Late  entry')).toEqual([
      'breakout',
      'news',
      'late entry',
    ]);
    expect(parseJournalTags('')).toEqual([]);
  });

  it('refuses a tag too long or too many tags', () => {
    expect(parseJournalTags('x'.repeat(31))).toBeUndefined();
    expect(
      parseJournalTags(Array.from({ length: 11 }, (_, i) => `t${i}`).join(',')),
    ).toBeUndefined();
  });
});
