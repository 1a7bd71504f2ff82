/**
 * Benchmark: sign-in (POST /auth/jwt/login) and GET /users/me on loopback, against the real
 * server process (`packages/server/src/main.ts` with the demo seed) on PGlite and on PostgreSQL
 * (DATABASE_URL, or a throwaway local cluster when the PostgreSQL binaries are installed).
 * Prints requests per second and latency percentiles for each, the password hash's parameters
 * next to the sign-in figure, and (docs/decisions/0265-users-me-overhead.md) GET /users/me as a
 * ratio of a bare Fastify route doing the same one-row query with the same driver on the same data
 * (tests/bench/ _bare-users-me.ts), run right after the real server: how much of the cost is ours
 * (authentication, validation, logging) rather than the database's. Target: at least 0.5 on
 * PostgreSQL. Decision 0265 has the figures before and after the route became one prepared
 * statement and a synchronous token check, and where the rest of the time goes (socket writes, in
 * both servers). The bare route's query stays a plain one: a prepared one measured within the noise
 * over HTTP, where the floor is the sockets, not the planner.
 *
 *   node_modules/.bin/tsx tests/bench/server-auth.ts
 *   BENCH_SECONDS=10 BENCH_CONCURRENCY=32 node_modules/.bin/tsx tests/bench/server-auth.ts
 *
 * Each run is bounded: BENCH_SECONDS per scenario (default 5), loopback only.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { Agent, request } from 'undici';
import pg from 'pg';
import { startPostgres, type PostgresInstance } from '../kit/server/postgres-instance';
import { load, startServer, stopServer } from './_server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface Result {
  database: string;
  scenario: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

const BARE_SERVER = 'tests/bench/_bare-users-me.ts';
const run = (fire: () => Promise<boolean>) =>
  load(fire, { seconds: SECONDS, concurrency: CONCURRENCY });

async function bench(database: string, base: string): Promise<Result[]> {
  const agent = new Agent({ connections: CONCURRENCY, pipelining: 1 });
  const form = new URLSearchParams({
    grant_type: 'password',
    username: 'trader',
    password: 'trader123',
    scope: '',
    client_id: 'string',
    client_secret: 'string',
  }).toString();
  const login = async () => {
    const res = await request(`${base}/api/v1/auth/jwt/login`, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const text = await res.body.text();
    return res.statusCode === 200 ? text : null;
  };
  const first = await login();
  if (!first) throw new Error('benchmark sign-in failed');
  const token = (JSON.parse(first) as { access_token: string }).access_token;
  const me = async () => {
    const res = await request(`${base}/api/v1/users/me`, {
      dispatcher: agent,
      headers: { authorization: `Bearer ${token}` },
    });
    await res.body.dump();
    return res.statusCode === 200;
  };
  // A short warm-up, then the measured runs.
  for (let i = 0; i < 20; i += 1) await me();
  const results: Result[] = [];
  results.push({
    database,
    scenario: 'POST /auth/jwt/login',
    ...(await run(async () => (await login()) !== null)),
  });
  results.push({ database, scenario: 'GET /users/me', ...(await run(me)) });
  await agent.close();
  return results;
}

/** GET /bare/users/me on the bare server, and the stored hash's parameters. */
async function benchBare(
  database: string,
  base: string,
): Promise<{ result: Result; hashParams: string }> {
  const agent = new Agent({ connections: CONCURRENCY, pipelining: 1 });
  const me = async () => {
    const res = await request(`${base}/bare/users/me`, { dispatcher: agent });
    await res.body.dump();
    return res.statusCode === 200;
  };
  for (let i = 0; i < 20; i += 1) await me();
  const result = { database, scenario: 'bare GET (same query)', ...(await run(me)) };
  const hash = await request(`${base}/bare/hash-params`, { dispatcher: agent });
  const hashParams = ((await hash.body.json()) as { params: string }).params;
  await agent.close();
  return { result, hashParams };
}

/** The real server's figures, then the bare route's on the same data. */
async function runDatabase(database: string, env: Record<string, string>): Promise<void> {
  const real = await startServer(env);
  try {
    results.push(...(await bench(database, real.base)));
  } finally {
    await stopServer(real.child);
  }
  const bare = await startServer(env, BARE_SERVER, real.dataDir);
  try {
    const { result, hashParams } = await benchBare(database, bare.base);
    results.push(result);
    const [, n, r, p] = hashParams.split('$');
    notes.push(
      `${database}: password hash ${hashParams} (scrypt N=${n}, r=${r}, p=${p}: ${(128 * Number(n) * Number(r)) / 2 ** 20} MiB per hash); the sign-in figure above is bound by it`,
    );
    const meRps =
      results.find((x) => x.database === database && x.scenario === 'GET /users/me')?.rps ?? 0;
    const ratio = meRps / result.rps;
    notes.push(
      `${database}: GET /users/me at ${ratio.toFixed(2)}x the bare route (${meRps.toFixed(0)} vs ${result.rps.toFixed(0)} req/s)${database === 'PostgreSQL' ? `; target >= 0.5: ${ratio >= 0.5 ? 'met' : 'MISSED'}` : ''}`,
    );
  } finally {
    await stopServer(bare.child);
    rmSync(real.dataDir, { recursive: true, force: true });
  }
}

function print(results: Result[]): void {
  const rows = results.map((r) => [
    r.database,
    r.scenario,
    String(r.requests),
    String(r.errors),
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
  ]);
  const head = ['database', 'scenario', 'requests', 'errors', 'req/s', 'p50 ms', 'p99 ms'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\nserver-auth: ${SECONDS} s per scenario, concurrency ${CONCURRENCY}, loopback`);
  console.log(line(head));
  for (const r of rows) console.log(line(r));
  for (const n of notes) console.log(n);
}

const results: Result[] = [];
const notes: string[] = [];

await runDatabase('PGlite', { DATABASE_URL: '' });

let postgres: PostgresInstance | null = null;
try {
  postgres = await startPostgres();
} catch (error) {
  console.log(`PostgreSQL: skipped (${(error as Error).message})`);
}
if (postgres) {
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  try {
    await runDatabase('PostgreSQL', { DATABASE_URL: postgres.url, DATABASE_SCHEMA: schema });
  } finally {
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
    await postgres.stop();
  }
}

print(results);
