// Banners and instructions (docs/product.md "Pages"; decision 17): GET /banner serves only active
// ones, 10 a page; GET /instruction answers all (the client asks 10000), optionally for one
// location, in the request's language; the admin API and command line manage both; the demo seed
// has banners with real pictures and instructions for the main pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminBanner,
  AdminInstruction,
  BannersResponse,
  InstructionsResponse,
} from '@savdo/contract';
import { seedDemoBanners } from './seed';
import {
  call,
  makeUser,
  runAdminOn,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let admin: string;
let trader: string;
beforeAll(async () => {
  server = await startTestServer();
  const a = await makeUser(server, { role: 'admin', is_verified: true });
  admin = (await signInAs(server, a.username, 'secret123')).access_token;
  const t = await makeUser(server, { is_verified: true });
  trader = (await signInAs(server, t.username, 'secret123')).access_token;
});
afterAll(async () => server.close());

const title = (en: string) => ({ uz: `${en} uz`, ru: `${en} ru`, en });
const day = 86_400_000;

async function addBanner(body: Record<string, unknown>) {
  return call<{ result: AdminBanner; message?: string }>(server, 'POST', '/admin/banner', {
    token: admin,
    json: { image_url: '/api/v1/files/x', title: title('Banner'), ...body },
  });
}

describe('GET /banner', () => {
  it('serves only banners inside their active dates, in the request language', async () => {
    await server.db.query('DELETE FROM banners');
    const now = Date.now();
    await addBanner({ title: title('Open') });
    await addBanner({
      title: title('Running'),
      starts_at: new Date(now - day).toISOString(),
      ends_at: new Date(now + day).toISOString(),
      link_url: '/plans',
    });
    await addBanner({ title: title('Future'), starts_at: new Date(now + day).toISOString() });
    await addBanner({ title: title('Past'), ends_at: new Date(now - 1000).toISOString() });
    const res = await call<BannersResponse>(server, 'GET', '/banner', {
      headers: { 'accept-language': 'ru' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data.map((b) => b.title)).toEqual(['Open ru', 'Running ru']);
    expect(res.body.result.total).toBe(2);
    expect(res.body.result.data[1]!.link_url).toBe('/plans');
  });

  it('page size 10 by default', async () => {
    await server.db.query('DELETE FROM banners');
    for (let i = 0; i < 12; i++) await addBanner({ position: i });
    const first = await call<BannersResponse>(server, 'GET', '/banner');
    expect(first.body.result).toMatchObject({ limit: 10, total: 12, page: 1 });
    expect(first.body.result.data).toHaveLength(10);
    const second = await call<BannersResponse>(server, 'GET', '/banner', { query: { page: '2' } });
    expect(second.body.result.data).toHaveLength(2);
  });
});

describe('admin banners', () => {
  it('only admins manage banners', async () => {
    const res = await call(server, 'POST', '/admin/banner', {
      token: trader,
      json: { image_url: '/a', title: title('x') },
    });
    expect(res.status).toBe(403);
    expect((await call(server, 'GET', '/admin/banner')).status).toBe(401);
  });

  it('create, edit, list (with inactive ones) and delete', async () => {
    const created = await addBanner({ title: title('Edit me') });
    expect(created.status).toBe(201);
    const id = created.body.result.id;
    const edited = await call<{ result: AdminBanner }>(server, 'PATCH', `/admin/banner/${id}`, {
      token: admin,
      json: { ends_at: new Date(Date.now() - 1000).toISOString() },
    });
    expect(edited.body.result.active).toBe(false);
    const all = await call<{ result: { data: AdminBanner[] } }>(server, 'GET', '/admin/banner', {
      token: admin,
      query: { limit: '100' },
    });
    expect(all.body.result.data.find((b) => b.id === id)?.active).toBe(false);
    expect((await call(server, 'DELETE', `/admin/banner/${id}`, { token: admin })).status).toBe(
      200,
    );
    const gone = await call<{ message: string }>(server, 'DELETE', `/admin/banner/${id}`, {
      token: admin,
    });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Banner not found');
  });

  it('bad input is a 400 naming the field: ends before it starts, a missing language, a script link', async () => {
    const window = await addBanner({
      starts_at: '2027-01-02T00:00:00Z',
      ends_at: '2027-01-01T00:00:00Z',
    });
    expect(window.status).toBe(400);
    expect(JSON.stringify(window.body)).toContain('ends_at');
    const lang = await addBanner({ title: { uz: 'a', en: 'b' } });
    expect(lang.status).toBe(400);
    expect(JSON.stringify(lang.body)).toContain('title');
    const link = await addBanner({ link_url: 'javascript:alert(1)' });
    expect(link.status).toBe(400);
    expect(JSON.stringify(link.body)).toContain('link_url');
  });
});

describe('GET /instruction', () => {
  it('answers all of them for limit 10000, and one location when asked', async () => {
    await server.db.query('DELETE FROM instructions');
    for (let i = 0; i < 120; i++) {
      await call(server, 'POST', '/admin/instruction', {
        token: admin,
        json: {
          location: i % 2 ? 'top_up' : 'signals',
          title: title(`How ${i}`),
          body: title(`Body ${i}`),
          position: i,
        },
      });
    }
    const all = await call<InstructionsResponse>(server, 'GET', '/instruction', {
      query: { limit: '10000' },
      headers: { 'accept-language': 'uz' },
    });
    expect(all.status).toBe(200);
    expect(all.body.result.data).toHaveLength(120);
    expect(all.body.result.limit).toBe(10000);
    expect(all.body.result.data[0]!.title).toMatch(/ uz$/);
    const topUp = await call<InstructionsResponse>(server, 'GET', '/instruction', {
      query: { limit: '10000', location: 'top_up' },
    });
    expect(topUp.body.result.total).toBe(60);
    expect(topUp.body.result.data.every((i) => i.location === 'top_up')).toBe(true);
  });

  it('an unknown location or a limit over 10000 is a 400 naming the field', async () => {
    const where = await call(server, 'GET', '/instruction', { query: { location: 'moon' } });
    expect(where.status).toBe(400);
    expect(JSON.stringify(where.body)).toContain('location');
    const many = await call(server, 'GET', '/instruction', { query: { limit: '10001' } });
    expect(many.status).toBe(400);
  });

  it('admins edit and delete an instruction', async () => {
    const created = await call<{ result: AdminInstruction }>(server, 'POST', '/admin/instruction', {
      token: admin,
      json: { location: 'help', title: title('Q'), body: title('A') },
    });
    const id = created.body.result.id;
    const edited = await call<{ result: AdminInstruction }>(
      server,
      'PATCH',
      `/admin/instruction/${id}`,
      { token: admin, json: { location: 'calendar' } },
    );
    expect(edited.body.result.location).toBe('calendar');
    expect(
      (await call(server, 'DELETE', `/admin/instruction/${id}`, { token: admin })).status,
    ).toBe(200);
    expect(
      (await call(server, 'PATCH', `/admin/instruction/${id}`, { token: admin, json: {} })).status,
    ).toBe(404);
  });
});

describe('the admin command line', () => {
  it('banner-create, banner-list, banner-delete; a bad body exits 2 naming the field', async () => {
    const body = JSON.stringify({ title: title('From CLI'), image_url: '/api/v1/files/y' });
    const made = await runAdminOn(server.db, 'banner-create', '--json', body);
    expect(made.code).toBe(0);
    const id = /#(\d+)/.exec(made.out)![1]!;
    expect((await runAdminOn(server.db, 'banner-list')).out).toContain('From CLI');
    const bad = await runAdminOn(server.db, 'banner-create', '--json', '{"title":{}}');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('title');
    expect((await runAdminOn(server.db, 'banner-delete', id)).code).toBe(0);
  });

  it('instruction-create and instruction-list', async () => {
    const body = JSON.stringify({ location: 'journal', title: title('CLI how'), body: title('b') });
    expect((await runAdminOn(server.db, 'instruction-create', '--json', body)).code).toBe(0);
    expect((await runAdminOn(server.db, 'instruction-list')).out).toContain('[journal] CLI how');
  });
});

describe('the demo seed', () => {
  it('adds banners with pictures that are served, and instructions for the main pages; twice changes nothing', async () => {
    await server.db.query('DELETE FROM banners');
    await server.db.query('DELETE FROM instructions');
    await seedDemoBanners(server.db);
    await seedDemoBanners(server.db);
    const banners = await call<BannersResponse>(server, 'GET', '/banner');
    expect(banners.body.result.total).toBe(4);
    const picture = await fetch(new URL(banners.body.result.data[0]!.image_url, server.baseUrl));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    const instructions = await call<InstructionsResponse>(server, 'GET', '/instruction', {
      query: { limit: '10000' },
    });
    const locations = new Set(instructions.body.result.data.map((i) => i.location));
    for (const page of ['top_up', 'courses', 'signals', 'calendar', 'journal', 'algo'])
      expect(locations).toContain(page);
  });
});
