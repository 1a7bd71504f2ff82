/**
 * Benchmark: the shared rate limiter's hot path (http/rate-limit.ts,
 * docs/decisions/0292-rate-limits-reserved-in-blocks.md), on PGlite in memory as the server tests
 * run it (tests/kit/server startTestServer):
 *
 * 1. the limiter alone: `hit` on one key under its limit, BENCH_SECONDS from 16 loops (hits/s);
 * 2. partner-key public calls (`GET /economic_calendar` with a partner key and a roomy limit) over
 *    HTTP from 16 loops (requests/s);
 * 3. the chat flood of features/chat/chat.test.ts: 10,000 sends of one user from 32 loops, its
 *    time, the CPU it took a send (server and client are one process: less sensitive to a busy
 *    machine than the wall time) and the 201/429 split.
 *
 *   node_modules/.bin/tsx tests/bench/rate-limit.ts
 *   BENCH_SECONDS=10 BENCH_FLOOD=2000 node_modules/.bin/tsx tests/bench/rate-limit.ts
 */
import { randomBytes } from 'node:crypto';
import { PARTNER_KEY_HEADER } from '@savdo/contract';
import { call, startTestServer } from '../kit/server/helpers';
import { member, send } from '../kit/server/chat-fixtures';
import { load } from './_server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const FLOOD = Number(process.env.BENCH_FLOOD ?? 10_000);
const ORIGIN = 'https://bench.partner.example';

async function main() {
  const server = await startTestServer();
  try {
    const limiter = server.app.ctx.limiter;
    const rule = { name: 'bench', limit: 1e9, windowSeconds: 60, key: () => 'k' };
    const hits = await load(async () => (await limiter.hit(rule, 'one-key')) === 0, {
      seconds: SECONDS,
      concurrency: 16,
    });
    console.log(
      `limiter hit, one key under its limit: ${hits.rps.toFixed(0)} hits/s ` +
        `(p50 ${hits.p50.toFixed(2)} ms, p99 ${hits.p99.toFixed(2)} ms, ${hits.errors} refused)`,
    );

    const key = `pk_bench_${randomBytes(8).toString('hex')}`;
    await server.db.query(
      `INSERT INTO partner_keys (key, name, allowed_origins, rate_limit_per_minute)
       VALUES ($1, 'bench', $2, 1000000000)`,
      [key, [ORIGIN]],
    );
    const headers = { [PARTNER_KEY_HEADER]: key, origin: ORIGIN };
    const partnerCpu = process.cpuUsage();
    const partner = await load(
      async () => (await call(server, 'GET', '/economic_calendar', { headers })).status === 200,
      { seconds: SECONDS, concurrency: 16 },
    );
    const partnerUsed = process.cpuUsage(partnerCpu);
    const partnerCpuMs = (partnerUsed.user + partnerUsed.system) / 1000 / partner.requests;
    console.log(
      `partner-key GET /economic_calendar: ${partner.rps.toFixed(0)} requests/s ` +
        `(p50 ${partner.p50.toFixed(1)} ms, p99 ${partner.p99.toFixed(1)} ms, ` +
        `${partnerCpuMs.toFixed(2)} ms CPU a request, ${partner.errors} errors)`,
    );

    const alice = await member(server);
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    const cpu = process.cpuUsage();
    await Promise.all(
      Array.from({ length: 32 }, async () => {
        while (next < FLOOD) {
          next += 1;
          const res = await send(server, alice.token, 'community-en', { text: `flood ${next}` });
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    console.log(
      `chat flood, ${FLOOD} sends from 32 loops: ${seconds.toFixed(1)} s ` +
        `(${(FLOOD / seconds).toFixed(0)} sends/s, ${(cpuMs / FLOOD).toFixed(2)} ms CPU a send ` +
        `for server and client together; ` +
        `${[...statuses].map(([s, n]) => `${n} x ${s}`).join(', ')})`,
    );
  } finally {
    await server.close();
  }
}

await main();
