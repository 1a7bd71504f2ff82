/**
 * A partner's usage (docs/embedding.md, "What usage counts"): each keyed public call that loads a
 * widget's data adds one to its key's row for this hour, page origin and widget — counts only, no
 * user, no address (docs/decisions/0321-partner-usage-and-referrals.md). Calls without a key
 * (our own pages, signed-in users) are never counted.
 */
import type { PartnerUsageRow } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { normalizeOrigin } from './origins';

/**
 * The calls that load a widget, by route: the list each widget fetches when it renders (and when
 * its filters change). Details a widget opens later (one signal, the statistics) are not loads.
 * `<savdo-todays-events>` reads the same calendar list and counts as the calendar.
 */
const LOAD_ROUTES: readonly (readonly [suffix: string, widget: string])[] = [
  ['/economic_calendar', 'economic-calendar'],
  ['/signal/all', 'signals'],
];

/** The widget a route loads, or null when the call is not a load. */
export function widgetOfRoute(route: string): string | null {
  const path = route.split('?')[0] ?? '';
  return LOAD_ROUTES.find(([suffix]) => path.endsWith(suffix))?.[1] ?? null;
}

/** Adds one to this hour's count of the key, origin and widget (one upsert, no read). */
export async function countKeyedCall(
  q: Queryable,
  keyId: number,
  origin: string,
  route: string,
): Promise<void> {
  const widget = widgetOfRoute(route);
  const page = normalizeOrigin(origin);
  if (!widget || !page) return;
  await q.query(
    `INSERT INTO partner_usage_hourly (key_id, hour, origin, widget, count)
     VALUES ($1, date_trunc('hour', now()), $2, $3, 1)
     ON CONFLICT (key_id, hour, origin, widget)
     DO UPDATE SET count = partner_usage_hourly.count + 1`,
    [keyId, page, widget],
  );
}

/** Loads per UTC day, key, origin and widget over the last `days` days, of one partner's keys. */
export async function usageOfPartner(
  q: Queryable,
  partnerId: number,
  days: number,
): Promise<PartnerUsageRow[]> {
  const res = await q.query<{
    day: string;
    key_id: number | string;
    origin: string;
    widget: string;
    count: number | string;
  }>(
    `SELECT to_char(date_trunc('day', u.hour AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
            u.key_id, u.origin, u.widget, sum(u.count) AS count
     FROM partner_usage_hourly u JOIN partner_keys k ON k.id = u.key_id
     WHERE k.owner_id = $1 AND u.hour >= date_trunc('day', now()) - make_interval(days => $2)
     GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    [partnerId, days - 1],
  );
  return res.rows.map((row) => ({
    day: row.day,
    key_id: Number(row.key_id),
    origin: row.origin,
    widget: row.widget,
    count: Number(row.count),
  }));
}
