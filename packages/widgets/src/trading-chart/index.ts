// The trading chart widget (element.ts defines <savdo-trading-chart>). Markers beyond the
// signals (the trader's journal entries) go in through the `markers` prop or element property:
// ChartMarker[] with the symbol, the moment (seconds), the direction, source 'journal' and a text.
export { TRADING_CHART_NAMESPACE, tradingChartStrings } from './strings';
export { TradingChart, type TradingChartProps } from './trading-chart';
export { TradingChartElement, type TradingChartElementProps } from './trading-chart-element';
export { tradingChartManifest } from './manifest';
export {
  journalMarkers,
  placeMarkers,
  signalMarkers,
  type ChartMarker,
  type PlacedMarker,
} from './chart-markers';
