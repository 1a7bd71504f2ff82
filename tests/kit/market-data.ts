// Market data (decision 0260), contract-typed: symbols, a plain seeded candle walk (not the
// server's generator: tests and stories need candles, not its realism) and the two routes.
import {
  DEFAULT_CANDLES,
  TIMEFRAME_SECONDS,
  type Candle,
  type CandlesResponse,
  type MarketSymbol,
  type MarketSymbolsResponse,
  type MarketTick,
  type Timeframe,
} from '@savdo/contract';
import { failure, ok, type RouteTable } from './fake-api';

export function makeMarketSymbol(overrides: Partial<MarketSymbol> = {}): MarketSymbol {
  return {
    symbol: 'EURUSD',
    name: 'Euro / US Dollar',
    kind: 'forex',
    digits: 5,
    always_open: false,
    ...overrides,
  };
}

export const KIT_SYMBOLS: MarketSymbol[] = [
  makeMarketSymbol(),
  makeMarketSymbol({ symbol: 'XAUUSD', name: 'Gold / US Dollar', kind: 'metals', digits: 2 }),
  makeMarketSymbol({
    symbol: 'BTCUSD',
    name: 'Bitcoin / US Dollar',
    kind: 'crypto',
    digits: 2,
    always_open: true,
  }),
];

const BASES: Record<string, number> = { EURUSD: 1.0852, XAUUSD: 2648.5, BTCUSD: 97250 };

/**
 * `count` candles of `timeframe` ending with the one that holds `end` (seconds), oldest first:
 * a seeded walk, each open the previous close, high and low around them.
 */
export function makeCandles(
  symbol: string,
  timeframe: Timeframe,
  count: number,
  end: number,
): Candle[] {
  const length = TIMEFRAME_SECONDS[timeframe];
  const last = Math.floor(end / length) * length;
  let seed = [...symbol].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) || 1;
  const random = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 4_294_967_296;
  };
  const base = BASES[symbol] ?? 100;
  const step = base * 0.002 * Math.sqrt(length / 3600);
  let price = base;
  const candles: Candle[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const open = price;
    const close = open + (random() - 0.5) * step;
    const high = Math.max(open, close) + random() * step * 0.4;
    const low = Math.min(open, close) - random() * step * 0.4;
    candles.push({
      time: last - i * length,
      open,
      high,
      low,
      close,
      volume: Math.round(500 + random() * 1500),
    });
    price = close;
  }
  return candles;
}

export function makeTick(overrides: Partial<MarketTick> = {}): MarketTick {
  return {
    symbol: 'EURUSD',
    time: Math.floor(Date.now() / 1000),
    price: 1.0852,
    volume: 12,
    ...overrides,
  };
}

export interface MarketDataServer {
  symbols: MarketSymbol[];
  /** The clock candles end at (seconds); now when absent. */
  now?: number;
  /** When set, the candles call answers this status. */
  failWith?: number;
}

export function marketDataRoutes(server: MarketDataServer): RouteTable {
  return {
    'GET /market-data/symbols': () => ok<MarketSymbolsResponse>({ result: server.symbols }),
    'GET /market-data/candles': ({ query }) => {
      if (server.failWith) return failure(server.failWith);
      const symbol = server.symbols.find((s) => s.symbol === query.get('symbol'));
      if (!symbol) return failure(400, 'This symbol is not offered by the market data feed');
      const timeframe = (query.get('timeframe') ?? '1h') as Timeframe;
      const limit = Number(query.get('limit') ?? DEFAULT_CANDLES);
      const end = server.now ?? Date.now() / 1000;
      return ok<CandlesResponse>({
        result: {
          symbol: symbol.symbol,
          timeframe,
          digits: symbol.digits,
          candles: makeCandles(symbol.symbol, timeframe, limit, end),
        },
      });
    },
  };
}
