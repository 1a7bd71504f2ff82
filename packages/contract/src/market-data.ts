/**
 * Market data for the trading chart: the symbols a feed offers, candles of one symbol and
 * timeframe over a range (GET /market-data/symbols, GET /market-data/candles), and the live
 * `market.ticks` event. The spec is silent on prices; these calls are ours (decision 0260).
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, ResultOf } from './common';

/** The chart's timeframes, shortest first. */
export const TIMEFRAMES = ['1m', '5m', '15m', '1h', '4h', '1D'] as const;
export const TimeframeSchema = LiteralUnion(TIMEFRAMES, {
  errorMessage: `timeframe must be one of: ${TIMEFRAMES.join(', ')}`,
});
export type Timeframe = Static<typeof TimeframeSchema>;

/** The length of one candle of each timeframe, in seconds. Candles start on UTC multiples. */
export const TIMEFRAME_SECONDS: Record<Timeframe, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3_600,
  '4h': 14_400,
  '1D': 86_400,
};

/** The kinds of market a symbol belongs to (its trading hours and its look on the chart). */
export const MARKET_KINDS = ['forex', 'metals', 'energy', 'crypto', 'indices', 'stocks'] as const;
export const MarketKindSchema = LiteralUnion(MARKET_KINDS);
export type MarketKind = Static<typeof MarketKindSchema>;

/** The most candles one call answers (the chart's deepest history). */
export const MAX_CANDLES = 5_000;
/** Candles answered when the call names no limit. */
export const DEFAULT_CANDLES = 500;
/** The latest moment a range may name: the year 2100, in seconds since the epoch. */
export const MAX_MARKET_TIME = 4_102_444_800;

export const MarketSymbolSchema = Type.Object({
  /** As the chart and the signals write it: 'EURUSD', 'XAUUSD', 'BTCUSD'. */
  symbol: Type.String(),
  /** A readable name: 'Euro / US Dollar'. */
  name: Type.String(),
  kind: MarketKindSchema,
  /** Decimal places of a price. */
  digits: Type.Integer({ minimum: 0, maximum: 8 }),
  /** True for markets that trade at weekends (crypto). */
  always_open: Type.Boolean(),
});
export type MarketSymbol = Static<typeof MarketSymbolSchema>;

export const MarketSymbolsResultSchema = ResultOf(Type.Array(MarketSymbolSchema));
export type MarketSymbolsResponse = Static<typeof MarketSymbolsResultSchema>;

/** One candle; `time` is its opening moment in seconds since the epoch (UTC). */
export const CandleSchema = Type.Object({
  time: Type.Integer(),
  open: Type.Number(),
  high: Type.Number(),
  low: Type.Number(),
  close: Type.Number(),
  volume: Type.Number({ minimum: 0 }),
});
export type Candle = Static<typeof CandleSchema>;

const MarketTime = (name: string) =>
  Type.Integer({
    minimum: 0,
    maximum: MAX_MARKET_TIME,
    errorMessage: `${name} must be whole seconds since 1970 (UTC), at most ${MAX_MARKET_TIME}`,
  });

/** The symbol as a query names it: capitals, digits, and . / _ - (as signals write symbols). */
export const MarketSymbolNameSchema = Type.String({
  pattern: '^[A-Z0-9./_-]{2,20}$',
  errorMessage: 'symbol must be 2 to 20 capital letters, digits or . / _ -',
});

/**
 * GET /market-data/candles: the newest `limit` candles of `symbol` that open in [from, to];
 * `to` defaults to now, `from` to no bound. The candle still forming at `to` comes last.
 */
export const CandlesQuerySchema = Type.Object({
  symbol: MarketSymbolNameSchema,
  timeframe: TimeframeSchema,
  from: Type.Optional(MarketTime('from')),
  to: Type.Optional(MarketTime('to')),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_CANDLES,
      errorMessage: `limit must be a whole number from 1 to ${MAX_CANDLES}`,
    }),
  ),
});
export type CandlesQuery = Static<typeof CandlesQuerySchema>;

export const CandlesSchema = Type.Object({
  symbol: Type.String(),
  timeframe: TimeframeSchema,
  digits: Type.Integer({ minimum: 0, maximum: 8 }),
  /** Oldest first. */
  candles: Type.Array(CandleSchema),
});
export type Candles = Static<typeof CandlesSchema>;
export const CandlesResultSchema = ResultOf(CandlesSchema);
export type CandlesResponse = Static<typeof CandlesResultSchema>;

/** One live price: `volume` traded since the symbol's previous tick. */
export const MarketTickSchema = Type.Object({
  symbol: Type.String(),
  /** Seconds since the epoch (UTC). */
  time: Type.Integer(),
  price: Type.Number(),
  volume: Type.Number({ minimum: 0 }),
});
export type MarketTick = Static<typeof MarketTickSchema>;
