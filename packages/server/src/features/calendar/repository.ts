/** Economic calendar events: the list a date range asks for, imports, and actual values. */
import type { EconomicEvent, EconomicEventInput } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export interface EventRow extends Omit<EconomicEvent, 'time'> {
  time: Date;
}

export const EVENT_COLUMNS = `id, time, flag, currency, event, impact, previous, forecast, actual, consensus,
  is_tentative, is_preliminary, is_report, is_speech`;

export function presentEvent(row: EventRow): EconomicEvent {
  return { ...row, time: row.time.toISOString() };
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
    where.push(`time >= $${params.length}`);
  }
  if (range.to) {
    params.push(range.to);
    where.push(`time < $${params.length}`);
  }
  const query = range.query.trim();
  if (query) {
    params.push(likePattern(query));
    const like = params.length;
    params.push(query.toUpperCase());
    where.push(`(event ILIKE $${like} OR currency = $${params.length})`);
  }
  const res = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM economic_events
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY time, id`,
    params,
  );
  return res.rows.map(presentEvent);
}

export async function findEvent(q: Queryable, id: number): Promise<EconomicEvent | null> {
  const res = await q.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM economic_events WHERE id = $1`,
    [id],
  );
  const row = res.rows[0];
  return row ? presentEvent(row) : null;
}

/**
 * Inserts the events, or updates the one with the same time, currency and name (so importing
 * a corrected week replaces it). Answers the events as stored.
 */
export async function upsertEvents(
  q: Queryable,
  events: EconomicEventInput[],
): Promise<EconomicEvent[]> {
  const stored: EconomicEvent[] = [];
  for (const e of events) {
    const res = await q.query<EventRow>(
      `INSERT INTO economic_events (time, flag, currency, event, impact, previous, forecast,
         actual, consensus, is_tentative, is_preliminary, is_report, is_speech)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (time, currency, event) DO UPDATE SET
         flag = EXCLUDED.flag, impact = EXCLUDED.impact, previous = EXCLUDED.previous,
         forecast = EXCLUDED.forecast, actual = EXCLUDED.actual, consensus = EXCLUDED.consensus,
         is_tentative = EXCLUDED.is_tentative, is_preliminary = EXCLUDED.is_preliminary,
         is_report = EXCLUDED.is_report, is_speech = EXCLUDED.is_speech, updated_at = now()
       RETURNING ${EVENT_COLUMNS}`,
      [
        new Date(e.time),
        e.flag,
        e.currency,
        e.event,
        e.impact,
        e.previous,
        e.forecast,
        e.actual,
        e.consensus,
        e.is_tentative,
        e.is_preliminary,
        e.is_report,
        e.is_speech,
      ],
    );
    const row = res.rows[0];
    if (row) stored.push(presentEvent(row));
  }
  return stored;
}

/** Sets an event's actual value; answers the updated event, or null when there is none. */
export async function setActual(
  q: Queryable,
  id: number,
  actual: string,
): Promise<EconomicEvent | null> {
  const res = await q.query<EventRow>(
    `UPDATE economic_events SET actual = $2, updated_at = now() WHERE id = $1
     RETURNING ${EVENT_COLUMNS}`,
    [id, actual],
  );
  const row = res.rows[0];
  return row ? presentEvent(row) : null;
}

export async function countEvents(q: Queryable): Promise<number> {
  const res = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM economic_events');
  return res.rows[0]?.n ?? 0;
}
