// Decision 0120: each enumeration is one `as const` list; its schema is built from the list, so
// the schema accepts exactly the listed values, and the live-event kind list covers the union.
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import {
  ASSET_TYPES,
  AssetTypeSchema,
  CALENDAR_DATE_FILTERS,
  CalendarDateFilterSchema,
  EVENT_IMPACTS,
  EventImpactSchema,
  LANGUAGES,
  LIVE_EVENT_TYPES,
  LanguageSchema,
  LiveEventSchema,
  PROFILE_VISIBILITIES,
  ProfileVisibilitySchema,
  ROLES,
  RoleSchema,
  SIGNAL_RESULTS,
  SIGNAL_STATUSES,
  SIGNAL_TYPES,
  SUBSCRIPTION_STATUSES,
  SignalResultSchema,
  SignalStatusSchema,
  SignalTypeSchema,
  SubscriptionStatusSchema,
} from '@savdo/contract';

const PAIRS: [string, readonly string[], TSchema][] = [
  ['ASSET_TYPES', ASSET_TYPES, AssetTypeSchema],
  ['SIGNAL_TYPES', SIGNAL_TYPES, SignalTypeSchema],
  ['SIGNAL_STATUSES', SIGNAL_STATUSES, SignalStatusSchema],
  ['SIGNAL_RESULTS', SIGNAL_RESULTS, SignalResultSchema],
  ['SUBSCRIPTION_STATUSES', SUBSCRIPTION_STATUSES, SubscriptionStatusSchema],
  ['ROLES', ROLES, RoleSchema],
  ['LANGUAGES', LANGUAGES, LanguageSchema],
  ['PROFILE_VISIBILITIES', PROFILE_VISIBILITIES, ProfileVisibilitySchema],
  ['EVENT_IMPACTS', EVENT_IMPACTS, EventImpactSchema],
  ['CALENDAR_DATE_FILTERS', CALENDAR_DATE_FILTERS, CalendarDateFilterSchema],
];

describe('enumerations: the list is the schema (decision 0120)', () => {
  it.each(PAIRS)('%s: the schema accepts each listed value and nothing else', (_, list, schema) => {
    for (const value of list) expect(Value.Check(schema, value)).toBe(true);
    expect(Value.Check(schema, 'not-a-listed-value')).toBe(false);
    expect(Value.Check(schema, list[0]?.toUpperCase())).toBe(false);
  });

  it('LIVE_EVENT_TYPES lists every kind of the LiveEvent union, in its order', () => {
    const kinds = LiveEventSchema.anyOf.map((event) => event.properties.type.const);
    expect(kinds).toEqual([...LIVE_EVENT_TYPES]);
  });
});
