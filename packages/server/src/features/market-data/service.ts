/**
 * The rules of the market-data calls that the schema cannot state: the symbol must be one the
 * feed offers, `from` must not follow `to`; `to` defaults to now and `limit` to 500.
 */
import {
  DEFAULT_CANDLES,
  type Candles,
  type CandlesQuery,
  type MarketSymbol,
} from '@savdo/contract';
import { ValidationError } from '../../domain-errors';
import type { MarketFeed } from './market-feed';

export const UNKNOWN_SYMBOL = 'This symbol is not offered by the market data feed';
export const FROM_AFTER_TO = 'from must not be later than to';

export async function findSymbol(feed: MarketFeed, symbol: string): Promise<MarketSymbol> {
  const found = (await feed.symbols()).find((s) => s.symbol === symbol);
  if (!found) throw new ValidationError(UNKNOWN_SYMBOL, { symbol: UNKNOWN_SYMBOL });
  return found;
}

export async function candlesFor(
  feed: MarketFeed,
  query: CandlesQuery,
  now: number,
): Promise<Candles> {
  const symbol = await findSymbol(feed, query.symbol);
  const to = query.to ?? Math.floor(now);
  const from = query.from ?? null;
  if (from !== null && from > to) throw new ValidationError(FROM_AFTER_TO, { from: FROM_AFTER_TO });
  const candles = await feed.candles(
    {
      symbol: symbol.symbol,
      timeframe: query.timeframe,
      from,
      to,
      limit: query.limit ?? DEFAULT_CANDLES,
    },
    now,
  );
  return { symbol: symbol.symbol, timeframe: query.timeframe, digits: symbol.digits, candles };
}
