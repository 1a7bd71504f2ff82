/**
 * The figures the metrics compute (decision 0180). Money is in the account currency and
 * unrounded; percentages are 0-100 numbers (12.5 means 12.5 %). A ratio whose denominator is
 * zero is null, never NaN or Infinity, so every report is plain JSON.
 */
import type { CalendarPeriod } from './utc-periods';

/** One point of the balance / growth / drawdown curve: after a closed trade or a balance operation. */
export interface CurvePoint {
  time: number;
  kind: 'trade' | 'deposit' | 'withdrawal';
  /** The trade's ticket; null for a balance operation. */
  ticket: number | null;
  balance: number;
  /**
   * From closed trades only, equity equals balance at each point; the feature adds open trades'
   * floating profit to the latest point when it has them.
   */
  equity: number;
  /** Time-weighted gain from the start up to this point. */
  growthPercent: number;
  /** Money below the running balance peak (the peak moves with deposits and withdrawals). */
  drawdown: number;
  /** Percent below the running peak of the growth index. */
  drawdownPercent: number;
}

/** A calendar month (UTC) from the first event to the last; months without trades read 0. */
export interface MonthlyGain {
  /** YYYY-MM */
  month: string;
  /** Time-weighted gain within the month. */
  gainPercent: number;
  profit: number;
  trades: number;
}

/** Net profit of the trades closed in one period. */
export interface PeriodProfit {
  /** YYYY-MM-DD the period starts on (for 'all': the first trade's day). */
  periodStart: string;
  profit: number;
  trades: number;
}

export type ProfitStatsPeriod = CalendarPeriod | 'all';

export interface TradeRef {
  ticket: number;
  profit: number;
  closeTime: number;
}

export interface AlgoMetricsReport {
  initialDeposit: number;
  /** Sum of deposits after the initial one. */
  deposits: number;
  /** Sum of withdrawals, as a positive number. */
  withdrawals: number;
  balance: number;
  netProfit: number;
  grossProfit: number;
  /** Sum of the losing trades, zero or negative (as the MT4/MT5 report shows it). */
  grossLoss: number;
  /** Time-weighted over balance operations (Myfxbook's "Gain"). */
  totalGainPercent: number;
  /** netProfit / (initialDeposit + deposits) (Myfxbook's "Abs. gain"); 0 without capital. */
  absoluteGainPercent: number;
  maxDrawdown: number;
  maxDrawdownPercent: number;
  /** grossProfit / |grossLoss|; null when there is no loss (see profitFactorInfinite). */
  profitFactor: number | null;
  /** True when there are wins and no losses: the factor is infinite, which JSON cannot carry. */
  profitFactorInfinite: boolean;
  trades: number;
  wins: number;
  losses: number;
  /** profit exactly 0: neither a win nor a loss. */
  breakeven: number;
  winRate: number | null;
  averageWin: number | null;
  /** Negative, like grossLoss. */
  averageLoss: number | null;
  /** Net profit per trade: winRate x averageWin + lossRate x averageLoss. */
  expectancy: number | null;
  longestWinStreak: number;
  longestLossStreak: number;
  bestTrade: TradeRef | null;
  worstTrade: TradeRef | null;
  firstTradeTime: number | null;
  lastTradeTime: number | null;
  curve: CurvePoint[];
  monthly: MonthlyGain[];
  profitStats: Record<ProfitStatsPeriod, PeriodProfit[]>;
  /** What was left out: refused by validation, or a ticket seen before. */
  ignored: { invalidTrades: number; duplicateTrades: number; invalidBalanceOperations: number };
}
