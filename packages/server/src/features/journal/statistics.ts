/**
 * Journal statistics as a pure function of the entries (decision 0201 defines each figure).
 * Outcome counts and streaks follow the `win` flag (the trader's "profitable" mark, which the
 * service keeps consistent with the P&L sign); money figures follow `pnl`. A figure that needs
 * trades of a kind it does not have is null, so nothing is ever NaN or Infinity.
 */
import type { JournalCurvePoint, JournalDay, JournalStats } from '@savdo/contract';

export interface StatsEntry {
  id: number;
  /** YYYY-MM-DD */
  trade_date: string;
  pnl: number;
  risk: number;
  win: boolean;
}

/** Cents for money, so sums of cents never show float noise (0.1 + 0.2). */
const money = (value: number) => Math.round(value * 100) / 100;
/** Ratios and percents to 4 decimals. */
const ratio = (value: number) => Math.round(value * 10_000) / 10_000;
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
const mean = (values: number[]) => (values.length ? sum(values) / values.length : null);
const orNull = <T>(value: T | null, f: (v: T) => number) => (value === null ? null : f(value));

/** Oldest trade first; entries of one day in the order they were written. */
export function tradeOrder(entries: readonly StatsEntry[]): StatsEntry[] {
  return [...entries].sort((a, b) =>
    a.trade_date === b.trade_date ? a.id - b.id : a.trade_date < b.trade_date ? -1 : 1,
  );
}

function streaks(ordered: readonly StatsEntry[]) {
  let longestWin = 0;
  let longestLoss = 0;
  let current = 0;
  for (const entry of ordered) {
    if (entry.win) current = current > 0 ? current + 1 : 1;
    else current = current < 0 ? current - 1 : -1;
    longestWin = Math.max(longestWin, current);
    longestLoss = Math.max(longestLoss, -current);
  }
  return { longestWin, longestLoss, current };
}

function curveOf(ordered: readonly StatsEntry[]): JournalCurvePoint[] {
  let running = 0;
  return ordered.map((entry) => {
    running += entry.pnl;
    return {
      entry_id: entry.id,
      date: entry.trade_date,
      pnl: money(entry.pnl),
      cumulative_pnl: money(running),
    };
  });
}

function dailyOf(ordered: readonly StatsEntry[]): JournalDay[] {
  const days = new Map<string, JournalDay>();
  for (const entry of ordered) {
    const day = days.get(entry.trade_date) ?? { date: entry.trade_date, pnl: 0, trades: 0 };
    day.pnl += entry.pnl;
    day.trades += 1;
    days.set(entry.trade_date, day);
  }
  return [...days.values()].map((day) => ({ ...day, pnl: money(day.pnl) }));
}

export function journalStatistics(entries: readonly StatsEntry[]): JournalStats {
  const ordered = tradeOrder(entries);
  const n = ordered.length;
  const winners = ordered.filter((e) => e.win);
  const losers = ordered.filter((e) => !e.win);
  const pnls = ordered.map((e) => e.pnl);
  const grossProfit = sum(pnls.filter((p) => p > 0));
  const grossLoss = -sum(pnls.filter((p) => p < 0));
  const averageWin = mean(winners.map((e) => e.pnl));
  const averageLoss = mean(losers.map((e) => e.pnl));
  const expectancy =
    n === 0
      ? null
      : (winners.length / n) * (averageWin ?? 0) + (losers.length / n) * (averageLoss ?? 0);
  const rs = ordered.filter((e) => e.risk > 0).map((e) => e.pnl / e.risk);
  const positive = pnls.filter((p) => p > 0);
  const negative = pnls.filter((p) => p < 0);
  const { longestWin, longestLoss, current } = streaks(ordered);
  return {
    trades: n,
    wins: winners.length,
    losses: losers.length,
    win_rate: n === 0 ? null : ratio((winners.length / n) * 100),
    total_pnl: money(sum(pnls)),
    average_pnl: orNull(mean(pnls), money),
    average_win: orNull(averageWin, money),
    average_loss: orNull(averageLoss, money),
    profit_factor: grossLoss > 0 ? ratio(grossProfit / grossLoss) : null,
    expectancy: orNull(expectancy, money),
    average_r: orNull(mean(rs), ratio),
    largest_win: positive.length ? money(Math.max(...positive)) : null,
    largest_loss: negative.length ? money(Math.min(...negative)) : null,
    longest_win_streak: longestWin,
    longest_loss_streak: longestLoss,
    current_streak: current,
    curve: curveOf(ordered),
    daily: dailyOf(ordered),
  };
}
