/**
 * The market-data adapter: what the trading chart needs from a price source. The built-in demo
 * feed (demo/demo-feed.ts) generates prices; a real provider plugs in behind the same three
 * calls (twelve-data-feed.ts, decision 0261). Routes and the tick job know only this interface.
 */
import type { Candle, MarketSymbol, MarketTick, Timeframe } from '@savdo/contract';

export interface CandleRequest {
  symbol: string;
  timeframe: Timeframe;
  /** Earliest opening moment (seconds since the epoch), or null for no bound. */
  from: number | null;
  /** Latest opening moment. */
  to: number;
  /** At most this many, the newest. */
  limit: number;
}

export interface MarketFeed {
  /** For the start-up log and the decision record: 'demo', 'twelve-data'. */
  readonly name: string;
  /** Every symbol the feed offers, in the order the chart lists them. */
  symbols(): Promise<MarketSymbol[]>;
  /** Candles of one of `symbols()`, oldest first; the one still forming last. */
  candles(request: CandleRequest, now: number): Promise<Candle[]>;
  /**
   * The latest price of each symbol that moved since the previous call (one per symbol). The
   * tick job calls it about once a second; a streaming provider buffers between calls.
   */
  ticks(now: number): Promise<MarketTick[]>;
  /** Closes connections a feed holds open (the server's shutdown). */
  close?(): Promise<void>;
}
