// The trading signals widget: components, strings and manifest (element.ts defines
// <savdo-signals>). Its internals (feed state, hooks, chart drawing) are importable by path,
// e.g. '@savdo/widgets/signals/feed-state', for tests and stories.
export { SIGNALS_NAMESPACE, signalsStrings } from './strings';
export { SignalsFeed, type SignalsFeedProps, type SignalsFilterChoice } from './signals-feed';
export { SignalsElement, type SignalsElementProps } from './signals-element';
export { signalsManifest } from './manifest';
export { SignalCard, type SignalCardProps } from './signal-card';
export { SignalChartModal, type SignalChartModalProps } from './signal-chart-modal';
export { PerformanceStatsView, type PerformanceStatsViewProps } from './performance-stats';
export { filterChoiceOf } from './signal-filters';
