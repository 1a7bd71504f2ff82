// GET /market-data/symbols and /market-data/candles over HTTP (decision 0260), their refusals
// naming the field, a fuzz of both, and the live `market.ticks` event while the server runs.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_CANDLES,
  TIMEFRAMES,
  type ApiError,
  type CandlesResponse,
  type LiveEvent,
  type MarketSymbolsResponse,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { openLive } from '../../../../../tests/kit/server/live-client';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const user = await makeUser(server);
  token = (await signInAs(server, user.username, 'secret123')).access_token;
});

afterAll(async () => {
  await server?.close();
});

const candles = (query: Record<string, string | number>) =>
  call<CandlesResponse & ApiError>(server, 'GET', '/market-data/candles', {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

describe('market data calls', () => {
  it('lists the demo symbols with sensible names and digits', async () => {
    const res = await call<MarketSymbolsResponse>(server, 'GET', '/market-data/symbols');
    expect(res.status).toBe(200);
    const symbols = res.body.result.map((s) => s.symbol);
    for (const s of ['EURUSD', 'GBPUSD', 'USDJPY', 'XAUUSD', 'BTCUSD', 'US500']) {
      expect(symbols).toContain(s);
    }
    expect(res.body.result.find((s) => s.symbol === 'EURUSD')).toMatchObject({
      kind: 'forex',
      digits: 5,
      always_open: false,
    });
  });

  it('answers 500 candles by default, oldest first, the forming one last', async () => {
    const res = await candles({ symbol: 'BTCUSD', timeframe: '1m' });
    expect(res.status).toBe(200);
    const list = res.body.result.candles;
    expect(list).toHaveLength(500);
    expect(res.body.result).toMatchObject({ symbol: 'BTCUSD', timeframe: '1m', digits: 2 });
    const now = Date.now() / 1000;
    expect(list.at(-1)!.time).toBeLessThanOrEqual(now);
    expect(list.at(-1)!.time).toBeGreaterThan(now - 120);
    for (let i = 1; i < list.length; i += 1)
      expect(list[i]!.time).toBeGreaterThan(list[i - 1]!.time);
  });

  it('every timeframe answers the same candles on a second call (reloads agree)', async () => {
    const to = Date.UTC(2026, 10, 18, 12) / 1000;
    for (const timeframe of TIMEFRAMES) {
      const a = await candles({ symbol: 'XAUUSD', timeframe, to, limit: 50 });
      const b = await candles({ symbol: 'XAUUSD', timeframe, to, limit: 50 });
      expect(a.status).toBe(200);
      expect(a.body.result.candles).toHaveLength(50);
      expect(b.body.result).toEqual(a.body.result);
    }
  });

  it(`answers up to ${MAX_CANDLES} candles in one call, quickly`, async () => {
    const started = performance.now();
    const res = await candles({ symbol: 'US500', timeframe: '1D', limit: MAX_CANDLES });
    expect(res.status).toBe(200);
    expect(res.body.result.candles).toHaveLength(MAX_CANDLES);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('a range with from and to answers the candles opening inside it', async () => {
    const from = Date.UTC(2026, 10, 16) / 1000;
    const to = Date.UTC(2026, 10, 16, 23) / 1000;
    const res = await candles({ symbol: 'EURUSD', timeframe: '1h', from, to });
    expect(res.body.result.candles.map((c) => c.time)).toEqual(
      Array.from({ length: 24 }, (_, i) => from + i * 3600),
    );
  });

  it.each([
    [{ symbol: 'EURXXX', timeframe: '1h' }, 'symbol'],
    [{ symbol: 'eurusd', timeframe: '1h' }, 'symbol'],
    [{ timeframe: '1h' }, 'symbol'],
    [{ symbol: 'EURUSD', timeframe: '2h' }, 'timeframe'],
    [{ symbol: 'EURUSD' }, 'timeframe'],
    [{ symbol: 'EURUSD', timeframe: '1h', limit: MAX_CANDLES + 1 }, 'limit'],
    [{ symbol: 'EURUSD', timeframe: '1h', limit: 0 }, 'limit'],
    [{ symbol: 'EURUSD', timeframe: '1h', from: -5 }, 'from'],
    [{ symbol: 'EURUSD', timeframe: '1h', to: 'yesterday' }, 'to'],
    [{ symbol: 'EURUSD', timeframe: '1h', from: 2_000_000_000, to: 1_900_000_000 }, 'from'],
  ])('bad input %j answers 400 naming %s', async (query, field) => {
    const res = await candles(query);
    expect(res.status).toBe(400);
    expect(`${res.body.message} ${JSON.stringify(res.body.detail ?? {})}`).toContain(field);
  });

  it('fuzzed queries never answer a 5xx', async () => {
    const value = fc.oneof(
      fc.constantFrom('', '-1', '1e308', 'NaN', '1.5', 'EURUSD', '1D', '\u0000', '99999999999999'),
      fc.integer().map(String),
      fc.string({ maxLength: 30 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { symbol: value, timeframe: value, from: value, to: value, limit: value },
          {
            requiredKeys: [],
          },
        ),
        async (query) => {
          const res = await candles(query as Record<string, string>);
          return res.status < 500;
        },
      ),
      { seed: 20261122, numRuns: 60 },
    );
  });

  it('signed-in live sockets receive market.ticks about once a second', async () => {
    const live = openLive(server.baseUrl, token);
    try {
      await live.next('hello');
      const event = (await live.next('market.ticks', 5_000)) as Extract<
        LiveEvent,
        { type: 'market.ticks' }
      >;
      const btc = event.ticks.find((t) => t.symbol === 'BTCUSD');
      expect(btc).toBeDefined();
      expect(btc!.price).toBeGreaterThan(0);
      expect(Math.abs(btc!.time - Date.now() / 1000)).toBeLessThan(5);
    } finally {
      live.close();
    }
  });

  it('public live sockets get no ticks', async () => {
    const live = openLive(server.baseUrl);
    try {
      await live.next('hello');
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(live.events.some((e) => e.type === 'market.ticks')).toBe(false);
    } finally {
      live.close();
    }
  });
});
