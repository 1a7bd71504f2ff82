/**
 * Calendar alerts (docs/decisions/0312-calendar-alerts.md): a user's alerts on a series or on a
 * currency and impact, and the (alert, release) pairs due for a reminder or an actual value.
 */
import type { CalendarAlert, CalendarAlertRequest, EventImpact } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

interface AlertRow {
  id: string | number;
  series: string | null;
  series_event: string | null;
  name_uz: string | null;
  name_ru: string | null;
  currency: string | null;
  impact: EventImpact | null;
  minutes_before: number | null;
  on_actual: boolean;
  created_at: Date;
}

const ALERT_SELECT = `SELECT a.id, s.key AS series, s.event AS series_event, s.name_uz, s.name_ru,
    a.currency, a.impact, a.minutes_before, a.on_actual, a.created_at
  FROM calendar_alerts a LEFT JOIN economic_event_series s ON s.id = a.series_id`;

function presentAlert(row: AlertRow): CalendarAlert {
  return {
    id: Number(row.id),
    series: row.series,
    series_event: row.series_event,
    series_names: row.series ? { uz: row.name_uz, ru: row.name_ru } : null,
    currency: row.currency,
    impact: row.impact,
    minutes_before: row.minutes_before,
    on_actual: row.on_actual,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function listAlerts(q: Queryable, userId: number): Promise<CalendarAlert[]> {
  const res = await q.query<AlertRow>(`${ALERT_SELECT} WHERE a.user_id = $1 ORDER BY a.id`, [
    userId,
  ]);
  return res.rows.map(presentAlert);
}

export async function countAlerts(q: Queryable, userId: number): Promise<number> {
  const res = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM calendar_alerts WHERE user_id = $1',
    [userId],
  );
  return res.rows[0]?.n ?? 0;
}

export async function insertAlert(
  q: Queryable,
  userId: number,
  seriesId: number | null,
  body: CalendarAlertRequest,
): Promise<CalendarAlert> {
  const res = await q.query<{ id: string | number }>(
    `INSERT INTO calendar_alerts (user_id, series_id, currency, impact, minutes_before, on_actual)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      userId,
      seriesId,
      seriesId === null ? (body.currency ?? null) : null,
      seriesId === null ? (body.impact ?? null) : null,
      body.minutes_before ?? null,
      body.on_actual ?? false,
    ],
  );
  const id = Number(res.rows[0]?.id);
  const read = await q.query<AlertRow>(`${ALERT_SELECT} WHERE a.id = $1`, [id]);
  return presentAlert(read.rows[0] as AlertRow);
}

/** Removes the user's alert; false when the user has no such alert. */
export async function deleteAlert(q: Queryable, userId: number, id: number): Promise<boolean> {
  const res = await q.query('DELETE FROM calendar_alerts WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return res.rowCount > 0;
}

/** One alert meeting one release: what a notification is made from. */
export interface AlertRelease {
  alert_id: string | number;
  user_id: string | number;
  minutes_before: number | null;
  event_id: string | number;
  time: Date;
  currency: string;
  event: string;
  previous: string | null;
  forecast: string | null;
  actual: string | null;
  series: string | null;
  name_uz: string | null;
  name_ru: string | null;
}

const MATCH = `FROM calendar_alerts a
  JOIN economic_events e ON (a.series_id IS NOT NULL AND e.series_id = a.series_id)
    OR (a.series_id IS NULL AND e.currency = a.currency AND e.impact = a.impact)
  LEFT JOIN economic_event_series s ON s.id = e.series_id`;
const RELEASE_COLUMNS = `a.id AS alert_id, a.user_id, a.minutes_before, e.id AS event_id, e.time,
  e.currency, e.event, e.previous, e.forecast, e.actual, s.key AS series, s.name_uz, s.name_ru`;

/**
 * Reminders due at `now`: releases still ahead whose alert's N minutes before has come. A
 * release already out is never reminded of (a server that was down says nothing late).
 */
export async function dueReminders(q: Queryable, now: Date): Promise<AlertRelease[]> {
  const res = await q.query<AlertRelease>(
    `SELECT ${RELEASE_COLUMNS} ${MATCH}
     WHERE a.minutes_before IS NOT NULL AND e.time > $1
       AND e.time <= $1::timestamptz + a.minutes_before * interval '1 minute'
     ORDER BY e.time, a.id LIMIT 5000`,
    [now],
  );
  return res.rows;
}

/** The alerts that asked for the actual value of these releases. */
export async function actualAlerts(
  q: Queryable,
  eventIds: readonly number[],
): Promise<AlertRelease[]> {
  if (eventIds.length === 0) return [];
  const res = await q.query<AlertRelease>(
    `SELECT ${RELEASE_COLUMNS} ${MATCH}
     WHERE a.on_actual AND e.actual IS NOT NULL AND e.id = ANY($1::bigint[])
     ORDER BY e.time, a.id`,
    [eventIds],
  );
  return res.rows;
}
