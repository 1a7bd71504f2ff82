// How many of `total` items to render now: the first `first` at once, then `step` more after
// each task, so a week of 2,000 events shows its first rows quickly and never blocks the page
// with the whole list in one long task.
import { useEffect, useState } from 'react';

export function useProgressiveCount(total: number, first = 200, step = 300): number {
  const [shown, setShown] = useState(first);
  const count = Math.min(total, Math.max(shown, first));
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setShown(count + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return count;
}
