/**
 * The demo calendar: the demo week (contract's demo/calendar-week.ts, shared with the stories)
 * laid on this week and next (Monday to Sunday, UTC+5 days); events already past have their
 * actual value. Idempotent: events are keyed by time, currency and name.
 */
import { demoWeekEvents } from '@savdo/contract/demo/calendar-week';
import { importEvents } from './service';
import { calendarRange } from './date-range';
import type { Db } from '../../db/adapter';

/** This week and next week, so every date filter of the demo shows something. */
export async function seedDemoCalendar(db: Db, now: Date = new Date()): Promise<void> {
  const thisWeek = calendarRange({ date_filter: 'this_week' }, now).from;
  const nextWeek = calendarRange({ date_filter: 'next_week' }, now).from;
  await importEvents(db, [...demoWeekEvents(thisWeek, now), ...demoWeekEvents(nextWeek, now)]);
}
