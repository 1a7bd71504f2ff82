/**
 * The demo calendar: the demo week (contract's demo/calendar-week.ts, shared with the stories)
 * laid on this week and next (Monday to Sunday, UTC+5 days); events already past have their
 * actual value. Before them, a year of each figure's past releases and the figures' names,
 * meanings and sources (demo/calendar-series.ts; docs/decisions/0311-economic-event-series.md).
 * Idempotent: events are keyed by time, currency and name, series by their key.
 */
import { demoWeekEvents } from '@savdo/contract/demo/calendar-week';
import { demoHistoryEvents, demoSeriesTexts } from '@savdo/contract/demo/calendar-series';
import { importEvents } from './service';
import { calendarRange } from './date-range';
import { upsertSeriesTexts } from './series-repository';
import type { Db } from '../../db/adapter';

/** This week and next week, so every date filter of the demo shows something. */
export async function seedDemoCalendar(db: Db, now: Date = new Date()): Promise<void> {
  const thisWeek = calendarRange({ date_filter: 'this_week' }, now).from;
  const nextWeek = calendarRange({ date_filter: 'next_week' }, now).from;
  await db.transaction(async (tx) => {
    for (const texts of demoSeriesTexts()) await upsertSeriesTexts(tx, texts);
  });
  await importEvents(db, [
    ...demoHistoryEvents(thisWeek),
    ...demoWeekEvents(thisWeek, now),
    ...demoWeekEvents(nextWeek, now),
  ]);
}
