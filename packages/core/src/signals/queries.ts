// The signals feature's queries: feed pages, the 30-day figures, and the live events that keep
// them true. A live `signal.*` event drops every cached signal list (a page fetched later must
// include it) and, debounced, refreshes the figures (a new signal changes the total, a closed
// one the win rate); the feed shown merges the events itself (widgets/signals/feed-state.ts).
import type { SignalQuery, SignalsResponse, SignalStatsResponse } from '@savdo/contract';
import { getSignalPerformanceStats, getSignals, getTradingSignalStats } from './api';
import { liveFanOut } from '../query/live-fan-out';
import {
  createQuery,
  fetchQuery,
  invalidateQueries,
  keyOf,
  refreshQueries,
} from '../query/query-client';

/** The figures are refreshed this long after the last live signal event (a burst: once). */
export const STATS_REFRESH_DELAY_MS = 1_000;

export const SIGNAL_LIST_QUERY = 'signals/list';
export const SIGNAL_STATS_QUERY = 'signals/stats';
export const DASHBOARD_SIGNAL_STATS_QUERY = 'dashboard/signal-stats';

let statsTimer: ReturnType<typeof setTimeout> | null = null;

function isStatsKey(key: string): boolean {
  return keyOf(SIGNAL_STATS_QUERY)(key) || keyOf(DASHBOARD_SIGNAL_STATS_QUERY)(key);
}

function scheduleStatsRefresh(): void {
  if (statsTimer !== null) clearTimeout(statsTimer);
  statsTimer = setTimeout(() => {
    statsTimer = null;
    refreshQueries(isStatsKey);
  }, STATS_REFRESH_DELAY_MS);
}

/**
 * When the last feed leaves before the debounced refresh runs, nobody shows the figures: the
 * timer stops, and the figures are only marked stale, to be fetched when next shown.
 */
function dropStatsRefresh(): void {
  if (statsTimer === null) return;
  clearTimeout(statsTimer);
  statsTimer = null;
  invalidateQueries(isStatsKey);
}

/** Live signal.created / signal.updated events, after the cache has taken them into account. */
export const subscribeSignalEvents = liveFanOut(
  ['signal.created', 'signal.updated'],
  () => {
    invalidateQueries(keyOf(SIGNAL_LIST_QUERY));
    scheduleStatsRefresh();
  },
  dropStatsRefresh,
);

/** One page of GET /signal/all, through the cache (the feed loads page 1, then more on demand). */
export function fetchSignalsPage(query: SignalQuery): Promise<SignalsResponse> {
  return fetchQuery(SIGNAL_LIST_QUERY, query, getSignals);
}

/**
 * GET /signal/performance-stats; kept current by live signal events while whoever shows it
 * holds a subscribeSignalEvents subscription (a store's own would outlive the widget by the
 * store's one-second unmount delay, and with it the page's live socket).
 */
export const $signalStats = createQuery<SignalStatsResponse>(SIGNAL_STATS_QUERY, undefined, () =>
  getSignalPerformanceStats(),
);

/** GET /dashboard/trading-signal/stats (the signed-in user's own figures). */
export const $dashboardSignalStats = createQuery<SignalStatsResponse>(
  DASHBOARD_SIGNAL_STATS_QUERY,
  undefined,
  () => getTradingSignalStats(),
);

/** Forgets a pending figures refresh; for tests. */
export function resetSignalQueries(): void {
  if (statsTimer !== null) clearTimeout(statsTimer);
  statsTimer = null;
}
