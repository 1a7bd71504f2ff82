// The event detail's query and the alerts' store (docs/decisions/0312-calendar-alerts.md): an
// alert added or removed refetches the list, wherever it is shown (the detail, the profile).
import type { CalendarAlert, CalendarAlertRequest, EventSeriesDetail } from '@savdo/contract';
import {
  addCalendarAlert,
  getEventSeries,
  listCalendarAlerts,
  removeCalendarAlert,
} from './detail-api';
import { createQuery, invalidateQueries, keyOf, type QueryStore } from '../query/query-client';

export const EVENT_SERIES_QUERY = 'calendar/series';
export const CALENDAR_ALERTS_QUERY = 'calendar/alerts';

/** An event's series with its last 12 releases and its next one. */
export function eventSeriesQuery(key: string): QueryStore<EventSeriesDetail> {
  return createQuery(EVENT_SERIES_QUERY, key, async (k) => (await getEventSeries(k)).result);
}

/** The signed-in user's alerts. */
export function calendarAlertsQuery(): QueryStore<CalendarAlert[]> {
  return createQuery(
    CALENDAR_ALERTS_QUERY,
    undefined,
    async () => (await listCalendarAlerts()).result,
  );
}

export async function addAlert(body: CalendarAlertRequest): Promise<CalendarAlert> {
  const { result } = await addCalendarAlert(body);
  invalidateQueries(keyOf(CALENDAR_ALERTS_QUERY));
  return result;
}

export async function removeAlert(id: number): Promise<void> {
  await removeCalendarAlert(id);
  invalidateQueries(keyOf(CALENDAR_ALERTS_QUERY));
}
