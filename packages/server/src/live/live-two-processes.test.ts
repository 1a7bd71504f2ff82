// Two server processes on one PostgreSQL database deliver the same live events: an event
// published by one process reaches a socket held by the other (LISTEN/NOTIFY fan-out), and a
// client that comes back on the other process catches up on what it missed.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { TEST_JWT_SECRET, call, signInAs } from '../../../../tests/kit/server/helpers';
import { openLive, pause, type LiveClient } from '../../../../tests/kit/server/live-client';
import {
  startPostgres,
  type PostgresInstance,
} from '../../../../tests/kit/server/postgres-instance';
import { freePort } from '../../../../tests/kit/free-port.mjs';
import { serverNodeArgs } from '../../../../scripts/build/server-bundle.mjs';

let postgres: PostgresInstance;
const schema = `two_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const processes: ChildProcess[] = [];
const dataDirs: string[] = [];
const servers: Array<{ baseUrl: string }> = [];
const clients: LiveClient[] = [];

/** Starts the server's bundle (scripts/build/server-bundle.mjs) and waits for /healthz. */
async function startProcess(url: string): Promise<{ baseUrl: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'savdo-proc-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, await serverNodeArgs(), {
    env: {
      ...process.env,
      DATABASE_URL: url,
      DATABASE_SCHEMA: schema,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: TEST_JWT_SECRET,
      SAVDO_DATA_DIR: dataDir,
      SAVDO_SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  processes.push(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 450; i += 1) {
    if (child.exitCode !== null) throw new Error(`server process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl };
    } catch {
      // not listening yet
    }
    await pause(200);
  }
  throw new Error('server process did not start within 90 s');
}

beforeAll(async () => {
  postgres = await startPostgres();
  // Both start together: the migrations must not run twice (advisory lock).
  servers.push(...(await Promise.all([startProcess(postgres.url), startProcess(postgres.url)])));
}, 120_000);

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all(
    processes.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
  await postgres?.stop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('two server processes on one PostgreSQL database', () => {
  it('both are up on the same data: a sign-in made on one is valid on the other', async () => {
    const [a, b] = servers as [{ baseUrl: string }, { baseUrl: string }];
    const tokens = await signInAs(a, 'trader', 'trader123');
    const me = await call(b, 'GET', '/users/me', { token: tokens.access_token });
    expect(me.status).toBe(200);
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const applied = await client.query(
      `SELECT count(*)::int AS n FROM ${schema}.schema_migrations`,
    );
    const versions = await client.query(
      `SELECT count(DISTINCT version)::int AS n FROM ${schema}.schema_migrations`,
    );
    await client.end();
    expect(applied.rows[0].n).toBe(versions.rows[0].n);
  });

  it("an event published by process A reaches the user's socket on process B, and only that user", async () => {
    const [a, b] = servers as [{ baseUrl: string }, { baseUrl: string }];
    const trader = await signInAs(a, 'trader', 'trader123');
    const admin = await signInAs(a, 'admin', 'admin123');
    const onB = openLive(b.baseUrl, trader.access_token);
    const publicOnB = openLive(b.baseUrl);
    const onA = openLive(a.baseUrl, trader.access_token);
    clients.push(onB, publicOnB, onA);
    await Promise.all([onB.next('hello'), publicOnB.next('hello'), onA.next('hello')]);

    const me = await call<{ result: { id: number; balance: number } }>(a, 'GET', '/users/me', {
      token: trader.access_token,
    });
    const credit = await call(a, 'POST', `/admin/users/${me.body.result.id}/balance`, {
      token: admin.access_token,
      json: { amount: 1_000, reason: 'two-process test' },
    });
    expect(credit.status).toBe(200);
    const expected = { type: 'balance', balance: me.body.result.balance + 1_000 };
    expect(await onB.next('balance')).toEqual(expected);
    expect(await onA.next('balance')).toEqual(expected);
    await pause(300);
    expect(publicOnB.events.some((e) => e.type === 'balance')).toBe(false);
  });

  it('a client whose process went away catches up on the other one with its last id', async () => {
    const [a, b] = servers as [{ baseUrl: string }, { baseUrl: string }];
    const trader = await signInAs(a, 'trader', 'trader123');
    const admin = await signInAs(a, 'admin', 'admin123');
    const first = openLive(a.baseUrl, trader.access_token);
    clients.push(first);
    const hello = await first.next('hello');
    first.close();
    await first.closed;
    const me = await call<{ result: { id: number; balance: number } }>(a, 'GET', '/users/me', {
      token: trader.access_token,
    });
    for (const amount of [100, 200]) {
      await call(a, 'POST', `/admin/users/${me.body.result.id}/balance`, {
        token: admin.access_token,
        json: { amount, reason: 'catch-up test' },
      });
    }
    const lastSeen = hello.type === 'hello' ? hello.last_event_id : undefined;
    const back = openLive(b.baseUrl, trader.access_token, lastSeen);
    clients.push(back);
    expect(await back.next('hello')).toMatchObject({ resumed: true });
    await back.next('balance');
    await pause(300);
    const balances = back.events.filter((e) => e.type === 'balance');
    expect(balances).toEqual([
      { type: 'balance', balance: me.body.result.balance + 100 },
      { type: 'balance', balance: me.body.result.balance + 300 },
    ]);
  });

  it('revoking a session on process B closes its socket on process A', async () => {
    const [a, b] = servers as [{ baseUrl: string }, { baseUrl: string }];
    const tokens = await signInAs(a, 'trader', 'trader123');
    const onA = openLive(a.baseUrl, tokens.access_token);
    clients.push(onA);
    await onA.next('hello');
    await call(b, 'POST', '/auth/revoke', { query: { token: tokens.refresh_token } });
    expect(await onA.next('session.revoked')).toEqual({ type: 'session.revoked' });
    expect((await onA.closed).code).toBe(4401);
  });
});
