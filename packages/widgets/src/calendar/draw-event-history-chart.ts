// The event detail's chart, drawn with lightweight-charts 5 (the library the algo bot's equity
// chart uses; the detail imports it on demand, so the calendar's first download never carries
// it): the actual values as a line with a dot per release, the forecasts as a dashed line.
import type * as Charts from 'lightweight-charts';
import { tokenColour, withAlpha } from '@savdo/ui/charts';
import type { HistoryPoint } from './event-history-data';

export type HistoryChartsModule = Pick<typeof Charts, 'createChart' | 'LineSeries' | 'LineStyle'>;

export interface HistoryChartColours {
  text: string;
  grid: string;
  background: string;
  actual: string;
  forecast: string;
}

export function historyChartColours(element: Element): HistoryChartColours {
  return {
    text: tokenColour(element, 'color-text-muted', '#545b66'),
    grid: tokenColour(element, 'color-border', '#d4d8de'),
    background: tokenColour(element, 'color-surface-raised', '#ffffff'),
    actual: tokenColour(element, 'color-accent', '#1d5fd1'),
    forecast: tokenColour(element, 'color-text-muted', '#545b66'),
  };
}

export interface HistoryChartFormat {
  locale: string;
  value: (v: number) => string;
  tick: (seconds: number, kind: number) => string;
}

export function drawEventHistoryChart(
  lib: HistoryChartsModule,
  container: HTMLElement,
  points: readonly HistoryPoint[],
  colours: HistoryChartColours,
  format: HistoryChartFormat,
): { remove: () => void } {
  const chart = lib.createChart(container, {
    autoSize: true,
    layout: {
      background: { color: colours.background },
      textColor: colours.text,
      fontSize: 11,
      attributionLogo: false,
    },
    localization: { locale: format.locale, priceFormatter: format.value },
    grid: {
      vertLines: { visible: false },
      horzLines: { color: withAlpha(colours.grid, 0.5) },
    },
    rightPriceScale: { borderVisible: false },
    timeScale: {
      borderVisible: false,
      tickMarkFormatter: (time: Charts.Time, kind: Charts.TickMarkType) =>
        typeof time === 'number' ? format.tick(time, kind) : null,
    },
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
  forecast.setData(
    points.flatMap((p) => (p.forecast === null ? [] : [{ time: at(p), value: p.forecast }])),
  );
  actual.setData(
    points.flatMap((p) => (p.actual === null ? [] : [{ time: at(p), value: p.actual }])),
  );
  chart.timeScale().fitContent();
  return { remove: () => chart.remove() };
}
