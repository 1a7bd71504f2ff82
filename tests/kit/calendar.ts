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

/** The CalendarQuery a GET /economic_calendar request carried (absent parameters left out). */
export function calendarQueryOf(request: FakeRequest): CalendarQuery {
  const q = request.query;
  const query: CalendarQuery = {};
  const text = q.get('query');
  const dateFilter = q.get('date_filter');
  const from = q.get('from_date');
  const to = q.get('to_date');
  const offset = q.get('utc_offset');
  if (text !== null) query.query = text;
  if (dateFilter !== null) query.date_filter = dateFilter as CalendarQuery['date_filter'];
  if (from !== null) query.from_date = from;
  if (to !== null) query.to_date = to;
  if (offset !== null) query.utc_offset = Number(offset);
  return query;
}

/** The queries of every GET /economic_calendar among `requests`, in order (what a test asks). */
export function calendarQueriesOf(requests: readonly FakeRequest[]): CalendarQuery[] {
  return requests
    .filter((r) => r.method === 'GET' && r.path === '/economic_calendar')
    .map(calendarQueryOf);
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
