/**
 * The one pass (decision 0180): closed trades and balance operations fed in time order, each in
 * O(1), so a caller can stream them from a database cursor. `result()` reads the figures at any
 * moment without changing the state.
 *
 * Growth is time-weighted: balance operations and month ends split the history into
 * sub-periods; a sub-period's factor is its end balance over its start balance, and the growth
 * index is the product of the factors. A start balance of zero or less has no return (factor
 * 1); a balance that falls to zero or below reads as factor 0 (the account is blown).
 */
import type { AlgoMetricsReport, CurvePoint, MonthlyGain, TradeRef } from './metrics-report';
import { PeriodProfitBuckets, PROFIT_STATS_PERIODS } from './period-profit';
import {
  validateBalanceOperation,
  validateTrade,
  type BalanceOperation,
  type ClosedTrade,
} from './trade';
import { PeriodCursor, utcDate } from './utc-periods';

export type FeedVerdict = 'counted' | 'invalid' | 'duplicate';

export class MetricsAccumulator {
  private balance: number;
  private peakBalance: number;
  private periodStartBalance: number;
  private indexAtPeriodStart = 1;
  private peakIndex = 1;
  private lastTime = Number.NEGATIVE_INFINITY;
  private readonly seen = new Set<number>();

  private deposits = 0;
  private withdrawals = 0;
  private grossProfit = 0;
  private grossLoss = 0;
  private wins = 0;
  private losses = 0;
  private breakeven = 0;
  private winStreak = 0;
  private lossStreak = 0;
  private longestWinStreak = 0;
  private longestLossStreak = 0;
  private maxDrawdown = 0;
  private maxDrawdownPercent = 0;
  private best: TradeRef | null = null;
  private worst: TradeRef | null = null;
  private firstTradeTime: number | null = null;
  private lastTradeTime: number | null = null;

  private readonly month = new PeriodCursor('month');
  private monthOpen = false;
  /** Product of the sub-periods already closed inside the current month. */
  private monthFactor = 1;
  private monthProfit = 0;
  private monthTrades = 0;
  private readonly monthly: MonthlyGain[] = [];

  private readonly curve: CurvePoint[] = [];
  private readonly periods = PROFIT_STATS_PERIODS.map((period) => new PeriodProfitBuckets(period));
  private readonly ignored = { invalidTrades: 0, duplicateTrades: 0, invalidBalanceOperations: 0 };

  constructor(readonly initialDeposit: number) {
    if (!Number.isFinite(initialDeposit) || initialDeposit < 0)
      throw new RangeError('initialDeposit must be a finite number, zero or more');
    this.balance = initialDeposit;
    this.peakBalance = initialDeposit;
    this.periodStartBalance = initialDeposit;
  }

  addTrade(trade: ClosedTrade): FeedVerdict {
    if (validateTrade(trade) !== null) {
      this.ignored.invalidTrades += 1;
      return 'invalid';
    }
    if (this.seen.has(trade.ticket)) {
      this.ignored.duplicateTrades += 1;
      return 'duplicate';
    }
    this.enter(trade.closeTime);
    this.seen.add(trade.ticket);
    const { profit, closeTime, ticket } = trade;

    this.balance += profit;
    this.monthProfit += profit;
    this.monthTrades += 1;
    if (profit > 0) {
      this.grossProfit += profit;
      this.wins += 1;
      this.winStreak += 1;
      this.lossStreak = 0;
      this.longestWinStreak = Math.max(this.longestWinStreak, this.winStreak);
    } else if (profit < 0) {
      this.grossLoss += profit;
      this.losses += 1;
      this.lossStreak += 1;
      this.winStreak = 0;
      this.longestLossStreak = Math.max(this.longestLossStreak, this.lossStreak);
    } else {
      // Breakeven is neither: it ends both streaks.
      this.breakeven += 1;
      this.winStreak = 0;
      this.lossStreak = 0;
    }
    if (this.best === null || profit > this.best.profit) this.best = { ticket, profit, closeTime };
    if (this.worst === null || profit < this.worst.profit)
      this.worst = { ticket, profit, closeTime };
    this.firstTradeTime ??= closeTime;
    this.lastTradeTime = closeTime;
    for (const buckets of this.periods) buckets.add(closeTime, profit);

    this.peakBalance = Math.max(this.peakBalance, this.balance);
    this.point(closeTime, 'trade', ticket, this.index());
    return 'counted';
  }

