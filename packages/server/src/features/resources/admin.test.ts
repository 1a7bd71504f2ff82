// The resource center's admin side (docs/decisions/0210-resource-center.md): the admin API and `npm
// run admin` commands create and edit resources and categories, validating every field (a 400
// naming it); a PDF resource is hidden until its file is uploaded (PDF only, checked by its bytes),
// a replaced file is removed; and the search documents the AI assistant indexes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '@savdo/contract';
import { resourceSearchDocuments } from './search-documents';
import { call, runAdminOn, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  admin,
  demoPdf,
  list,
  one,
  reader,
  startResourcesServer,
  type Reader,
} from '../../../../../tests/kit/server/resource-fixtures';

let server: TestServer;
let boss: Reader;
let r: Reader;

beforeAll(async () => {
  server = await startResourcesServer();
  boss = await admin(server);
  r = await reader(server);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

type Answer = { result: Resource; message?: string; detail?: Record<string, string> };

const create = (body: unknown, who: Reader = boss) =>
  call<Answer>(server, 'POST', '/admin/resources', { token: who.token, json: body });
const edit = (id: number, body: unknown) =>
  call<Answer>(server, 'PATCH', `/admin/resources/${id}`, { token: boss.token, json: body });
function upload(id: number, data: Uint8Array, options: { field?: string; name?: string } = {}) {
  const form = new FormData();
  form.append(
    options.field ?? 'file',
    new Blob([new Uint8Array(data)], { type: 'application/pdf' }),
    options.name ?? 'guide.pdf',
  );
  return call<Answer>(server, 'PUT', `/admin/resources/${id}/file`, {
    token: boss.token,
    body: form,
  });
}

const article = {
  kind: 'article',
  category_name: 'basics',
  price: 0,
  texts: { en: { title: 'Admin article', description: 'About it', body: 'First.\n\nSecond.' } },
};

describe('the admin API', () => {
  it('is for admins only', async () => {
    expect((await create(article, r)).status).toBe(403);
    expect((await call(server, 'GET', '/admin/resources', { token: r.token })).status).toBe(403);
  });

  it('creates an article that readers see at once, trimmed', async () => {
    const res = await create({
      ...article,
      texts: { en: { ...article.texts.en, title: '  Admin article  ' } },
    });
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({
      kind: 'article',
      title: 'Admin article',
      is_free: true,
    });
    const seen = await one(server, r, res.body.result.id);
    expect(seen.body.result.body).toBe('First.\n\nSecond.');
  });

  it.each([
    ['texts', { ...article, texts: {} }],
    ['texts.en.body', { ...article, texts: { en: { title: 'No body', description: '' } } }],
    ['texts.en.title', { ...article, texts: { en: { title: 'x', description: '', body: 'b' } } }],
    ['category_name', { ...article, category_name: 'no-such-category' }],
    ['category_name', { ...article, category_name: 'Not A Slug' }],
    ['kind', { ...article, kind: 'podcast' }],
    ['price', { ...article, price: -1 }],
    ['price', { ...article, price: 1.5 }],
    ['video_url', { ...article, kind: 'video' }],
    ['video_url', { ...article, kind: 'video', video_url: 'javascript:alert(1)' }],
    ['video_url', { ...article, kind: 'video', video_url: 'ftp://example.com/x' }],
    ['image_url', { ...article, image_url: 'data:image/png;base64,AAAA' }],
  ])('refuses a bad %s with a 400 naming it', async (field, body) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(field);
  });

  it('a video link must be http or https, and is kept as given', async () => {
    const res = await create({
      ...article,
      kind: 'video',
      price: 5_000,
      video_url: 'https://example.com/watch?v=1',
    });
    expect(res.status).toBe(201);
    expect(res.body.result.video_url).toBe('https://example.com/watch?v=1');
  });

  it('a PDF resource is hidden until its file is uploaded; the upload must be a PDF', async () => {
    const created = await create({
      kind: 'pdf',
      category_name: 'psychology',
      price: 12_000,
      texts: { uz: { title: 'Yangi PDF', description: '' } },
    });
    expect(created.status).toBe(201);
    const id = created.body.result.id;
    expect((await one(server, r, id)).status).toBe(404);

    const notPdf = await upload(id, new TextEncoder().encode('<html>not a pdf</html>'));
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.detail?.file).toBe('Only PDF files can be uploaded');

    const wrongField = await upload(id, demoPdf(), { field: 'document' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.detail?.file).toBeDefined();

    const ok = await upload(id, demoPdf(), { name: '../../etc/My guide' });
    expect(ok.status).toBe(200);
    expect(ok.body.result.file_name).toBe('My guide.pdf');
    expect((await one(server, r, id)).status).toBe(200);
  });

  it('a replaced PDF removes the old file', async () => {
    const created = await create({
      kind: 'pdf',
      category_name: 'basics',
      price: 0,
      texts: { en: { title: 'Replace me', description: '' } },
    });
    const id = created.body.result.id;
    await upload(id, demoPdf('chart-patterns.pdf'));
    const before = await server.db.query<{ file_id: string }>(
      'SELECT file_id FROM resources WHERE id = $1',
      [id],
    );
    await upload(id, demoPdf('trading-plan.pdf'));
    const old = await server.db.query('SELECT 1 FROM files WHERE id = $1', [
      before.rows[0]!.file_id,
    ]);
    expect(old.rows).toHaveLength(0);
  });

  it('a file for an article is refused, naming file', async () => {
    const created = await create(article);
    const res = await upload(created.body.result.id, demoPdf());
    expect(res.status).toBe(400);
    expect(res.body.detail?.file).toBe('Only a PDF resource has a file');
  });

  it('multipart is required for the file', async () => {
    const created = await create({
      ...article,
      kind: 'pdf',
      texts: { en: { title: 'Pdf', description: '' } },
    });
    const res = await call<Answer>(
      server,
      'PUT',
      `/admin/resources/${created.body.result.id}/file`,
      {
        token: boss.token,
        json: { file: 'x' },
      },
    );
    expect(res.status).toBe(400);
  });

  it('edits only what is sent: a new language is added, the others kept', async () => {
    const created = await create(article);
    const id = created.body.result.id;
    const res = await edit(id, {
      price: 7_000,
      is_featured: true,
      texts: { ru: { title: 'Статья админа', description: 'О ней', body: 'Текст.' } },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ price: 7_000, is_featured: true });
    expect(Object.keys(res.body.result.translations).sort()).toEqual(['en', 'ru']);
    const ru = await list(server, r, { search: 'статья админа' }, 'ru');
    expect(ru.body.result.data.map((x) => x.id)).toEqual([id]);
  });

  it('an edit is checked as a whole: making an article a video needs its link', async () => {
    const created = await create(article);
    const res = await edit(created.body.result.id, { kind: 'video' });
    expect(res.status).toBe(400);
    expect(res.body.detail?.video_url).toBe('A video resource needs its video_url');
    expect((await edit(999_999, { price: 1 })).status).toBe(404);
    expect((await edit(created.body.result.id, { unknown: 1 })).status).toBe(400);
  });

  it('a PDF made another kind loses its file (and the file is removed)', async () => {
    const created = await create({
      ...article,
      kind: 'pdf',
      texts: { en: { title: 'Pdf to video', description: '' } },
    });
    const id = created.body.result.id;
    await upload(id, demoPdf());
    const fileId = (
      await server.db.query<{ file_id: string }>('SELECT file_id FROM resources WHERE id = $1', [
        id,
      ])
    ).rows[0]!.file_id;
    const res = await edit(id, { kind: 'video', video_url: 'https://example.com/v' });
    expect(res.status).toBe(200);
    expect(res.body.result.file_name).toBeNull();
    expect(
      (await server.db.query('SELECT 1 FROM files WHERE id = $1', [fileId])).rows,
    ).toHaveLength(0);
  });

  it('creates and renames a category; a bad name or a missing title is a 400 naming it', async () => {
    const put = (name: string, body: unknown) =>
      call<{ result: { name: string; title: string }; detail?: Record<string, string> }>(
        server,
        'PUT',
        `/admin/resource-categories/${name}`,
        { token: boss.token, json: body, headers: { 'accept-language': 'ru' } },
      );
    const titles = { uz: 'Kriptovalyuta', ru: 'Криптовалюты', en: 'Crypto' };
    const res = await put('crypto', { titles });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ name: 'crypto', title: 'Криптовалюты' });
    const renamed = await put('crypto', { titles: { ...titles, ru: 'Крипта' } });
    expect(renamed.body.result.title).toBe('Крипта');
    expect((await put('Bad_Name', { titles })).status).toBe(400);
    const missing = await put('crypto', { titles: { uz: 'Kripto', en: 'Crypto' } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('titles.ru');
  });
});

describe('npm run admin', () => {
  it('resource-category-set, resource-create with its PDF, resource-edit and resource-list', async () => {
    const set = await runAdminOn(
      server.db,
      'resource-category-set',
      'macro',
      '--title-uz',
      'Makroiqtisodiyot',
      '--title-ru',
      'Макроэкономика',
      '--title-en',
      'Macroeconomics',
    );
    expect(set.code).toBe(0);

    const dir = mkdtempSync(join(tmpdir(), 'savdo-res-'));
    const pdfPath = join(dir, 'rates.pdf');
    writeFileSync(pdfPath, demoPdf());
    const created = await runAdminOn(
      server.db,
      'resource-create',
      '--kind',
      'pdf',
      '--category',
      'macro',
      '--price',
      '15000',
      '--file',
      pdfPath,
      '--title-en',
      'Interest rates primer',
      '--description-en',
      'How rates move currencies',
    );
    expect(created.code).toBe(0);
    expect(created.out).toMatch(
      /resource-create: #\d+ \[pdf\] Interest rates primer \(macro, 15 000 UZS\)/,
    );
    const id = Number(/#(\d+)/.exec(created.out)![1]);
    expect((await one(server, r, id)).body.result).toMatchObject({
      file_name: 'rates.pdf',
      price: 15_000,
    });

    const edited = await runAdminOn(
      server.db,
      'resource-edit',
      String(id),
      '--featured',
      '--title-uz',
      'Foiz stavkalari',
    );
    expect(edited.code).toBe(0);
    expect((await one(server, r, id, 'uz')).body.result).toMatchObject({
      title: 'Foiz stavkalari',
      is_featured: true,
    });

    const listed = await runAdminOn(server.db, 'resource-list');
    expect(listed.out).toContain(
      'Interest rates primer (macro, 15 000 UZS, featured, uz,en) rates.pdf',
    );
  });

  it('validates the command line: a bad flag or value exits 2 or 1 with the field named', async () => {
    expect((await runAdminOn(server.db, 'resource-create', '--nope')).code).toBe(2);
    expect(
      (await runAdminOn(server.db, 'resource-create', '--kind', 'pdf', '--price', 'x')).code,
    ).toBe(2);
    const noCategory = await runAdminOn(
      server.db,
      'resource-create',
      '--kind',
      'article',
      '--category',
      'no-such',
      '--price',
      '0',
      '--title-en',
      'Something',
      '--body-en',
      'Body',
    );
    expect(noCategory.code).toBe(1);
    expect(noCategory.err).toContain('Category not found');
    const badVideo = await runAdminOn(
      server.db,
      'resource-create',
      '--kind',
      'video',
      '--category',
      'basics',
      '--price',
      '0',
      '--title-en',
      'Video',
      '--video',
      'javascript:alert(1)',
    );
    expect(badVideo.code).toBe(1);
    expect(badVideo.err).toContain('video_url');
    const notPdf = await runAdminOn(server.db, 'resource-file', '1', '/etc/hostname');
    expect(notPdf.code).not.toBe(0);
  });
});

describe('search documents for the AI assistant', () => {
  it('lists every visible resource with its id, texts per language and page address', async () => {
    const docs = await resourceSearchDocuments(server.db);
    const rule = docs.find((d) => d.texts.en?.title === 'The 1% rule');
    expect(rule).toMatchObject({
      id: `resource:${rule!.resourceId}`,
      url: `/resource-center/${rule!.resourceId}`,
      kind: 'article',
      is_free: true,
      category_name: 'risk-management',
    });
    expect(rule!.texts.ru?.title).toBe('Правило одного процента');
    expect(rule!.texts.uz?.body).toContain('1%');
    const glossary = docs.find((d) => d.texts.en?.title === 'Trading glossary');
    expect(glossary!.texts.en).not.toHaveProperty('body');
    // Hidden PDFs (no file yet) are not indexed.
    const hidden = await create({
      ...article,
      kind: 'pdf',
      texts: { en: { title: 'Hidden pdf', description: '' } },
    });
    const again = await resourceSearchDocuments(server.db);
    expect(again.some((d) => d.resourceId === hidden.body.result.id)).toBe(false);
  });
});
