// Windowed rows for long lists (docs/long-lists.md): only the rows in view, plus an overscan
// above and below, are in the DOM; spacers of the right height stand in for the rest, so a
// week of 2,000 events costs the same to render and to scroll as a screenful. Rows have one
// fixed height, or one of a few fixed heights given as each row's top (the calendar's day
// headers on phones), which the list's CSS holds them to: the window is arithmetic, no row is
// measured. The list may scroll with the page or inside any scrolling ancestor.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Lists this short render every row: windowing would only add work. */
export const WINDOW_ALL_BELOW = 120;
const DEFAULT_OVERSCAN = 10;

export interface RowWindow {
  /** First row index rendered. */
  start: number;
  /** One past the last row index rendered. */
  end: number;
  /** Height of the spacer above the rendered rows, px. */
  before: number;
  /** Height of the spacer below them, px. */
  after: number;
  /** The most rows any window of this list and viewport holds (for recycledRowKey). */
  slots: number;
}

const viewportHeight = () => (typeof window === 'undefined' ? 800 : window.innerHeight || 800);

/**
 * The window for a list whose first row's top is `top` px from the viewport's top. `rowHeight`
 * is every row's height, or with `tops` (each row's top, px, then the list's height: `count + 1`
 * numbers) the shortest row's.
 */
export function rowWindow(
  count: number,
  rowHeight: number,
  top: number,
  viewport: number,
  overscan: number = DEFAULT_OVERSCAN,
  tops?: readonly number[],
): RowWindow {
  if (count <= WINDOW_ALL_BELOW) return { start: 0, end: count, before: 0, after: 0, slots: count };
  const topOf = (i: number) => (tops ? tops[i]! : i * rowHeight);
  // Walked, not searched: a few thousand comparisons per scroll event cost microseconds.
  const from = Math.max(0, -top);
  const to = viewport - top;
  let first = 0; // the row holding `from`
  while (first < count - 1 && topOf(first + 1) <= from) first++;
  let last = first; // the first row starting at or below `to`
  while (last < count && topOf(last) < to) last++;
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, last + overscan);
  const slots = Math.ceil(Math.max(0, viewport) / rowHeight) + 2 * overscan + 1;
  return { start, end, before: topOf(start), after: topOf(count) - topOf(end), slots };
}

/**
 * The rows of a list of `count` rows of `rowHeight` px (or, with `tops`, of the heights those
 * tops say; see rowWindow) to render now. `listRef` is the element whose top edge is the first
 * row's (e.g. the `<tbody>`).
 */
export function useRowWindow(
  listRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  tops?: readonly number[],
): RowWindow {
  const [top, setTop] = useState(0);
  const [viewport, setViewport] = useState(viewportHeight);
  const frame = useRef(0);

  const measure = useCallback(() => {
    frame.current = 0;
    const el = listRef.current;
    if (!el) return;
    setTop(Math.round(el.getBoundingClientRect().top));
    setViewport(viewportHeight());
  }, [listRef]);

  // A short list renders every row wherever it is: nothing to measure. A long one is measured
  // at mount and when its length changes in the next frame's animation callbacks, where the
  // layout a measurement forces is the one the frame needs anyway, not a second one inside the
  // task that changed the rows (a filter's keystroke: decision 0330). Until then the window
  // keeps the last position, which a change of length does not move.
  useEffect(() => {
    if (count <= WINDOW_ALL_BELOW) return;
    if (!frame.current) frame.current = requestAnimationFrame(measure);
  }, [measure, count]);

  useEffect(() => {
    if (count <= WINDOW_ALL_BELOW) return;
    // Browsers fire scroll events once per frame, before its animation callbacks and paint:
    // measuring right there puts the new rows into the very frame that shows the new position
    // (no blank rows for a frame). Resizes are coalesced to one measurement per frame.
    const onScroll = () => measure();
    const onResize = () => {
      if (!frame.current) frame.current = requestAnimationFrame(measure);
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('scroll', onScroll, options);
    window.addEventListener('resize', onResize, { passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, options);
      window.removeEventListener('resize', onResize);
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, [count, measure]);

  return rowWindow(count, rowHeight, top, viewport, DEFAULT_OVERSCAN, tops);
}

/**
 * A key for the row at `index` that recycles row elements: any run of consecutive rows no longer
 * than `slots` has distinct keys `index % slots`, and a full window holds every key once. So a
 * jump (a scroll to the end) gives the new rows the old rows' keys and updates their text in
 * place instead of creating every row again, and a scroll by one row re-keys one row. Use it for
 * rows without state of their own.
 */
export function recycledRowKey(index: number, win: RowWindow): number {
  return index % Math.max(1, win.slots, win.end - win.start);
}
