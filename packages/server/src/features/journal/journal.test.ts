// The trading journal's calls (docs/product.md "Pages" and "Rules that matter to a trader"): create
// with the text fields in the query and images and lists in multipart, read, update only what is
// supplied, delete, image replacement without orphaned files, ownership, and every kind of bad
// input as a 4xx naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_TEXT_FIELDS, type JournalEntry, type JournalListResponse } from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  PNG,
  createEntry,
  entryQuery,
  fileCount,
  patchEntry,
} from '../../../../../tests/kit/server/journal-fixtures';

let server: TestServer;
let token: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  const user = await makeUser(server, { is_verified: true });
  const stranger = await makeUser(server, { is_verified: true });
  token = (await signInAs(server, user.username, 'secret123')).access_token;
  other = (await signInAs(server, stranger.username, 'secret123')).access_token;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0]);

describe('create (POST /trading-journal/new)', () => {
  it('creates from query fields and multipart images and lists; notes default to an empty string', async () => {
    const res = await createEntry(server, token, entryQuery(), {
      images: { before_image_1: PNG, before_image_2: JPEG, after_image: PNG },
      lists: { description_1: ['Break of range', ' Retest '], description_2: ['Trend up'] },
    });
    expect(res.status).toBe(201);
    const entry = res.body.result;
    expect(entry).toMatchObject({
      symbol: 'EURUSD',
      trade_date: '2026-03-10',
      direction: 'long',
      pnl: 150,
      risk: 50,
      rr: 3,
      win: true,
      notes: '',
      description_1: ['Break of range', 'Retest'],
      description_2: ['Trend up'],
    });
    // all three named image fields in one request (decision 0200)
    for (const field of ['before_image_1', 'before_image_2', 'after_image'] as const) {
      expect(entry[field]).toMatch(/^\/api\/v1\/files\//);
      const file = await fetch(new URL(entry[field] as string, server.baseUrl));
      expect(file.status).toBe(200);
    }
    expect(
      (await fetch(new URL(entry.before_image_2 as string, server.baseUrl))).headers.get(
        'content-type',
      ),
    ).toBe('image/jpeg');
  });

  it('creates with no multipart body at all: no images, empty lists', async () => {
    const res = await createEntry(server, token, entryQuery({ notes: 'Plan followed' }));
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({
      notes: 'Plan followed',
      description_1: [],
      before_image_1: null,
      after_image: null,
    });
  });

  it.each(JOURNAL_TEXT_FIELDS)(
    'requires every required field: a missing %s is a 400 naming it',
    async (field) => {
      const query = entryQuery();
      delete query[field];
      const res = await createEntry(server, token, query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ detail: { [field]: 'This field is required' } });
    },
  );

  it.each([
    ['risk', '-5', 'risk must be zero or a positive number of dollars'],
    ['trade_date', '10/03/2026', 'trade_date must be a real date written as YYYY-MM-DD'],
    ['trade_date', '2026-02-30', 'trade_date must be a real date written as YYYY-MM-DD'],
    ['trade_date', '2099-01-01', 'trade_date cannot be in the future'],
    ['direction', 'sideways', 'direction must be one of: long, short'],
    ['pnl', 'lots', 'pnl must be a number of dollars'],
    ['rr', '-1', 'rr must be a number from 0 to 1000'],
    ['win', 'maybe', 'win must be true or false'],
    ['symbol', '<script>', 'symbol must be 1 to 20 letters, digits or . / - _'],
    ['before_title_1', '   ', 'The title must be 1 to 120 characters'],
  ])('refuses a bad %s (%s) with a 400 naming the field', async (field, value, message) => {
    const before = await fileCount(server);
    const res = await createEntry(server, token, entryQuery({ [field]: value }), {
      images: { after_image: PNG },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { [field]: message } });
    expect(await fileCount(server)).toBe(before);
  });

  it('keeps the profitable flag and the P&L sign consistent', async () => {
    const res = await createEntry(server, token, entryQuery({ win: 'true', pnl: '-20' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { win: 'A profitable trade cannot have a negative P&L' },
    });
    const breakEven = await createEntry(server, token, entryQuery({ win: 'false', pnl: '0' }));
    expect(breakEven.status).toBe(201);
  });

  it('refuses a non-image file naming its field, and stores no file', async () => {
    const before = await fileCount(server);
    const res = await createEntry(server, token, entryQuery(), {
      images: {
        before_image_1: PNG,
        after_image: { data: new TextEncoder().encode('%PDF-1.4'), type: 'image/png' },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { after_image: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)' },
    });
    expect(await fileCount(server)).toBe(before);
  });

  it('refuses an image over 5 MB with a 413 naming its field', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG.subarray(0, 8));
    const before = await fileCount(server);
    const res = await createEntry(server, token, entryQuery(), { images: { before_image_2: big } });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      detail: { before_image_2: 'The image must be at most 5 MB' },
    });
    expect(await fileCount(server)).toBe(before);
  });

  it('refuses a wrong image field name, naming it', async () => {
    const res = await createEntry(server, token, entryQuery(), { images: { file: PNG } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { file: 'Images go in before_image_1, before_image_2 or after_image' },
    });
  });

  it('refuses too many files (a fourth image) naming the surplus field, and stores none', async () => {
    const before = await fileCount(server);
    const form = new FormData();
    for (const field of ['before_image_1', 'before_image_2', 'after_image', 'after_image'])
      form.append(field, new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'c.png');
    const res = await call(server, 'POST', '/trading-journal/new', {
      token,
      query: entryQuery(),
      body: form,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { after_image: 'Send each image field once' } });
    expect(await fileCount(server)).toBe(before);
  });

  it('refuses a text field sent in the multipart body: text fields go in the query', async () => {
    const res = await createEntry(server, token, entryQuery(), { fields: { notes: 'x' } });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as unknown as { detail: object }).detail)).toEqual(['notes']);
  });

  it('refuses a JSON body', async () => {
    const res = await call(server, 'POST', '/trading-journal/new', {
      token,
      query: entryQuery(),
      json: { description_1: ['a'] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { body: expect.any(String) } });
  });

  it('refuses more than 20 analysis points in a list, naming the list', async () => {
    const res = await createEntry(server, token, entryQuery(), {
      lists: { description_2: Array.from({ length: 21 }, (_, i) => `point ${i}`) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { description_2: 'At most 20 analysis points in a list' },
    });
  });

  it('needs a signed-in user', async () => {
    expect((await createEntry(server, '', entryQuery())).status).toBe(401);
  });
});

