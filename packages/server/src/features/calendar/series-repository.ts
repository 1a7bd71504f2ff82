/**
 * Event series (docs/decisions/0311-economic-event-series.md): one row per figure released again
 * and again, keyed by the contract's seriesKey(currency, event). Releases link to it; it holds
 * the figure's names in uz and ru, what it measures (three languages) and its source.
 */
import {
  SERIES_HISTORY_LENGTH,
  seriesKey,
  type EventImpact,
  type EventSeries,
  type EventSeriesDetail,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { JOINED_COLUMNS, SERIES_JOIN, presentEvent, type EventRow } from './repository';

export interface SeriesTexts {
  currency: string;
  event: string;
  name_uz: string | null;
  name_ru: string | null;
  description_en: string | null;
  description_uz: string | null;
  description_ru: string | null;
  source: string | null;
}

/** Stores a series' names, descriptions and source (the demo seed; an admin later). */
export async function upsertSeriesTexts(q: Queryable, texts: SeriesTexts): Promise<void> {
  await q.query(
    `INSERT INTO economic_event_series (key, currency, event, name_uz, name_ru, description_en,
       description_uz, description_ru, source)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (key) DO UPDATE SET name_uz = EXCLUDED.name_uz, name_ru = EXCLUDED.name_ru,
       description_en = EXCLUDED.description_en, description_uz = EXCLUDED.description_uz,
       description_ru = EXCLUDED.description_ru, source = EXCLUDED.source`,
    [
      seriesKey(texts.currency, texts.event),
      texts.currency,
      texts.event,
      texts.name_uz,
      texts.name_ru,
      texts.description_en,
      texts.description_uz,
      texts.description_ru,
      texts.source,
    ],
  );
}

interface SeriesRow extends SeriesTexts {
  id: string | number;
  key: string;
}

export async function findSeriesId(q: Queryable, key: string): Promise<number | null> {
  const res = await q.query<{ id: string | number }>(
    'SELECT id FROM economic_event_series WHERE key = $1',
    [key],
  );
  const row = res.rows[0];
  return row ? Number(row.id) : null;
}

/**
 * The series with its last 12 releases up to `now` (oldest first) and its next release; null
 * when there is no such series. Flag and impact are the latest release's.
 */
export async function findSeriesDetail(
  q: Queryable,
  key: string,
  now: Date = new Date(),
): Promise<EventSeriesDetail | null> {
  const res = await q.query<SeriesRow>(
    `SELECT id, key, currency, event, name_uz, name_ru, description_en, description_uz,
       description_ru, source FROM economic_event_series WHERE key = $1`,
    [key],
  );
  const row = res.rows[0];
  if (!row) return null;
  const [past, next] = await Promise.all([
    q.query<EventRow>(
      `SELECT ${JOINED_COLUMNS} FROM ${SERIES_JOIN}
       WHERE e.series_id = $1 AND e.time <= $2 ORDER BY e.time DESC, e.id DESC LIMIT $3`,
      [row.id, now, SERIES_HISTORY_LENGTH],
    ),
    q.query<EventRow>(
      `SELECT ${JOINED_COLUMNS} FROM ${SERIES_JOIN}
       WHERE e.series_id = $1 AND e.time > $2 ORDER BY e.time, e.id LIMIT 1`,
      [row.id, now],
    ),
  ]);
  const history = past.rows.map(presentEvent).reverse();
  const nextEvent = next.rows[0] ? presentEvent(next.rows[0]) : null;
  const latest = nextEvent ?? history.at(-1);
  const series: EventSeries = {
    key: row.key,
    currency: row.currency,
    flag: latest?.flag ?? '',
    event: row.event,
    impact: (latest?.impact ?? 'low') as EventImpact,
    names: { uz: row.name_uz, ru: row.name_ru },
    description: { en: row.description_en, uz: row.description_uz, ru: row.description_ru },
    source: row.source,
  };
  return { series, history, next: nextEvent };
}
