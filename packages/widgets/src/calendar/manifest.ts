// <savdo-economic-calendar> and <savdo-todays-events>: the element contracts, read by
// defineWidget (which coerces the attributes) and by the custom-elements.json / typings
// generator.
import type { CalendarDateFilter, EconomicEvent, TimeZoneChoice } from '@savdo/contract';
import { TIME_ZONE_CHOICES } from '@savdo/core';
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';
import { DATE_FILTERS, IMPACT_CHOICES, type ImpactChoice } from './event-filters';

// No applied default: without the attribute the widget uses the visitor's saved zone.
const TIME_ZONE_ATTRIBUTE = {
  type: 'enum',
  values: TIME_ZONE_CHOICES,
  defaultNote: "tashkent (or the visitor's saved choice)",
  description:
    "Time zone of the times and days: UTC+5 Tashkent, UTC+3 Moscow, UTC+0 London, UTC-5 New York, or the visitor's own.",
} as const;

const IMPACT_ATTRIBUTE = {
  type: 'enum',
  values: IMPACT_CHOICES,
  default: 'all',
  description: 'Only events of this impact.',
} as const;

const ACTUAL_EVENT = {
  'savdo-actual': event<{ event: EconomicEvent }>({
    description: 'An actual value was published live for an event in view.',
    detail: '{ event: EconomicEvent }',
  }),
};

/** The detail of savdo-filters-change (snake_case, as the API's query). */
export interface CalendarFiltersChange {
  query: string;
  date_filter: CalendarDateFilter;
  from_date: string | null;
  to_date: string | null;
  impact: ImpactChoice;
  currency: string | null;
  time_zone: TimeZoneChoice;
}

export const economicCalendarManifest = widgetManifest({
  tagName: 'savdo-economic-calendar',
  description:
    'Economic calendar: events with impact, previous, forecast, consensus and actual (coloured against the forecast), filters, time zones, a countdown and live actual values.',
  attributes: {
    'date-filter': {
      type: 'enum',
      values: DATE_FILTERS,
      default: 'this_week',
      description: 'The days shown first.',
    },
    'from-date': {
      type: 'string',
      description: 'First day (YYYY-MM-DD) of a custom range.',
    },
    'to-date': {
      type: 'string',
      description: 'Last day (YYYY-MM-DD) of a custom range.',
    },
    query: {
      type: 'string',
      description: "Search text: part of an event's name, or a currency code.",
    },
    impact: IMPACT_ATTRIBUTE,
    currency: {
      type: 'string',
      description: 'Only events of this currency (e.g. USD).',
    },
    'time-zone': TIME_ZONE_ATTRIBUTE,
    'hide-filters': {
      type: 'boolean',
      description: 'Hides the filter bar (a fixed view).',
    },
    'hide-title': {
      type: 'boolean',
      description: 'Hides the heading (for a page that has its own).',
    },
    'event-detail': {
      type: 'boolean',
      description:
        "An event's name opens its detail: the last 12 releases as a chart, what it measures, its source, its next release and alerts. Off by default.",
    },
    series: {
      type: 'string',
      description: 'The event series whose detail is open (e.g. USD:non-farm-employment-change).',
    },
  },
  events: {
    'savdo-filters-change': event<CalendarFiltersChange>({
      description: 'The visitor changed a filter.',
      detail:
        '{ query: string; date_filter: string; from_date: string | null; to_date: string | null; impact: string; currency: string | null; time_zone: string }',
    }),
    ...ACTUAL_EVENT,
    'savdo-event-open': event<{ series: string | null }>({
      description: "An event's detail was opened (its series) or closed (null).",
      detail: '{ series: string | null }',
    }),
  },
  parts: {
    title: 'The heading.',
    filters: 'The filter bar.',
    'event-open': "An event's name as the button that opens its detail (with event-detail).",
    'event-detail': "The event's detail dialog.",
    'history-chart': 'The chart of the last releases in the detail (data-points: how many).',
    countdown: 'The countdown to the next event.',
    table: 'The scrolling table of events.',
    'event-row': 'One event.',
    impact: 'An impact label.',
    actual: 'An actual value (data-comparison: better, worse, same or none).',
    flags: 'The tentative, preliminary, report and speech labels of an event.',
    skeleton: 'The loading placeholder.',
  },
});

export const todaysEventsManifest = widgetManifest({
  tagName: 'savdo-todays-events',
  description:
    "Today's economic events: a compact list with a countdown to the next one and live actual values.",
  attributes: {
    'time-zone': TIME_ZONE_ATTRIBUTE,
    impact: IMPACT_ATTRIBUTE,
    limit: {
      type: 'number',
      description: 'At most this many events.',
    },
    'calendar-href': {
      type: 'string',
      description: 'A link to the full calendar, shown under the list when set.',
    },
  },
  events: ACTUAL_EVENT,
  parts: {
    title: 'The heading.',
    countdown: 'The countdown to the next event.',
    list: 'The list of events.',
    'event-row': 'One event.',
    'calendar-link': 'The link to the full calendar.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-economic-calendar': WidgetElement<typeof economicCalendarManifest>;
    'savdo-todays-events': WidgetElement<typeof todaysEventsManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-economic-calendar': WidgetJsxProps<typeof economicCalendarManifest>;
      'savdo-todays-events': WidgetJsxProps<typeof todaysEventsManifest>;
    }
  }
}
