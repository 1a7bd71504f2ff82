// The algo market widget: the component, its manifest and strings (element.ts defines the element).
export { AlgoMarket, type AlgoMarketProps } from './algo-market';
export { algoMarketManifest } from './manifest';
export { ALGO_MARKET_NAMESPACE, algoMarketStrings } from './strings';
export { marketQuery, type MarketFilters } from './market-filters';
