// Calendar days in the chosen time zone: the date an event falls on, its weekday, and the events
// grouped by day for the table. Fixed-offset zones are exact all year (decision 15); 'browser'
// uses the visitor's own zone at each event's moment.
import type { EconomicEvent, TimeZoneChoice } from '@savdo/contract';
import { timeZoneOffsetMinutes } from '@savdo/core';

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** The wall-clock instant of `at` in the zone, read as UTC. */
function shifted(at: Date, zone: TimeZoneChoice): Date {
  return new Date(at.getTime() + timeZoneOffsetMinutes(zone, at) * 60_000);
}

/** YYYY-MM-DD of the day `at` falls on in the zone. */
export function dayKey(at: Date | string, zone: TimeZoneChoice): string {
  return shifted(typeof at === 'string' ? new Date(at) : at, zone)
    .toISOString()
    .slice(0, 10);
}

/** Monday-first weekday of a YYYY-MM-DD day. */
export function weekdayOf(day: string): WeekdayKey {
  const index = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return WEEKDAY_KEYS[index] ?? 'mon';
}

/** Minutes east of UTC the zone has now: what the calendar query's utc_offset carries. */
export function utcOffsetOf(zone: TimeZoneChoice, now: Date = new Date()): number {
  return timeZoneOffsetMinutes(zone, now);
}

export interface CalendarDay {
  day: string;
  events: EconomicEvent[];
}

/** Events (already in time order) in runs of one day each. */
export function groupByDay(events: readonly EconomicEvent[], zone: TimeZoneChoice): CalendarDay[] {
  const days: CalendarDay[] = [];
  let current: CalendarDay | null = null;
  for (const event of events) {
    const day = dayKey(event.time, zone);
    if (!current || current.day !== day) {
      current = { day, events: [] };
      days.push(current);
    }
    current.events.push(event);
  }
  return days;
}
