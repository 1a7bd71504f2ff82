// How many of a table's rows to draw now: a few at its first render, then more a task at a time,
// until all are drawn. The browser's style, layout and paint of a screenful of new rows at once
// is one long task on a phone: the journal's twenty stacked cards at its load
// (docs/decisions/0344-journal-rows-in-steps.md), the calendar's rows that a filter brings back
// (docs/decisions/0330-interactions-bench.md). In steps, each task lays out a few; the table keeps
// the place of the rest with its spacer, so nothing below it moves as they arrive.
// Without `restartOn`, the count once reached stays: a later list of no more rows draws at once.
// With it, a change of `restartOn` (a new filter) starts again from the first rows when the new
// list is longer than the one before (its new rows are what cost); a shorter one only loses rows
// and draws at once, so the rows that stay keep their elements.
import { useEffect, useState } from 'react';
import type { RowWindow } from './use-row-window';

/** Rows of the first render: more than a wide screen shows above the journal's fold. */
export const FIRST_ROWS = 6;
/** Rows added per task after that. */
export const ROWS_PER_STEP = 5;

export interface RowSteps {
  /** Rows drawn at once (FIRST_ROWS). */
  first?: number;
  /** Rows added per task (ROWS_PER_STEP). */
  step?: number;
  /** What the rows are a list of (a filter): compared with Object.is. */
  restartOn?: unknown;
}

export function useRowsInSteps(
  count: number,
  { first = FIRST_ROWS, step = ROWS_PER_STEP, restartOn }: RowSteps = {},
): number {
  // The rows drawn for the list `key` named; after a change, the previous list's count decides.
  const [drawnFor, setDrawnFor] = useState({ key: restartOn, drawn: first });
  const same = Object.is(drawnFor.key, restartOn);
  const drawn = same ? drawnFor.drawn : count > drawnFor.drawn ? first : count;
  const done = same && drawn >= count;
  useEffect(() => {
    if (done) return undefined;
    // A step, or after a change to a list drawn whole, the new list noted for the next change.
    const timer = setTimeout(
      () => setDrawnFor({ key: restartOn, drawn: drawn < count ? drawn + step : drawn }),
      0,
    );
    return () => clearTimeout(timer);
  }, [count, done, drawn, restartOn, step]);
  return Math.min(drawn, count);
}

/**
 * `win` cut to its first `drawn` rows, the height of the rest (from `topOf`, a row's top in px)
 * added to the spacer after them: what a table renders while its rows come in steps.
 */
export function firstRowsOf(
  win: RowWindow,
  drawn: number,
  topOf: (row: number) => number,
): RowWindow {
  const end = Math.min(win.end, win.start + drawn);
  return { ...win, end, after: win.after + topOf(win.end) - topOf(end) };
}
