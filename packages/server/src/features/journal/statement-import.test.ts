// Importing MetaTrader statements and CSV into the journal, each trade once
// (docs/decisions/0319-journal-statement-import.md): the MT4 detailed statement read with
// algo's parser, R computed when the report has a stop, the same statement twice adding
// nothing and saying so, and a CSV's rows de-duplicated across files.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JournalImportResponse, JournalListResponse } from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

const MT4 = new Uint8Array(
  readFileSync(new URL('../algo/fixtures/mt4-detailed-statement.htm', import.meta.url)),
);
const MT5 = new Uint8Array(
  readFileSync(new URL('../algo/fixtures/mt5-report.html', import.meta.url)),
);

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

function importFile(
  token: string,
  data: Uint8Array<ArrayBuffer> | string,
  name: string,
  query: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('file', new Blob([data]), name);
  return call<JournalImportResponse>(server, 'POST', '/trading-journal/import', {
    token,
    query,
    body: form,
  });
}

async function entries(token: string) {
  const res = await call<JournalListResponse>(server, 'GET', '/trading-journal/all', { token });
  return res.body.result.data;
}

describe('MT4/MT5 statement import', () => {
  it('imports the closed trades with prices, fees, times, and R where the report has a stop', async () => {
    const token = await newUser();
    const res = await importFile(token, MT4, 'statement.htm');
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      format: 'statement',
      total_rows: 2,
      imported: 2,
      already_imported: 0,
      duplicate: false,
      errors: [],
    });
    const [gold, euro] = await entries(token);
    // Ticket 40002: buy 0.10 EURUSD 1.08000 -> 1.08200, stop 1.07500, profit 20.00, commission -0.70.
    expect(euro).toMatchObject({
      symbol: 'EURUSD',
      direction: 'long',
      trade_date: '2026-02-02',
      entry_price: 1.08,
      exit_price: 1.082,
      size: 0.1,
      point_value: 100000,
      fees: 0.7,
      stop_price: 1.075,
      pnl: 19.3,
      win: true,
      risk: 50,
      r: 0.386,
      entry_time: '2026-02-02T09:00:00.000Z',
      source: 'statement',
    });
    // Ticket 40003: sell XAUUSD, no stop (0.00): P&L, no risk, no R.
    expect(gold).toMatchObject({
      symbol: 'XAUUSD',
      direction: 'short',
      pnl: -25.5,
      win: false,
      risk: 0,
      r: null,
      stop_price: null,
    });
  });

  it('the same statement twice adds each trade once and says how many were already there', async () => {
    const token = await newUser();
    expect((await importFile(token, MT4, 'statement.htm')).body.result.imported).toBe(2);
    const again = await importFile(token, MT4, 'statement-copy.htm');
    expect(again.body.result).toMatchObject({ imported: 0, already_imported: 2, duplicate: true });
    expect(await entries(token)).toHaveLength(2);
  });

  it('an MT5 report imports too, and only its new trades when one was already there', async () => {
    const token = await newUser();
    const first = await importFile(token, MT5, 'report.html');
    expect(first.body.result).toMatchObject({ format: 'statement', imported: 3 });
    const other = await newUser();
    expect((await importFile(other, MT5, 'report.html')).body.result.imported).toBe(3);
  });

  it('a file that is neither a journal CSV nor a statement is a 400 naming the file', async () => {
    const token = await newUser();
    const res = await importFile(token, '<html><p>Hello</p></html>', 'x.html');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { file: expect.any(String) } });
  });
});

describe('CSV import de-duplication per trade', () => {
  const HEADER =
    'trade_date,symbol,direction,pnl,risk,rr,win,before_title_1,before_title_2,description_1,description_2,notes,entry_price,exit_price,size,stop_price,setup_tags';
  const ROW_A = '2026-03-02,EURUSD,long,,,,,15m,1h,,,,100,110,2,95,"breakout, news"';
  const ROW_B = '2026-03-03,XAUUSD,short,-20,10,2,false,15m,1h,,,,,,,,';
  const ROW_C = '2026-03-04,BTCUSD,long,5,5,1,true,15m,1h,,,,,,,,';

  it('a second file holding trades of the first adds only the new ones', async () => {
    const token = await newUser();
    const first = await importFile(token, [HEADER, ROW_A, ROW_B].join('\n'), 'a.csv');
    expect(first.body.result).toMatchObject({
      format: 'journal_csv',
      imported: 2,
      already_imported: 0,
    });
    const second = await importFile(token, [HEADER, ROW_B, ROW_A, ROW_C].join('\n'), 'b.csv');
    expect(second.body.result).toMatchObject({
      imported: 1,
      already_imported: 2,
      duplicate: false,
    });
    const all = await entries(token);
    expect(all).toHaveLength(3);
    // Prices in a CSV row compute the figures as the form does.
    expect(all.find((e) => e.symbol === 'EURUSD')).toMatchObject({
      pnl: 20,
      win: true,
      risk: 10,
      r: 2,
      setup_tags: ['breakout', 'news'],
      source: 'csv',
    });
  });

  it('the same CSV file twice is a duplicate with every trade already there', async () => {
    const token = await newUser();
    const csv = [HEADER, ROW_B, ROW_C].join('\n');
    await importFile(token, csv, 'a.csv');
    const again = await importFile(token, csv, 'a.csv');
    expect(again.body.result).toMatchObject({ imported: 0, already_imported: 2, duplicate: true });
  });
});
