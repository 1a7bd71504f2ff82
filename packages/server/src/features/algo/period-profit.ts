/**
 * Profit of closed trades by UTC day, week, month, year, and over all time (decision 0180),
 * built in the same pass as the other metrics. Only periods with trades are listed: the chart
 * spaces its bars by date.
 */
import type { PeriodProfit, ProfitStatsPeriod } from './metrics-report';
import { prepareTrades } from './prepare-trades';
import type { ClosedTrade } from './trade';
import { CALENDAR_PERIODS, PeriodCursor, utcDate } from './utc-periods';

export const PROFIT_STATS_PERIODS = [
  ...CALENDAR_PERIODS,
  'all',
] as const satisfies readonly ProfitStatsPeriod[];

/** Buckets for one period; trades must arrive in close-time order. */
export class PeriodProfitBuckets {
  readonly buckets: PeriodProfit[] = [];
  private readonly cursor: PeriodCursor | null;

  constructor(readonly period: ProfitStatsPeriod) {
    this.cursor = period === 'all' ? null : new PeriodCursor(period);
  }

  add(closeTime: number, profit: number): void {
    let bucket = this.buckets.at(-1);
    const opens = this.cursor ? this.cursor.moveTo(closeTime) : bucket === undefined;
    if (opens || bucket === undefined) {
      bucket = {
        periodStart: utcDate(this.cursor ? this.cursor.start : closeTime),
        profit: 0,
        trades: 0,
      };
      this.buckets.push(bucket);
    }
    bucket.profit += profit;
    bucket.trades += 1;
  }
}

/** The profit stats of one period alone, for the endpoint that shows only them. */
export function profitByPeriod(
  trades: readonly ClosedTrade[],
  period: ProfitStatsPeriod,
): PeriodProfit[] {
  const buckets = new PeriodProfitBuckets(period);
  for (const trade of prepareTrades(trades).trades) buckets.add(trade.closeTime, trade.profit);
  return buckets.buckets;
}
