/** Economic calendar events: the list a date range asks for, imports, and actual values. */
import { seriesKey, type EconomicEvent, type EconomicEventInput } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { ensureSeries } from './series-link';

export interface EventRow extends Omit<EconomicEvent, 'time' | 'series' | 'event_names'> {
  time: Date;
  /** Present when the query joined the series (SERIES_JOIN). */
  series?: string | null;
  name_uz?: string | null;
  name_ru?: string | null;
}

export const EVENT_COLUMNS = `id, time, flag, currency, event, impact, previous, forecast, actual, consensus,
  is_tentative, is_preliminary, is_report, is_speech`;

/** The event's columns (as `e`) with its series' key and names (docs/decisions/0311-economic-event-series.md). */
export const JOINED_COLUMNS = `e.id, e.time, e.flag, e.currency, e.event, e.impact, e.previous, e.forecast,
  e.actual, e.consensus, e.is_tentative, e.is_preliminary, e.is_report, e.is_speech,
  s.key AS series, s.name_uz, s.name_ru`;
export const SERIES_JOIN = `economic_events e
  LEFT JOIN economic_event_series s ON s.id = e.series_id`;

export function presentEvent(row: EventRow): EconomicEvent {
  const { series, name_uz, name_ru, ...event } = row;
  const out: EconomicEvent = { ...event, time: row.time.toISOString() };
  if (series !== undefined && series !== null) {
    out.series = series;
    out.event_names = { uz: name_uz ?? null, ru: name_ru ?? null };
  }
  return out;
}

export interface EventRange {
  /** Inclusive start; null means no lower bound. */
  from: Date | null;
  /** Exclusive end; null means no upper bound. */
  to: Date | null;
  /** Part of the event's name, or its currency code; empty matches all. */
  query: string;
}

/** `%`, `_` and `\` are LIKE wildcards: a search for "5%" means the text "5%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listEvents(q: Queryable, range: EventRange): Promise<EconomicEvent[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (range.from) {
    params.push(range.from);
    where.push(`e.time >= $${params.length}`);
  }
  if (range.to) {
    params.push(range.to);
    where.push(`e.time < $${params.length}`);
  }
  const query = range.query.trim();
  if (query) {
    params.push(likePattern(query));
    const like = params.length;
    params.push(query.toUpperCase());
    // The name in any language matches (docs/decisions/0311-economic-event-series.md).
    where.push(
      `(e.event ILIKE $${like} OR s.name_uz ILIKE $${like} OR s.name_ru ILIKE $${like} OR e.currency = $${params.length})`,
    );
  }
  const res = await q.query<EventRow>(
    `SELECT ${JOINED_COLUMNS} FROM ${SERIES_JOIN}
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY e.time, e.id`,
    params,
  );
  return res.rows.map(presentEvent);
}

export async function findEvent(q: Queryable, id: number): Promise<EconomicEvent | null> {
  const res = await q.query<EventRow>(
    `SELECT ${JOINED_COLUMNS} FROM ${SERIES_JOIN} WHERE e.id = $1`,
    [id],
  );
  const row = res.rows[0];
  return row ? presentEvent(row) : null;
}

export interface UpsertResult {
  /** The events as stored. */
  events: EconomicEvent[];
  /** Those whose actual value this write published (none before, one now). */
  released: EconomicEvent[];
}

/** Rows a statement writes at once: one round trip per chunk, not per event. */
const UPSERT_CHUNK = 500;

const identity = (e: { time: string; currency: string; event: string }) =>
  `${new Date(e.time).toISOString()}|${e.currency}|${e.event}`;

/**
 * Inserts the events, or updates the one with the same time, currency and name (so importing
 * a corrected week replaces it, and a history imported twice is stored once; within one import
 * the last row of an identity wins). Each is linked to its series (created when new). Answers
 * them in the order given.
 */
