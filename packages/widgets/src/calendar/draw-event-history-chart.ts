// The event detail's chart, drawn with lightweight-charts 5 (the library the algo bot's equity
// chart uses; the detail imports it on demand, so the calendar's first download never carries
// it): the actual values as a line with a dot per release, the forecasts as a dashed line. The
// chart is created first and filled a painted frame later (fill, called by useChartMount), so
// neither its first paint nor the dialog's falls in one long task
// (docs/decisions/0329-charts-drawn-after-the-first-paint.md).
import type * as Charts from 'lightweight-charts';
import {
  baseChartOptions,
  chartBaseColours,
  tokenColour,
  type ChartBaseColours,
  type ChartBaseFormat,
} from '@savdo/ui/charts';
import type { HistoryPoint } from './event-history-data';

export type HistoryChartsModule = Pick<typeof Charts, 'createChart' | 'LineSeries' | 'LineStyle'>;

export interface HistoryChartColours extends ChartBaseColours {
  actual: string;
  forecast: string;
}

export function historyChartColours(element: Element): HistoryChartColours {
  return {
    ...chartBaseColours(element),
    actual: tokenColour(element, 'color-accent', '#1d5fd1'),
    forecast: tokenColour(element, 'color-text-muted', '#545b66'),
  };
}

export interface HistoryChartFormat extends ChartBaseFormat {
  value: (v: number) => string;
}

export interface DrawnHistoryChart {
  /** Sets both series' data and fits them in view. */
  fill: () => void;
  remove: () => void;
}

export function drawEventHistoryChart(
  lib: HistoryChartsModule,
  container: HTMLElement,
  points: readonly HistoryPoint[],
  colours: HistoryChartColours,
  format: HistoryChartFormat,
): DrawnHistoryChart {
  const base = baseChartOptions(colours, format);
  const chart = lib.createChart(container, {
    ...base,
    localization: { ...base.localization, priceFormatter: format.value },
    grid: { ...base.grid, vertLines: { visible: false } },
    handleScroll: false,
    handleScale: false,
  });
  const forecast = chart.addSeries(lib.LineSeries, {
    color: colours.forecast,
    lineWidth: 1,
    lineStyle: lib.LineStyle.Dashed,
    priceLineVisible: false,
    lastValueVisible: false,
  });
  const actual = chart.addSeries(lib.LineSeries, {
    color: colours.actual,
    lineWidth: 2,
    pointMarkersVisible: true,
    pointMarkersRadius: 3,
    priceLineVisible: false,
    lastValueVisible: false,
  });
  const at = (p: HistoryPoint) => p.time as Charts.UTCTimestamp;
  return {
    fill: () => {
      forecast.setData(
        points.flatMap((p) => (p.forecast === null ? [] : [{ time: at(p), value: p.forecast }])),
      );
      actual.setData(
        points.flatMap((p) => (p.actual === null ? [] : [{ time: at(p), value: p.actual }])),
      );
      chart.timeScale().fitContent();
    },
    remove: () => chart.remove(),
  };
}
