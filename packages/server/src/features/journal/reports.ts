/**
 * The journal's reports (docs/decisions/0318-journal-tags-and-reports.md): the filtered trades
 * grouped by setup tag, mistake tag, weekday, hour of entry and symbol, in one SQL statement, so
 * 10,000 trades are summed by the database (numeric sums: exact cents) instead of sent over.
 * Win rate follows the profitable flag and average R the trades with a risk, as the statistics
 * do (docs/decisions/0201-journal-statistics.md). Weekday and hour are the trader's own clock:
 * the entry time shifted by utc_offset; a trade without an entry time counts on its trade
 * date's weekday and is left out of the hour report.
 */
import {
  JOURNAL_REPORT_KINDS,
  type JournalReportKind,
  type JournalReportRow,
  type JournalReports,
  type JournalReportsQuery,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { whereOf } from './repository';

interface GroupRow {
  kind: JournalReportKind;
  key: string;
  trades: string | number;
  wins: string | number;
  net: string | number;
  avg_r: string | number | null;
  gross_profit: string | number | null;
  gross_loss: string | number | null;
}

const ratio = (value: number) => Math.round(value * 10_000) / 10_000;

function rowOf(g: GroupRow): JournalReportRow {
  const trades = Number(g.trades);
  const wins = Number(g.wins);
  const loss = g.gross_loss === null ? 0 : Number(g.gross_loss);
  return {
    key: g.key,
    trades,
    wins,
    win_rate: ratio((wins / trades) * 100),
    net_pnl: Number(g.net),
    average_r: g.avg_r === null ? null : ratio(Number(g.avg_r)),
    profit_factor: loss > 0 ? ratio(Number(g.gross_profit ?? 0) / loss) : null,
  };
}

const FIGURES = `count(*) AS trades, count(*) FILTER (WHERE win) AS wins, sum(pnl) AS net,
  avg(pnl / risk) FILTER (WHERE risk > 0) AS avg_r,
  sum(pnl) FILTER (WHERE pnl > 0) AS gross_profit, -sum(pnl) FILTER (WHERE pnl < 0) AS gross_loss`;

export async function journalReports(
  q: Queryable,
  userId: number,
  query: JournalReportsQuery,
): Promise<JournalReports> {
  const { utc_offset: offset = 0, ...filters } = query;
  const where = whereOf(userId, filters);
  const params = [...where.params, offset];
  const local = `((entry_time AT TIME ZONE 'UTC') + make_interval(mins => $${params.length}::int))`;
  const res = await q.query<GroupRow>(
    `WITH t AS (
       SELECT pnl, risk, win, symbol, setup_tags, mistake_tags, trade_date, entry_time
       FROM journal_entries WHERE ${where.sql}
     )
     SELECT 'setup' AS kind, key, ${FIGURES}
       FROM (SELECT unnest(setup_tags) AS key, pnl, risk, win FROM t) s GROUP BY key
     UNION ALL
     SELECT 'mistake', key, ${FIGURES}
       FROM (SELECT unnest(mistake_tags) AS key, pnl, risk, win FROM t) m GROUP BY key
     UNION ALL
     SELECT 'weekday', key, ${FIGURES}
       FROM (SELECT extract(isodow FROM COALESCE(${local}, trade_date::timestamp))::int::text AS key,
             pnl, risk, win FROM t) w GROUP BY key
     UNION ALL
     SELECT 'hour', key, ${FIGURES}
       FROM (SELECT extract(hour FROM ${local})::int::text AS key, pnl, risk, win
             FROM t WHERE entry_time IS NOT NULL) h GROUP BY key
     UNION ALL
     SELECT 'symbol', symbol, ${FIGURES} FROM t GROUP BY symbol`,
    params,
  );
  const out = Object.fromEntries(JOURNAL_REPORT_KINDS.map((k) => [k, []])) as unknown as Record<
    JournalReportKind,
    JournalReportRow[]
  >;
  for (const g of res.rows) out[g.kind].push(rowOf(g));
  // Tags and symbols: most traded first; weekdays and hours in their own order.
  for (const kind of ['setup', 'mistake', 'symbol'] as const)
    out[kind].sort((a, b) => b.trades - a.trades || a.key.localeCompare(b.key));
  for (const kind of ['weekday', 'hour'] as const)
    out[kind].sort((a, b) => Number(a.key) - Number(b.key));
  return out;
}

/** The user's own tags of each kind, most used first (the form's suggestions). */
export async function journalTags(
  q: Queryable,
  userId: number,
): Promise<{ setup: string[]; mistake: string[] }> {
  const res = await q.query<{ kind: 'setup' | 'mistake'; tag: string }>(
    `SELECT kind, tag FROM (
       SELECT 'setup' AS kind, unnest(setup_tags) AS tag FROM journal_entries WHERE user_id = $1
       UNION ALL
       SELECT 'mistake', unnest(mistake_tags) FROM journal_entries WHERE user_id = $1
     ) x GROUP BY kind, tag ORDER BY count(*) DESC, tag LIMIT 400`,
    [userId],
  );
  const out = { setup: [] as string[], mistake: [] as string[] };
  for (const row of res.rows) out[row.kind].push(row.tag);
  return out;
}
