/**
 * Benchmark: the journal's reports (docs/decisions/0318-journal-tags-and-reports.md) over 10,000
 * trades of one trader, through the real call (`GET /trading-journal/reports`) on a test server
 * (PGlite). Prints the time of each round and the median, without asserting; the reports panel's
 * render in the browser is not measured here (it draws at most one row per tag, weekday, hour
 * and symbol: tens of rows, not 10,000).
 *
 *   node_modules/.bin/tsx tests/bench/journal-reports.bench.ts
 *   BENCH_TRADES=50000 node_modules/.bin/tsx tests/bench/journal-reports.bench.ts
 */
import type { JournalReportsResponse } from '@savdo/contract';
import { seededRandom } from '@savdo/server/seed/seeded-random';
import { call, makeUser, signInAs, startTestServer } from '../kit/server/helpers';

const COUNT = Number(process.env.BENCH_TRADES ?? 10_000);
const ROUNDS = 7;
const SYMBOLS = ['EURUSD', 'GBPUSD', 'XAUUSD', 'BTCUSD', 'US30'];
const SETUPS = ['breakout', 'pullback', 'reversal', 'range', 'news'];
const MISTAKES = ['fomo', 'late entry', 'moved stop', 'oversized'];

const server = await startTestServer();
try {
  const user = await makeUser(server, { is_verified: true });
  const token = (await signInAs(server, user.username, 'secret123')).access_token;
  const next = seededRandom(318);
  const started = performance.now();
  const start = Date.UTC(2024, 0, 1);
  for (let i = 0; i < COUNT; i += 500) {
    const values: string[] = [];
    const params: unknown[] = [];
    for (let j = i; j < Math.min(COUNT, i + 500); j += 1) {
      const entry = new Date(start + j * 3_600_000 * 2.3);
      const pnl = Math.round((next() < 0.55 ? next() * 120 : -next() * 90) * 100) / 100;
      const row = [
        user.id,
        SYMBOLS[j % SYMBOLS.length],
        entry.toISOString().slice(0, 10),
        pnl,
        Math.round(next() * 60 * 100) / 100,
        pnl > 0,
        [SETUPS[j % SETUPS.length]],
        next() < 0.3 ? [MISTAKES[j % MISTAKES.length]] : [],
        entry.toISOString(),
      ];
      const base = params.length;
      params.push(...row);
      values.push(
        `($${base + 1}, $${base + 2}, $${base + 3}, 'long', $${base + 4}, $${base + 5}, 0, $${base + 6}, 't1', 't2', $${base + 7}, $${base + 8}, $${base + 9})`,
      );
    }
    await server.db.query(
      `INSERT INTO journal_entries (user_id, symbol, trade_date, direction, pnl, risk, rr, win,
         before_title_1, before_title_2, setup_tags, mistake_tags, entry_time) VALUES ${values.join(', ')}`,
      params,
    );
  }
  console.log(`inserted ${COUNT} trades in ${(performance.now() - started).toFixed(0)} ms`);
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const t0 = performance.now();
    const res = await call<JournalReportsResponse>(server, 'GET', '/trading-journal/reports', {
      token,
      query: { utc_offset: '300' },
    });
    times.push(performance.now() - t0);
    if (round === 0) {
      const r = res.body.result;
      console.log(
        `groups: setup ${r.setup.length}, mistake ${r.mistake.length}, weekday ${r.weekday.length}, hour ${r.hour.length}, symbol ${r.symbol.length}; trades ${r.symbol.reduce((n, s) => n + s.trades, 0)}`,
      );
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `reports over ${COUNT} trades, ms per call: ${times.map((t) => t.toFixed(1)).join(', ')}`,
  );
  console.log(
    `median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms (first call includes PGlite warm-up)`,
  );
} finally {
  await server.close();
}
