// The journal's statistics call with the list filters, CSV export, CSV import (row errors
// with row numbers and fields; nothing imported from a file with errors unless accept_valid;
// a double submit imports once), and the demo seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JournalImportResponse,
  JournalListResponse,
  JournalStatsResponse,
} from '@savdo/contract';
import { seedDemoJournal, DEMO_JOURNAL_COUNT } from './seed';
import { findUserByUsername } from '../users/repository';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { createEntry, entryQuery } from '../../../../../tests/kit/server/journal-fixtures';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

async function newUser(): Promise<string> {
  const user = await makeUser(server, { is_verified: true });
  return (await signInAs(server, user.username, 'secret123')).access_token;
}

function importCsv(token: string, csv: string, query: Record<string, string> = {}, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([csv], { type: 'text/csv' }), 'journal.csv');
  return call<JournalImportResponse>(server, 'POST', '/trading-journal/import', {
    token,
    query,
    body: form,
  });
}

const HEADER =
  'trade_date,symbol,direction,pnl,risk,rr,win,before_title_1,before_title_2,description_1,description_2,notes';

describe('GET /trading-journal/stats', () => {
  it('computes the figures over the filtered entries', async () => {
    const token = await newUser();
    await createEntry(
      server,
      token,
      entryQuery({ trade_date: '2026-01-01', pnl: '100', risk: '50' }),
    );
    await createEntry(
      server,
      token,
      entryQuery({
        trade_date: '2026-01-02',
        pnl: '-50',
        risk: '50',
        win: 'false',
        symbol: 'XAUUSD',
      }),
    );
    await createEntry(
      server,
      token,
      entryQuery({ trade_date: '2026-01-02', pnl: '30', risk: '10' }),
    );
    const all = await call<JournalStatsResponse>(server, 'GET', '/trading-journal/stats', {
      token,
    });
    expect(all.status).toBe(200);
    expect(all.body.result).toMatchObject({
      trades: 3,
      win_rate: 66.6667,
      total_pnl: 80,
      profit_factor: 2.6,
      largest_loss: -50,
      daily: [
        { date: '2026-01-01', pnl: 100, trades: 1 },
        { date: '2026-01-02', pnl: -20, trades: 2 },
      ],
    });
    const eurusd = await call<JournalStatsResponse>(server, 'GET', '/trading-journal/stats', {
      token,
      query: { symbol: 'EURUSD' },
    });
    expect(eurusd.body.result).toMatchObject({ trades: 2, win_rate: 100, profit_factor: null });
    const losses = await call<JournalStatsResponse>(server, 'GET', '/trading-journal/stats', {
      token,
      query: { win: 'false', from_date: '2026-01-02', to_date: '2026-01-02' },
    });
    expect(losses.body.result).toMatchObject({ trades: 1, total_pnl: -50 });
  });

  it('refuses a bad filter naming it', async () => {
    const token = await newUser();
    const res = await call(server, 'GET', '/trading-journal/stats', {
      token,
      query: { direction: 'up' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { direction: expect.any(String) } });
  });
});

describe('CSV export and import', () => {
  it('exports the filtered entries, guarding formula-like text, and imports its own export back', async () => {
    const token = await newUser();
    await createEntry(
      server,
      token,
      entryQuery({ notes: '=HYPERLINK("x")', trade_date: '2026-01-03' }),
    );
    await createEntry(server, token, entryQuery({ symbol: 'XAUUSD', trade_date: '2026-01-04' }), {
      lists: { description_1: ['one, with comma', 'two "quoted"'] },
    });
    const res = await call(server, 'GET', '/trading-journal/export.csv', {
      token,
      query: { symbol: 'XAUUSD' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const text = String(res.body);
    expect(text.trim().split(/\r\n/)).toHaveLength(2); // header + the XAUUSD entry
    const full = String((await call(server, 'GET', '/trading-journal/export.csv', { token })).body);
    expect(full).toContain(`"'=HYPERLINK(""x"")"`);

    const other = await newUser();
    const imported = await importCsv(other, full.replace(/^\uFEFF/, ''));
    expect(imported.body.result).toMatchObject({
      total_rows: 2,
      valid_rows: 2,
      imported: 2,
      errors: [],
    });
    const list = await call<JournalListResponse>(server, 'GET', '/trading-journal/all', {
      token: other,
    });
    const notes = list.body.result.data.map((e) => e.notes);
    expect(notes).toContain('=HYPERLINK("x")');
    expect(list.body.result.data.find((e) => e.symbol === 'XAUUSD')?.description_1).toEqual([
      'one, with comma',
      'two "quoted"',
    ]);
  });

  const MIXED = [
    HEADER,
    '2026-01-05,EURUSD,long,120,40,3,true,15m,1h,"a\nb",c,good',
    '2026-02-30,EURUSD,long,120,40,3,true,15m,1h,,,bad date',
    '2026-01-06,GBPUSD,sideways,-10,-5,1,false,15m,1h,,,',
    '2026-01-07,XAUUSD,short,-30,30,2,false,15m,1h,,,',
  ].join('\n');

  it('reports every bad row with its row number and field, and imports nothing from a file with errors', async () => {
    const token = await newUser();
    const res = await importCsv(token, MIXED);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      total_rows: 4,
      valid_rows: 2,
      imported: 0,
      duplicate: false,
    });
    expect(res.body.result.errors).toEqual([
      {
        row: 3,
        field: 'trade_date',
        message: 'trade_date must be a real date written as YYYY-MM-DD',
      },
      { row: 4, field: 'direction', message: 'direction must be one of: long, short' },
      { row: 4, field: 'risk', message: 'risk must be zero or a positive number of dollars' },
    ]);
    const list = await call<JournalListResponse>(server, 'GET', '/trading-journal/all', { token });
    expect(list.body.result.total).toBe(0);
  });

  it('imports the valid rows when the user accepts them, once however often it is sent', async () => {
    const token = await newUser();
    const [first, second] = await Promise.all([
      importCsv(token, MIXED, { accept_valid: 'true' }),
      importCsv(token, MIXED, { accept_valid: 'true' }),
    ]);
    const results = [first?.body.result, second?.body.result];
    expect(results.map((r) => r?.imported).sort()).toEqual([0, 2]);
    expect(results.filter((r) => r?.duplicate)).toHaveLength(1);
    const list = await call<JournalListResponse>(server, 'GET', '/trading-journal/all', { token });
    expect(list.body.result.total).toBe(2);
    expect(list.body.result.data.find((e) => e.symbol === 'EURUSD')?.description_1).toEqual([
      'a',
      'b',
    ]);
    // Once its entries are deleted, the same file may be imported again.
    for (const e of list.body.result.data)
      await call(server, 'DELETE', `/trading-journal/${e.id}`, { token });
    expect((await importCsv(token, MIXED, { accept_valid: 'true' })).body.result.imported).toBe(2);
  });

  it.each([
    ['no header', '1,2,3\n', 'The CSV has no header row with the journal columns'],
    ['no rows', `${HEADER}\n`, 'The CSV has no entries'],
  ])('refuses a file with %s naming the file field', async (_, csv, message) => {
    const token = await newUser();
    const res = await importCsv(token, csv);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { file: message } });
  });

  it('refuses a wrong field name and a non-multipart body', async () => {
    const token = await newUser();
    expect((await importCsv(token, MIXED, {}, 'csv')).body).toMatchObject({
      detail: { file: 'Choose a CSV file or an MT4/MT5 statement (.htm, .html) to import' },
    });
    const json = await call(server, 'POST', '/trading-journal/import', { token, json: {} });
    expect(json.status).toBe(400);
  });
});

describe('demo seed', () => {
  it('gives the demo trader entries with real PNG chart images, once', async () => {
    await makeUser(server, { username: 'trader', is_verified: true });
    await seedDemoJournal(server.db);
    await seedDemoJournal(server.db);
    const trader = await findUserByUsername(server.db, 'trader');
    const count = await server.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM journal_entries WHERE user_id = $1',
      [trader?.id],
    );
    expect(Number(count.rows[0]?.n)).toBe(DEMO_JOURNAL_COUNT);
    const token = (await signInAs(server, 'trader', 'secret123')).access_token;
    const list = await call<JournalListResponse>(server, 'GET', '/trading-journal/all', { token });
    const withImages = list.body.result.data.filter((e) => e.after_image);
    expect(withImages.length).toBe(6);
    const image = await fetch(new URL(withImages[0]?.before_image_1 as string, server.baseUrl));
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await image.arrayBuffer());
    expect([...bytes.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
  });
});
