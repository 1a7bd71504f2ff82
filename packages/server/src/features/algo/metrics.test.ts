// @vitest-environment node
// The algo metrics (decision 0180) against figures worked out by hand on small trade lists.
import { describe, expect, it } from 'vitest';
import {
  computeMetrics,
  MetricsAccumulator,
  profitByPeriod,
  validateBalanceOperation,
  validateTrade,
  type AlgoMetricsReport,
  type ClosedTrade,
} from './metrics';

const at = (iso: string): number => Date.parse(iso);

/** A closed trade with only what the metrics read; the rest plausible. */
function trade(ticket: number, closeIso: string, profit: number): ClosedTrade {
  const closeTime = at(closeIso);
  return {
    ticket,
    symbol: 'EURUSD',
    side: 'buy',
    volume: 0.1,
    openTime: closeTime - 3_600_000,
    closeTime,
    openPrice: 1.1,
    closePrice: 1.1 + profit / 10_000,
    profit,
  };
}

/**
 * Deposit 1000. Balance after each trade and the hand-worked figures:
 *   #1 Jan 10  -300 ->  700  drawdown 300 = 30 % of the 1000 peak
 *   #2 Jan 20  +800 -> 1500  new high
 *   #3 Feb 05  -400 -> 1100  drawdown 400 = 26.67 % of the 1500 peak
 *   #4 Feb 06  +100 -> 1200
 *   #5 Mar 15     0 -> 1200  breakeven
 *   #6 Mar 16  +300 -> 1500  equals the peak, no new high
 *   #7 Mar 17   +60 -> 1560  new high
 * The deepest fall in money (400) and in percent (30 %) are different falls; the largest
 * peak-to-trough across the whole list (1500 - 700 = 800) is no drawdown, the low came first.
 */
const LIST = [
  trade(1, '2024-01-10T10:00:00Z', -300),
  trade(2, '2024-01-20T10:00:00Z', 800),
  trade(3, '2024-02-05T10:00:00Z', -400),
  trade(4, '2024-02-06T10:00:00Z', 100),
  trade(5, '2024-03-15T10:00:00Z', 0),
  trade(6, '2024-03-16T10:00:00Z', 300),
  trade(7, '2024-03-17T10:00:00Z', 60),
];

