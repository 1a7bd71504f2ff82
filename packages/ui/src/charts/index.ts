// What the lightweight-charts widgets share (the algo bot's equity chart, the journal's P&L
// curve, the trading chart, the event history chart, the analytics page's line charts), its own
// entry (`@savdo/ui/charts`), out of the shared ui chunk. The library itself is never imported
// here: each widget imports it lazily from its own files and hands the import to useChartMount.
export { TRADINGVIEW_ATTRIBUTION, tokenColour, withAlpha } from './chart-colours';
export { ChartFrame, type ChartFrameProps } from './chart-frame';
export {
  CHART_LOCALES,
  baseChartOptions,
  chartBaseColours,
  type ChartBaseColours,
  type ChartBaseFormat,
} from './chart-options';
export {
  TradingViewAttribution,
  type TradingViewAttributionProps,
} from './tradingview-attribution';
export { chartPriceFormatter } from './price-formatter';
export { tickLabel, tickMarkFormatter } from './tick-label';
export {
  CHART_SHOWN_RATIO,
  useChartMount,
  type ChartMount,
  type ChartPhase,
  type DrawnChart,
} from './use-chart-mount';
