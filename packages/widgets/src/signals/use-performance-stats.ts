// The 30-day performance figures: loaded once, reloaded (debounced) after any live signal event:
// a new signal changes the total, a status change the closed count and the win rate (issue 11:
// the block said 36 published while the list already showed 37).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignalPerformanceStats } from '@savdo/contract';
import { signalsApi, subscribeLive } from '@savdo/core';

/** The figures reload this long after the last live signal event (a burst reloads once). */
export const STATS_RELOAD_DELAY_MS = 1_000;

export type StatsState =
  { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; stats: SignalPerformanceStats };

export function usePerformanceStats(): { state: StatsState; retry: () => void } {
  const [state, setState] = useState<StatsState>({ phase: 'loading' });
  const [reload, setReload] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    setState((s) => (s.phase === 'ready' ? s : { phase: 'loading' }));
    signalsApi
      .getSignalPerformanceStats()
      .then((answer) => {
        if (generation.current === mine) setState({ phase: 'ready', stats: answer.result });
      })
      .catch(() => {
        if (generation.current === mine) setState({ phase: 'error' });
      });
  }, [reload]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => setReload((n) => n + 1), STATS_RELOAD_DELAY_MS);
    };
    const offCreated = subscribeLive('signal.created', schedule);
    const offUpdated = subscribeLive('signal.updated', schedule);
    return () => {
      offCreated();
      offUpdated();
      if (timer !== null) clearTimeout(timer);
    };
  }, []);

  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setReload((n) => n + 1);
  }, []);
  return { state, retry };
}