/** Every number anywhere in the report is finite (JSON would turn NaN or Infinity into null). */
function expectAllFinite(report: AlgoMetricsReport): void {
  const walk = (value: unknown): void => {
    if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(report);
  expect(JSON.parse(JSON.stringify(report))).toEqual(report);
}

describe('the hand-worked list', () => {
  const m = computeMetrics({ trades: LIST, initialDeposit: 1000 });

  it('counts trades, wins, losses and breakeven (breakeven is not a win)', () => {
    expect(m.trades).toBe(7);
    expect(m.wins).toBe(4);
    expect(m.losses).toBe(2);
    expect(m.breakeven).toBe(1);
    expect(m.winRate).toBeCloseTo((4 / 7) * 100, 10);
  });

  it('sums gross profit, gross loss, net profit and the final balance', () => {
    expect(m.grossProfit).toBe(1260);
    expect(m.grossLoss).toBe(-700);
    expect(m.netProfit).toBe(560);
    expect(m.balance).toBe(1560);
  });

  it('profit factor is gross profit over the size of gross loss', () => {
    expect(m.profitFactor).toBeCloseTo(1.8, 12);
    expect(m.profitFactorInfinite).toBe(false);
  });

  it('average win, average loss and expectancy', () => {
    expect(m.averageWin).toBe(315);
    expect(m.averageLoss).toBe(-350);
    expect(m.expectancy).toBe(80);
    // The textbook form gives the same: WinRate x AvgWin - LossRate x |AvgLoss|.
    expect((4 / 7) * 315 - (2 / 7) * 350).toBeCloseTo(80, 10);
  });

  it('drawdown is measured from the running peak, across a new high', () => {
    expect(m.maxDrawdown).toBe(400);
    expect(m.maxDrawdownPercent).toBeCloseTo(30, 10);
    expect(m.curve.map((p) => p.drawdown)).toEqual([300, 0, 400, 300, 300, 0, 0]);
    const percents = m.curve.map((p) => p.drawdownPercent);
    [30, 0, 80 / 3, 20, 20, 0, 0].forEach((v, i) => expect(percents[i]).toBeCloseTo(v, 10));
  });

  it('the curve has one point per trade with balance, equity and growth', () => {
    expect(m.curve.map((p) => p.ticket)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(m.curve.map((p) => p.balance)).toEqual([700, 1500, 1100, 1200, 1200, 1500, 1560]);
    expect(m.curve.every((p) => p.equity === p.balance && p.kind === 'trade')).toBe(true);
    const growth = m.curve.map((p) => p.growthPercent);
    [-30, 50, 10, 20, 20, 50, 56].forEach((v, i) => expect(growth[i]).toBeCloseTo(v, 10));
  });

  it('total gain and absolute gain agree without deposits or withdrawals', () => {
    expect(m.totalGainPercent).toBeCloseTo(56, 10);
    expect(m.absoluteGainPercent).toBeCloseTo(56, 10);
  });

  it('monthly gains chain to the total: 1.5 x 0.8 x 1.3 = 1.56', () => {
    expect(m.monthly.map((x) => x.month)).toEqual(['2024-01', '2024-02', '2024-03']);
    [50, -20, 30].forEach((v, i) => expect(m.monthly[i]?.gainPercent).toBeCloseTo(v, 10));
    expect(m.monthly.map((x) => x.profit)).toEqual([500, -300, 360]);
    expect(m.monthly.map((x) => x.trades)).toEqual([2, 2, 3]);
  });

  it('streaks: a breakeven trade ends a winning streak', () => {
    // L W L W B W W: without the breakeven rule the last wins would read as 3.
    expect(m.longestWinStreak).toBe(2);
    expect(m.longestLossStreak).toBe(1);
  });

  it('best and worst trade', () => {
    expect(m.bestTrade).toEqual({ ticket: 2, profit: 800, closeTime: at('2024-01-20T10:00:00Z') });
    expect(m.worstTrade).toEqual({
      ticket: 3,
      profit: -400,
      closeTime: at('2024-02-05T10:00:00Z'),
    });
    expect(m.firstTradeTime).toBe(at('2024-01-10T10:00:00Z'));
    expect(m.lastTradeTime).toBe(at('2024-03-17T10:00:00Z'));
  });

  it('profit by day, Monday-to-Sunday week, month, year and all time (UTC)', () => {
    expect(m.profitStats.day).toEqual([
      { periodStart: '2024-01-10', profit: -300, trades: 1 },
      { periodStart: '2024-01-20', profit: 800, trades: 1 },
      { periodStart: '2024-02-05', profit: -400, trades: 1 },
      { periodStart: '2024-02-06', profit: 100, trades: 1 },
      { periodStart: '2024-03-15', profit: 0, trades: 1 },
      { periodStart: '2024-03-16', profit: 300, trades: 1 },
      { periodStart: '2024-03-17', profit: 60, trades: 1 },
    ]);
    // Jan 10 is a Wednesday, Jan 20 a Saturday, Mar 17 a Sunday (still the week of Mar 11).
    expect(m.profitStats.week).toEqual([
      { periodStart: '2024-01-08', profit: -300, trades: 1 },
      { periodStart: '2024-01-15', profit: 800, trades: 1 },
      { periodStart: '2024-02-05', profit: -300, trades: 2 },
      { periodStart: '2024-03-11', profit: 360, trades: 3 },
    ]);
    expect(m.profitStats.month).toEqual([
      { periodStart: '2024-01-01', profit: 500, trades: 2 },
      { periodStart: '2024-02-01', profit: -300, trades: 2 },
      { periodStart: '2024-03-01', profit: 360, trades: 3 },
    ]);
    expect(m.profitStats.year).toEqual([{ periodStart: '2024-01-01', profit: 560, trades: 7 }]);
    expect(m.profitStats.all).toEqual([{ periodStart: '2024-01-10', profit: 560, trades: 7 }]);
    expect(profitByPeriod(LIST, 'week')).toEqual(m.profitStats.week);
  });

  it('has only finite numbers and nothing ignored', () => {
    expectAllFinite(m);
    expect(m.ignored).toEqual({
      invalidTrades: 0,
      duplicateTrades: 0,
      invalidBalanceOperations: 0,
    });
  });
});

describe('deposits and withdrawals', () => {
  /**
   * Deposit 1000; #1 +100 -> 1100; deposit 900 -> 2000; #2 -200 -> 1800; withdraw 800 -> 1000;
   * #3 +100 -> 1100. Sub-periods 1000->1100, 2000->1800, 1000->1100: 1.1 x 0.9 x 1.1 = 1.089.
   */
  const m = computeMetrics({
    initialDeposit: 1000,
    trades: [
      trade(1, '2024-01-15T00:00:00Z', 100),
      trade(2, '2024-02-10T00:00:00Z', -200),
      trade(3, '2024-03-10T00:00:00Z', 100),
    ],
    balanceOperations: [
      { time: at('2024-02-20T00:00:00Z'), amount: -800 },
      { time: at('2024-02-01T00:00:00Z'), amount: 900 },
    ],
  });

  it('total gain is time-weighted; absolute gain is net profit over money put in', () => {
    expect(m.totalGainPercent).toBeCloseTo(8.9, 10);
    expect(m.netProfit).toBe(0);
    expect(m.absoluteGainPercent).toBe(0);
    expect(m.deposits).toBe(900);
    expect(m.withdrawals).toBe(800);
    expect(m.balance).toBe(1100);
  });

  it('a withdrawal is no drawdown: the peak moves with the cash', () => {
    // Money: peak 2000 after the deposit, 1800 after #2 (200); the withdrawal keeps it 200.
    expect(m.maxDrawdown).toBe(200);
    // Growth index: 1.1 -> 0.99, 10 % below its peak.
    expect(m.maxDrawdownPercent).toBeCloseTo(10, 10);
    expect(m.curve.map((p) => [p.kind, p.balance, p.drawdown])).toEqual([
      ['trade', 1100, 0],
      ['deposit', 2000, 0],
      ['trade', 1800, 200],
      ['withdrawal', 1000, 200],
      ['trade', 1100, 100],
    ]);
  });

  it('months split at balance operations: Jan +10 %, Feb -10 %, Mar +10 %', () => {
    expect(m.monthly.map((x) => x.month)).toEqual(['2024-01', '2024-02', '2024-03']);
    [10, -10, 10].forEach((v, i) => expect(m.monthly[i]?.gainPercent).toBeCloseTo(v, 10));
  });

  it('an operation at the same instant as a close is applied first', () => {
    const r = computeMetrics({
      initialDeposit: 1000,
      trades: [trade(1, '2024-01-15T00:00:00Z', 100)],
      balanceOperations: [{ time: at('2024-01-15T00:00:00Z'), amount: 1000 }],
    });
    // 2000 -> 2100 is +5 %; the other order would read 1000 -> 1100, +10 %.
    expect(r.totalGainPercent).toBeCloseTo(5, 10);
    expect(r.curve.map((p) => p.kind)).toEqual(['deposit', 'trade']);
  });

  it('a blown account reads -100 % and stays there', () => {
    const r = computeMetrics({
      initialDeposit: 100,
      trades: [trade(1, '2024-01-01T00:00:00Z', -150), trade(2, '2024-01-03T00:00:00Z', 50)],
      balanceOperations: [{ time: at('2024-01-02T00:00:00Z'), amount: 500 }],
    });
    expect(r.totalGainPercent).toBe(-100);
    expect(r.maxDrawdownPercent).toBe(100);
    expectAllFinite(r);
  });
});

describe('edge cases are defined', () => {
  it('no trades: zeros and nulls, no NaN', () => {
    const m = computeMetrics({ trades: [], initialDeposit: 1000 });
    expect(m).toMatchObject({
      balance: 1000,
      trades: 0,
      netProfit: 0,
      totalGainPercent: 0,
      absoluteGainPercent: 0,
      maxDrawdown: 0,
      maxDrawdownPercent: 0,
      profitFactor: null,
      profitFactorInfinite: false,
      winRate: null,
      averageWin: null,
      averageLoss: null,
      expectancy: null,
      longestWinStreak: 0,
      longestLossStreak: 0,
      bestTrade: null,
      worstTrade: null,
      firstTradeTime: null,
      curve: [],
      monthly: [],
      profitStats: { day: [], week: [], month: [], year: [], all: [] },
    });
    expectAllFinite(m);
    expectAllFinite(computeMetrics({ trades: [], initialDeposit: 0 }));
  });

  it('no capital: gains read 0', () => {
    const m = computeMetrics({ trades: [trade(1, '2024-01-01T00:00:00Z', 5)], initialDeposit: 0 });
    expect(m.totalGainPercent).toBe(0);
    expect(m.absoluteGainPercent).toBe(0);
    expectAllFinite(m);
  });

  it('one trade', () => {
    const m = computeMetrics({
      trades: [trade(9, '2024-05-31T23:59:59Z', -25)],
      initialDeposit: 500,
    });
    expect(m.trades).toBe(1);
    expect(m.winRate).toBe(0);
    expect(m.profitFactor).toBe(0);
    expect(m.averageLoss).toBe(-25);
    expect(m.expectancy).toBe(-25);
    expect(m.bestTrade?.ticket).toBe(9);
    expect(m.worstTrade?.ticket).toBe(9);
    expect(m.maxDrawdown).toBe(25);
    expect(m.maxDrawdownPercent).toBeCloseTo(5, 10);
    expect(m.monthly).toMatchObject([{ month: '2024-05', profit: -25, trades: 1 }]);
    expect(m.monthly[0]?.gainPercent).toBeCloseTo(-5, 10);
  });

  it('all wins: profit factor is null and flagged infinite', () => {
    const m = computeMetrics({
      initialDeposit: 1000,
      trades: [trade(1, '2024-01-01T00:00:00Z', 10), trade(2, '2024-01-02T00:00:00Z', 30)],
    });
    expect(m.profitFactor).toBeNull();
    expect(m.profitFactorInfinite).toBe(true);
    expect(m.winRate).toBe(100);
    expect(m.averageWin).toBe(20);
    expect(m.averageLoss).toBeNull();
    expect(m.longestWinStreak).toBe(2);
    expect(m.longestLossStreak).toBe(0);
    expect(m.maxDrawdown).toBe(0);
    expectAllFinite(m);
  });

  it('only breakeven trades: no factor, not flagged infinite', () => {
    const m = computeMetrics({
      initialDeposit: 1000,
      trades: [trade(1, '2024-01-01T00:00:00Z', 0)],
    });
    expect(m.profitFactor).toBeNull();
    expect(m.profitFactorInfinite).toBe(false);
    expect(m.winRate).toBe(0);
    expect(m.expectancy).toBe(0);
  });

  it('all losses: profit factor 0, no average win', () => {
    const m = computeMetrics({
      initialDeposit: 1000,
      trades: [trade(1, '2024-01-01T00:00:00Z', -100), trade(2, '2024-01-02T00:00:00Z', -150)],
    });
    expect(m.profitFactor).toBe(0);
    expect(m.profitFactorInfinite).toBe(false);
    expect(m.winRate).toBe(0);
    expect(m.averageWin).toBeNull();
    expect(m.averageLoss).toBe(-125);
    expect(m.longestLossStreak).toBe(2);
    expect(m.maxDrawdown).toBe(250);
    expect(m.maxDrawdownPercent).toBeCloseTo(25, 10);
    expect(m.totalGainPercent).toBeCloseTo(-25, 10);
  });

  it('months without trades are listed with 0 %', () => {
    const m = computeMetrics({
      initialDeposit: 1000,
      trades: [trade(1, '2023-12-31T23:00:00Z', 100), trade(2, '2024-03-01T00:00:00Z', -110)],
    });
    expect(m.monthly.map((x) => [x.month, x.trades])).toEqual([
      ['2023-12', 1],
      ['2024-01', 0],
      ['2024-02', 0],
      ['2024-03', 1],
    ]);
    [10, 0, 0, -10].forEach((v, i) => expect(m.monthly[i]?.gainPercent).toBeCloseTo(v, 10));
    expect(m.profitStats.year.map((x) => x.periodStart)).toEqual(['2023-01-01', '2024-01-01']);
  });

  it('trades out of order are sorted by close time, then ticket', () => {
    const shuffled = [LIST[4], LIST[0], LIST[6], LIST[2], LIST[1], LIST[5], LIST[3]].filter(
      (t): t is ClosedTrade => t !== undefined,
    );
    expect(computeMetrics({ trades: shuffled, initialDeposit: 1000 })).toEqual(
      computeMetrics({ trades: LIST, initialDeposit: 1000 }),
    );
    const same = '2024-01-01T00:00:00Z';
    const m = computeMetrics({
      initialDeposit: 100,
      trades: [trade(9, same, -10), trade(8, same, 10)],
    });
    expect(m.curve.map((p) => p.ticket)).toEqual([8, 9]);
    expect(m.maxDrawdown).toBe(10);
  });

  it('a repeated ticket is counted once: the first copy wins', () => {
    const m = computeMetrics({
      initialDeposit: 1000,
      trades: [...LIST, trade(2, '2024-04-01T00:00:00Z', -5000), LIST[0] as ClosedTrade],
    });
    expect(m.trades).toBe(7);
    expect(m.netProfit).toBe(560);
    expect(m.ignored.duplicateTrades).toBe(2);
  });

  it('refused trades and balance operations are left out and counted', () => {
    const bad: ClosedTrade[] = [
      { ...trade(20, '2024-01-01T00:00:00Z', 1), profit: Number.NaN },
      { ...trade(21, '2024-01-01T00:00:00Z', 1), profit: Number.POSITIVE_INFINITY },
      { ...trade(22, '2024-01-01T00:00:00Z', 1), volume: -1 },
    ];
    const m = computeMetrics({
      initialDeposit: 1000,
      trades: [...LIST, ...bad],
      balanceOperations: [
        { time: Number.NaN, amount: 10 },
        { time: 0, amount: 0 },
      ],
    });
    expect(m.trades).toBe(7);
    expect(m.ignored).toEqual({
      invalidTrades: 3,
      duplicateTrades: 0,
      invalidBalanceOperations: 2,
    });
    expectAllFinite(m);
  });

  it('a bad initial deposit is the caller’s error', () => {
    expect(() => computeMetrics({ trades: [], initialDeposit: -1 })).toThrow(RangeError);
    expect(() => computeMetrics({ trades: [], initialDeposit: Number.NaN })).toThrow(RangeError);
  });
});

describe('validateTrade', () => {
  const good = trade(1, '2024-01-01T12:00:00Z', 10);

  it('accepts a sound trade, a zero-length one and a negative price', () => {
    expect(validateTrade(good)).toBeNull();
    expect(validateTrade({ ...good, openTime: good.closeTime })).toBeNull();
    expect(validateTrade({ ...good, openPrice: -37.63, closePrice: 10 })).toBeNull();
  });

  it.each([
    ['ticket', { ticket: 0 }],
    ['ticket', { ticket: 1.5 }],
    ['ticket', { ticket: Number.NaN }],
    ['symbol', { symbol: ' ' }],
    ['side', { side: 'long' }],
    ['volume', { volume: -0.1 }],
    ['volume', { volume: 0 }],
    ['volume', { volume: Number.POSITIVE_INFINITY }],
    ['openTime', { openTime: Number.NaN }],
    ['closeTime', { closeTime: 9e15 }],
    ['closeTime', { closeTime: Date.parse('2023-12-31T00:00:00Z') }],
    ['openPrice', { openPrice: Number.NaN }],
    ['closePrice', { closePrice: Number.NEGATIVE_INFINITY }],
    ['profit', { profit: Number.NaN }],
    ['profit', { profit: '10' }],
  ])('refuses a bad %s (%o)', (field, change) => {
    expect(validateTrade({ ...good, ...change } as ClosedTrade)?.field).toBe(field);
  });

  it('balance operations need a time and a non-zero finite amount', () => {
    expect(validateBalanceOperation({ time: 0, amount: -5 })).toBeNull();
    expect(validateBalanceOperation({ time: 0, amount: 0 })?.field).toBe('amount');
    expect(validateBalanceOperation({ time: Number.NaN, amount: 5 })?.field).toBe('time');
  });
});

describe('MetricsAccumulator (streaming)', () => {
  it('gives the same report when fed one trade at a time', () => {
    const accumulator = new MetricsAccumulator(1000);
    for (const t of LIST) expect(accumulator.addTrade(t)).toBe('counted');
    expect(accumulator.addTrade(LIST[0] as ClosedTrade)).toBe('duplicate');
    const report = accumulator.result();
    expect(report.ignored.duplicateTrades).toBe(1);
    expect({ ...report, ignored: null }).toEqual({
      ...computeMetrics({ trades: LIST, initialDeposit: 1000 }),
      ignored: null,
    });
  });

  it('refuses to go back in time, and reading the result changes nothing', () => {
    const accumulator = new MetricsAccumulator(1000);
    accumulator.addTrade(trade(1, '2024-02-01T00:00:00Z', 10));
    expect(accumulator.result()).toEqual(accumulator.result());
    expect(() => accumulator.addTrade(trade(2, '2024-01-01T00:00:00Z', 10))).toThrow(RangeError);
  });
});
