// The row window of long lists (docs/long-lists.md): which rows of a fixed-height list are in
// the DOM for a given scroll position, and that short lists are never windowed.
import { describe, expect, it } from 'vitest';
import { rowWindow, WINDOW_ALL_BELOW } from '@savdo/ui';

describe('rowWindow', () => {
  it('renders every row of a short list', () => {
    expect(rowWindow(WINDOW_ALL_BELOW, 40, -5000, 800)).toEqual({
      start: 0,
      end: WINDOW_ALL_BELOW,
      before: 0,
      after: 0,
    });
  });

  it('at the top of a long list: the first screenful plus the overscan', () => {
    expect(rowWindow(2000, 40, 100, 800, 10)).toEqual({
      start: 0,
      end: 28,
      before: 0,
      after: (2000 - 28) * 40,
    });
  });

  it('scrolled into the middle: the rows in view with the overscan on both sides', () => {
    // The list's top is 4,000 px above the viewport: rows 100..120 are in view.
    const w = rowWindow(2000, 40, -4000, 800, 10);
    expect(w).toEqual({ start: 90, end: 130, before: 90 * 40, after: (2000 - 130) * 40 });
  });

  it('scrolled to the end: the last rows, no spacer below', () => {
    const w = rowWindow(2000, 40, -(2000 * 40 - 800), 800, 10);
    expect(w.end).toBe(2000);
    expect(w.after).toBe(0);
    expect(w.start).toBe(2000 - 20 - 10);
  });

  it('a list far below the fold renders only its first rows', () => {
    expect(rowWindow(2000, 40, 5000, 800, 10).end).toBe(10);
  });
});
