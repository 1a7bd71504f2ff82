// The signals feed as plain data and pure transitions: a loaded page appended, live events
// merged. Kept free of React so the rules (ordering, de-duplication, filters, premium merge)
// are tested directly and a burst of live events costs one state update.
import type { Page, SignalFilters, TradingSignal } from '@savdo/contract';
import { premiumFieldsOf } from '@savdo/contract';
import { matchesFilters } from './signal-filters';

export type LiveSignalEvent =
  | { type: 'signal.created'; signal: TradingSignal }
  | { type: 'signal.updated'; signal: TradingSignal };

export interface FeedState {
  phase: 'loading' | 'ready' | 'error';
  /** Newest first (created_at, then id, descending), no id twice. */
  items: TradingSignal[];
  /** How many signals match the filters on the server (kept current by live events). */
  total: number;
  /** Pages loaded so far. */
  pages: number;
  /** The next page's request. */
  more: 'idle' | 'loading' | 'error';
}

export const INITIAL_FEED: FeedState = {
  phase: 'loading',
  items: [],
  total: 0,
  pages: 0,
  more: 'idle',
};

/**
 * At most this many signals are kept in the list: live events can add without end, and a feed
 * receiving a hundred a second must stay cheap to render. The oldest fall off the end.
 */
export const MAX_FEED_ITEMS = 200;

function newerFirst(a: TradingSignal, b: TradingSignal): number {
  const byTime = Date.parse(b.created_at) - Date.parse(a.created_at);
  return byTime !== 0 ? byTime : b.id - a.id;
}

/**
 * A signal update on top of what the list holds. A locked copy of a signal the viewer already
 * sees in full (plan holders receive the locked broadcast first, decision 0052) keeps the levels.
 */
export function mergeSignal(
  existing: TradingSignal | undefined,
  incoming: TradingSignal,
): TradingSignal {
  if (!existing || !incoming.locked || existing.locked) return incoming;
  return { ...incoming, locked: false, ...premiumFieldsOf(existing) };
}

/** A page from the server: page 1 replaces, later pages append what is not there yet. */
export function receivePage(state: FeedState, page: Page<TradingSignal>): FeedState {
  const base = page.page <= 1 ? [] : state.items;
  const seen = new Set(base.map((s) => s.id));
  const items = [...base, ...page.data.filter((s) => !seen.has(s.id))];
  return { phase: 'ready', items, total: page.total, pages: page.page, more: 'idle' };
}

/** Whether more signals wait on the server. */
export function hasMore(state: FeedState): boolean {
  return state.phase === 'ready' && state.items.length < state.total;
}

/** Where a signal goes in a newest-first list. */
function insertionIndex(items: TradingSignal[], signal: TradingSignal): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const item = items[mid];
    if (item && newerFirst(item, signal) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Live events merged into the feed, in order: a signal that matches the filters is updated in
 * place or inserted at its place (when it falls inside what is loaded); one that stops matching
 * (e.g. closed while the feed shows active ones) leaves. Returns the same object when nothing
 * changed, so React skips the render.
 */
export function applyLiveEvents(
  state: FeedState,
  events: readonly LiveSignalEvent[],
  filters: SignalFilters,
): FeedState {
  if (state.phase !== 'ready' || events.length === 0) return state;
  let items = state.items;
  let total = state.total;
  let changed = false;
  for (const event of events) {
    const index = items.findIndex((s) => s.id === event.signal.id);
    const existing = index === -1 ? undefined : items[index];
    const next = mergeSignal(existing, event.signal);
    const belongs = matchesFilters(next, filters);
    if (existing) {
      if (!changed) items = [...items];
      changed = true;
      if (belongs) items[index] = next;
      else {
        items.splice(index, 1);
        total = Math.max(0, total - 1);
      }
      continue;
    }
    if (!belongs) continue;
    // A signal beyond the loaded pages would appear out of place: count it, do not show it.
    const last = items.at(-1);
    const allLoaded = items.length >= total;
    total += 1;
    if (!allLoaded && last && newerFirst(last, next) < 0) continue;
    if (!changed) items = [...items];
    changed = true;
    items.splice(insertionIndex(items, next), 0, next);
  }
  if (!changed && total === state.total) return state;
  if (items.length > MAX_FEED_ITEMS) items = items.slice(0, MAX_FEED_ITEMS);
  return { ...state, items, total };
}
