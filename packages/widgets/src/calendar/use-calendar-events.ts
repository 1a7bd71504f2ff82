// The calendar's data, through core's data layer (docs/decisions/0130-data-layer.md): the events
// of a query come from `calendarEventsQuery` (fetched while shown, kept 60 s after the last widget
// lets go), and published actual values from `subscribeCalendarActuals`, which
// writes them into every cached list before this hook hears of them.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CalendarQuery, EconomicEvent } from '@savdo/contract';
import { calendarEventsQuery, subscribeCalendarActuals } from '@savdo/core';
import { useStore } from '@savdo/ui';

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

const NO_EVENTS: EconomicEvent[] = [];

export function useCalendarEvents(query: CalendarQuery): CalendarEventsState {
  // One store per query value (not per object identity): a new query shows its cached events
  // at once, or the loading state, never the previous query's list.
  const key = JSON.stringify(query);
  const $events = useMemo(() => calendarEventsQuery(JSON.parse(key) as CalendarQuery), [key]);
  const value = useStore($events);
  const events = value.data ?? NO_EVENTS;
  const status: CalendarStatus =
    value.data !== undefined
      ? 'ready'
      : value.error !== undefined && !value.loading
        ? 'error'
        : 'loading';

  const [updatedIds, setUpdatedIds] = useState<ReadonlySet<number>>(() => new Set());
  const [lastUpdate, setLastUpdate] = useState<EconomicEvent | null>(null);
  const shown = useRef(events);
  shown.current = events;

  // While shown: the cache takes each published actual (core), this widget highlights and
  // announces the ones in its view.
  useEffect(
    () =>
      subscribeCalendarActuals(({ event }) => {
        if (!shown.current.some((e) => e.id === event.id)) return;
        setUpdatedIds((ids) => new Set(ids).add(event.id));
        setLastUpdate(event);
      }),
    [],
  );

  const reload = useCallback(() => $events.invalidate(), [$events]);
  return { status, events, updatedIds, lastUpdate, reload };
}
