// The resource center's reading side (docs/decisions/0210-resource-center.md): 12 a page, newest
// first, the category / featured / search filters, texts in the reader's language with a fallback,
// a search in that language (case-insensitive in Cyrillic, whatever the database's locale), the
// categories, and what a viewer who has not bought a paid resource does not get.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESOURCES_PAGE_SIZE,
  type ResourceCategoriesResponse,
  type Resource,
} from '@savdo/contract';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  allResources,
  byTitle,
  list,
  one,
  reader,
  startResourcesServer,
  type Reader,
} from '../../../../../tests/kit/server/resource-fixtures';

let server: TestServer;
let r: Reader;

beforeAll(async () => {
  server = await startResourcesServer();
  r = await reader(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

describe('GET /resource/all', () => {
  it('needs a signed-in user (the resource center is a private page)', async () => {
    const res = await call(server, 'GET', '/resource/all');
    expect(res.status).toBe(401);
  });

  it('12 resources a page by default, the rest on page 2', async () => {
    const first = await list(server, r);
    expect(first.status).toBe(200);
    expect(RESOURCES_PAGE_SIZE).toBe(12);
    expect(first.body.result).toMatchObject({ page: 1, limit: 12, total: 15 });
    expect(first.body.result.data).toHaveLength(12);
    const second = await list(server, r, { page: '2' });
    expect(second.body.result.data).toHaveLength(3);
    const ids = [...first.body.result.data, ...second.body.result.data].map((x) => x.id);
    expect(new Set(ids).size).toBe(15);
  });

  it('lists the newest first', async () => {
    const data = await allResources(server, r);
    const times = data.map((x) => Date.parse(x.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by category_name; an unknown category is an empty page, a malformed one a 400 naming it', async () => {
    const res = await list(server, r, { category_name: 'risk-management', limit: '100' });
    expect(res.body.result.total).toBe(4);
    expect(res.body.result.data.every((x) => x.category_name === 'risk-management')).toBe(true);
    expect((await list(server, r, { category_name: 'no-such' })).body.result.total).toBe(0);
    const bad = await list(server, r, { category_name: 'Bad Name!' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail?.category_name).toMatch(/category_name/);
  });

  it('category_name finds its category in any case ("Risk-Management" is risk-management)', async () => {
    const res = await list(server, r, { category_name: 'Risk-Management', limit: '100' });
    expect(res.status).toBe(200);
    expect(res.body.result.total).toBe(4);
    expect(res.body.result.data.every((x) => x.category_name === 'risk-management')).toBe(true);
  });

  it('filters by is_featured; a value that is not true or false is a 400 naming is_featured', async () => {
    const res = await list(server, r, { is_featured: 'true' });
    expect(res.body.result.total).toBe(4);
    expect(res.body.result.data.every((x) => x.is_featured)).toBe(true);
    const not = await list(server, r, { is_featured: 'false', limit: '100' });
    expect(not.body.result.total).toBe(11);
    const bad = await list(server, r, { is_featured: 'maybe' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toMatch(/is_featured/);
  });

  it('combines the filters', async () => {
    const res = await list(server, r, { category_name: 'psychology', is_featured: 'true' });
    expect(res.body.result.data.map((x) => x.title)).toEqual(['Trading plan template']);
  });

  it('bad paging is a 400 naming the field', async () => {
    expect((await list(server, r, { limit: '0' })).status).toBe(400);
    expect((await list(server, r, { limit: '101' })).status).toBe(400);
    const page = await list(server, r, { page: '-1' });
    expect(page.status).toBe(400);
    expect(JSON.stringify(page.body)).toMatch(/page/);
  });
});

describe('texts in the reader language', () => {
  it('answers title, description and category in the Accept-Language language, with every translation', async () => {
    const en = await byTitle(server, r, 'The 1% rule');
    const ru = (await one(server, r, en.id, 'ru')).body.result;
    expect(ru).toMatchObject({
      language: 'ru',
      title: 'Правило одного процента',
      category_title: 'Управление рисками',
    });
    const uz = (await one(server, r, en.id, 'uz')).body.result;
    expect(uz).toMatchObject({
      language: 'uz',
      title: '1% qoidasi',
      category_title: 'Risk boshqaruvi',
    });
    expect(Object.keys(uz.translations).sort()).toEqual(['en', 'ru', 'uz']);
    expect(uz.translations.en?.title).toBe('The 1% rule');
  });

  it('a resource without the reader language falls back to Uzbek, then English', async () => {
    const res = await server.db.query<{ id: number }>(
      `INSERT INTO resources (kind, category_name, texts, search, price)
       VALUES ('article', 'basics', $1::jsonb, '{}', 0) RETURNING id`,
      [JSON.stringify({ en: { title: 'Only English', description: 'd', body: 'b' } })],
    );
    const id = res.rows[0]!.id;
    const ru = (await one(server, r, id, 'ru')).body.result;
    expect(ru).toMatchObject({ language: 'en', title: 'Only English', body: 'b' });
    await server.db.query('DELETE FROM resources WHERE id = $1', [id]);
  });
});

describe('search over title and description in the reader language', () => {
  const titles = async (search: string, lang: 'uz' | 'ru' | 'en', extra = {}) =>
    (await list(server, r, { search, limit: '100', ...extra }, lang)).body.result.data.map(
      (x: Resource) => x.title,
    );

  it('finds by the title in the reader language, case-insensitive', async () => {
    expect(await titles('STOP-LOSS', 'en')).toContain('Where to place a stop-loss');
    expect(await titles('словарь', 'ru')).toEqual(['Словарь трейдера']);
  });

  it('is case-insensitive in Cyrillic (lowercased by the server, not by the database locale)', async () => {
    expect(await titles('СЛОВАРЬ ТРЕЙДЕРА', 'ru')).toEqual(['Словарь трейдера']);
  });

  it('looks at the reader language only: a Russian word finds nothing for an English reader', async () => {
    expect(await titles('словарь', 'en')).toEqual([]);
    expect(await titles('glossary', 'ru')).toEqual([]);
  });

  it('finds by the description too', async () => {
    expect(await titles('head and shoulders', 'en')).toEqual(['Chart patterns cheat sheet']);
  });

  it("treats the Uzbek apostrophe's look-alikes as one letter (o‘, oʻ, o')", async () => {
    const plain = await titles("qo'llanma", 'uz');
    expect(plain.length).toBeGreaterThan(0);
    expect(await titles('qo‘llanma', 'uz')).toEqual(plain);
    expect(await titles('qoʻllanma', 'uz')).toEqual(plain);
  });

  it('wildcards are plain text: "%" and "_" match only themselves', async () => {
    expect(await titles('%', 'en')).toEqual(['The 1% rule']);
    expect(await titles('_', 'en')).toEqual([]);
  });

  it('combines with the category filter and pages the result', async () => {
    const res = await list(server, r, { search: 'a', category_name: 'basics', limit: '2' });
    expect(res.body.result.data.length).toBeLessThanOrEqual(2);
    expect(res.body.result.data.every((x) => x.category_name === 'basics')).toBe(true);
  });

  it('a blank search lists everything; a search over 100 characters is a 400 naming search', async () => {
    expect((await list(server, r, { search: '   ' })).body.result.total).toBe(15);
    const long = await list(server, r, { search: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.detail?.search).toMatch(/search/);
  });
});

describe('GET /resource/{id}: what each kind gives before and after access', () => {
  it('a free article carries its body (plain text, paragraphs parted by blank lines) and its reading time', async () => {
    const a = await byTitle(server, r, 'The 1% rule');
    const res = await one(server, r, a.id);
    expect(res.body.result).toMatchObject({ kind: 'article', is_free: true, can_access: true });
    expect(res.body.result.body).toContain('\n\n');
    expect(res.body.result.reading_minutes).toBe(1);
  });

  it('the list never carries a body', async () => {
    const data = await allResources(server, r);
    expect(data.every((x) => x.body === null)).toBe(true);
  });

  it('a paid article not bought: no body, can_access false', async () => {
    const a = await byTitle(server, r, 'Where to place a stop-loss');
    const res = await one(server, r, a.id);
    expect(res.body.result).toMatchObject({
      price: 19_000,
      is_free: false,
      purchased: false,
      can_access: false,
      body: null,
    });
  });

  it('a free demo video plays in the player for anyone signed in; a paid one not bought has no address', async () => {
    const free = await byTitle(server, r, 'Handling a losing streak');
    expect(free).toMatchObject({
      video_url: null,
      playback_url: `/api/v1/resource/${free.id}/playback`,
    });
    const paid = await byTitle(server, r, 'RSI divergence explained');
    expect(paid).toMatchObject({ can_access: false, video_url: null, playback_url: null });
  });

  it('a PDF shows its file name and size even while locked, its address only when open', async () => {
    const locked = await byTitle(server, r, 'Position sizing guide');
    expect(locked).toMatchObject({ file_name: 'position-sizing.pdf', file_url: null });
    expect(locked.file_size).toBeGreaterThan(1000);
    const free = await byTitle(server, r, 'Trading glossary');
    expect(free.file_url).toBe(`/api/v1/resource/${free.id}/file`);
  });

  it('an unknown id is a 404 "Resource not found"; a malformed one a 400', async () => {
    const res = await one(server, r, 999_999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Resource not found');
    expect((await call(server, 'GET', '/resource/abc', { token: r.token })).status).toBe(400);
  });
});

describe('GET /resource/{id}/file', () => {
  const file = (id: number, who: Reader | null, lang = 'en', query = {}) =>
    call<{ message?: string }>(server, 'GET', `/resource/${id}/file`, {
      ...(who ? { token: who.token } : {}),
      headers: { 'accept-language': lang },
      query,
    });

  it('a free PDF: to any signed-in user, as application/pdf, never cached by a shared cache', async () => {
    const free = await byTitle(server, r, 'Trading glossary');
    const res = await fetch(`${server.baseUrl}/api/v1/resource/${free.id}/file`, {
      headers: { authorization: `Bearer ${r.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-disposition')).toContain('trading-glossary.pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.byteLength).toBe(free.file_size);
  });

  it('?download=true asks the browser to save it', async () => {
    const free = await byTitle(server, r, 'Trading glossary');
    const res = await file(free.id, r, 'en', { download: 'true' });
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('the file of a paid resource only for buyers: others get 403 with a clear message in their language', async () => {
    const paid = await byTitle(server, r, 'Position sizing guide');
    const res = await file(paid.id, r);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Buy this resource to open its file');
    const ru = await file(paid.id, r, 'ru');
    expect(ru.body.message).toBe('Купите этот материал, чтобы открыть его файл');
  });

  it('needs a signed-in user', async () => {
    const free = await byTitle(server, r, 'Trading glossary');
    expect((await file(free.id, null)).status).toBe(401);
  });

  it('an article has no file: 404', async () => {
    const a = await byTitle(server, r, 'The 1% rule');
    const res = await file(a.id, r);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This resource has no file yet');
  });
});

describe('GET /resource/categories', () => {
  it('the four demo categories in order, named in the reader language, with their counts', async () => {
    const res = await call<ResourceCategoriesResponse>(server, 'GET', '/resource/categories', {
      token: r.token,
      headers: { 'accept-language': 'uz' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.map((c) => [c.name, c.title, c.count])).toEqual([
      ['basics', 'Savdo asoslari', 4],
      ['technical-analysis', 'Texnik tahlil', 4],
      ['risk-management', 'Risk boshqaruvi', 4],
      ['psychology', 'Savdo psixologiyasi', 3],
    ]);
    expect(res.body.result[0]!.titles).toEqual({
      uz: 'Savdo asoslari',
      ru: 'Основы трейдинга',
      en: 'Trading basics',
    });
  });
});

describe('the demo seed', () => {
  it('is idempotent: seeding again adds nothing', async () => {
    const { seedDemoResources } = await import('./seed');
    await seedDemoResources(server.db);
    expect((await list(server, r)).body.result.total).toBe(15);
  });

  it('holds PDFs, articles and videos, free and paid, over four categories', async () => {
    const data = await allResources(server, r);
    const kinds = new Set(data.map((x) => x.kind));
    expect(kinds).toEqual(new Set(['pdf', 'article', 'video']));
    expect(data.some((x) => x.is_free)).toBe(true);
    expect(data.some((x) => !x.is_free)).toBe(true);
    expect(new Set(data.map((x) => x.category_name)).size).toBe(4);
    for (const x of data) expect(Object.keys(x.translations).sort()).toEqual(['en', 'ru', 'uz']);
  });
});
