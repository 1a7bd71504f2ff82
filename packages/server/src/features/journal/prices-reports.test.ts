// Trades from prices, tags and reports (docs/decisions/0317-journal-figures-from-prices.md,
// 0318-journal-tags-and-reports.md): the server computes P&L, win, risk and R from the prices
// (long and short, with fees), a typed P&L is still allowed, tags are cleaned and filterable,
// and the reports group the filtered trades by tag, weekday, hour of entry and symbol.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  JournalEntryResponse,
  JournalListResponse,
  JournalReportsResponse,
  JournalTagsResponse,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  createEntry,
  entryQuery,
  patchEntry,
} from '../../../../../tests/kit/server/journal-fixtures';

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

/** A priced entry: no typed pnl, risk, rr or win. */
function priced(overrides: Record<string, string> = {}): Record<string, string> {
  const { pnl: _p, risk: _r, rr: _rr, win: _w, ...base } = entryQuery();
  return { ...base, ...overrides };
}

describe('figures from prices', () => {
  it('a long trade: P&L = (exit - entry) x size x point value - fees; risk and R from the stop', async () => {
    const token = await newUser();
    const res = await createEntry(
      server,
      token,
      priced({
        entry_price: '1.085',
        exit_price: '1.0873',
        size: '0.07',
        point_value: '100000',
        fees: '0.33',
        stop_price: '1.083',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({
      pnl: 15.77,
      win: true,
      risk: 14,
      r: 1.1264,
      entry_price: 1.085,
      exit_price: 1.0873,
      size: 0.07,
      fees: 0.33,
      stop_price: 1.083,
    });
  });

  it('a short trade that rose is a loss, the fees making it worse', async () => {
    const token = await newUser();
    const res = await createEntry(
      server,
      token,
      priced({
        direction: 'short',
        entry_price: '50',
        exit_price: '53',
        size: '10',
        fees: '2',
        stop_price: '52',
      }),
    );
    expect(res.body.result).toMatchObject({ pnl: -32, win: false, risk: 20, r: -1.6 });
  });

  it('prices override a typed P&L and win that disagree with them', async () => {
    const token = await newUser();
    const res = await createEntry(
      server,
      token,
      entryQuery({ entry_price: '10', exit_price: '9', size: '5', pnl: '150', win: 'true' }),
    );
    expect(res.body.result).toMatchObject({ pnl: -5, win: false });
  });

  it('a typed P&L is still allowed without prices, and still required without them', async () => {
    const token = await newUser();
    const typed = await createEntry(
      server,
      token,
      entryQuery({ pnl: '-40', win: 'false', risk: '20' }),
    );
    expect(typed.status).toBe(201);
    expect(typed.body.result).toMatchObject({ pnl: -40, risk: 20, r: -2, entry_price: null });
    const { pnl: _pnl, ...noPnl } = entryQuery();
    const missing = await createEntry(server, token, noPnl);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ detail: { pnl: 'This field is required' } });
  });

  it('entry and size come together, an exit needs both; a stop needs an entry; exit not before entry time', async () => {
    const token = await newUser();
    const partial = await createEntry(server, token, priced({ entry_price: '1', exit_price: '2' }));
    expect(partial.status).toBe(400);
    expect(partial.body).toMatchObject({
      detail: { entry_price: 'Give the entry price and size together; an exit price needs both' },
    });
    // Entry and size without an exit (decision 0325): the figures are typed, so asked for.
    const open = await createEntry(server, token, priced({ entry_price: '1', size: '1' }));
    expect(open.status).toBe(400);
    expect(Object.keys((open.body as unknown as { detail: object }).detail)).toContain('pnl');
    const typed = await createEntry(server, token, entryQuery({ entry_price: '1', size: '1' }));
    expect(typed.status).toBe(201);
    expect(typed.body.result).toMatchObject({ entry_price: 1, exit_price: null, pnl: 150 });
    const times = await createEntry(
      server,
      token,
      priced({
        entry_price: '1',
        exit_price: '2',
        size: '1',
        entry_time: '2026-03-10T10:00:00Z',
        exit_time: '2026-03-10T09:00:00Z',
      }),
    );
    expect(times.body).toMatchObject({
      detail: { exit_time: 'The exit time cannot be before the entry time' },
    });
    const negative = await createEntry(
      server,
      token,
      priced({ entry_price: '-1', exit_price: '2', size: '1' }),
    );
    expect(negative.status).toBe(400);
  });

  it('an update of a price recomputes the figures; an update of a tag keeps them', async () => {
    const token = await newUser();
    const created = await createEntry(
      server,
      token,
      priced({ entry_price: '100', exit_price: '110', size: '2', stop_price: '95' }),
    );
    const id = created.body.result.id;
    const moved = await patchEntry(server, token, id, { exit_price: '90' });
    expect(moved.body.result).toMatchObject({ pnl: -20, win: false, risk: 10, r: -2 });
    const tagged = await patchEntry(server, token, id, { setup_tags: 'Pullback' });
    expect(tagged.body.result).toMatchObject({ pnl: -20, setup_tags: ['pullback'] });
  });
});

// docs/decisions/0325-journal-clearing-prices.md
describe('clearing a price in an update', () => {
  async function pricedEntry(token: string): Promise<number> {
    const created = await createEntry(
      server,
      token,
      priced({ entry_price: '100', exit_price: '110', size: '2', stop_price: '95', rr: '2' }),
    );
    expect(created.body.result).toMatchObject({ pnl: 20, win: true, risk: 10, r: 2 });
    return created.body.result.id;
  }

  it('an empty exit price clears it, with the typed P&L, win and risk that replace the computed ones', async () => {
    const token = await newUser();
    const id = await pricedEntry(token);
    const cleared = await patchEntry(server, token, id, {
      exit_price: '',
      pnl: '-5',
      win: 'false',
      risk: '7',
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.result).toMatchObject({
      entry_price: 100,
      exit_price: null,
      size: 2,
      stop_price: 95,
      pnl: -5,
      win: false,
      risk: 7,
      r: -0.7143,
    });
    const again = await call<JournalEntryResponse>(server, 'GET', `/trading-journal/${id}`, {
      token,
    });
    expect(again.body.result.exit_price).toBeNull();
    // Prices given again compute the figures again.
    const back = await patchEntry(server, token, id, { exit_price: '105' });
    expect(back.body.result).toMatchObject({ exit_price: 105, pnl: 10, win: true, risk: 10 });
  });

  it('refuses to keep the stale computed P&L: clearing the prices needs the typed figures', async () => {
    const token = await newUser();
    const id = await pricedEntry(token);
    const res = await patchEntry(server, token, id, { exit_price: '' });
    expect(res.status).toBe(400);
    expect(Object.keys((res.body as unknown as { detail: object }).detail).sort()).toEqual([
      'pnl',
      'risk',
      'win',
    ]);
    const kept = await call<JournalEntryResponse>(server, 'GET', `/trading-journal/${id}`, {
      token,
    });
    expect(kept.body.result).toMatchObject({ exit_price: 110, pnl: 20 });
  });

  it('clearing every price and the stop leaves a typed trade; clearing the stop alone drops its risk', async () => {
    const token = await newUser();
    const id = await pricedEntry(token);
    const noStop = await patchEntry(server, token, id, { stop_price: '' });
    expect(noStop.body.result).toMatchObject({ stop_price: null, pnl: 20, risk: 0, r: null });
    const typed = await patchEntry(server, token, id, {
      entry_price: '',
      exit_price: '',
      size: '',
      fees: '',
      entry_time: '',
      pnl: '12.5',
      win: 'true',
    });
    expect(typed.status).toBe(200);
    expect(typed.body.result).toMatchObject({
      entry_price: null,
      exit_price: null,
      size: null,
      fees: null,
      entry_time: null,
      pnl: 12.5,
      win: true,
    });
  });

  it('a cleared price still keeps the rules: entry, exit and size together, a stop needs an entry', async () => {
    const token = await newUser();
    const id = await pricedEntry(token);
    const partial = await patchEntry(server, token, id, { exit_price: '', size: '1' });
    expect(partial.status).toBe(400);
    const stopAlone = await patchEntry(server, token, id, {
      entry_price: '',
      exit_price: '',
      size: '',
      pnl: '1',
      win: 'true',
      risk: '1',
    });
    expect(stopAlone.status).toBe(400);
    expect((stopAlone.body as unknown as { detail: object }).detail).toHaveProperty('stop_price');
  });
});

describe('tags', () => {
  it('are cleaned, suggested from the user own tags, and filter the list', async () => {
    const token = await newUser();
    await createEntry(
      server,
      token,
      entryQuery({ setup_tags: ' Breakout, news ', mistake_tags: 'FOMO' }),
    );
    await createEntry(server, token, entryQuery({ setup_tags: 'breakout' }));
    await createEntry(server, token, entryQuery({ setup_tags: 'reversal' }));
    const tags = await call<JournalTagsResponse>(server, 'GET', '/trading-journal/tags', { token });
    expect(tags.body.result).toEqual({
      setup: ['breakout', 'news', 'reversal'],
      mistake: ['fomo'],
    });
    const list = await call<JournalListResponse>(server, 'GET', '/trading-journal/all', {
      token,
      query: { setup_tag: 'Breakout' },
    });
    expect(list.body.result.total).toBe(2);
    const mistakes = await call<JournalListResponse>(server, 'GET', '/trading-journal/all', {
      token,
      query: { mistake_tag: 'fomo' },
    });
    expect(mistakes.body.result.data.map((e) => e.setup_tags)).toEqual([['breakout', 'news']]);
  });

  it('refuses a tag longer than 30 characters', async () => {
    const token = await newUser();
    const res = await createEntry(server, token, entryQuery({ setup_tags: 'x'.repeat(31) }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ detail: { setup_tags: expect.stringContaining('Tags') } });
  });
});

describe('reports (GET /trading-journal/reports)', () => {
  it('group by setup and mistake tag, weekday, hour of entry and symbol with the figures', async () => {
    const token = await newUser();
    // 2026-03-09 is a Monday, 2026-03-10 a Tuesday.
    const trades: Record<string, string>[] = [
      {
        symbol: 'EURUSD',
        trade_date: '2026-03-09',
        pnl: '100',
        risk: '50',
        win: 'true',
        setup_tags: 'breakout',
        entry_time: '2026-03-09T04:30:00Z',
      },
      {
        symbol: 'EURUSD',
        trade_date: '2026-03-09',
        pnl: '-50',
        risk: '50',
        win: 'false',
        setup_tags: 'breakout',
        mistake_tags: 'fomo',
        entry_time: '2026-03-09T04:45:00Z',
      },
      {
        symbol: 'XAUUSD',
        trade_date: '2026-03-10',
        pnl: '30',
        risk: '0',
        win: 'true',
        setup_tags: 'reversal',
        entry_time: '2026-03-10T21:10:00Z',
      },
      { symbol: 'XAUUSD', trade_date: '2026-03-10', pnl: '20', risk: '10', win: 'true' },
    ];
    for (const t of trades)
      expect((await createEntry(server, token, entryQuery(t))).status).toBe(201);
    const res = await call<JournalReportsResponse>(server, 'GET', '/trading-journal/reports', {
      token,
      query: { utc_offset: '300' },
    });
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.setup).toEqual([
      {
        key: 'breakout',
        trades: 2,
        wins: 1,
        win_rate: 50,
        net_pnl: 50,
        average_r: 0.5,
        profit_factor: 2,
      },
      {
        key: 'reversal',
        trades: 1,
        wins: 1,
        win_rate: 100,
        net_pnl: 30,
        average_r: null,
        profit_factor: null,
      },
    ]);
    expect(r.mistake).toEqual([
      {
        key: 'fomo',
        trades: 1,
        wins: 0,
        win_rate: 0,
        net_pnl: -50,
        average_r: -1,
        profit_factor: 0,
      },
    ]);
    // Tashkent (UTC+5): 04:30Z is 09:30 Monday; 21:10Z Tuesday is 02:10 Wednesday.
    expect(r.hour.map((h) => [h.key, h.trades])).toEqual([
      ['2', 1],
      ['9', 2],
    ]);
    expect(r.weekday.map((w) => [w.key, w.trades, w.net_pnl])).toEqual([
      ['1', 2, 50],
      ['2', 1, 20],
      ['3', 1, 30],
    ]);
    expect(r.symbol.map((s) => [s.key, s.trades, s.net_pnl, s.win_rate])).toEqual([
      ['EURUSD', 2, 50, 50],
      ['XAUUSD', 2, 50, 100],
    ]);
  });

  it('use the list filters (a tag filter narrows every report)', async () => {
    const token = await newUser();
    await createEntry(server, token, entryQuery({ symbol: 'BTCUSD', setup_tags: 'a' }));
    await createEntry(server, token, entryQuery({ symbol: 'ETHUSD', setup_tags: 'b' }));
    const res = await call<JournalReportsResponse>(server, 'GET', '/trading-journal/reports', {
      token,
      query: { setup_tag: 'a' },
    });
    expect(res.body.result.symbol.map((s) => s.key)).toEqual(['BTCUSD']);
    const bad = await call(server, 'GET', '/trading-journal/reports', {
      token,
      query: { utc_offset: '2000' },
    });
    expect(bad.status).toBe(400);
  });
});

it('an entry read back carries its trade fields', async () => {
  const token = await newUser();
  const created = await createEntry(
    server,
    token,
    priced({
      entry_price: '2',
      exit_price: '3',
      size: '1',
      entry_time: '2026-03-10T09:30:00+05:00',
    }),
  );
  const read = await call<JournalEntryResponse>(
    server,
    'GET',
    `/trading-journal/${created.body.result.id}`,
    { token },
  );
  expect(read.body.result).toMatchObject({
    entry_time: '2026-03-10T04:30:00.000Z',
    pnl: 1,
    source: null,
  });
});
