/**
 * The metrics of stored trades (metrics.ts, decision 0180) in the contract's shapes: the card's
 * figures and sparkline, the details' curve and monthly returns, an expert advisor's profit by
 * period. Nothing here computes a figure itself; it maps and downsamples.
 */
import type {
  AlgoMetrics,
  AlgoTrade,
  EquityPoint,
  MonthlyReturn,
  ProfitPeriod,
  ProfitStat,
} from '@savdo/contract';
import { computeMetrics, type AlgoMetricsReport, type ClosedTrade } from './metrics';
import type { TradeRow } from './repository';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** Closed trades as the metrics take them; the row id stands in for the ticket (unique, numeric). */
export function closedTrades(rows: readonly TradeRow[]): ClosedTrade[] {
  const out: ClosedTrade[] = [];
  for (const r of rows) {
    if (!r.close_time || r.close_price === null) continue;
    out.push({
      ticket: r.id,
      symbol: r.symbol,
      side: r.side,
      volume: r.volume,
      openTime: r.open_time.getTime(),
      closeTime: r.close_time.getTime(),
      openPrice: r.open_price,
      closePrice: r.close_price,
      profit: r.profit,
    });
  }
  return out;
}

export function reportOf(rows: readonly TradeRow[], initialDeposit: number): AlgoMetricsReport {
  return computeMetrics({ trades: closedTrades(rows), initialDeposit });
}

/** The floating profit of open trades, which equity adds to the balance. */
function floating(rows: readonly TradeRow[]): number {
  return rows.reduce((sum, r) => (r.close_time ? sum : sum + r.profit), 0);
}

export function metricsOf(report: AlgoMetricsReport, rows: readonly TradeRow[]): AlgoMetrics {
  const months = Math.max(report.monthly.length, 1);
  const monthly = report.monthly.reduce((sum, m) => sum + m.gainPercent, 0) / months;
  return {
    initial_deposit: report.initialDeposit,
    balance: report.balance,
    equity: report.balance + floating(rows),
    profit: report.netProfit,
    gain_percent: report.totalGainPercent,
    monthly_gain_percent: report.monthly.length ? monthly : 0,
    max_drawdown: report.maxDrawdown,
    max_drawdown_percent: report.maxDrawdownPercent,
    profit_factor: report.profitFactor,
    win_rate: report.winRate ?? 0,
    average_win: report.averageWin,
    average_loss: report.averageLoss,
    expectancy: report.expectancy,
    trades: report.trades,
    longest_win_streak: report.longestWinStreak,
    longest_loss_streak: report.longestLossStreak,
    best_trade: report.bestTrade?.profit ?? null,
    worst_trade: report.worstTrade?.profit ?? null,
    first_trade_at: iso(report.firstTradeTime),
    last_trade_at: iso(report.lastTradeTime),
  };
}

/** Every n-th item so at most `max` remain, always keeping the last. */
export function downsample<T>(items: readonly T[], max: number): T[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  const out: T[] = [];
  for (let i = 0; i < max - 1; i++) out.push(items[Math.floor(i * step)] as T);
  out.push(items[items.length - 1] as T);
  return out;
}

export const CURVE_POINTS = 300;
export const SPARKLINE_POINTS = 20;

export function equityCurve(report: AlgoMetricsReport): EquityPoint[] {
  return downsample(report.curve, CURVE_POINTS).map((p) => ({
    time: new Date(p.time).toISOString(),
    balance: p.balance,
    equity: p.equity,
    drawdown_percent: p.drawdownPercent,
  }));
}

export function sparkline(report: AlgoMetricsReport): number[] {
  const balances = [report.initialDeposit, ...report.curve.map((p) => p.balance)];
  return downsample(balances, SPARKLINE_POINTS);
}

export function monthlyReturns(report: AlgoMetricsReport): MonthlyReturn[] {
  return report.monthly.map((m) => ({
    month: m.month,
    gain_percent: m.gainPercent,
    profit: m.profit,
    trades: m.trades,
  }));
}

/** Profit by period; gain is the period's profit over the balance at its start. */
export function profitStats(report: AlgoMetricsReport, period: ProfitPeriod): ProfitStat[] {
  let balance = report.initialDeposit;
  return report.profitStats[period].map((p) => {
    const gain = balance > 0 ? (p.profit / balance) * 100 : 0;
    balance += p.profit;
    return {
      period_start: p.periodStart,
      profit: p.profit,
      trades: p.trades,
      gain_percent: gain,
    };
  });
}

export function presentTrade(r: TradeRow): AlgoTrade {
  return {
    id: r.id,
    ticket: r.ticket,
    symbol: r.symbol,
    type: r.side,
    volume: r.volume,
    open_price: r.open_price,
    close_price: r.close_price,
    open_time: r.open_time.toISOString(),
    close_time: r.close_time ? r.close_time.toISOString() : null,
    profit: r.profit,
  };
}
