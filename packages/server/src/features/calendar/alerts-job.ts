/**
 * The reminders' timer (docs/decisions/0312-calendar-alerts.md): every 10 seconds, once across
 * the server processes (jobs.ts), it sends the "N minutes before" reminders that came due. Ten
 * seconds keeps a reminder within seconds of its minute at one small query per tick; a run
 * repeated changes nothing (dedupe keys).
 */
import type { ServerJob } from '../feature';
import { sendDueReminders } from './alerts-delivery';

export const CALENDAR_REMINDERS_EVERY_MS = 10_000;

export const calendarRemindersJob: ServerJob = {
  name: 'calendar.reminders',
  everyMs: CALENDAR_REMINDERS_EVERY_MS,
  async run(ctx) {
    await sendDueReminders({
      db: ctx.db,
      publish: (event, audience) => ctx.live.publish(event, audience),
    });
  },
};
