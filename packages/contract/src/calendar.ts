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

export const EconomicEventSchema = Type.Object({ id: Type.Integer(), ...EventFields });
export type EconomicEvent = Static<typeof EconomicEventSchema>;
/** A complete event but its id: what the server stores from an import. */
export type EconomicEventInput = Omit<EconomicEvent, 'id'>;
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
