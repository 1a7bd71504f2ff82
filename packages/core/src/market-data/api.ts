// Market data for the trading chart (contract market-data.ts): the symbols and the candles of
// one symbol and timeframe. The same for every viewer, so no partner key or token is needed.
import type { CandlesQuery, CandlesResponse, MarketSymbolsResponse } from '@savdo/contract';
import { mainApi } from '../api/client';

/** GET /market-data/symbols */
export function getMarketSymbols(): Promise<MarketSymbolsResponse> {
  return mainApi.get<MarketSymbolsResponse>('/market-data/symbols');
}

/** GET /market-data/candles: the newest `limit` candles opening in [from, to], oldest first. */
export function getCandles(query: CandlesQuery): Promise<CandlesResponse> {
  return mainApi.get<CandlesResponse>('/market-data/candles', {
    params: {
      symbol: query.symbol,
      timeframe: query.timeframe,
      from: query.from,
      to: query.to,
      limit: query.limit,
    },
  });
}
