// The 30-day performance figures, from core's $signalStats query store: fetched while shown,
// kept 60 s after, and refreshed (debounced) after live signal events by core itself: a new
// signal changes the total, a status change the closed count and the win rate.
import { useCallback, useEffect } from 'react';
import type { SignalPerformanceStats } from '@savdo/contract';
import {
  $signalStats,
  STATS_REFRESH_DELAY_MS,
  invalidateQueries,
  keyOf,
  subscribeSignalEvents,
} from '@savdo/core';
import { useStore } from '@savdo/ui';

/** The figures reload this long after the last live signal event (a burst reloads once). */
export const STATS_RELOAD_DELAY_MS = STATS_REFRESH_DELAY_MS;

export type StatsState =
  { phase: 'loading' } | { phase: 'error' } | { phase: 'ready'; stats: SignalPerformanceStats };

export function usePerformanceStats(): { state: StatsState; retry: () => void } {
  const value = useStore($signalStats);
  // While shown, live signal events reach core, which refreshes the figures (debounced).
  useEffect(() => subscribeSignalEvents(() => undefined), []);
  const state: StatsState =
    value.data !== undefined
      ? { phase: 'ready', stats: value.data.result }
      : value.error !== undefined && !value.loading
        ? { phase: 'error' }
        : { phase: 'loading' };
  const retry = useCallback(() => invalidateQueries(keyOf('signals/stats')), []);
  return { state, retry };
}
