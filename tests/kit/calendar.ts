// The economic calendar in the test kit: one entity factory and the route table of
// GET /economic_calendar. Plain data: any test layer may import it.
import type { CalendarQuery, EconomicCalendarResponse, EconomicEvent } from '@savdo/contract';
import { ok, type FakeAnswer, type FakeRequest, type RouteTable } from './fake-api';

let nextId = 7000;

/**
 * A medium-impact US event with previous, forecast and consensus values and no actual yet;
 * ids grow, and without a time each event is an hour after the previous one from now.
 */
export function makeEconomicEvent(overrides: Partial<EconomicEvent> = {}): EconomicEvent {
  nextId += 1;
  return {
    id: nextId,
    time: new Date(Date.now() + (nextId - 7000) * 3_600_000).toISOString(),
    flag: 'us',
    currency: 'USD',
    event: `Retail Sales ${nextId}`,
    impact: 'medium',
    previous: '0.2%',
    forecast: '0.3%',
    actual: null,
    consensus: '0.3%',
    is_tentative: false,
    is_preliminary: false,
    is_report: false,
    is_speech: false,
    ...overrides,
  };
}

/** The CalendarQuery a GET /economic_calendar request carried. */
export function calendarQueryOf(request: FakeRequest): CalendarQuery {
  const q = request.query;
  const text = (name: string) => q.get(name) ?? undefined;
  const offset = q.get('utc_offset');
  return {
    query: text('query'),
    date_filter: text('date_filter') as CalendarQuery['date_filter'],
    from_date: text('from_date'),
    to_date: text('to_date'),
    utc_offset: offset === null ? undefined : Number(offset),
  };
}

/** GET /economic_calendar answering `events` (a list, or per query: a list or an Error). */
export function calendarRoutes(
  events: EconomicEvent[] | ((query: CalendarQuery) => EconomicEvent[] | Error),
): RouteTable {
  return {
    'GET /economic_calendar': (request): FakeAnswer => {
      const answer = typeof events === 'function' ? events(calendarQueryOf(request)) : events;
      if (answer instanceof Error) return { status: 503, body: { message: answer.message } };
      return ok<EconomicCalendarResponse>({ result: answer });
    },
  };
}
