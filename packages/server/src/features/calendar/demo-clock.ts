/**
 * Keeps the demo calendar about now while a demo server runs (`npm start`): on start and
 * whenever a new week begins it (re)seeds this week and next, and every tick it publishes the
 * actual value of each demo event whose time has passed, through the live publisher, so an open
 * calendar sees the figure arrive as it would on a real release. Behind several processes each
 * keeps the timer, and a tick runs only in the process that claims its period (jobs.ts), so once
 * in all (docs/decisions/0277-limits-shared-across-processes.md, timed jobs).
 */
import type { FastifyBaseLogger } from 'fastify';
import { publishActual } from './service';
import { calendarRange } from './date-range';
import type { Db } from '../../db/adapter';
import { listEvents } from './repository';
import type { LiveService } from '../../live/publisher';
import { DEMO_WEEK, demoWeekEvents } from '@savdo/contract/demo/calendar-week';
import { seedDemoCalendar } from './seed';
import { claimJobPeriod } from '../../jobs';

export const DEMO_CLOCK_TICK_MS = 30_000;

const key = (e: { time: string; currency: string; event: string }) =>
  `${new Date(e.time).toISOString()}|${e.currency}|${e.event}`;

/** Publishes the due actual values once; answers how many were published. */
export async function publishDueActuals(
  db: Db,
  live: Pick<LiveService, 'publish'>,
  now: Date = new Date(),
): Promise<number> {
  const thisWeek = calendarRange({ date_filter: 'this_week' }, now).from;
  const nextWeek = calendarRange({ date_filter: 'next_week' }, now).from;
  // Every demo event with its actual value, as if all had been released.
  const released = new Map<string, string>();
  const farFuture = new Date(now.getTime() + 365 * 24 * 3600_000);
  for (const e of [...demoWeekEvents(thisWeek, farFuture), ...demoWeekEvents(nextWeek, farFuture)])
    if (e.actual) released.set(key(e), e.actual);
  const due = await listEvents(db, { from: thisWeek, to: new Date(now.getTime() + 1), query: '' });
  let published = 0;
  for (const event of due) {
    const actual = released.get(key(event));
    if (event.actual !== null || !actual || Date.parse(event.time) > now.getTime()) continue;
    await publishActual(db, live, event.id, actual);
    published += 1;
  }
  return published;
}

/** The job whose periods the processes claim, one tick each. */
export const DEMO_CLOCK_JOB = 'calendar.demo-clock';

type Log = Pick<FastifyBaseLogger, 'info' | 'error'>;

/**
 * One tick's work: seeds the week when this process has not seen it yet (the seed is idempotent,
 * so a process that wins its first tick in a week already seeded elsewhere changes nothing), then
 * publishes the due actual values.
 */
export function demoClockWork(db: Db, live: Pick<LiveService, 'publish'>, log: Log) {
  let seededWeek = '';
  return async () => {
    const now = new Date();
    const week = calendarRange({ date_filter: 'this_week' }, now).from.toISOString();
    if (week !== seededWeek) {
      await seedDemoCalendar(db, now);
      seededWeek = week;
      log.info(
        { week, events: DEMO_WEEK.length * 2 },
        'demo calendar seeded for this week and next',
      );
    }
    const published = await publishDueActuals(db, live, now);
    if (published > 0) log.info({ published }, 'demo calendar: actual values published');
  };
}

/** Starts the clock; answers its stop function. `work` is one tick (demoClockWork's). */
export function startDemoCalendarClock(
  db: Db,
  live: Pick<LiveService, 'publish'>,
  log: Log,
  tickMs: number = DEMO_CLOCK_TICK_MS,
  work: () => Promise<void> = demoClockWork(db, live, log),
): () => void {
  const job = { name: DEMO_CLOCK_JOB, everyMs: tickMs, run: async () => {} };
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (await claimJobPeriod(db, job)) await work();
    } catch (err) {
      log.error({ err }, 'demo calendar clock failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
