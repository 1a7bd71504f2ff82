/**
 * Links a release to its event series, creating the series when it is new
 * (docs/decisions/0311-economic-event-series.md). Used by every write of an event: the import,
 * the seed and the admin's edit.
 */
import { seriesKey } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

/** The series' id, creating the series when it is new (its English name from this release). */
export async function ensureSeries(q: Queryable, currency: string, event: string): Promise<number> {
  const res = await q.query<{ id: string | number }>(
    `INSERT INTO economic_event_series (key, currency, event) VALUES ($1, $2, $3)
     ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
     RETURNING id`,
    [seriesKey(currency, event), currency, event],
  );
  return Number(res.rows[0]?.id);
}

/** Links an event to the series of its (possibly edited) currency and name. */
export async function relinkSeries(q: Queryable, eventId: number): Promise<void> {
  const res = await q.query<{ currency: string; event: string }>(
    'SELECT currency, event FROM economic_events WHERE id = $1',
    [eventId],
  );
  const row = res.rows[0];
  if (!row) return;
  const seriesId = await ensureSeries(q, row.currency, row.event);
  await q.query('UPDATE economic_events SET series_id = $2 WHERE id = $1', [eventId, seriesId]);
}
