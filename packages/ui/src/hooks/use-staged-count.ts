// Shows a list of heavy parts (the journal's five report tables) one more per painted frame,
// so the browser paints the first while the next is rendered and no single task lays out all
// of them (docs/decisions/0329-charts-drawn-after-the-first-paint.md).
import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/**
 * How many of `total` parts to render now: one at first, one more after each painted frame,
 * up to `total`. A new `total` starts over from one.
 */
export function useStagedCount(total: number): number {
  const [shown, setShown] = useState({ total, count: Math.min(1, total) });
  // A changed total restarts during render, not an effect later, so no frame shows the old count.
  const current = shown.total === total ? shown : { total, count: Math.min(1, total) };
  if (current !== shown) setShown(current);
  useEffect(() => {
    if (current.count >= total) return undefined;
    const waits = new Set<() => void>();
    void afterPaint(waits).then(() =>
      setShown((s) => (s.total === total ? { total, count: s.count + 1 } : s)),
    );
    return () => {
      for (const cancel of waits) cancel();
    };
  }, [current.count, total]);
  return current.count;
}
