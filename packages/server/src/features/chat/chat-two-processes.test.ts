// Chat and presence on two server processes over one PostgreSQL database
// (docs/decisions/0240-chat-conversations-and-membership.md): a message sent on one reaches a
// member's socket on the other; both list the same online users; kill one (SIGKILL, no clean-up):
// chat keeps working on the survivor and presence heals (the killed process's users disappear and
// readers get a presence event).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { ChatMessage, LiveEvent, OnlineUsersResponse } from '@savdo/contract';
import { TEST_JWT_SECRET, call, signInAs } from '../../../../../tests/kit/server/helpers';
import { openLive, pause, type LiveClient } from '../../../../../tests/kit/server/live-client';
import {
  startPostgres,
  type PostgresInstance,
} from '../../../../../tests/kit/server/postgres-instance';
import {
  freePort,
  startServerProcess,
  stopServerProcess,
  type ServerProcess,
} from '../../../../../tests/kit/server/server-process';

const HEARTBEAT_MS = 400;
let postgres: PostgresInstance;
const schema = `chat2_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const dataDirs: string[] = [];
const processes: ServerProcess[] = [];
const clients: LiveClient[] = [];
let a: { baseUrl: string; process: ServerProcess };
let b: { baseUrl: string; process: ServerProcess };

async function start(url: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'savdo-chat2-'));
  dataDirs.push(dataDir);
  const process_ = await startServerProcess(port, {
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    JWT_SECRET: TEST_JWT_SECRET,
    SAVDO_DATA_DIR: dataDir,
    SAVDO_SEED: 'demo',
    LOG_LEVEL: 'warn',
    CHAT_PRESENCE_HEARTBEAT_MS: String(HEARTBEAT_MS),
  });
  processes.push(process_);
  return { baseUrl: `http://127.0.0.1:${port}`, process: process_ };
}

beforeAll(async () => {
  postgres = await startPostgres();
  [a, b] = await Promise.all([start(postgres.url), start(postgres.url)]);
}, 180_000);

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all(
    processes.map((p) =>
      p.child.exitCode === null && p.child.signalCode === null ? stopServerProcess(p) : undefined,
    ),
  );
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
  await postgres?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

function live(baseUrl: string, token: string): LiveClient {
  const client = openLive(baseUrl, token);
  clients.push(client);
  return client;
}

async function onlineIds(baseUrl: string, token: string): Promise<number[]> {
  const res = await call<OnlineUsersResponse>({ baseUrl }, 'GET', '/online-users', { token });
  return res.body.result.map((u) => u.id);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await pause(200);
  }
  throw new Error(`not true within ${timeoutMs} ms`);
}

describe('chat on two server processes', () => {
  it('a message sent on A reaches the socket on B; presence is shared; killing A heals', async () => {
    const trader = await signInAs(a, 'trader', 'trader123');
    const investor = await signInAs(b, 'investor', 'investor123');
    const idOf = async (token: string) =>
      (await call<{ result: { id: number } }>(a, 'GET', '/users/me', { token })).body.result.id;
    const traderId = await idOf(trader.access_token);
    const investorId = await idOf(investor.access_token);
    const onA = live(a.baseUrl, trader.access_token);
    const onB = live(b.baseUrl, investor.access_token);
    await Promise.all([onA.next('hello'), onB.next('hello')]);

    // Presence: both processes list both users.
    await waitFor(async () => {
      const [fromA, fromB] = await Promise.all([
        onlineIds(a.baseUrl, trader.access_token),
        onlineIds(b.baseUrl, investor.access_token),
      ]);
      return [fromA, fromB].every((ids) => ids.includes(traderId) && ids.includes(investorId));
    }, 10_000);

    // Chat: sent on A, delivered on B.
    const sent = await call<{ result: ChatMessage }>(a, 'POST', '/chat/community-en/send', {
      token: trader.access_token,
      json: { text: 'hello from process A' },
    });
    expect(sent.status).toBe(201);
    const delivered = (await onB.next('chat.message')) as Extract<
      LiveEvent,
      { type: 'chat.message' }
    >;
    expect(delivered.message.id).toBe(sent.body.result.id);

    // Kill A with no clean-up: its socket's row stays until it expires.
    onB.events.length = 0;
    await stopServerProcess(a.process, 'SIGKILL');
    await waitFor(
      async () => !(await onlineIds(b.baseUrl, investor.access_token)).includes(traderId),
      10_000,
    );
    expect(await onlineIds(b.baseUrl, investor.access_token)).toContain(investorId);
    // Readers on B are told: a presence event without the killed process's user arrives.
    await waitFor(
      async () =>
        onB.events.some((e) => e.type === 'presence' && !e.online.some((u) => u.id === traderId)),
      10_000,
    );

    // Chat keeps working on B: the trader signs in there and writes; the investor sees it.
    const again = await signInAs(b, 'trader', 'trader123');
    const onB2 = live(b.baseUrl, again.access_token);
    await onB2.next('hello');
    onB.events.length = 0;
    const afterKill = await call<{ result: ChatMessage }>(b, 'POST', '/chat/community-en/send', {
      token: again.access_token,
      json: { text: 'still here on B' },
    });
    expect(afterKill.status).toBe(201);
    const seen = (await onB.next('chat.message')) as Extract<LiveEvent, { type: 'chat.message' }>;
    expect(seen.message.text).toBe('still here on B');
    await waitFor(
      async () => (await onlineIds(b.baseUrl, investor.access_token)).includes(traderId),
      10_000,
    );
  }, 120_000);
});
