/**
 * Benchmark: chat fan-out and history paging against the real server process on
 * PostgreSQL (DATABASE_URL, or a throwaway local cluster from the machine's binaries).
 *
 * 1. Fan-out: SOCKETS signed-in live sockets (default 1,000) on one server; the demo trader
 *    sends MESSAGES community messages; for every (message, socket) the time from the send
 *    request leaving to the event arriving. Prints p50/p99/max delivery and how many arrived.
 * 2. History paging: HISTORY messages (default 20,000) in one room; the newest page and pages
 *    deeper in (`page`) and pinned (`before_id`, what the widget uses when scrolling up), 50 a
 *    page: requests per second and p50/p99 latency.
 *
 *   node_modules/.bin/tsx tests/bench/chat-fanout.ts
 *   BENCH_SOCKETS=2000 BENCH_MESSAGES=10 node_modules/.bin/tsx tests/bench/chat-fanout.ts
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { WebSocket } from 'undici';
import pg from 'pg';
import { LIVE_PATH, type LiveEvent } from '@savdo/contract';
import { startPostgres } from '../kit/server/postgres-instance';
import { load, startServer, stopServer } from './_server-process';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 15);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/jwt/login`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      scope: '',
      client_id: 'x',
      client_secret: 'x',
    }),
  });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

function openSocket(base: string, token: string, onEvent: (e: LiveEvent, at: number) => void) {
  const url = new URL(LIVE_PATH, base.replace(/^http/, 'ws'));
  url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  const hello = new Promise<void>((resolve, reject) => {
    socket.addEventListener('error', () => reject(new Error('socket failed')));
    socket.addEventListener('message', (m) => {
      const at = performance.now();
      const event = JSON.parse(String(m.data)) as LiveEvent;
      if (event.type === 'hello') resolve();
      onEvent(event, at);
    });
  });
  return { socket, hello };
}

async function main() {
  const postgres = await startPostgres();
  const schema = `bench_chat_${randomBytes(4).toString('hex')}`;
  const server = await startServer({ DATABASE_URL: postgres.url, DATABASE_SCHEMA: schema });
  const base = server.base;
  try {
    const sender = await signIn(base, 'trader', 'trader123');
    const reader = await signIn(base, 'investor', 'investor123');

    // 1. Fan-out.
    const sentAt = new Map<string, number>();
    const delays: number[] = [];
    const sockets = [];
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = Array.from({ length: Math.min(50, SOCKETS - i) }, () =>
        openSocket(base, reader, (event, at) => {
          if (event.type !== 'chat.message') return;
          const t0 = sentAt.get(event.message.text);
          if (t0 !== undefined) delays.push(at - t0);
        }),
      );
      await Promise.all(batch.map((s) => s.hello));
      sockets.push(...batch);
    }
    await new Promise((r) => setTimeout(r, 1_000)); // let the presence burst settle
    const fanStart = performance.now();
    for (let m = 0; m < MESSAGES; m += 1) {
      const text = `bench ${m} ${randomBytes(3).toString('hex')}`;
      sentAt.set(text, performance.now());
      const res = await fetch(`${base}/api/v1/chat/community-en/send`, {
        method: 'POST',
        headers: { authorization: `Bearer ${sender}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      if (res.status !== 201) throw new Error(`send answered ${res.status}`);
      await new Promise((r) => setTimeout(r, 400)); // under the send limit (20 in 10 s)
    }
    const expected = MESSAGES * SOCKETS;
    const waitUntil = performance.now() + 15_000;
    while (delays.length < expected && performance.now() < waitUntil) {
      await new Promise((r) => setTimeout(r, 100));
    }
    delays.sort((a, b) => a - b);
    console.log(
      `fan-out: ${SOCKETS} sockets x ${MESSAGES} messages: ${delays.length}/${expected} delivered; ` +
        `delivery p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, ` +
        `max ${(delays.at(-1) ?? 0).toFixed(1)} ms (${((performance.now() - fanStart) / 1000).toFixed(1)} s)`,
    );
    for (const s of sockets) s.socket.close();

    // 2. History paging over HISTORY messages.
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(
      `INSERT INTO ${schema}.chat_messages (conversation_id, user_id, text)
       SELECT 'community-ru', (SELECT id FROM ${schema}.users WHERE username = 'trader'),
              'history ' || g FROM generate_series(1, $1::int) g`,
      [HISTORY],
    );
    const newest = await client.query<{ id: string }>(
      `SELECT max(id) AS id FROM ${schema}.chat_messages WHERE conversation_id = 'community-ru'`,
    );
    await client.end();
    const top = Number(newest.rows[0]?.id ?? 0);
    const get = (query: string) => async () => {
      const res = await fetch(`${base}/api/v1/chat/community-ru/messages?${query}`, {
        headers: { authorization: `Bearer ${reader}` },
      });
      await res.arrayBuffer();
      return res.status === 200;
    };
    const scenarios: Array<[string, () => () => Promise<boolean>]> = [
      ['newest page', () => get('page=1')],
      ['page 100 (offset 4,950)', () => get('page=100')],
      [
        'scroll up (before_id, random depth)',
        () => () => get(`before_id=${top - Math.floor(Math.random() * HISTORY)}`)(),
      ],
    ];
    for (const [name, fire] of scenarios) {
      const f = await load(fire(), { seconds: SECONDS, concurrency: CONCURRENCY });
      console.log(
        `history ${name} over ${HISTORY} messages: ${f.rps.toFixed(0)} req/s, p50 ${f.p50.toFixed(1)} ms, ` +
          `p99 ${f.p99.toFixed(1)} ms, errors ${f.errors}`,
      );
    }
  } finally {
    await stopServer(server.child);
    rmSync(server.dataDir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
