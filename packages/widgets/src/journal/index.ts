// The trading journal widget: the component, its manifest and strings (element.ts defines the element).
export { TradingJournal, type TradingJournalProps } from './trading-journal';
export { tradingJournalManifest } from './manifest';
export { TRADING_JOURNAL_NAMESPACE, tradingJournalStrings } from './strings';
