// The platform: health, error shapes, request logs without secrets, static files, migrations,
// demo seed and graceful shutdown.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { DEMO_USERS, buildApp, isDemoDatabase, migrate, seedDemo } from './index';
import { listMigrations } from './db/migrate';
import {
  call,
  makeUser,
  openTestDatabase,
  signInAs,
  startTestServer,
  testConfig,
  type TestServer,
} from '../../../tests/kit/server/helpers';

let server: TestServer;
const logLines: string[] = [];
let hostAppDir: string;
let embedDir: string;
let staticRoot = '';

beforeAll(async () => {
  const root = (staticRoot = mkdtempSync(join(tmpdir(), 'savdo-static-')));
  hostAppDir = join(root, 'host-app');
  embedDir = join(root, 'embed');
  mkdirSync(join(hostAppDir, 'assets'), { recursive: true });
  mkdirSync(join(embedDir, 'widgets'), { recursive: true });
  writeFileSync(
    join(hostAppDir, 'index.html'),
    '<!doctype html><title>Savdo</title><div id="root"></div>',
  );
  writeFileSync(join(hostAppDir, 'assets', 'app.js'), 'console.log("app")');
  writeFileSync(join(embedDir, 'savdo.js'), 'console.log("loader")');
  writeFileSync(join(embedDir, 'widgets', 'calendar.js'), 'export default 1');
  const sink = new Writable({
    write(chunk, _enc, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  server = await startTestServer(
    { hostAppDir, embedDir },
    { logger: pino({ level: 'info' }, sink) },
  );
});
afterAll(async () => {
  await server?.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

describe('health and errors', () => {
  it('/healthz answers ok with the database kind', async () => {
    const res = await call(server, 'GET', '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('an unknown API route answers 404 with a message, never the host app page', async () => {
    const res = await call(server, 'GET', '/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Not found: GET /api/v1/nothing-here' });
  });

  it('malformed JSON answers 400 with a message', async () => {
    const res = await call(server, 'POST', '/auth/register', {
      body: '{"first_name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The request body is not valid JSON' });
  });

  it('a JSON array where an object is expected answers 400', async () => {
    const res = await call(server, 'POST', '/auth/register', { json: [1, 2] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'The request must be a JSON object' });
  });

  it('an unsupported content type answers 415 with a message', async () => {
    const res = await call(server, 'POST', '/auth/register', {
      body: '<xml/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ message: 'This content type is not supported here' });
  });

  it('a body over 1 MB answers 413', async () => {
    const res = await call(server, 'POST', '/auth/register', {
      json: { first_name: 'x'.repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
  });

  it('an unexpected failure answers 500 without details, and the process keeps serving', async () => {
    // A second app on the same database, with one extra route that fails.
    const app = await buildApp({ db: server.db, config: testConfig(), logger: false });
    app.get('/api/v1/test-boom', async () => {
      throw new Error('secret internal detail');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/test-boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ message: 'Internal server error' });
      expect(res.body).not.toContain('secret');
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('CORS: the public API can be read from a partner origin', async () => {
    const res = await fetch(new URL('/api/v1/auth/providers', server.baseUrl), {
      headers: { origin: 'https://partner.example' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('request log', () => {
  it('writes one line per request with method, path, status and user, and no tokens or passwords', async () => {
    const user = await makeUser(server);
    const before = logLines.length;
    const tokens = await signInAs(server, user.username, 'secret123');
    await call(server, 'POST', '/auth/verify-token', { query: { token: tokens.access_token } });
    await call(server, 'GET', '/users/me', { token: tokens.access_token });
    // The line is written once the response has gone out: wait for the third (up to 5 s), not
    // a fixed time that a loaded machine can overrun.
    const requestLines = () =>
      logLines
        .slice(before)
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((l) => l.msg === 'request');
    await vi.waitFor(() => expect(requestLines().length).toBeGreaterThanOrEqual(3), {
      timeout: 5_000,
    });
    const requests = requestLines();
    expect(requests.map((l) => [l.method, l.path, l.status])).toEqual([
      ['POST', '/api/v1/auth/jwt/login', 200],
      ['POST', '/api/v1/auth/verify-token', 200],
      ['GET', '/api/v1/users/me', 200],
    ]);
    expect(requests[2]?.user_id).toBe(user.id);
    const text = logLines.slice(before).join('\n');
    expect(text).not.toContain(tokens.access_token);
    expect(text).not.toContain(tokens.refresh_token);
    expect(text).not.toContain('secret123');
  });
});

describe('static files', () => {
  it('serves the host app at / and falls back to index.html for app routes', async () => {
    for (const path of ['/', '/dashboard', '/video-courses/3/player']) {
      const res = await fetch(new URL(path, server.baseUrl), { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
    }
    expect((await fetch(new URL('/assets/app.js', server.baseUrl))).status).toBe(200);
  });

  it('a missing asset is a 404, not the app page', async () => {
    const res = await fetch(new URL('/assets/missing.js', server.baseUrl));
    expect(res.status).toBe(404);
  });

  it('serves the embed bundles at /embed/ with Access-Control-Allow-Origin: *', async () => {
    for (const path of ['/embed/savdo.js', '/embed/widgets/calendar.js']) {
      const res = await fetch(new URL(path, server.baseUrl), {
        headers: { origin: 'https://partner.example' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('migrations and demo seed', () => {
  it('every migration is recorded once and running them again applies nothing', async () => {
    const res = await server.db.query<{ version: number }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    expect(res.rows.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
    expect(await migrate(server.db)).toEqual([]);
  });

  it('the demo seed creates a trader, an admin, a banned, an inactive and a password-less user, idempotently', async () => {
    const db = await openTestDatabase();
    try {
      await migrate(db);
      await seedDemo(db);
      await seedDemo(db);
      const users = await db.query<Record<string, unknown>>(
        'SELECT username, role, is_banned, is_active, password_hash IS NOT NULL AS has_password, email, balance FROM users ORDER BY id',
      );
      expect(users.rows).toHaveLength(DEMO_USERS.length);
      const by = (name: string) => users.rows.find((u) => u.username === name);
      expect(by('trader')).toMatchObject({ role: 'user', balance: 1_500_000, has_password: true });
      expect(by('admin')).toMatchObject({ role: 'admin' });
      expect(by('banned')).toMatchObject({ is_banned: true });
      expect(by('inactive')).toMatchObject({ is_active: false });
      expect(by('tg_demo')).toMatchObject({ has_password: false, email: null });
      expect(by('investor')).toMatchObject({ balance: 100_000 });
      // One opening credit per demo user with a balance, not one per seeding.
      const ledger = await db.query('SELECT 1 FROM ledger_entries');
      expect(ledger.rows).toHaveLength(DEMO_USERS.filter((u) => u.balance).length);
    } finally {
      await db.close();
    }
  });
});

describe('the demo seed on a database that has data', () => {
  it('adds what is missing and nothing twice: every table has as many rows after a second run', async () => {
    const db = await openTestDatabase();
    try {
      await migrate(db);
      await seedDemo(db);
      const counts = async () => {
        const tables = await db.query<{ name: string }>(
          `SELECT table_name AS name FROM information_schema.tables
           WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
        );
        const out: Record<string, number> = {};
        for (const { name } of tables.rows) {
          const res = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${name}"`);
          out[name] = res.rows[0]?.n ?? 0;
        }
        return out;
      };
      const once = await counts();
      // The demo has courses, bots, plans and signals, not only users.
      for (const table of [
        'courses',
        'algo_bots',
        'subscription_plans',
        'signals',
        'banners',
        'resources',
      ])
        expect(once[table], table).toBeGreaterThan(0);
      await seedDemo(db);
      expect(await counts()).toEqual(once);
    } finally {
      await db.close();
    }
  });

  it('runs on an empty or demo database only: a real one never gets the demo accounts', async () => {
    const db = await openTestDatabase();
    try {
      await migrate(db);
      expect(await isDemoDatabase(db)).toBe(true);
      await db.query(
        `INSERT INTO users (username, email, first_name, last_name, role)
         VALUES ('real', 'admin@savdo.demo', 'Real', 'User', 'user')`,
      );
      // A sign-up with the demo admin's address is not the demo admin.
      expect(await isDemoDatabase(db)).toBe(false);
      await db.query("DELETE FROM users WHERE username = 'real'");
      await seedDemo(db);
      expect(await isDemoDatabase(db)).toBe(true);
    } finally {
      await db.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests before closing', async () => {
    const app = await buildApp({ db: server.db, config: testConfig(), logger: false });
    let entered: () => void = () => {};
    const inHandler = new Promise<void>((r) => (entered = r));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    // A slow route stands in for any request still being answered at shutdown.
    app.get('/api/v1/test-slow', async () => {
      entered();
      await gate;
      return { result: 'done' };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const slow = fetch(`http://127.0.0.1:${port}/api/v1/test-slow`);
    await inHandler;
    const closing = app.close();
    setTimeout(release, 100);
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: 'done' });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
