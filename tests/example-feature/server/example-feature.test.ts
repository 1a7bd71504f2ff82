// A feature built from docs/adding-a-feature.md alone (tests/example-feature/), served beside the
// product's features without editing any shared file: its migration runs, its routes answer under
// /api/v1 with the platform's guards (auth, NUL, validation, error codes), its seed and admin
// command take part, and the route registry the fuzz suite walks holds its routes.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMigrations, migrationDirs } from '@savdo/server/db/migrate';
import { serverFeatures } from '@savdo/server/features/index';
import { adminCommands } from '@savdo/server/cli/run-admin';
import { seedDemo } from '@savdo/server/seed/demo';
import { watchlistFeature } from './feature';
import { ALREADY_WATCHED } from './service';
import {
  call,
  makeUser,
  runAdminWith,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../kit/server/helpers';

const here = dirname(fileURLToPath(import.meta.url));
const features = [...serverFeatures, watchlistFeature];
const commands = [...adminCommands, ...watchlistFeature.adminCommands];
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      features,
      migrations: listMigrations([...migrationDirs(), join(here, 'migrations')]),
    },
  );
  const user = await makeUser(server);
  token = (await signInAs(server, user.username, 'secret123')).access_token;
});
afterAll(async () => {
  await server?.close();
});

describe('the example feature, registered with one line', () => {
  it('its routes answer under /api/v1, typed by its contract', async () => {
    const added = await call<{ result: { symbol: string; direction: string } }>(
      server,
      'POST',
      '/watchlist',
      {
        token,
        json: { symbol: 'XAUUSD', direction: 'long' },
      },
    );
    expect(added.status).toBe(201);
    expect(added.body.result).toMatchObject({ symbol: 'XAUUSD', direction: 'long' });
    const list = await call<{ result: { data: unknown[]; total: number } }>(
      server,
      'GET',
      '/watchlist',
      { token },
    );
    expect(list.body.result.total).toBe(1);
  });

  it("the platform's guards hold for it: sign-in, validation with its message, NUL, domain errors with a code", async () => {
    expect((await call(server, 'GET', '/watchlist')).status).toBe(401);
    const bad = await call<{ message: string; detail: Record<string, string> }>(
      server,
      'POST',
      '/watchlist',
      {
        token,
        json: { symbol: 'x', direction: 'sideways' },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.detail.symbol).toBe('A symbol is 2 to 12 capital letters or digits');
    const nul = await call(server, 'POST', '/watchlist', {
      token,
      json: { symbol: 'AB\u0000', direction: 'long' },
    });
    expect(nul.status).toBe(400);
    await call(server, 'POST', '/watchlist', {
      token,
      json: { symbol: 'EURUSD', direction: 'short' },
    });
    const twice = await call<{ message: string; code: string }>(server, 'POST', '/watchlist', {
      token,
      json: { symbol: 'EURUSD', direction: 'short' },
    });
    expect([twice.status, twice.body.message, twice.body.code]).toEqual([
      409,
      ALREADY_WATCHED,
      'conflict',
    ]);
    const missing = await call(server, 'DELETE', '/watchlist/999999', { token });
    expect(missing.status).toBe(404);
  });

  it('the fuzz suite walks its routes with the others (the route registry holds them)', () => {
    const paths = server.app.registeredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/v1/watchlist',
        'POST /api/v1/watchlist',
        'DELETE /api/v1/watchlist/:id',
      ]),
    );
  });

  it('its seed runs in list order after the users it builds on, and its admin command is listed', async () => {
    expect(await seedDemo(server.db, features)).toContain('watchlist');
    const help = await runAdminWith(server.db, commands, '--help');
    expect(help.out).toContain('watchlist-count');
    const count = await runAdminWith(server.db, commands, 'watchlist-count');
    expect(count.code).toBe(0);
    expect(count.out).toMatch(/^watchlist-count: \d+$/);
  });
});
