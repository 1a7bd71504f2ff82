// The analytics widget (element.ts defines <savdo-analytics>). The journal's statistics join
// through the `journalSection` prop (see analytics.tsx).
export { ANALYTICS_NAMESPACE, analyticsStrings } from './strings';
export { Analytics, type AnalyticsProps } from './analytics';
export { analyticsManifest } from './manifest';
export {
  balanceSeries,
  signalSeries,
  strictlyIncreasing,
  type SeriesPoint,
} from './analytics-series';
