// Rows drawn in steps (use-rows-in-steps.ts): a few at first, more a task at a time; the count
// once reached stays, unless the list changes (`restartOn`) to a longer one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import {
  FIRST_ROWS,
  firstRowsOf,
  ROWS_PER_STEP,
  useRowsInSteps,
  type RowSteps,
} from './use-rows-in-steps';

afterEach(() => {
  vi.useRealTimers();
});

/** Runs the steps' timers until `count` rows are drawn; answers the counts seen on the way. */
function stepUntil(result: { current: number }, count: number): number[] {
  const seen = [result.current];
  while (result.current < count) {
    act(() => {
      vi.advanceTimersToNextTimer();
    });
    seen.push(result.current);
  }
  return seen;
}

describe('useRowsInSteps', () => {
  it('draws six rows first, then five more a task at a time, until all twenty are drawn', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRowsInSteps(20));
    expect(result.current).toBe(FIRST_ROWS);
    expect(stepUntil(result, 20)).toEqual([6, 6 + ROWS_PER_STEP, 6 + 2 * ROWS_PER_STEP, 20]);
  });

  it('draws a short table whole at once', () => {
    const { result } = renderHook(() => useRowsInSteps(4));
    expect(result.current).toBe(4);
  });

  it('once all are drawn, a next page of as many rows draws at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ count }) => useRowsInSteps(count), {
      initialProps: { count: 20 },
    });
    stepUntil(result, 20);
    rerender({ count: 5 });
    expect(result.current).toBe(5);
    rerender({ count: 20 });
    expect(result.current).toBe(20);
  });

  it('takes its own first rows and step', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useRowsInSteps(30, { first: 12, step: 8 }));
    expect(stepUntil(result, 30)).toEqual([12, 20, 28, 30]);
  });

  it('a new list longer than the one before starts again from the first rows', () => {
    vi.useFakeTimers();
    const steps = (restartOn: string): RowSteps => ({ first: 12, step: 8, restartOn });
    const { result, rerender } = renderHook(
      ({ count, filter }) => useRowsInSteps(count, steps(filter)),
      { initialProps: { count: 40, filter: 'all' } },
    );
    stepUntil(result, 40);
    // A filter to fewer rows only removes rows: drawn at once, the rows that stay untouched.
    rerender({ count: 22, filter: 'high' });
    expect(result.current).toBe(22);
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(result.current).toBe(22);
    // Back to more rows: the first twelve now, the rest a task at a time.
    rerender({ count: 40, filter: 'all' });
    expect(result.current).toBe(12);
    expect(stepUntil(result, 40)).toEqual([12, 20, 28, 36, 40]);
  });

  it('a change to a list no longer than what is drawn draws it whole at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(
      ({ count, filter }) => useRowsInSteps(count, { restartOn: filter }),
      { initialProps: { count: 4, filter: 'a' } },
    );
    rerender({ count: 3, filter: 'b' });
    expect(result.current).toBe(3);
    rerender({ count: 5, filter: 'c' });
    expect(result.current).toBe(5);
  });
});

describe('firstRowsOf', () => {
  const win = { start: 10, end: 40, before: 400, after: 200, slots: 30 };
  it("cuts the window to its first rows and keeps the rest's height in the spacer after them", () => {
    expect(firstRowsOf(win, 12, (row) => row * 40)).toEqual({
      ...win,
      end: 22,
      after: 200 + 18 * 40,
    });
  });
  it("takes the rows' own tops (rows of two heights)", () => {
    const topOf = (row: number) => row * 40 + (row > 20 ? (row - 20) * 72 : 0);
    expect(firstRowsOf(win, 12, topOf).after).toBe(200 + topOf(40) - topOf(22));
  });
  it('leaves a window drawn whole as it is', () => {
    expect(firstRowsOf(win, 30, (row) => row * 40)).toEqual(win);
    expect(firstRowsOf(win, 50, (row) => row * 40)).toEqual(win);
  });
});
