// The trading chart's data: the symbols, the candles of one symbol and timeframe, the signals
// of a symbol (its markers), and the live ticks that move the last candle. Candles are kept
// only briefly once unused: an hour-old answer would leave a gap before the live candle.
import {
  MAX_PAGE_SIZE,
  type CandlesQuery,
  type CandlesResponse,
  type MarketSymbolsResponse,
  type TradingSignal,
} from '@savdo/contract';
import { getCandles, getMarketSymbols } from './api';
import { getSignals } from '../signals/api';
import { subscribeLive, type LiveHandler } from '../live/live-connection';
import { subscribeSignalEvents } from '../signals/queries';
import { createQuery, invalidateQueries, keyOf, type QueryStore } from '../query/query-client';

export const MARKET_SYMBOLS_QUERY = 'market-data/symbols';
export const CANDLES_QUERY = 'market-data/candles';
export const SYMBOL_SIGNALS_QUERY = 'market-data/signals';
/** How long unused candles stay cached. */
export const CANDLES_KEEP_UNUSED_MS = 5_000;
/** Signal pages read for one symbol's markers (100 a page): the latest 300 signals. */
export const SYMBOL_SIGNAL_PAGES = 3;

export const $marketSymbols = createQuery<MarketSymbolsResponse>(
  MARKET_SYMBOLS_QUERY,
  undefined,
  () => getMarketSymbols(),
  { perViewer: false },
);

export function candlesQuery(query: CandlesQuery): QueryStore<CandlesResponse> {
  return createQuery(CANDLES_QUERY, query, getCandles, {
    perViewer: false,
    keepUnusedFor: CANDLES_KEEP_UNUSED_MS,
  });
}

/**
 * The signals of one symbol, newest first, from the signals feature's own call (GET
 * /signal/all has no symbol filter, so the latest pages are read and filtered here).
 */
export async function fetchSymbolSignals(symbol: string): Promise<TradingSignal[]> {
  const found: TradingSignal[] = [];
  for (let page = 1; page <= SYMBOL_SIGNAL_PAGES; page += 1) {
    const { result } = await getSignals({ page, limit: MAX_PAGE_SIZE });
    found.push(...result.data.filter((s) => s.symbol === symbol));
    if (page * result.limit >= result.total) break;
  }
  return found;
}

export function symbolSignalsQuery(symbol: string): QueryStore<TradingSignal[]> {
  return createQuery(SYMBOL_SIGNALS_QUERY, symbol, fetchSymbolSignals);
}

/** Live signal events: the cached markers are dropped first, then the listener is told. */
export function subscribeSymbolSignals(listener: () => void): () => void {
  return subscribeSignalEvents(() => {
    invalidateQueries(keyOf(SYMBOL_SIGNALS_QUERY));
    listener();
  });
}

/** Live prices (`market.ticks`, about once a second while the server runs). */
export function subscribeMarketTicks(handler: LiveHandler<'market.ticks'>): () => void {
  return subscribeLive('market.ticks', handler);
}
