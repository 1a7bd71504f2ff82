/**
 * Benchmark (docs/decisions/0090-holding-under-abuse.md, F4): GET /users/me on its own, then the
 * same while 48 connections sign in as fast as they can, on the real server process (PGlite, demo
 * seed, sign-in rate limit off so the load is all password hashing). Prints req/s and p99 of GET
 * /users/me both ways and their ratio. Target: with the sign-in load, at least half the figure
 * without it. The hashing cap (half the cores, features/auth/passwords.ts) is what keeps it there.
 *
 *   node_modules/.bin/tsx tests/bench/server-signin-load.ts
 *   BENCH_SECONDS=10 node_modules/.bin/tsx tests/bench/server-signin-load.ts
 */
import { rmSync } from 'node:fs';
import { Agent, request } from 'undici';
import { load, startServer, stopServer, type LoadFigures } from './_server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const READERS = 8;
const SIGN_INS = 48;

const form = new URLSearchParams({
  grant_type: 'password',
  username: 'trader',
  password: 'trader123',
}).toString();

const server = await startServer({ DATABASE_URL: '' });
try {
  const agent = new Agent({ connections: READERS + SIGN_INS, pipelining: 1 });
  const signIn = async () => {
    const res = await request(`${server.base}/api/v1/auth/jwt/login`, {
      method: 'POST',
      dispatcher: agent,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    const text = await res.body.text();
    return res.statusCode === 200 ? text : null;
  };
  const first = await signIn();
  if (!first) throw new Error('benchmark sign-in failed');
  const token = (JSON.parse(first) as { access_token: string }).access_token;
  const me = async () => {
    const res = await request(`${server.base}/api/v1/users/me`, {
      dispatcher: agent,
      headers: { authorization: `Bearer ${token}` },
    });
    await res.body.dump();
    return res.statusCode === 200;
  };
  for (let i = 0; i < 20; i += 1) await me();

  const alone = await load(me, { seconds: SECONDS, concurrency: READERS });
  let signIns: LoadFigures | null = null;
  const [loaded] = await Promise.all([
    load(me, { seconds: SECONDS, concurrency: READERS }),
    load(async () => (await signIn()) !== null, {
      seconds: SECONDS,
      concurrency: SIGN_INS,
    }).then((figures) => (signIns = figures)),
  ]);
  await agent.close();

  const ratio = loaded.rps / alone.rps;
  const row = (name: string, f: LoadFigures) =>
    `${name.padEnd(44)} ${f.rps.toFixed(0).padStart(6)} req/s  p50 ${f.p50.toFixed(1).padStart(7)} ms  p99 ${f.p99.toFixed(1).padStart(7)} ms  errors ${f.errors}`;
  console.log(`\nserver-signin-load: ${SECONDS} s each, PGlite, loopback`);
  console.log(row(`GET /users/me alone (${READERS} connections)`, alone));
  console.log(row(`GET /users/me beside ${SIGN_INS} signing in`, loaded));
  if (signIns) console.log(row(`POST /auth/jwt/login (${SIGN_INS} connections)`, signIns));
  console.log(
    `GET /users/me under sign-in load at ${ratio.toFixed(2)}x its figure alone; target >= 0.5: ${ratio >= 0.5 ? 'met' : 'MISSED'}`,
  );
} finally {
  await stopServer(server.child);
  rmSync(server.dataDir, { recursive: true, force: true });
}
