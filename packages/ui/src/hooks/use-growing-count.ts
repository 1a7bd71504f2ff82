// Shows a long list a batch per painted frame (the signals feed's twenty cards were one task of
// 340 ms at 4x CPU in a cold load): the first batch renders with the list, the next after the
// browser has painted it, and so on, so no single task renders them all
// (docs/decisions/0329-charts-drawn-after-the-first-paint.md). A list that grows (the next page
// loaded) keeps what it shows and stages only the new part; an emptied list starts over.
import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/** How many of `total` items to render now: `step` at first, `step` more after each paint. */
export function useGrowingCount(total: number, step: number): number {
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
