/**
 * Delivers calendar alerts (docs/decisions/0312-calendar-alerts.md) ONLY through the
 * notifications service's notify(), so every channel it knows (the bell, the live push, email,
 * and whatever it gains) carries them. The dedupe key names the alert and the release, so a
 * job run twice, two server processes, or an actual value published again tell once.
 */
import type { EconomicEvent } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { PublishLive } from '../../live/publisher';
import { notify } from '../notifications';
import { actualAlerts, dueReminders, type AlertRelease } from './alerts-repository';

export interface AlertDeps {
  db: Queryable;
  publish: PublishLive;
}

/** A release older than this when its actual comes out (a history import) tells nobody. */
const ACTUAL_NEWS_MS = 24 * 60 * 60_000;

export function reminderKey(alertId: number, eventId: number): string {
  return `calendar_reminder:${alertId}:${eventId}`;
}

export function actualKey(alertId: number, eventId: number): string {
  return `calendar_actual:${alertId}:${eventId}`;
}

function params(row: AlertRelease) {
  return {
    event: row.event,
    event_uz: row.name_uz,
    event_ru: row.name_ru,
    currency: row.currency,
    release_at: new Date(row.time).toISOString(),
    minutes: row.minutes_before,
    previous: row.previous,
    forecast: row.forecast,
    actual: row.actual,
    event_id: Number(row.event_id),
  };
}

function link(row: AlertRelease): string {
  return row.series
    ? `/economic-calendar/event/${encodeURIComponent(row.series)}`
    : '/economic-calendar';
}

/** Sends the reminders due at `now`; answers how many were new. */
export async function sendDueReminders(deps: AlertDeps, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (const row of await dueReminders(deps.db, now)) {
    const stored = await notify(deps, {
      userId: Number(row.user_id),
      kind: 'calendar_reminder',
      params: params(row),
      link: link(row),
      dedupeKey: reminderKey(Number(row.alert_id), Number(row.event_id)),
    });
    if (stored) sent += 1;
  }
  return sent;
}

/** Tells the alerts that asked for these releases' actual values; answers how many were new. */
export async function deliverActualAlerts(
  deps: AlertDeps,
  released: readonly EconomicEvent[],
  now: Date = new Date(),
): Promise<number> {
  const fresh = released.filter(
    (e) => e.actual !== null && now.getTime() - Date.parse(e.time) < ACTUAL_NEWS_MS,
  );
  let sent = 0;
  for (const row of await actualAlerts(
    deps.db,
    fresh.map((e) => e.id),
  )) {
    const stored = await notify(deps, {
      userId: Number(row.user_id),
      kind: 'calendar_actual',
      params: params(row),
      link: link(row),
      dedupeKey: actualKey(Number(row.alert_id), Number(row.event_id)),
    });
    if (stored) sent += 1;
  }
  return sent;
}
