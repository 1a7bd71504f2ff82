// The calendar's data: the events of a query, loaded once and kept 60 s after the last widget
// stops showing them (spec section 9, keepUnusedDataFor), with actual values merged in as they
// are published on the live channel.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CACHE_KEEP_UNUSED_MS, type CalendarQuery, type EconomicEvent } from '@savdo/contract';
import { calendarApi, subscribeLive } from '@savdo/core';
import { withUpdatedEvent } from './event-filters';

/** Loads the events of a query (the API call by default; stories and tests pass their own). */
export type CalendarLoader = (query: CalendarQuery) => Promise<EconomicEvent[]>;
/** Calls back with each event whose actual value was just published; answers unsubscribe. */
export type LiveActualSource = (onActual: (event: EconomicEvent) => void) => () => void;

export const loadCalendarEvents: CalendarLoader = async (query) =>
  (await calendarApi.getEconomicCalendar(query)).result;

export const liveCalendarActuals: LiveActualSource = (onActual) =>
  subscribeLive('calendar.actual', (message) => onActual(message.event));

interface CacheEntry {
  events: EconomicEvent[];
  /** Widgets showing it now. */
  holders: number;
  /** When the last holder let go (the 60 s start then). */
  releasedAt: number;
}

/** One cache per loader, so a story's or a test's fake data never mixes with real answers. */
const caches = new WeakMap<CalendarLoader, Map<string, CacheEntry>>();

function cacheOf(load: CalendarLoader): Map<string, CacheEntry> {
  let cache = caches.get(load);
  if (!cache) {
    cache = new Map();
    caches.set(load, cache);
  }
  return cache;
}

/** The cached events of a key, unless nobody has shown them for more than 60 s. */
function cachedEvents(cache: Map<string, CacheEntry>, key: string): CacheEntry | null {
  const entry = cache.get(key);
  if (!entry) return null;
  if (entry.holders === 0 && Date.now() - entry.releasedAt > CACHE_KEEP_UNUSED_MS) {
    cache.delete(key);
    return null;
  }
  return entry;
}

/** Marks the key's entry as shown until the returned release is called. */
function hold(cache: Map<string, CacheEntry>, key: string): () => void {
  const entry = cache.get(key);
  if (!entry) return () => undefined;
  entry.holders += 1;
  return () => {
    entry.holders -= 1;
    if (entry.holders === 0) entry.releasedAt = Date.now();
  };
}

export type CalendarStatus = 'loading' | 'ready' | 'error';

export interface CalendarEventsState {
  status: CalendarStatus;
  events: EconomicEvent[];
  /** Ids whose actual value arrived live while shown (for a highlight). */
  updatedIds: ReadonlySet<number>;
  /** The last event updated live (for the screen-reader announcement). */
  lastUpdate: EconomicEvent | null;
  /** Loads again, ignoring the cache (the error state's "try again"). */
  reload: () => void;
}

interface Shown {
  key: string;
  status: CalendarStatus;
  events: EconomicEvent[];
}

export function useCalendarEvents(
  query: CalendarQuery,
  load: CalendarLoader = loadCalendarEvents,
  live: LiveActualSource = liveCalendarActuals,
): CalendarEventsState {
  const key = JSON.stringify(query);
  const cache = cacheOf(load);
  const initial = (k: string): Shown => {
    const entry = cachedEvents(cache, k);
    return { key: k, status: entry ? 'ready' : 'loading', events: entry?.events ?? [] };
  };
  const [shown, setShown] = useState<Shown>(() => initial(key));
  const [reloads, setReloads] = useState(0);
  const [updatedIds, setUpdatedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [lastUpdate, setLastUpdate] = useState<EconomicEvent | null>(null);
  const queryRef = useRef(query);
  queryRef.current = query;
  const shownRef = useRef(shown);
  shownRef.current = shown;
  const handledReloads = useRef(0);

  // A new query shows its cached events at once, or the loading state (never the old list).
  if (shown.key !== key) setShown(initial(key));

  useEffect(() => {
    const forced = reloads !== handledReloads.current;
    handledReloads.current = reloads;
    if (!forced && cachedEvents(cache, key)) return hold(cache, key);
    let current = true;
    let release: () => void = () => undefined;
    setShown((s) =>
      s.key === key && s.status === 'loading' ? s : { key, status: 'loading', events: [] },
    );
    load(queryRef.current).then(
      (events) => {
        if (!current) return;
        cache.set(key, { events, holders: 0, releasedAt: Date.now() });
        release = hold(cache, key);
        setShown({ key, status: 'ready', events });
      },
      () => {
        if (current) setShown({ key, status: 'error', events: [] });
      },
    );
    return () => {
      current = false;
      release();
    };
  }, [cache, key, load, reloads]);

  useEffect(
    () =>
      live((event) => {
        for (const entry of cache.values()) entry.events = withUpdatedEvent(entry.events, event);
        if (!shownRef.current.events.some((e) => e.id === event.id)) return;
        setShown((s) => ({ ...s, events: withUpdatedEvent(s.events, event) }));
        setUpdatedIds((ids) => new Set(ids).add(event.id));
        setLastUpdate(event);
      }),
    [cache, live],
  );

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { status: shown.status, events: shown.events, updatedIds, lastUpdate, reload };
}
