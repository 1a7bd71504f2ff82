/** The economic calendar: GET /economic_calendar, its events and its admin calls. */
import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin-list-query';
import { IdSchema, LiteralUnion, Nullable, PageOf, ResultOf } from './common';

/** YYYY-MM-DD. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** The economic_events.impact CHECK lists the same values. */
export const EVENT_IMPACTS = ['low', 'medium', 'high'] as const;
export const EventImpactSchema = LiteralUnion(EVENT_IMPACTS, {
  errorMessage: `impact must be one of: ${EVENT_IMPACTS.join(', ')}`,
});
export type EventImpact = Static<typeof EventImpactSchema>;

export const CALENDAR_DATE_FILTERS = [
  'today',
  'tomorrow',
  'this_week',
  'next_week',
  'custom',
] as const;
export const CalendarDateFilterSchema = LiteralUnion(CALENDAR_DATE_FILTERS, {
  errorMessage: `date_filter must be one of: ${CALENDAR_DATE_FILTERS.join(', ')}`,
});
export type CalendarDateFilter = Static<typeof CalendarDateFilterSchema>;

/** A reported figure as published ('3.2%', '250K', '-0.1'), or null when there is none. */
const Figure = Nullable(Type.String({ maxLength: 40 }));

const EventFields = {
  time: Type.String({ format: 'date-time', errorMessage: 'time must be an ISO date-time' }),
  flag: Type.String({ minLength: 1, maxLength: 16 }),
  currency: Type.String({
    pattern: '^[A-Z]{3}$',
    errorMessage: 'currency must be a three-letter code like USD',
  }),
  event: Type.String({ minLength: 1, maxLength: 200 }),
  impact: EventImpactSchema,
  previous: Figure,
  forecast: Figure,
  actual: Figure,
  consensus: Figure,
  is_tentative: Type.Boolean(),
  is_preliminary: Type.Boolean(),
  is_report: Type.Boolean(),
  is_speech: Type.Boolean(),
};

/**
 * An event's name in uz and ru when its series has them (null: show the English `event`).
 * docs/decisions/0311-economic-event-series.md.
 */
export const EventNamesSchema = Type.Object({
  uz: Nullable(Type.String()),
  ru: Nullable(Type.String()),
});
export type EventNames = Static<typeof EventNamesSchema>;

export const EconomicEventSchema = Type.Object({
  id: Type.Integer(),
  ...EventFields,
  /** Ours: the series the release belongs to (seriesKey), and its name in uz and ru. */
  series: Type.Optional(Type.String()),
  event_names: Type.Optional(EventNamesSchema),
});
export type EconomicEvent = Static<typeof EconomicEventSchema>;
/** A complete event but its id and series: what the server stores from an import. */
export type EconomicEventInput = Omit<EconomicEvent, 'id' | 'series' | 'event_names'>;
/** An imported event: every field but the id; the four flags default to false. */
export const EconomicEventInputSchema = Type.Object(
  {
    ...EventFields,
    previous: Type.Optional(Figure),
    forecast: Type.Optional(Figure),
    actual: Type.Optional(Figure),
    consensus: Type.Optional(Figure),
    is_tentative: Type.Optional(Type.Boolean()),
    is_preliminary: Type.Optional(Type.Boolean()),
    is_report: Type.Optional(Type.Boolean()),
    is_speech: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
/** An event as an import may give it (figures and flags may be left out). */
export type EconomicEventImport = Static<typeof EconomicEventInputSchema>;

export const CalendarQuerySchema = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  date_filter: Type.Optional(CalendarDateFilterSchema),
  /** YYYY-MM-DD, with date_filter 'custom' (or alone): the first day shown. */
  from_date: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, errorMessage: 'from_date must be a date YYYY-MM-DD' }),
  ),
  /** YYYY-MM-DD, with date_filter 'custom' (or alone): the last day shown (inclusive). */
  to_date: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, errorMessage: 'to_date must be a date YYYY-MM-DD' }),
  ),
  /**
   * Ours, beyond the contract: minutes east of UTC of the viewer's chosen time zone, so "today"
   * and "this week" are the viewer's days. Default 300 (UTC+5 Tashkent, decision 15).
   */
  utc_offset: Type.Optional(
    Type.Integer({
      minimum: -720,
      maximum: 840,
      errorMessage: 'utc_offset must be minutes east of UTC, from -720 to 840',
    }),
  ),
});

