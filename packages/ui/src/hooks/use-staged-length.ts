// A list that grows by many rows at once (the calendar's filter put back to "all") renders its
// first `first` rows in the task of the change and the rest after the next paint, so neither
// task lays out the whole list (docs/decisions/0330-interactions-bench.md). The first render and
// a list that shrinks or grows by little show every row at once.
import { useEffect, useState } from 'react';
import { afterPaint } from './after-paint';

/** How many of `length` rows to render now. */
export function useStagedLength(length: number, first: number): number {
  // `full`: the most rows shown whole so far for the current length.
  const [state, setState] = useState({ length, full: length });
  // A new length is taken during render, not in an effect, so no frame shows the old one.
  const current = state.length === length ? state : { length, full: Math.min(length, state.full) };
  if (current !== state) setState(current);
  const shown = Math.min(length, Math.max(first, current.full));
  useEffect(() => {
    if (shown >= length) return undefined;
    const waits = new Set<() => void>();
    void afterPaint(waits).then(() =>
      setState((s) => (s.length === length ? { length, full: length } : s)),
    );
    return () => {
      for (const cancel of waits) cancel();
    };
  }, [shown, length]);
  return shown;
}