  addBalanceOperation(operation: BalanceOperation): FeedVerdict {
    if (validateBalanceOperation(operation) !== null) {
      this.ignored.invalidBalanceOperations += 1;
      return 'invalid';
    }
    this.enter(operation.time);
    this.closeSubPeriod();
    const { amount } = operation;
    this.balance += amount;
    // The peak moves with the cash, so a withdrawal is no drawdown and a deposit hides none.
    this.peakBalance += amount;
    this.periodStartBalance = this.balance;
    if (amount > 0) this.deposits += amount;
    else this.withdrawals -= amount;
    this.point(operation.time, amount > 0 ? 'deposit' : 'withdrawal', null, this.index());
    return 'counted';
  }

  result(): AlgoMetricsReport {
    const trades = this.wins + this.losses + this.breakeven;
    const netProfit = this.grossProfit + this.grossLoss;
    const capital = this.initialDeposit + this.deposits;
    const monthly = [...this.monthly];
    if (this.monthOpen) monthly.push(this.currentMonth());
    return {
      initialDeposit: this.initialDeposit,
      deposits: this.deposits,
      withdrawals: this.withdrawals,
      balance: this.balance,
      netProfit,
      grossProfit: this.grossProfit,
      grossLoss: this.grossLoss,
      totalGainPercent: (this.index() - 1) * 100,
      absoluteGainPercent: capital > 0 ? (netProfit / capital) * 100 : 0,
      maxDrawdown: this.maxDrawdown,
      maxDrawdownPercent: this.maxDrawdownPercent,
      profitFactor: this.losses > 0 ? this.grossProfit / -this.grossLoss : null,
      profitFactorInfinite: this.losses === 0 && this.wins > 0,
      trades,
      wins: this.wins,
      losses: this.losses,
      breakeven: this.breakeven,
      winRate: trades > 0 ? (this.wins / trades) * 100 : null,
      averageWin: this.wins > 0 ? this.grossProfit / this.wins : null,
      averageLoss: this.losses > 0 ? this.grossLoss / this.losses : null,
      expectancy: trades > 0 ? netProfit / trades : null,
      longestWinStreak: this.longestWinStreak,
      longestLossStreak: this.longestLossStreak,
      bestTrade: this.best && { ...this.best },
      worstTrade: this.worst && { ...this.worst },
      firstTradeTime: this.firstTradeTime,
      lastTradeTime: this.lastTradeTime,
      curve: [...this.curve],
      monthly,
      profitStats: Object.fromEntries(
        this.periods.map(({ period, buckets }) => [
          period,
          buckets.map((bucket) => ({ ...bucket })),
        ]),
      ) as AlgoMetricsReport['profitStats'],
      ignored: { ...this.ignored },
    };
  }

  /** The current sub-period's factor: end balance over start balance (see the file comment). */
  private ratio(): number {
    if (this.periodStartBalance <= 0) return 1;
    return Math.max(0, this.balance / this.periodStartBalance);
  }

  private index(): number {
    return this.indexAtPeriodStart * this.ratio();
  }

  private closeSubPeriod(): void {
    const ratio = this.ratio();
    this.monthFactor *= ratio;
    this.indexAtPeriodStart *= ratio;
    this.periodStartBalance = this.balance;
  }

  /** Moves the clock to `time`, closing the months it passes (empty ones read 0 %). */
  private enter(time: number): void {
    if (time < this.lastTime)
      throw new RangeError('trades and balance operations must come in time order');
    this.lastTime = time;
    if (!this.monthOpen) {
      this.month.moveTo(time);
      this.monthOpen = true;
      return;
    }
    while (this.month.isAfter(time)) {
      this.monthly.push(this.currentMonth());
      this.closeSubPeriod();
      this.monthFactor = 1;
      this.monthProfit = 0;
      this.monthTrades = 0;
      this.month.advance();
    }
  }

  private currentMonth(): MonthlyGain {
    return {
      month: utcDate(this.month.start).slice(0, 7),
      gainPercent: (this.monthFactor * this.ratio() - 1) * 100,
      profit: this.monthProfit,
      trades: this.monthTrades,
    };
  }

  private point(
    time: number,
    kind: CurvePoint['kind'],
    ticket: number | null,
    index: number,
  ): void {
    // The peak is updated here for operations too: re-multiplying the index at a sub-period's
    // end can land one rounding step above it.
    this.peakIndex = Math.max(this.peakIndex, index);
    const drawdown = this.peakBalance - this.balance;
    const drawdownPercent = (1 - index / this.peakIndex) * 100;
    this.maxDrawdown = Math.max(this.maxDrawdown, drawdown);
    this.maxDrawdownPercent = Math.max(this.maxDrawdownPercent, drawdownPercent);
    this.curve.push({
      time,
      kind,
      ticket,
      balance: this.balance,
      equity: this.balance,
      growthPercent: (index - 1) * 100,
      drawdown,
      drawdownPercent,
    });
  }
}
