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

describe("rowWindow with rows of a few heights (each row's top given)", () => {
  // A calendar week on a phone: a 40 px day header, then nine 112 px events, ten times over.
  const heights = Array.from({ length: 200 }, (_, i) => (i % 10 === 0 ? 40 : 112));
  const tops = heights.reduce<number[]>((t, h) => [...t, t[t.length - 1]! + h], [0]);

  it('the rows in view come from their tops, and the spacers are the heights above and below', () => {
    // Row 50 (a day header) starts at 5 * (40 + 9 * 112) = 5,240 px.
    expect(tops[50]).toBe(5240);
    const w = rowWindow(200, 40, -5240, 800, 2, tops);
    // In view down to 6,040 px: row 50 (40 px) and rows 51..57 (112 px each; 57 starts at
    // 5,952). Two more on each side.
    expect(w).toMatchObject({
      start: 48,
      end: 60,
      before: tops[48],
      after: tops[200]! - tops[60]!,
    });
  });

  it('a row cut by the top edge stays in the window', () => {
    // 20 px into row 50's 40.
    const w = rowWindow(200, 40, -(5240 + 20), 800, 0, tops);
    expect(w.start).toBe(50);
  });

  it('its end: the last rows, no spacer below', () => {
    const w = rowWindow(200, 40, -(tops[200]! - 800), 800, 2, tops);
    expect(w).toMatchObject({ end: 200, after: 0 });
  });

  it('one height given as tops windows exactly as the height alone', () => {
    const even = Array.from({ length: 2001 }, (_, i) => i * 40);
    for (const top of [100, 0, -4000, -4020, -(2000 * 40 - 800), 5000]) {
      expect(rowWindow(2000, 40, top, 800, 10, even)).toEqual(rowWindow(2000, 40, top, 800, 10));
    }
  });

  it('the slots cover a viewport of the shortest rows', () => {
    expect(rowWindow(200, 40, 0, 800, 2, tops).slots).toBe(20 + 4 + 1);
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
