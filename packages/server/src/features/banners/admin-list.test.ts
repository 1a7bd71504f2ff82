// The back office's banner and help-text lists answer the shared list query: searched in every
// language, filtered (active banners, a help text's location), sorted by a known name, paged;
// non-admins refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBannersResponse, AdminInstructionsResponse } from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let admin: string;
let trader: string;
const text = (en: string) => ({ uz: `${en} uz`, ru: `${en} ru`, en });

beforeAll(async () => {
  server = await startTestServer();
  const a = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, a.username, 'secret123')).access_token;
  const t = await makeUser(server, {});
  trader = (await signInAs(server, t.username, 'secret123')).access_token;
  for (const [name, position, ends] of [
    ['Listed alpha', 2, null],
    ['Listed beta', 1, null],
    ['Listed gone', 3, new Date(Date.now() - 60_000).toISOString()],
  ] as const) {
    const res = await call(server, 'POST', '/admin/banner', {
      token: admin,
      json: { image_url: '/api/v1/files/x', title: text(name), position, ends_at: ends },
    });
    expect(res.status).toBe(201);
  }
  const help = await call(server, 'POST', '/admin/instruction', {
    token: admin,
    json: { location: 'dashboard', title: text('Listed help'), body: text('Find the needle here') },
  });
  expect(help.status).toBe(201);
});
afterAll(async () => server?.close());

describe('admin banner and help lists', () => {
  it('banners: searched in every language, filtered by active, in position order, paged', async () => {
    const get = (query: Record<string, string>, token = admin) =>
      call<AdminBannersResponse>(server, 'GET', '/admin/banner', { token, query });
    const found = await get({ search: 'listed' });
    expect(found.status).toBe(200);
    expect(found.body.result.data.map((b) => b.title.en)).toEqual([
      'Listed beta',
      'Listed alpha',
      'Listed gone',
    ]);
    const russian = await get({ search: 'gone ru' });
    expect(russian.body.result.data.map((b) => b.title.en)).toEqual(['Listed gone']);
    const active = await get({ search: 'listed', active: 'true', sort: 'id', order: 'desc' });
    expect(active.body.result.data.map((b) => b.title.en)).toEqual(['Listed beta', 'Listed alpha']);
    const second = await get({ search: 'listed', limit: '2', page: '2' });
    expect(second.body.result).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.body.result.data).toHaveLength(1);
    expect((await get({ sort: 'title' })).status).toBe(400);
    expect((await get({}, trader)).status).toBe(403);
  });

  it('help texts: searched in the body, filtered by location', async () => {
    const get = (query: Record<string, string>) =>
      call<AdminInstructionsResponse>(server, 'GET', '/admin/instruction', {
        token: admin,
        query,
      });
    const found = await get({ search: 'needle' });
    expect(found.body.result.data.map((i) => i.title.en)).toEqual(['Listed help']);
    expect((await get({ search: 'needle', location: 'dashboard' })).body.result.total).toBe(1);
    expect((await get({ location: 'nowhere' })).status).toBe(400);
  });
});
