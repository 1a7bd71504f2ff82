/**
 * Performance over the last 30 days: signals published, closed, won and lost, the win rate, the
 * average risk/reward of the closed ones, and one chart point per day with the cumulative profit
 * and loss counts. Days are Tashkent days (UTC+5, decision 15).
 */
import type { SignalPerformanceStats } from '@savdo/contract';
import { SIGNAL_PERFORMANCE_PERIOD_DAYS, TIME_ZONES } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { signalsForPerformance } from './repository';
import { riskRewardRatio } from './present-signal';

const DAY_MS = 24 * 60 * 60_000;
const TASHKENT_OFFSET_MS =
  (TIME_ZONES.find((z) => z.id === 'tashkent')?.offsetMinutes ?? 300) * 60_000;

/** YYYY-MM-DD of the Tashkent day an instant falls on. */
export function tashkentDay(at: Date): string {
  return new Date(at.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

export async function signalPerformance(
  q: Queryable,
  now: Date = new Date(),
  periodDays: number = SIGNAL_PERFORMANCE_PERIOD_DAYS,
): Promise<SignalPerformanceStats> {
  // The period is the last `periodDays` Tashkent days, today included.
  const todayStart = Date.parse(`${tashkentDay(now)}T00:00:00Z`) - TASHKENT_OFFSET_MS;
  const since = new Date(todayStart - (periodDays - 1) * DAY_MS);
  const { created, closed } = await signalsForPerformance(q, since);

  const profitByDay = new Map<string, number>();
  const lossByDay = new Map<string, number>();
  let profit = 0;
  let loss = 0;
  let rrSum = 0;
  let rrCount = 0;
  for (const row of closed) {
    if (!row.closed_at) continue;
    const day = tashkentDay(row.closed_at);
    const byDay = row.result === 'profit' ? profitByDay : lossByDay;
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
    if (row.result === 'profit') profit += 1;
    else loss += 1;
    const rr = riskRewardRatio(row);
    if (rr !== null) {
      rrSum += rr;
      rrCount += 1;
    }
  }

  const daily: SignalPerformanceStats['daily'] = [];
  let runningProfit = 0;
  let runningLoss = 0;
  for (let i = 0; i < periodDays; i++) {
    const date = tashkentDay(new Date(since.getTime() + i * DAY_MS));
    runningProfit += profitByDay.get(date) ?? 0;
    runningLoss += lossByDay.get(date) ?? 0;
    daily.push({ date, profit: runningProfit, loss: runningLoss });
  }

  const closedCount = profit + loss;
  return {
    period_days: periodDays,
    total_signals: created,
    closed_signals: closedCount,
    profit_count: profit,
    loss_count: loss,
    win_rate: closedCount === 0 ? 0 : Math.round((profit / closedCount) * 1000) / 10,
    average_risk_reward: rrCount === 0 ? 0 : Math.round((rrSum / rrCount) * 100) / 100,
    daily,
  };
}
