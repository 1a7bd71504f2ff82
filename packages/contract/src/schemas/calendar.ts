/** Requests and responses of GET /economic_calendar and its admin calls (decision 4 shapes). */
import { Type, type Static } from 'typebox';
import type { CalendarImportRequest, PublishActualRequest } from '../api';
import type { CalendarQuery, EconomicEvent } from '../entities';
import { Nullable, ResultOf } from './common';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** YYYY-MM-DD. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

export const EventImpactSchema = Type.Union(
  [Type.Literal('low'), Type.Literal('medium'), Type.Literal('high')],
  { errorMessage: 'impact must be one of: low, medium, high' },
);

export const CalendarDateFilterSchema = Type.Union(
  [
    Type.Literal('today'),
    Type.Literal('tomorrow'),
    Type.Literal('this_week'),
    Type.Literal('next_week'),
    Type.Literal('custom'),
  ],
  { errorMessage: 'date_filter must be one of: today, tomorrow, this_week, next_week, custom' },
);

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
/** An imported event: every field but the id; the four flags default to false. */
export const EconomicEventInputSchema = Type.Object({
  ...EventFields,
  previous: Type.Optional(Figure),
  forecast: Type.Optional(Figure),
  actual: Type.Optional(Figure),
  consensus: Type.Optional(Figure),
  is_tentative: Type.Optional(Type.Boolean()),
  is_preliminary: Type.Optional(Type.Boolean()),
  is_report: Type.Optional(Type.Boolean()),
  is_speech: Type.Optional(Type.Boolean()),
});

export const CalendarQuerySchema = Type.Object({
  query: Type.Optional(Type.String({ maxLength: 100 })),
  date_filter: Type.Optional(CalendarDateFilterSchema),
  from_date: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, errorMessage: 'from_date must be a date YYYY-MM-DD' }),
  ),
  to_date: Type.Optional(
    Type.String({ pattern: DAY_PATTERN, errorMessage: 'to_date must be a date YYYY-MM-DD' }),
  ),
  utc_offset: Type.Optional(
    Type.Integer({
      minimum: -720,
      maximum: 840,
      errorMessage: 'utc_offset must be minutes east of UTC, from -720 to 840',
    }),
  ),
});

export const EconomicCalendarResultSchema = ResultOf(Type.Array(EconomicEventSchema));
export const EconomicEventResultSchema = ResultOf(EconomicEventSchema);

/** At most a few weeks of events per import. */
export const CALENDAR_IMPORT_MAX_EVENTS = 2_000;

export const CalendarImportBodySchema = Type.Object({
  events: Type.Array(EconomicEventInputSchema, {
    minItems: 1,
    maxItems: CALENDAR_IMPORT_MAX_EVENTS,
  }),
});
export const CalendarImportResultSchema = ResultOf(Type.Object({ imported: Type.Integer() }));

export const PublishActualBodySchema = Type.Object({
  actual: Type.String({ minLength: 1, maxLength: 40, errorMessage: 'Give the actual value' }),
});

const sameShapes: [
  Same<Static<typeof EconomicEventSchema>, EconomicEvent>,
  Same<Static<typeof CalendarQuerySchema>, CalendarQuery>,
  Same<Static<typeof PublishActualBodySchema>, PublishActualRequest>,
] = [true, true, true];
void sameShapes;
// A complete input is a valid import; the schema also lets the figures and flags be left out.
const importFits: [CalendarImportRequest] extends [Static<typeof CalendarImportBodySchema>]
  ? true
  : false = true;
void importFits;
