/**
 * Benchmark: the algo metrics (docs/decisions/0180-algo-metrics.md) for one account with 100,000
 * closed trades over about four years, in-process. Prints the time of each step, without asserting:
 * everything at once from sorted input (as the database returns it), from shuffled input (the sort
 * included), the streaming accumulator alone, and one period's profit stats.
 *
 *   node_modules/.bin/tsx tests/bench/algo-metrics.ts
 *   BENCH_TRADES=1000000 node_modules/.bin/tsx tests/bench/algo-metrics.ts
 */
import {
  computeMetrics,
  MetricsAccumulator,
  profitByPeriod,
  type BalanceOperation,
  type ClosedTrade,
} from '@savdo/server/features/algo/metrics';
import { seededRandom } from '@savdo/server/seed/seeded-random';

const COUNT = Number(process.env.BENCH_TRADES ?? 100_000);
const ROUNDS = 5;

const next = seededRandom(14);
const SYMBOLS = ['EURUSD', 'GBPUSD', 'XAUUSD', 'USDJPY'];
const start = Date.UTC(2022, 0, 3);
const trades: ClosedTrade[] = [];
let time = start;
for (let ticket = 1; ticket <= COUNT; ticket += 1) {
  time += Math.floor(next() * 2_400_000) + 1000; // about 20 minutes apart
  const win = next() < 0.55;
  const profit = Math.round((win ? next() * 40 : -next() * 35) * 100) / 100;
  trades.push({
    ticket,
    symbol: SYMBOLS[ticket % SYMBOLS.length] ?? 'EURUSD',
    side: next() < 0.5 ? 'buy' : 'sell',
    volume: 0.1,
    openTime: time - Math.floor(next() * 3_600_000),
    closeTime: time,
    openPrice: 1.1,
    closePrice: 1.1 + profit / 10_000,
    profit,
  });
}
const operations: BalanceOperation[] = [
  { time: start + 90 * 86_400_000, amount: 5000 },
  { time: start + 400 * 86_400_000, amount: -3000 },
];
const shuffled = [...trades];
for (let i = shuffled.length - 1; i > 0; i -= 1) {
  const j = Math.floor(next() * (i + 1));
  [shuffled[i], shuffled[j]] = [shuffled[j] as ClosedTrade, shuffled[i] as ClosedTrade];
}

/** The best of a few rounds (the first also warms the JIT up), in milliseconds. */
function measure(label: string, run: () => unknown): void {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    run();
    best = Math.min(best, performance.now() - started);
  }
  console.log(`${label.padEnd(52)} ${best.toFixed(1).padStart(8)} ms`);
}

console.log(`algo metrics, ${COUNT.toLocaleString('en')} trades, best of ${ROUNDS}`);
measure('computeMetrics, sorted input', () =>
  computeMetrics({ trades, initialDeposit: 10_000, balanceOperations: operations }),
);
measure('computeMetrics, shuffled input (sort included)', () =>
  computeMetrics({ trades: shuffled, initialDeposit: 10_000, balanceOperations: operations }),
);
measure('MetricsAccumulator fed in order, then result()', () => {
  const accumulator = new MetricsAccumulator(10_000);
  for (const trade of trades) accumulator.addTrade(trade);
  return accumulator.result();
});
measure('profitByPeriod(week)', () => profitByPeriod(trades, 'week'));

const report = computeMetrics({ trades, initialDeposit: 10_000, balanceOperations: operations });
console.log(
  `check: ${report.trades} trades, ${report.monthly.length} months, gain ${report.totalGainPercent.toFixed(2)} %, ` +
    `max drawdown ${report.maxDrawdownPercent.toFixed(2)} %, profit factor ${report.profitFactor?.toFixed(3) ?? 'none'}`,
);
