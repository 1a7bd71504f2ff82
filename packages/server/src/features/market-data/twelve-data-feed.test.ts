// The real-feed adapter (decision 0261) against a local stand-in of Twelve Data's documented
// calls: REST GET /time_series and the price WebSocket's subscribe and price messages.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwelveDataFeed, twelveDataSymbol, type PriceSocket } from './twelve-data-feed';
import { DEMO_INSTRUMENTS } from './demo/demo-symbols';

let standIn: Server;
let restUrl: string;
const asked: URLSearchParams[] = [];

beforeAll(async () => {
  standIn = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    asked.push(url.searchParams);
    res.setHeader('content-type', 'application/json');
    if (url.pathname !== '/time_series' || url.searchParams.get('apikey') !== 'key-1') {
      res.statusCode = 401;
      res.end(JSON.stringify({ code: 401, message: 'apikey is invalid', status: 'error' }));
      return;
    }
    res.end(
      JSON.stringify({
        meta: {
          symbol: url.searchParams.get('symbol'),
          interval: url.searchParams.get('interval'),
        },
        values: [
          {
            datetime: '2026-11-18 10:00:00',
            open: '1.0850',
            high: '1.0861',
            low: '1.0844',
            close: '1.0858',
            volume: '0',
          },
          {
            datetime: '2026-11-18 11:00:00',
            open: '1.0858',
            high: '1.0870',
            low: '1.0851',
            close: '1.0866',
            volume: '12',
          },
        ],
        status: 'ok',
      }),
    );
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  restUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => standIn.close(resolve));
});

describe('Twelve Data adapter', () => {
  it("maps our symbols to Twelve Data's", () => {
    const symbol = (s: string) => twelveDataSymbol(DEMO_INSTRUMENTS.find((i) => i.symbol === s)!);
    expect(symbol('EURUSD')).toBe('EUR/USD');
    expect(symbol('XAUUSD')).toBe('XAU/USD');
    expect(symbol('BTCUSDT')).toBe('BTC/USD');
    expect(symbol('US500')).toBe('SPX');
    expect(symbol('AAPL')).toBe('AAPL');
  });

  it('asks /time_series with the interval, size and UTC range, and maps the values to candles', async () => {
    const feed = createTwelveDataFeed({ apiKey: 'key-1', restUrl, socketUrl: 'ws://unused' });
    const to = Date.UTC(2026, 10, 18, 11) / 1000;
    const candles = await feed.candles(
      { symbol: 'EURUSD', timeframe: '1h', from: to - 3600, to, limit: 2 },
      to,
    );
    const params = asked.at(-1)!;
    expect(Object.fromEntries(params)).toMatchObject({
      symbol: 'EUR/USD',
      interval: '1h',
      outputsize: '2',
      timezone: 'UTC',
      order: 'ASC',
      start_date: '2026-11-18 10:00:00',
      end_date: '2026-11-18 11:59:59',
    });
    expect(candles).toEqual([
      { time: to - 3600, open: 1.085, high: 1.0861, low: 1.0844, close: 1.0858, volume: 0 },
      { time: to, open: 1.0858, high: 1.087, low: 1.0851, close: 1.0866, volume: 12 },
    ]);
  });

  it("the provider's error answers 503 'Market data is unavailable right now'", async () => {
    const feed = createTwelveDataFeed({ apiKey: 'wrong', restUrl, socketUrl: 'ws://unused' });
    await expect(
      feed.candles(
        { symbol: 'EURUSD', timeframe: '1h', from: null, to: 1_800_000_000, limit: 5 },
        0,
      ),
    ).rejects.toMatchObject({
      kind: 'unavailable',
      message: 'Market data is unavailable right now',
    });
  });

  it('subscribes to every symbol on the price stream and turns price events into ticks', async () => {
    const sent: string[] = [];
    const listeners: Record<string, (data?: unknown) => void> = {};
    const socket: PriceSocket = {
      send: (text) => sent.push(text),
      close: () => listeners.close?.(),
      on: (event: string, listener: (data?: unknown) => void) => {
        listeners[event] = listener;
      },
    } as PriceSocket;
    let openedUrl = '';
    const feed = createTwelveDataFeed({
      apiKey: 'key-1',
      restUrl,
      socketUrl: 'wss://stand-in/v1/quotes/price',
      openSocket: (url) => {
        openedUrl = url;
        return socket;
      },
    });
    expect(await feed.ticks(0)).toEqual([]);
    expect(openedUrl).toBe('wss://stand-in/v1/quotes/price?apikey=key-1');
    listeners.open?.();
    const subscribe = JSON.parse(sent[0]!) as { action: string; params: { symbols: string } };
    expect(subscribe.action).toBe('subscribe');
    expect(subscribe.params.symbols.split(',')).toContain('EUR/USD');
    listeners.message?.(
      JSON.stringify({
        event: 'price',
        symbol: 'EUR/USD',
        timestamp: 1_800_000_000,
        price: 1.0861,
      }),
    );
    listeners.message?.(
      JSON.stringify({
        event: 'price',
        symbol: 'EUR/USD',
        timestamp: 1_800_000_001,
        price: 1.0862,
      }),
    );
    listeners.message?.(JSON.stringify({ event: 'heartbeat', status: 'ok' }));
    listeners.message?.('not json');
    expect(await feed.ticks(0)).toEqual([
      { symbol: 'EURUSD', time: 1_800_000_001, price: 1.0862, volume: 0 },
    ]);
    expect(await feed.ticks(0)).toEqual([]);
    await feed.close?.();
  });
});
