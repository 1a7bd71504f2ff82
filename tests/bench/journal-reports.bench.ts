/**
 * Benchmark: the journal's reports (docs/decisions/0318-journal-tags-and-reports.md) over 10,000
 * trades of one trader, through the real call (`GET /trading-journal/reports`) on a test server
 * (PGlite). Prints the time of each round and the median, without asserting; the reports panel's
 * render in the browser is measured by journal-reports-panel.bench.ts.
 *
 *   node_modules/.bin/tsx tests/bench/journal-reports.bench.ts
 *   BENCH_TRADES=50000 node_modules/.bin/tsx tests/bench/journal-reports.bench.ts
 */
import type { JournalReportsResponse } from '@savdo/contract';
import { call, makeUser, signInAs, startTestServer } from '../kit/server/helpers';
import { seedJournalTrades } from './_journal-trades';

const COUNT = Number(process.env.BENCH_TRADES ?? 10_000);
const ROUNDS = 7;

const server = await startTestServer();
try {
  const user = await makeUser(server, { is_verified: true });
  const token = (await signInAs(server, user.username, 'secret123')).access_token;
  const started = performance.now();
  await seedJournalTrades(server, user.id, COUNT);
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