export async function upsertEvents(
  q: Queryable,
  events: EconomicEventInput[],
): Promise<UpsertResult> {
  const unique = new Map<string, EconomicEventInput>();
  for (const e of events) unique.set(identity(e), e);
  const seriesIds = new Map<string, number>();
  for (const e of unique.values()) {
    const key = seriesKey(e.currency, e.event);
    if (!seriesIds.has(key)) seriesIds.set(key, await ensureSeries(q, e.currency, e.event));
  }
  const byIdentity = new Map<string, EconomicEvent>();
  const released: EconomicEvent[] = [];
  const rows = [...unique.values()];
  for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
    const chunk = rows.slice(i, i + UPSERT_CHUNK);
    const column = <T>(pick: (e: EconomicEventInput) => T) => chunk.map(pick);
    const res = await q.query<EventRow & { old_actual: string | null }>(
      `WITH input AS (
         SELECT * FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[],
           $6::text[], $7::text[], $8::text[], $9::text[], $10::boolean[], $11::boolean[],
           $12::boolean[], $13::boolean[], $14::bigint[])
           AS t(time, flag, currency, event, impact, previous, forecast, actual, consensus,
             is_tentative, is_preliminary, is_report, is_speech, series_id)
       ), old AS (
         SELECT e.time, e.currency, e.event, e.actual
         FROM economic_events e JOIN input i USING (time, currency, event)
       )
       INSERT INTO economic_events AS x (time, flag, currency, event, impact, previous, forecast,
         actual, consensus, is_tentative, is_preliminary, is_report, is_speech, series_id)
       SELECT * FROM input
       ON CONFLICT (time, currency, event) DO UPDATE SET
         flag = EXCLUDED.flag, impact = EXCLUDED.impact, previous = EXCLUDED.previous,
         forecast = EXCLUDED.forecast, actual = EXCLUDED.actual, consensus = EXCLUDED.consensus,
         is_tentative = EXCLUDED.is_tentative, is_preliminary = EXCLUDED.is_preliminary,
         is_report = EXCLUDED.is_report, is_speech = EXCLUDED.is_speech,
         series_id = EXCLUDED.series_id, updated_at = now()
       RETURNING x.id, x.time, x.flag, x.currency, x.event, x.impact, x.previous, x.forecast,
         x.actual, x.consensus, x.is_tentative, x.is_preliminary, x.is_report, x.is_speech,
         (SELECT o.actual FROM old o
          WHERE o.time = x.time AND o.currency = x.currency AND o.event = x.event) AS old_actual`,
      [
        column((e) => new Date(e.time).toISOString()),
        column((e) => e.flag),
        column((e) => e.currency),
        column((e) => e.event),
        column((e) => e.impact),
        column((e) => e.previous),
        column((e) => e.forecast),
        column((e) => e.actual),
        column((e) => e.consensus),
        column((e) => e.is_tentative),
        column((e) => e.is_preliminary),
        column((e) => e.is_report),
        column((e) => e.is_speech),
        column((e) => seriesIds.get(seriesKey(e.currency, e.event))),
      ],
    );
    for (const row of res.rows) {
      const { old_actual: oldActual, ...fields } = row;
      const event = presentEvent(fields);
      byIdentity.set(identity(event), event);
      if (event.actual !== null && oldActual === null) released.push(event);
    }
  }
  const stored = rows.flatMap((e) => byIdentity.get(identity(e)) ?? []);
  return { events: stored, released };
}

/** Sets an event's actual value; answers the updated event (with its series), or null. */
export async function setActual(
  q: Queryable,
  id: number,
  actual: string,
): Promise<EconomicEvent | null> {
  const res = await q.query(
    'UPDATE economic_events SET actual = $2, updated_at = now() WHERE id = $1 RETURNING id',
    [id, actual],
  );
  // Read back joined: the live push replaces the row in open calendars, series and names too.
  return res.rows.length ? findEvent(q, id) : null;
}

export async function countEvents(q: Queryable): Promise<number> {
  const res = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM economic_events');
  return res.rows[0]?.n ?? 0;
}
