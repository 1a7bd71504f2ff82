// The demo calendar stays about now (docs/product.md "Demo users"): the seed covers this week and
// next relative to the day it runs, every day of the week has events (also Sunday's "today"), and
// the clock publishes an actual value live once its event's time has passed, and only once; behind
// several processes the clock ticks in one of them per period (jobs.ts claims).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@savdo/contract';
import { migrate, type Db } from '../../index';
import { calendarRange } from './date-range';
import { listEvents } from './repository';
import { seedDemoCalendar } from './seed';
import { publishDueActuals, startDemoCalendarClock } from './demo-clock';
import { openTestDatabase } from '../../../../../tests/kit/server/helpers';
import { pause } from '../../../../../tests/kit/server/live-client';

let db: Db;
const published: LiveEvent[] = [];
const live = { publish: async (event: LiveEvent) => void published.push(event) };
// A Sunday, 06:00 in Tashkent (UTC+5).
const sunday = new Date('2026-11-29T01:00:00Z');

beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
  await seedDemoCalendar(db, sunday);
});

afterAll(async () => {
  await db?.close();
});

describe('demo calendar about now', () => {
  it.each(['today', 'this_week', 'next_week'] as const)(
    'on a Sunday the "%s" range has events',
    async (date_filter) => {
      const range = calendarRange({ date_filter }, sunday);
      const events = await listEvents(db, { ...range, query: '' });
      expect(events.length).toBeGreaterThan(0);
    },
  );

  it('publishes the actual of every demo event that has become due, live, once', async () => {
    const later = new Date(sunday.getTime() + 3 * 3600_000);
    const before = await listEvents(db, {
      ...calendarRange({ date_filter: 'today' }, sunday),
      query: '',
    });
    const due = before.filter(
      (e) =>
        e.actual === null &&
        Date.parse(e.time) <= later.getTime() &&
        Date.parse(e.time) > sunday.getTime(),
    );
    expect(due.length).toBeGreaterThan(0);

    const count = await publishDueActuals(db, live, later);
    // The tentative meeting has no figure: it is never published.
    const withFigure = due.filter((e) => !e.is_speech);
    expect(count).toBe(withFigure.length);
    expect(published.map((e) => e.type)).toEqual(withFigure.map(() => 'calendar.actual'));
    const after = await listEvents(db, {
      ...calendarRange({ date_filter: 'today' }, sunday),
      query: '',
    });
    for (const e of withFigure) expect(after.find((a) => a.id === e.id)?.actual).toBeTruthy();

    expect(await publishDueActuals(db, live, later)).toBe(0);
  });

  it('publishes nothing for events still in the future', async () => {
    const events = await listEvents(db, {
      ...calendarRange({ date_filter: 'next_week' }, sunday),
      query: '',
    });
    expect(events.every((e) => e.actual === null)).toBe(true);
    published.length = 0;
    await publishDueActuals(db, live, sunday);
    expect(published).toEqual([]);
  });
});

describe('the demo clock behind several processes', () => {
  it('two clocks on one database tick once per period between them, not once each', async () => {
    const ticks: string[] = [];
    const quiet = { info: () => {}, error: () => {} };
    const clock = (label: string) =>
      startDemoCalendarClock(db, live, quiet, 200, async () => void ticks.push(label));
    const stops = [clock('a'), clock('b')];
    await pause(2_000);
    for (const stop of stops) stop();
    // Ten periods passed; each clock alone would have ticked about eleven times.
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(12);
  });
});
