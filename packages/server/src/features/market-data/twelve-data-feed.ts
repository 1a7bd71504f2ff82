/**
 * A real feed behind the same adapter: Twelve Data (decision 0261). Candles come from its REST
 * `GET /time_series` (symbol, interval, outputsize up to 5000, start_date, end_date,
 * timezone=UTC, order=ASC); live prices from its WebSocket `/v1/quotes/price`, where we send
 * `{"action":"subscribe","params":{"symbols":"EUR/USD,..."}}` and receive
 * `{"event":"price","symbol":"EUR/USD","timestamp":...,"price":...}`, with a heartbeat every
 * 10 seconds. Not reachable from here; twelve-data-feed.test.ts beside it runs it
 * against a local stand-in of the REST call.
 */
import {
  TIMEFRAME_SECONDS,
  type Candle,
  type MarketSymbol,
  type MarketTick,
  type Timeframe,
} from '@savdo/contract';
import { UnavailableError } from '../../domain-errors';
import type { MarketFeed } from './market-feed';
import { DEMO_INSTRUMENTS, publicSymbol } from './demo/demo-symbols';

/** Our timeframes in Twelve Data's words. */
export const TWELVE_DATA_INTERVALS: Record<Timeframe, string> = {
  '1m': '1min',
  '5m': '5min',
  '15m': '15min',
  '1h': '1h',
  '4h': '4h',
  '1D': '1day',
};

/** Our symbols in Twelve Data's: pairs with a slash, the S&P 500 as SPX, stocks as they are. */
export function twelveDataSymbol(symbol: MarketSymbol): string {
  if (symbol.symbol === 'US500') return 'SPX';
  if (symbol.symbol === 'USOIL') return 'WTI/USD';
  if (symbol.kind === 'stocks') return symbol.symbol;
  const quote = symbol.symbol.endsWith('USDT') ? 'USD' : symbol.symbol.slice(-3);
  const base = symbol.symbol.slice(
    0,
    symbol.symbol.length - (symbol.symbol.endsWith('USDT') ? 4 : 3),
  );
  return `${base}/${quote}`;
}

interface TimeSeriesValue {
  datetime: string;
  open: string;
  high: string;
  low: string;
  close: string;
  volume?: string;
}

type TimeSeriesAnswer =
  { status: 'ok'; values: TimeSeriesValue[] } | { status: 'error'; code: number; message: string };

/** The WebSocket the adapter needs: the `ws` package's client satisfies it. */
export interface PriceSocket {
  send(text: string): void;
  close(): void;
  on(event: 'message', listener: (data: unknown) => void): void;
  on(event: 'open' | 'close', listener: () => void): void;
}

export interface TwelveDataOptions {
  apiKey: string;
  restUrl: string;
  socketUrl: string;
  fetch?: typeof fetch;
  /** Opens the price stream; without it the feed answers candles but no ticks. */
  openSocket?: (url: string) => PriceSocket;
}

const HEARTBEAT_MS = 10_000;

function utcDateTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

export function createTwelveDataFeed(options: TwelveDataOptions): MarketFeed {
  const doFetch = options.fetch ?? fetch;
  // The same instruments as the demo: the chart's list stays one list whichever feed runs.
  const symbols = DEMO_INSTRUMENTS.map(publicSymbol);
  const byProvider = new Map(symbols.map((s) => [twelveDataSymbol(s), s]));
  const latest = new Map<string, MarketTick>();
  let socket: PriceSocket | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  function stream(): void {
    if (socket || !options.openSocket) return;
    const opened = options.openSocket(
      `${options.socketUrl}?apikey=${encodeURIComponent(options.apiKey)}`,
    );
    socket = opened;
    opened.on('open', () => {
      opened.send(
        JSON.stringify({
          action: 'subscribe',
          params: { symbols: [...byProvider.keys()].join(',') },
        }),
      );
      heartbeat = setInterval(
        () => opened.send(JSON.stringify({ action: 'heartbeat' })),
        HEARTBEAT_MS,
      );
      heartbeat.unref();
    });
    opened.on('message', (data) => {
      let event: { event?: string; symbol?: string; timestamp?: number; price?: number };
      try {
        event = JSON.parse(String(data)) as typeof event;
      } catch {
        return;
      }
      if (event.event !== 'price' || typeof event.price !== 'number') return;
      const ours = byProvider.get(event.symbol ?? '');
      if (!ours) return;
      const previous = latest.get(ours.symbol);
      latest.set(ours.symbol, {
        symbol: ours.symbol,
        time: Math.floor(event.timestamp ?? Date.now() / 1000),
        price: event.price,
        // The price stream carries no per-trade volume; the candle call corrects it.
        volume: previous?.volume ?? 0,
      });
    });
    opened.on('close', () => {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      socket = null; // the next tick job call reconnects
    });
  }

  return {
    name: 'twelve-data',
    async symbols() {
      return symbols;
    },
    async candles(request) {
      const symbol = symbols.find((s) => s.symbol === request.symbol);
      if (!symbol) return [];
      const params = new URLSearchParams({
        symbol: twelveDataSymbol(symbol),
        interval: TWELVE_DATA_INTERVALS[request.timeframe],
        outputsize: String(request.limit),
        end_date: utcDateTime(request.to + TIMEFRAME_SECONDS[request.timeframe] - 1),
        timezone: 'UTC',
        order: 'ASC',
        apikey: options.apiKey,
      });
      if (request.from !== null) params.set('start_date', utcDateTime(request.from));
      const response = await doFetch(`${options.restUrl}/time_series?${params}`);
      const answer = (await response.json().catch(() => null)) as TimeSeriesAnswer | null;
      if (!response.ok || !answer || answer.status !== 'ok') {
        throw new UnavailableError('Market data is unavailable right now');
      }
      return answer.values
        .map((v): Candle => ({
          time: Math.floor(Date.parse(`${v.datetime.replace(' ', 'T')}Z`) / 1000),
          open: Number(v.open),
          high: Number(v.high),
          low: Number(v.low),
          close: Number(v.close),
          volume: Number(v.volume ?? 0) || 0,
        }))
        .filter((c) => Number.isFinite(c.time) && c.time <= request.to)
        .slice(-request.limit);
    },
    async ticks() {
      stream();
      const ticks = [...latest.values()];
      latest.clear();
      return ticks;
    },
    async close() {
      if (heartbeat) clearInterval(heartbeat);
      socket?.close();
      socket = null;
    },
  };
}