export type CalendarQuery = Static<typeof CalendarQuerySchema>;
export type EconomicCalendarRequest = CalendarQuery;

export const EconomicCalendarResultSchema = ResultOf(Type.Array(EconomicEventSchema));
export type EconomicCalendarResponse = Static<typeof EconomicCalendarResultSchema>;
export const EconomicEventResultSchema = ResultOf(EconomicEventSchema);
export type EconomicEventResponse = Static<typeof EconomicEventResultSchema>;

/** At most a few weeks of events per import. */
export const CALENDAR_IMPORT_MAX_EVENTS = 2_000;

/** POST /admin/economic-calendar/import: a week (or any list) of events. */
export const CalendarImportBodySchema = Type.Object(
  {
    events: Type.Array(EconomicEventInputSchema, {
      minItems: 1,
      maxItems: CALENDAR_IMPORT_MAX_EVENTS,
    }),
  },
  { additionalProperties: false },
);
export type CalendarImportRequest = Static<typeof CalendarImportBodySchema>;
export const CalendarImportResultSchema = ResultOf(Type.Object({ imported: Type.Integer() }));
export type CalendarImportResponse = Static<typeof CalendarImportResultSchema>;

/** POST /admin/economic-calendar/{id}/actual: publishes the actual value (pushed live). */
export const PublishActualBodySchema = Type.Object(
  {
    actual: Type.String({ minLength: 1, maxLength: 40, errorMessage: 'Give the actual value' }),
  },
  { additionalProperties: false },
);
export type PublishActualRequest = Static<typeof PublishActualBodySchema>;

export const ADMIN_CALENDAR_SORTS = ['time', 'impact', 'currency', 'id'] as const;
/** GET /admin/economic-calendar: by time; search in the event's name; days are Tashkent days. */
export const AdminCalendarQuerySchema = AdminListQuery(ADMIN_CALENDAR_SORTS, {
  from: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, errorMessage: 'from must be a date YYYY-MM-DD' }),
  ),
  to: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, errorMessage: 'to must be a date YYYY-MM-DD' }),
  ),
  currency: Type.Optional(EventFields.currency),
  /** The flag's country code as stored ('us', 'eu', ...). */
  country: Type.Optional(Type.String({ minLength: 1, maxLength: 16 })),
  impact: Type.Optional(EventImpactSchema),
});
export type AdminCalendarQuery = Static<typeof AdminCalendarQuerySchema>;
export const AdminCalendarPageSchema = PageOf(EconomicEventSchema);
export type AdminCalendarResponse = Static<typeof AdminCalendarPageSchema>;
export const CalendarEventParamsSchema = Type.Object({ id: IdSchema('Event not found') });

