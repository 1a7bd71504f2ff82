/**
 * A bot's verified figures (metrics, equity report, sparkline) from its signal account's trades,
 * computed once per change of those trades. Every market page asked for every bot's whole trade
 * history and recomputed it (tens of milliseconds for four demo bots, growing with each trade);
 * now one aggregate per bot says whether anything changed: the trades' count and their latest
 * `updated_at` (an insert or a close changes one of them). Kept per database handle, so two
 * databases in one process (the tests) never share figures.
 */
import type { AlgoMetrics } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { AlgoMetricsReport } from './metrics';
import { metricsOf, reportOf, sparkline } from './metrics-view';
import { listTrades, type BotRow } from './repository';

export interface BotFigures {
  report: AlgoMetricsReport;
  metrics: AlgoMetrics;
  sparkline: number[];
}

interface Cached extends BotFigures {
  signature: string;
}

const caches = new WeakMap<Queryable, Map<number, Cached>>();

async function tradesSignature(q: Queryable, bot: BotRow): Promise<string> {
  // As text: the database's microseconds, which a Date would round to milliseconds.
  const { rows } = await q.query<{ n: number; latest: string | null }>(
    'SELECT count(*)::int AS n, max(updated_at)::text AS latest FROM algo_trades WHERE bot_id = $1',
    [bot.id],
  );
  return `${rows[0]?.n ?? 0}|${rows[0]?.latest ?? ''}|${bot.signal_deposit}`;
}

export async function botFigures(q: Queryable, bot: BotRow): Promise<BotFigures> {
  let cache = caches.get(q);
  if (!cache) caches.set(q, (cache = new Map()));
  const signature = await tradesSignature(q, bot);
  const cached = cache.get(bot.id);
  if (cached?.signature === signature) return cached;
  const rows = await listTrades(q, { bot: bot.id });
  const report = reportOf(rows, bot.signal_deposit);
  const figures: Cached = {
    signature,
    report,
    metrics: metricsOf(report, rows),
    sparkline: sparkline(report),
  };
  cache.set(bot.id, figures);
  return figures;
}
