/**
 * The back office's calendar list and edit. Days are Tashkent days (UTC+5 all year, decision
 * 15); sort names map to columns here, never from the request.
 */
import type { AdminCalendarPatch, AdminCalendarQuery, EconomicEvent } from '@savdo/contract';
import { sqlState, UNIQUE_VIOLATION, type Queryable } from '../../db/adapter';
import { ConflictError } from '../../domain-errors';
import { pageWindow, sortClause } from '../../db/admin-list-sql';
import { NOW, updateRow } from '../../db/rows';
import { relinkSeries } from './series-link';
import { EVENT_COLUMNS, presentEvent, type EventRow } from './repository';
import { UnknownEventError } from './service';

const SORTS = {
  time: 'time',
  // high, medium, low read as 3, 2, 1 so "desc" puts the high-impact events first
  impact: "CASE impact WHEN 'high' THEN 3 WHEN 'medium' THEN 2 ELSE 1 END",
  currency: 'currency',
  id: 'id',
} as const satisfies Record<NonNullable<AdminCalendarQuery['sort']>, string>;

const DAY_MS = 86_400_000;
const tashkentMidnight = (day: string) => new Date(`${day}T00:00:00+05:00`);

export async function listAdminEvents(q: Queryable, query: AdminCalendarQuery) {
  const search = query.search?.trim() ? `%${query.search.trim()}%` : null;
  const where = `($1::text IS NULL OR event ILIKE $1)
    AND ($2::timestamptz IS NULL OR time >= $2)
    AND ($3::timestamptz IS NULL OR time < $3)
    AND ($4::text IS NULL OR currency = $4)
    AND ($5::text IS NULL OR lower(flag) = lower($5))
    AND ($6::text IS NULL OR impact = $6)`;
  const params = [
    search,
    query.from ? tashkentMidnight(query.from) : null,
    query.to ? new Date(tashkentMidnight(query.to).getTime() + DAY_MS) : null,
    query.currency ?? null,
    query.country ?? null,
    query.impact ?? null,
  ];
  const { page, limit, offset } = pageWindow(query);
  const order = sortClause(SORTS, query.sort ?? 'time', query.order ?? 'asc', 'id');
  const [rows, count] = await Promise.all([
    q.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM economic_events WHERE ${where}
       ORDER BY ${order} LIMIT $7 OFFSET $8`,
      [...params, limit, offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM economic_events WHERE ${where}`, params),
  ]);
  return { data: rows.rows.map(presentEvent), total: count.rows[0]?.n ?? 0, page, limit };
}

export const SAME_EVENT_EXISTS = 'Another event has the same time, currency and name';

/** Writes the given fields; a missing event is not found, a clash with another one a conflict. */
export async function patchEvent(
  q: Queryable,
  id: number,
  patch: AdminCalendarPatch,
): Promise<EconomicEvent> {
  const row = await updateRow<EventRow & { updated_at: Date }>(
    q,
    'economic_events',
    { id },
    {
      time: patch.time === undefined ? undefined : new Date(patch.time),
      flag: patch.flag,
      currency: patch.currency,
      event: patch.event,
      impact: patch.impact,
      previous: patch.previous,
      forecast: patch.forecast,
      consensus: patch.consensus,
      is_tentative: patch.is_tentative,
      is_preliminary: patch.is_preliminary,
      is_report: patch.is_report,
      is_speech: patch.is_speech,
      updated_at: NOW,
    },
  ).catch((error: unknown) => {
    // The calendar keeps one event per time, currency and name (its import key).
    if (sqlState(error) === UNIQUE_VIOLATION) throw new ConflictError(SAME_EVENT_EXISTS);
    throw error;
  });
  if (!row) throw new UnknownEventError(id);
  // A new currency or name is another figure's release (docs/decisions/0311-economic-event-series.md).
  if (patch.currency !== undefined || patch.event !== undefined) await relinkSeries(q, id);
  return presentEvent(row);
}
