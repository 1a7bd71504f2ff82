// Shows a list of heavy parts a batch per painted frame, so the browser paints the first while
// the next is rendered and no single task renders or lays out all of them: the journal's five
// report tables one at a time, the signals feed's cards six at a time (twenty in one task were
// 340 ms at 4x CPU in a cold load) (docs/decisions/0329-charts-drawn-after-the-first-paint.md).
import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * How many of `total` parts to render now: `step` at first, `step` more after each painted
 * frame, up to `total`. A list that grows (the next page loaded) keeps what it shows and stages
 * only the new part; an emptied list starts over.
 */
export function useStagedCount(total: number, step = 1): number {
  const [count, setCount] = useState(() => Math.min(step, total));
  // Decided during render, not in an effect, so no frame shows a count the list no longer has.
  const current = total === 0 ? 0 : Math.min(total, Math.max(count, step));
  if (current !== count) setCount(current);
  useEffect(() => {
    if (current >= total) return undefined;
    const waits = new Set<() => void>();
    void afterPaint(waits).then(() => setCount((c) => Math.min(total, c + step)));
    return () => {
      for (const cancel of waits) cancel();
    };
  }, [current, total, step]);
  return current;
}