/** PATCH /admin/economic-calendar/{id}: any field but the actual value (it has its own route). */
export const AdminCalendarPatchSchema = Type.Object(
  {
    time: Type.Optional(EventFields.time),
    flag: Type.Optional(EventFields.flag),
    currency: Type.Optional(EventFields.currency),
    event: Type.Optional(EventFields.event),
    impact: Type.Optional(EventImpactSchema),
    previous: Type.Optional(Figure),
    forecast: Type.Optional(Figure),
    consensus: Type.Optional(Figure),
    is_tentative: Type.Optional(Type.Boolean()),
    is_preliminary: Type.Optional(Type.Boolean()),
    is_report: Type.Optional(Type.Boolean()),
    is_speech: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AdminCalendarPatch = Static<typeof AdminCalendarPatchSchema>;

// ---- Event series: one figure's releases over time, its meaning, and alerts on it
// (docs/decisions/0311-economic-event-series.md, 0312-calendar-alerts.md).

/**
 * The stable key of an event's series: its currency and its English name, lower-cased, with
 * every run of other characters made one dash ("USD:non-farm-employment-change"). The same rule
 * on both sides, so a link made in the browser finds the series the server stored.
 */
export function seriesKey(currency: string, event: string): string {
  const slug = event
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${currency.toUpperCase()}:${slug || 'event'}`;
}

export const SERIES_KEY_PATTERN = '^[A-Z]{3}:[a-z0-9-]{1,200}$';
export const SeriesParamsSchema = Type.Object({
  key: Type.String({ pattern: SERIES_KEY_PATTERN, errorMessage: 'Event series not found' }),
});

/** How many past releases the event detail shows. */
export const SERIES_HISTORY_LENGTH = 12;

const ByLanguage = Type.Object({
  en: Nullable(Type.String()),
  uz: Nullable(Type.String()),
  ru: Nullable(Type.String()),
});

export const EventSeriesSchema = Type.Object({
  key: Type.String(),
  currency: Type.String(),
  flag: Type.String(),
  /** The English name, as releases carry it. */
  event: Type.String(),
  impact: EventImpactSchema,
  names: EventNamesSchema,
  /** What the figure measures and why it moves markets. */
  description: ByLanguage,
  /** Who publishes it ("U.S. Bureau of Labor Statistics"). */
  source: Nullable(Type.String()),
});
export type EventSeries = Static<typeof EventSeriesSchema>;

/** GET /economic_calendar/series/{key}: the series, its last 12 releases (oldest first), the next. */
export const EventSeriesDetailSchema = Type.Object({
  series: EventSeriesSchema,
  history: Type.Array(EconomicEventSchema),
  next: Nullable(EconomicEventSchema),
});
export type EventSeriesDetail = Static<typeof EventSeriesDetailSchema>;
export const EventSeriesDetailResultSchema = ResultOf(EventSeriesDetailSchema);
export type EventSeriesDetailResponse = Static<typeof EventSeriesDetailResultSchema>;

/** "Remind me N minutes before": the choices offered. */
export const ALERT_MINUTES = [5, 10, 15, 30, 60] as const;
export type AlertMinutes = (typeof ALERT_MINUTES)[number];

export const CALENDAR_ALERT_ERRORS = {
  target: 'Choose an event, or a currency and an impact',
  what: 'Choose a reminder time or the actual value',
  series: 'Event series not found',
  minutes: `minutes_before must be one of: ${ALERT_MINUTES.join(', ')}`,
} as const;

/** A signed-in user's alert: on one series, or on every event of a currency and impact. */
export const CalendarAlertSchema = Type.Object({
  id: Type.Integer(),
  series: Nullable(Type.String()),
  /** The series' English name and its translations, for the list in the profile. */
  series_event: Nullable(Type.String()),
  series_names: Nullable(EventNamesSchema),
  currency: Nullable(Type.String()),
  impact: Nullable(EventImpactSchema),
  minutes_before: Nullable(Type.Integer()),
  on_actual: Type.Boolean(),
  created_at: Type.String(),
});
export type CalendarAlert = Static<typeof CalendarAlertSchema>;

/** POST /economic_calendar/alerts. */
export const CalendarAlertBodySchema = Type.Object(
  {
    series: Type.Optional(
      Type.String({ pattern: SERIES_KEY_PATTERN, errorMessage: CALENDAR_ALERT_ERRORS.series }),
    ),
    currency: Type.Optional(EventFields.currency),
    impact: Type.Optional(EventImpactSchema),
    minutes_before: Type.Optional(
      Nullable(
        Type.Union(
          [Type.Literal(5), Type.Literal(10), Type.Literal(15), Type.Literal(30), Type.Literal(60)],
          { errorMessage: CALENDAR_ALERT_ERRORS.minutes },
        ),
      ),
    ),
    on_actual: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CalendarAlertRequest = Static<typeof CalendarAlertBodySchema>;
export const CalendarAlertResultSchema = ResultOf(CalendarAlertSchema);
export type CalendarAlertResponse = Static<typeof CalendarAlertResultSchema>;
export const CalendarAlertsResultSchema = ResultOf(Type.Array(CalendarAlertSchema));
export type CalendarAlertsResponse = Static<typeof CalendarAlertsResultSchema>;

/** The pure rule both sides apply: which alert body is complete; null when it is. */
export function calendarAlertProblem(body: CalendarAlertRequest): string | null {
  const bySeries = body.series !== undefined;
  const byCurrency = body.currency !== undefined && body.impact !== undefined;
  if (bySeries === byCurrency) return CALENDAR_ALERT_ERRORS.target;
  if (bySeries && (body.currency !== undefined || body.impact !== undefined))
    return CALENDAR_ALERT_ERRORS.target;
  if ((body.minutes_before ?? null) === null && body.on_actual !== true)
    return CALENDAR_ALERT_ERRORS.what;
  return null;
}
