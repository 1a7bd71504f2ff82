/**
 * The instants a calendar query covers. Days are the viewer's days: midnight to midnight at
 * `utc_offset` minutes east of UTC (default UTC+5 Tashkent, decision 15). Weeks run Monday to
 * Sunday, as calendars in Uzbekistan and Russia do.
 */
import type { CalendarDateFilter } from '@savdo/contract';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '@savdo/contract';
import { ValidationError } from '../../domain-errors';

const DAY_MS = 24 * 60 * 60_000;
/** The longest custom range one request may ask for. */
export const MAX_RANGE_DAYS = 366;

export const DEFAULT_UTC_OFFSET =
  TIME_ZONES.find((zone) => zone.id === DEFAULT_TIME_ZONE)?.offsetMinutes ?? 300;

export interface RangeQuery {
  date_filter?: CalendarDateFilter;
  from_date?: string;
  to_date?: string;
  utc_offset?: number;
}

/** Midnight (as an instant) that starts the viewer's day containing `at`. */
function startOfDay(at: number, offsetMs: number): number {
  return Math.floor((at + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
}

/** Midnight starting the given YYYY-MM-DD in the viewer's zone, or a 400 for a bad date. */
function dayStart(text: string, field: string, offsetMs: number): number {
  const utcMidnight = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(utcMidnight) || new Date(utcMidnight).toISOString().slice(0, 10) !== text) {
    throw new ValidationError(`${field} is not a real date`, {
      [field]: `${field} is not a real date`,
    });
  }
  return utcMidnight - offsetMs;
}

/** Monday (0) to Sunday (6) of the viewer's day starting at `start`. */
function weekdayIndex(start: number, offsetMs: number): number {
  return (new Date(start + offsetMs).getUTCDay() + 6) % 7;
}

/**
 * The [from, to) instants of a query. No filter and no dates means this week; dates without a
 * filter mean 'custom'.
 */
export function calendarRange(query: RangeQuery, now: Date = new Date()): { from: Date; to: Date } {
  const offsetMs = (query.utc_offset ?? DEFAULT_UTC_OFFSET) * 60_000;
  const hasDates = query.from_date !== undefined || query.to_date !== undefined;
  const filter = query.date_filter ?? (hasDates ? 'custom' : 'this_week');
  const today = startOfDay(now.getTime(), offsetMs);
  const monday = today - weekdayIndex(today, offsetMs) * DAY_MS;

  const span = (from: number, days: number) => ({
    from: new Date(from),
    to: new Date(from + days * DAY_MS),
  });
  switch (filter) {
    case 'today':
      return span(today, 1);
    case 'tomorrow':
      return span(today + DAY_MS, 1);
    case 'this_week':
      return span(monday, 7);
    case 'next_week':
      return span(monday + 7 * DAY_MS, 7);
    case 'custom': {
      if (!hasDates) {
        const message = 'Give from_date, to_date or both with date_filter custom';
        throw new ValidationError(message, { from_date: message });
      }
      const maxSpan = MAX_RANGE_DAYS * DAY_MS;
      // One open end is bounded by the longest range, so no request reads the whole table.
      const givenFrom = query.from_date ? dayStart(query.from_date, 'from_date', offsetMs) : null;
      const givenTo = query.to_date ? dayStart(query.to_date, 'to_date', offsetMs) + DAY_MS : null;
      const from = givenFrom ?? (givenTo ?? 0) - maxSpan;
      const to = givenTo ?? from + maxSpan;
      if (to <= from) {
        const message = 'to_date must not be before from_date';
        throw new ValidationError(message, { to_date: message });
      }
      if (to - from > maxSpan) {
        const message = `A custom range may cover at most ${MAX_RANGE_DAYS} days`;
        throw new ValidationError(message, { to_date: message });
      }
      return { from: new Date(from), to: new Date(to) };
    }
  }
}
