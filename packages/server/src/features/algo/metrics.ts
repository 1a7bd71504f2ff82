/**
 * Trading metrics of an expert advisor's account (decision 0180), computed from
 * closed trades only: balance, growth and drawdown curve, total and monthly gain (time-weighted,
 * as Myfxbook), maximum drawdown, profit factor, win rate, average win and loss, expectancy,
 * streaks, best and worst trade, and profit by day, week, month, year and all time.
 *
 * Pure: no database, no clock. Refused trades (validateTrade) and repeated tickets are left out
 * and counted in `ignored`; every figure is defined for any input, with no NaN.
 */
import type { AlgoMetricsReport } from './metrics-report';
import { MetricsAccumulator } from './metrics-accumulator';
import { prepareBalanceOperations, prepareTrades } from './prepare-trades';
import type { BalanceOperation, ClosedTrade } from './trade';

export type {
  AlgoMetricsReport,
  CurvePoint,
  MonthlyGain,
  PeriodProfit,
  ProfitStatsPeriod,
  TradeRef,
} from './metrics-report';
export type { BalanceOperation, ClosedTrade, InputProblem } from './trade';
export { validateBalanceOperation, validateTrade } from './trade';
export { MetricsAccumulator } from './metrics-accumulator';
export { PROFIT_STATS_PERIODS, profitByPeriod } from './period-profit';

export interface MetricsInput {
  trades: readonly ClosedTrade[];
  /** The account's first balance; finite and zero or more, or a RangeError. */
  initialDeposit: number;
  /** Later deposits (amount > 0) and withdrawals (amount < 0). */
  balanceOperations?: readonly BalanceOperation[];
}

/**
 * Everything at once. Trades are sorted by close time then ticket (unless they already are);
 * a balance operation at the same instant as a trade's close is applied before the trade.
 */
export function computeMetrics(input: MetricsInput): AlgoMetricsReport {
  const accumulator = new MetricsAccumulator(input.initialDeposit);
  const prepared = prepareTrades(input.trades);
  const { operations, invalid } = prepareBalanceOperations(input.balanceOperations ?? []);
  let next = 0;
  const applyOperationsUpTo = (time: number): void => {
    for (let op = operations[next]; op && op.time <= time; op = operations[++next])
      accumulator.addBalanceOperation(op);
  };
  for (const trade of prepared.trades) {
    applyOperationsUpTo(trade.closeTime);
    accumulator.addTrade(trade);
  }
  applyOperationsUpTo(Number.POSITIVE_INFINITY);
  const report = accumulator.result();
  report.ignored.invalidTrades += prepared.invalid;
  report.ignored.duplicateTrades += prepared.duplicates;
  report.ignored.invalidBalanceOperations += invalid;
  return report;
}
