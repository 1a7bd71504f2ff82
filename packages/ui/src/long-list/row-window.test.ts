// The row window of long lists (docs/long-lists.md): which rows of a fixed-height list are in
// the DOM for a given scroll position, and that short lists are never windowed.
import { describe, expect, it } from 'vitest';
import { recycledRowKey, rowWindow, WINDOW_ALL_BELOW, type RowWindow } from '@savdo/ui';

describe('rowWindow', () => {
  it('renders every row of a short list', () => {
    expect(rowWindow(WINDOW_ALL_BELOW, 40, -5000, 800)).toMatchObject({
      start: 0,
      end: WINDOW_ALL_BELOW,
      before: 0,
      after: 0,
    });
  });

  it('at the top of a long list: the first screenful plus the overscan', () => {
    expect(rowWindow(2000, 40, 100, 800, 10)).toMatchObject({
      start: 0,
      end: 28,
      before: 0,
      after: (2000 - 28) * 40,
    });
  });

  it('scrolled into the middle: the rows in view with the overscan on both sides', () => {
    // The list's top is 4,000 px above the viewport: rows 100..120 are in view.
    const w = rowWindow(2000, 40, -4000, 800, 10);
    expect(w).toMatchObject({ start: 90, end: 130, before: 90 * 40, after: (2000 - 130) * 40 });
    // 20 rows in view, 10 above and below, and one for a row cut by the viewport's edges.
    expect(w.slots).toBe(41);
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

describe('recycledRowKey', () => {
  const keys = (win: RowWindow) =>
    Array.from({ length: win.end - win.start }, (_, i) => recycledRowKey(win.start + i, win));

  it("gives the rows of a window distinct keys, and a jump reuses the old rows' keys", () => {
    const middle = rowWindow(2000, 40, -4000, 800);
    const later = rowWindow(2000, 40, -40000, 800);
    expect(new Set(keys(middle)).size).toBe(middle.end - middle.start);
    // Two windows far apart share all their keys but at most one: the row elements are reused.
    const shared = keys(later).filter((k) => keys(middle).includes(k));
    expect(shared.length).toBeGreaterThanOrEqual(keys(later).length - 1);
    // From the top to the end (both windows cut short by the list's edges): all but two.
    const top = keys(rowWindow(2000, 40, 0, 800));
    const end = keys(rowWindow(2000, 40, -2000 * 40 + 800, 800));
    expect(new Set(end).size).toBe(end.length);
    expect(end.filter((k) => top.includes(k)).length).toBeGreaterThanOrEqual(end.length - 2);
  });

  it('a scroll by one row keeps all keys but one', () => {
    const a = rowWindow(2000, 40, -4000, 800);
    const b = rowWindow(2000, 40, -4040, 800);
    const shared = keys(b).filter((k) => keys(a).includes(k));
    expect(shared.length).toBe(keys(b).length - 1);
  });

  it('a short list (every row rendered) keys rows by their index', () => {
    const all = rowWindow(50, 40, 0, 800);
    expect(keys(all)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });
});
