// How many of a table's rows to draw now: a few at its first render, then more a task at a time,
// until all are drawn. On a phone a journal entry is a card of seven labelled lines, some 200 px
// high; the browser's style and layout of twenty of them at once was one of the journal's
// longest load tasks (36-49 ms of thread time unthrottled, several times the 12.5 ms that
// Lighthouse's 4x CPU lets pass unblocked), though the table starts below a phone's first screen.
// In steps, each pass lays out a few cards (docs/decisions/0344-journal-rows-in-steps.md). Every
// row is in the table a few tasks later; the count once reached stays, so a page of the same
// size or fewer rows draws at once.
import { useEffect, useState } from 'react';

/** Rows of the first render: more than a wide screen shows above the table's fold. */
export const FIRST_ROWS = 6;
/** Rows added per task after that. */
export const ROWS_PER_STEP = 5;

export function useRowsInSteps(count: number): number {
  const [drawn, setDrawn] = useState(FIRST_ROWS);
  const done = drawn >= count;
  useEffect(() => {
    if (done) return undefined;
    const timer = setTimeout(() => setDrawn((n) => n + ROWS_PER_STEP), 0);
    return () => clearTimeout(timer);
  }, [drawn, done]);
  return Math.min(drawn, count);
}
