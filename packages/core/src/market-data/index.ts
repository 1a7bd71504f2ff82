// Market data on the client, its own entry (`@savdo/core/market-data`): the typed calls, the
// query stores and the tick merge only the trading chart uses, so they stay out of the shared
// core chunk every partner widget loads (as `@savdo/core/algo`).
export * as marketDataApi from './api';
export * from './queries';
export * from './candle-merge';
