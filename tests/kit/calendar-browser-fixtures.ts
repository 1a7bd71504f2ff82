// Fixtures of the calendar browser tests, on the kit (tests/kit): the fake API serving
// GET /economic_calendar and the queries it was asked, the fake live socket publishing actual
// values, and a varied week of the kit's events.
import type { CalendarQuery, EconomicEvent } from '@savdo/contract';
import { resetQueries } from '@savdo/core';
import {
  FakeLiveSocket,
  calendarQueriesOf,
  calendarRoutes,
  installFakeApi,
  makeEconomicEvent as economicEvent,
  type FakeApi,
  type RouteTable,
} from '.';

export { economicEvent };
export { installFakeLiveSocket } from '.';
export { until } from './widget-test-utils';

/** A week of varied events: every impact, every flag, better and worse actual values. */
export function sampleWeek(): EconomicEvent[] {
  const past = Date.now() - 2 * 3_600_000;
  return [
    economicEvent({
      time: new Date(past).toISOString(),
      event: 'Retail Sales m/m',
      impact: 'high',
      actual: '0.5%',
      forecast: '0.3%',
    }),
    economicEvent({
      time: new Date(past + 60_000).toISOString(),
      flag: 'eu',
      currency: 'EUR',
      event: 'Flash PMI',
      impact: 'high',
      actual: '45.9',
      forecast: '46.3',
      is_preliminary: true,
    }),
    economicEvent({
      flag: 'gb',
      currency: 'GBP',
      event: 'BoE Governor Speaks',
      impact: 'medium',
      previous: null,
      forecast: null,
      consensus: null,
      is_speech: true,
    }),
    economicEvent({
      flag: 'jp',
      currency: 'JPY',
      event: 'Crude Oil Inventories',
      impact: 'low',
      is_report: true,
      is_tentative: true,
    }),
  ];
}

export interface CalendarServer {
  /** Every query the widgets asked, in order. */
  readonly queries: CalendarQuery[];
}

let served: (FakeApi & { restore(): void }) | null = null;

/**
 * The kit's fake API over `routes` in place of fetch, with an empty data-layer cache (a new
 * server: no answer of the previous test is served); replaces the one served before.
 */
export function serveCalendarRoutes(routes: RouteTable): CalendarServer {
  stopServing();
  resetQueries();
  const api = installFakeApi(routes);
  served = api;
  return {
    get queries() {
      return calendarQueriesOf(api.requests);
    },
  };
}

/** Serves `events` (a list, or per query: a list or an Error for a 503). */
export function serveCalendar(
  events: EconomicEvent[] | ((query: CalendarQuery) => EconomicEvent[] | Error),
): CalendarServer {
  return serveCalendarRoutes(calendarRoutes(events));
}

/** Puts the real fetch back. */
export function stopServing(): void {
  served?.restore();
  served = null;
}

/** Publishes an actual value on the page's (fake) live socket. */
export function publishActual(event: EconomicEvent): void {
  FakeLiveSocket.publish({ type: 'calendar.actual', event });
}
