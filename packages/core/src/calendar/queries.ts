// The economic calendar's query: the events of a query (filters, dates, the viewer's offset),
// kept current by the live channel: a published actual value is written into every cached
// list that holds the event, so a list shown again later has it too.
import type { CalendarQuery, EconomicEvent } from '@savdo/contract';
import { getEconomicCalendar } from './api';
import { liveFanOut } from '../query/live-fan-out';
import { createQuery, keyOf, updateQueries, type QueryStore } from '../query/query-client';

export const CALENDAR_EVENTS_QUERY = 'calendar/events';

/** The list with `updated` in place of the event of the same id (the same list if absent). */
export function withEventReplaced(
  events: readonly EconomicEvent[],
  updated: EconomicEvent,
): EconomicEvent[] {
  let found = false;
  const next = events.map((e) => {
    if (e.id !== updated.id) return e;
    found = true;
    return updated;
  });
  return found ? next : (events as EconomicEvent[]);
}

/** The events of `query` (GET /economic_calendar). */
export function calendarEventsQuery(query: CalendarQuery): QueryStore<EconomicEvent[]> {
  return createQuery(
    CALENDAR_EVENTS_QUERY,
    query,
    async (q) => (await getEconomicCalendar(q)).result,
  );
}

/** Live calendar.actual events, after every cached list has taken the new value. */
export const subscribeCalendarActuals = liveFanOut(['calendar.actual'], (message) =>
  updateQueries<EconomicEvent[]>(keyOf(CALENDAR_EVENTS_QUERY), (events) =>
    withEventReplaced(events, message.event),
  ),
);
