// The back office's resource list answers the shared list query: searched in the titles,
// filtered by kind, category, featured and free, sorted by a known name, paged; admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminResourcesResponse } from '@savdo/contract';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  admin,
  reader,
  startResourcesServer,
  type Reader,
} from '../../../../../tests/kit/server/resource-fixtures';

let server: TestServer;
let boss: Reader;
let r: Reader;

const article = (title: string, price: number) => ({
  kind: 'article',
  category_name: 'basics',
  price,
  texts: { en: { title, description: 'About it', body: 'Text.' } },
});

beforeAll(async () => {
  server = await startResourcesServer();
  boss = await admin(server);
  r = await reader(server);
  for (const [title, price] of [
    ['Listing zebra', 0],
    ['Listing apple', 50_000],
  ] as const) {
    const res = await call(server, 'POST', '/admin/resources', {
      token: boss.token,
      json: article(title, price),
    });
    expect(res.status).toBe(201);
  }
}, 60_000);
afterAll(async () => server?.close());

const list = (query: Record<string, string>, token = boss.token) =>
  call<AdminResourcesResponse>(server, 'GET', '/admin/resources', { token, query });

describe('the admin resource list', () => {
  it('searches, filters by free and kind, sorts by title', async () => {
    const sorted = await list({ search: 'listing', sort: 'title', order: 'asc' });
    expect(sorted.status).toBe(200);
    expect(sorted.body.result.data.map((x) => x.title)).toEqual(['Listing apple', 'Listing zebra']);
    const free = await list({ search: 'listing', is_free: 'true', kind: 'article' });
    expect(free.body.result.data.map((x) => x.title)).toEqual(['Listing zebra']);
    expect((await list({ search: 'listing', kind: 'pdf' })).body.result.total).toBe(0);
    expect((await list({ sort: 'file_path' })).status).toBe(400);
    expect((await list({}, r.token)).status).toBe(403);
  });
});
