// The 30-day performance figures: loaded once, reloaded (debounced) after a live event closes a
// signal, since that changes them.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SignalPerformanceStats } from '@savdo/contract';
import { signalsApi, subscribeLive } from '@savdo/core';

/** After a signal closes, the figures reload this long after the last such event. */
export const STATS_RELOAD_DELAY_MS = 3_000;

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
    const off = subscribeLive('signal.updated', (event) => {
      if (event.signal.status !== 'closed') return;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => setReload((n) => n + 1), STATS_RELOAD_DELAY_MS);
    });
    return () => {
      off();
      if (timer !== null) clearTimeout(timer);
    };
  }, []);

  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setReload((n) => n + 1);
  }, []);
  return { state, retry };
}
