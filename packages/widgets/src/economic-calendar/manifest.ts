// <savdo-economic-calendar> and <savdo-todays-events>: metadata for defineWidget and
// custom-elements.json.
import { widgetManifest } from '@savdo/ui';
import type { EconomicCalendarProps } from './economic-calendar';
import type { TodaysEventsProps } from './todays-events';

const TIME_ZONE_ATTRIBUTE = {
  prop: 'timeZone',
  type: 'string',
  values: ['tashkent', 'moscow', 'london', 'new_york', 'browser'],
  default: 'tashkent',
  description:
    "Time zone of the times and days: UTC+5 Tashkent, UTC+3 Moscow, UTC+0 London, UTC-5 New York, or the visitor's own.",
} as const;

const IMPACT_VALUES = ['all', 'high', 'medium', 'low'];

const LOADER_PROPERTIES = {
  load: {
    type: '(query: CalendarQuery) => Promise<EconomicEvent[]>',
    description: 'Where the events come from (default: GET /economic_calendar of the API).',
  },
  liveSource: {
    type: '(onActual: (event: EconomicEvent) => void) => () => void',
    description: "Where published actual values come from (default: the page's live channel).",
  },
} as const;

const ACTUAL_EVENT = {
  'savdo-actual': {
    description: 'An actual value was published live for an event in view.',
    detail: '{ event: EconomicEvent }',
  },
} as const;

export const economicCalendarManifest = widgetManifest<EconomicCalendarProps>({
  tagName: 'savdo-economic-calendar',
  description:
    'Economic calendar: events with impact, previous, forecast, consensus and actual (coloured against the forecast), filters, time zones, a countdown and live actual values.',
  attributes: {
    'date-filter': {
      prop: 'dateFilter',
      type: 'string',
      values: ['today', 'tomorrow', 'this_week', 'next_week', 'custom'],
      default: 'this_week',
      description: 'The days shown first.',
    },
    'from-date': {
      prop: 'fromDate',
      type: 'string',
      description: 'First day (YYYY-MM-DD) of a custom range.',
    },
    'to-date': {
      prop: 'toDate',
      type: 'string',
      description: 'Last day (YYYY-MM-DD) of a custom range.',
    },
    query: {
      prop: 'query',
      type: 'string',
      description: "Search text: part of an event's name, or a currency code.",
    },
    impact: {
      prop: 'impact',
      type: 'string',
      values: IMPACT_VALUES,
      default: 'all',
      description: 'Only events of this impact.',
    },
    currency: {
      prop: 'currency',
      type: 'string',
      description: 'Only events of this currency (e.g. USD).',
    },
    'time-zone': TIME_ZONE_ATTRIBUTE,
    'hide-filters': {
      prop: 'hideFilters',
      type: 'boolean',
      default: 'false',
      description: 'Hides the filter bar (a fixed view).',
    },
    'hide-title': {
      prop: 'hideTitle',
      type: 'boolean',
      default: 'false',
      description: 'Hides the heading (for a page that has its own).',
    },
  },
  properties: LOADER_PROPERTIES,
  events: {
    'savdo-filters-change': {
      description: 'The visitor changed a filter.',
      detail:
        '{ query: string; date_filter: string; from_date: string | null; to_date: string | null; impact: string; currency: string | null; time_zone: string }',
    },
    ...ACTUAL_EVENT,
  },
  parts: {
    title: 'The heading.',
    filters: 'The filter bar.',
    countdown: 'The countdown to the next event.',
    table: 'The scrolling table of events.',
    'event-row': 'One event.',
    impact: 'An impact label.',
    actual: 'An actual value (data-comparison: better, worse, same or none).',
    flags: 'The tentative, preliminary, report and speech labels of an event.',
    skeleton: 'The loading placeholder.',
  },
});

export const todaysEventsManifest = widgetManifest<TodaysEventsProps>({
  tagName: 'savdo-todays-events',
  description:
    "Today's economic events: a compact list with a countdown to the next one and live actual values.",
  attributes: {
    'time-zone': TIME_ZONE_ATTRIBUTE,
    impact: {
      prop: 'impact',
      type: 'string',
      values: IMPACT_VALUES,
      default: 'all',
      description: 'Only events of this impact.',
    },
    limit: {
      prop: 'limit',
      type: 'number',
      description: 'At most this many events.',
    },
    'calendar-href': {
      prop: 'calendarHref',
      type: 'string',
      description: 'A link to the full calendar, shown under the list when set.',
    },
  },
  properties: LOADER_PROPERTIES,
  events: ACTUAL_EVENT,
  parts: {
    title: 'The heading.',
    countdown: 'The countdown to the next event.',
    list: 'The list of events.',
    'event-row': 'One event.',
    'calendar-link': 'The link to the full calendar.',
  },
});
