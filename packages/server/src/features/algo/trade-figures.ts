/**
 * Verified figures (metrics, equity report, sparkline) from an account's stored trades, a bot's
 * signal account or a trader's expert advisor, computed once per change of those trades. Every
 * market page and every My Expert Advisor call read the whole trade history and recomputed it
 * (tens of milliseconds for four demo bots, growing with each trade); now one aggregate says
 * whether anything changed: the trades' count and their latest `updated_at` (an insert or a
 * close changes one of them). Kept per database handle, so two databases in one process (the
 * tests) never share figures.
 */
import type { AlgoMetrics } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { AlgoMetricsReport } from './metrics';
import { metricsOf, reportOf, sparkline } from './metrics-view';
import { listTrades, ownerColumn, type TradeOwner } from './repository';

export interface TradeFigures {
  report: AlgoMetricsReport;
  metrics: AlgoMetrics;
  sparkline: number[];
}

interface Cached extends TradeFigures {
  signature: string;
}

const caches = new WeakMap<Queryable, Map<string, Cached>>();

async function tradesSignature(q: Queryable, owner: TradeOwner): Promise<string> {
  const { column, id } = ownerColumn(owner);
  // As text: the database's microseconds, which a Date would round to milliseconds.
  const { rows } = await q.query<{ n: number; latest: string | null }>(
    `SELECT count(*)::int AS n, max(updated_at)::text AS latest FROM algo_trades
     WHERE ${column} = $1`,
    [id],
  );
  return `${rows[0]?.n ?? 0}|${rows[0]?.latest ?? ''}`;
}

/** The figures of `owner`'s trades on an account that started with `deposit`. */
export async function tradeFigures(
  q: Queryable,
  owner: TradeOwner,
  deposit: number,
): Promise<TradeFigures> {
  let cache = caches.get(q);
  if (!cache) caches.set(q, (cache = new Map()));
  const { column, id } = ownerColumn(owner);
  const key = `${column}:${id}`;
  const signature = `${await tradesSignature(q, owner)}|${deposit}`;
  const cached = cache.get(key);
  if (cached?.signature === signature) return cached;
  const rows = await listTrades(q, owner);
  const report = reportOf(rows, deposit);
  const figures: Cached = {
    signature,
    report,
    metrics: metricsOf(report, rows),
    sparkline: sparkline(report),
  };
  cache.set(key, figures);
  return figures;
}