describe('read, list and filters', () => {
  let userToken: string;
  beforeAll(async () => {
    const user = await makeUser(server, { is_verified: true });
    userToken = (await signInAs(server, user.username, 'secret123')).access_token;
    const rows = [
      { symbol: 'EURUSD', trade_date: '2026-01-05', direction: 'long', pnl: '100', win: 'true' },
      { symbol: 'XAUUSD', trade_date: '2026-01-06', direction: 'short', pnl: '-40', win: 'false' },
      { symbol: 'EURUSD', trade_date: '2026-01-07', direction: 'short', pnl: '60', win: 'true' },
    ];
    for (const row of rows)
      expect((await createEntry(server, userToken, entryQuery(row))).status).toBe(201);
    for (let i = 0; i < 22; i++)
      await createEntry(
        server,
        userToken,
        entryQuery({ symbol: 'GBPUSD', trade_date: '2025-12-01' }),
      );
  });

  const list = (query: Record<string, string>) =>
    call<JournalListResponse>(server, 'GET', '/trading-journal/all', { token: userToken, query });

  it('pages by 20 by default, newest trade first', async () => {
    const first = await list({});
    expect(first.status).toBe(200);
    expect(first.body.result).toMatchObject({ page: 1, limit: 20, total: 25 });
    expect(first.body.result.data).toHaveLength(20);
    expect(first.body.result.data[0]?.trade_date).toBe('2026-01-07');
    const second = await list({ page: '2' });
    expect(second.body.result.data).toHaveLength(5);
    expect((await list({ limit: '2' })).body.result.data).toHaveLength(2);
  });

  it('filters by symbol, direction, win/loss and date range', async () => {
    const symbols = (r: typeof list extends (...a: never) => Promise<infer A> ? A : never) =>
      r.body.result.data.map((e) => `${e.symbol} ${e.trade_date}`);
    expect(symbols(await list({ symbol: 'eurusd' }))).toEqual([
      'EURUSD 2026-01-07',
      'EURUSD 2026-01-05',
    ]);
    expect(symbols(await list({ direction: 'short', symbol: 'XAUUSD' }))).toEqual([
      'XAUUSD 2026-01-06',
    ]);
    expect(symbols(await list({ win: 'false' }))).toEqual(['XAUUSD 2026-01-06']);
    expect(symbols(await list({ from_date: '2026-01-06', to_date: '2026-01-07' }))).toEqual([
      'EURUSD 2026-01-07',
      'XAUUSD 2026-01-06',
    ]);
  });

  it('refuses impossible filter dates and a backwards range, naming the field', async () => {
    expect((await list({ from_date: '2026-13-01' })).body).toMatchObject({
      detail: { from_date: expect.any(String) },
    });
    const backwards = await list({ from_date: '2026-02-01', to_date: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.body).toMatchObject({
      detail: { from_date: 'from_date must not be after to_date' },
    });
  });

  it("a user never reads another user's entries (404, and not in their list)", async () => {
    const mine = (await list({ limit: '1' })).body.result.data[0] as JournalEntry;
    const read = await call(server, 'GET', `/trading-journal/${mine.id}`, { token: other });
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({ message: 'Journal entry not found' });
    expect((await patchEntry(server, other, mine.id, { notes: 'mine now' })).status).toBe(404);
    expect(
      (await call(server, 'DELETE', `/trading-journal/${mine.id}`, { token: other })).status,
    ).toBe(404);
    const theirs = await call<JournalListResponse>(server, 'GET', '/trading-journal/all', {
      token: other,
    });
    expect(theirs.body.result.data.some((e) => e.id === mine.id)).toBe(false);
    const own = await call(server, 'GET', `/trading-journal/${mine.id}`, { token: userToken });
    expect(own.status).toBe(200);
  });
});

describe('update (PATCH /trading-journal/{id}) and delete', () => {
  it('changes only the supplied fields', async () => {
    const created = (
      await createEntry(server, token, entryQuery({ notes: 'first' }), {
        lists: { description_1: ['a', 'b'] },
      })
    ).body.result;
    const res = await patchEntry(server, token, created.id, { rr: '2.5' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      ...created,
      rr: 2.5,
      updated_at: expect.any(String),
    });
    const lists = await patchEntry(
      server,
      token,
      created.id,
      {},
      { lists: { description_2: ['new'] } },
    );
    expect(lists.body.result).toMatchObject({ description_1: ['a', 'b'], description_2: ['new'] });
    const cleared = await patchEntry(
      server,
      token,
      created.id,
      {},
      { lists: { description_1: [''] } },
    );
    expect(cleared.body.result.description_1).toEqual([]);
  });

  it('checks the P&L sign against the stored profitable flag, naming the changed field', async () => {
    const created = (await createEntry(server, token, entryQuery())).body.result;
    const res = await patchEntry(server, token, created.id, { pnl: '-10' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      detail: { pnl: 'A profitable trade cannot have a negative P&L' },
    });
    const both = await patchEntry(server, token, created.id, { pnl: '-10', win: 'false' });
    expect(both.status).toBe(200);
  });

  it("removes a replaced image's old file, and a removed image's file", async () => {
    const created = (
      await createEntry(server, token, entryQuery(), {
        images: { before_image_1: PNG, after_image: PNG },
      })
    ).body.result;
    const before = await fileCount(server);
    const res = await patchEntry(
      server,
      token,
      created.id,
      {},
      { images: { before_image_1: JPEG } },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.before_image_1).not.toBe(created.before_image_1);
    expect(res.body.result.after_image).toBe(created.after_image);
    expect((await fetch(new URL(created.before_image_1 as string, server.baseUrl))).status).toBe(
      404,
    );
    expect(await fileCount(server)).toBe(before);

    const removed = await patchEntry(server, token, created.id, { remove_images: 'after_image' });
    expect(removed.body.result.after_image).toBeNull();
    expect((await fetch(new URL(created.after_image as string, server.baseUrl))).status).toBe(404);
    expect(await fileCount(server)).toBe(before - 1);
  });

  it('a failed update writes nothing: no new file and the entry unchanged', async () => {
    const created = (
      await createEntry(server, token, entryQuery(), { images: { after_image: PNG } })
    ).body.result;
    const before = await fileCount(server);
    const res = await patchEntry(
      server,
      token,
      created.id,
      { pnl: '-99' },
      { images: { before_image_1: PNG } },
    );
    expect(res.status).toBe(400);
    expect(await fileCount(server)).toBe(before);
    const read = await call<{ result: JournalEntry }>(
      server,
      'GET',
      `/trading-journal/${created.id}`,
      { token },
    );
    expect(read.body.result).toEqual(created);
  });

  it('refuses a bad remove_images list and an unknown query field', async () => {
    const created = (await createEntry(server, token, entryQuery())).body.result;
    const bad = await patchEntry(server, token, created.id, { remove_images: 'chart' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ detail: { remove_images: expect.any(String) } });
    const stray = await patchEntry(server, token, created.id, { colour: 'red' });
    expect(stray.status).toBe(400);
    expect(stray.body).toMatchObject({ detail: { colour: expect.any(String) } });
  });

  it('deletes the entry and its image files; a second delete is a 404', async () => {
    const created = (
      await createEntry(server, token, entryQuery(), {
        images: { before_image_2: PNG, after_image: PNG },
      })
    ).body.result;
    const before = await fileCount(server);
    const res = await call(server, 'DELETE', `/trading-journal/${created.id}`, { token });
    expect(res.status).toBe(200);
    expect(await fileCount(server)).toBe(before - 2);
    expect((await call(server, 'GET', `/trading-journal/${created.id}`, { token })).status).toBe(
      404,
    );
    expect((await call(server, 'DELETE', `/trading-journal/${created.id}`, { token })).status).toBe(
      404,
    );
  });

  it('answers private entries with no-store', async () => {
    const res = await call(server, 'GET', '/trading-journal/all', { token });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
