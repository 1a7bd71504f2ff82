// A stand-in for lightweight-charts in jsdom (no canvas): records what the widget draws.
export interface FakeSeries {
  kind: string;
  data: unknown[];
  updates: unknown[];
  options: Record<string, unknown>;
}

export const drawn = {
  charts: 0,
  removed: 0,
  series: [] as FakeSeries[],
  markers: [] as unknown[][],
  crosshair: null as ((param: { time?: number }) => void) | null,
  /** The options each chart was created with, in order. */
  chartOptions: [] as Record<string, unknown>[],
};

export function resetDrawn(): void {
  drawn.charts = 0;
  drawn.removed = 0;
  drawn.series = [];
  drawn.markers = [];
  drawn.crosshair = null;
  drawn.chartOptions = [];
}

export const CandlestickSeries = 'Candlestick';
export const HistogramSeries = 'Histogram';
export const LineSeries = 'Line';
export const AreaSeries = 'Area';
export const CrosshairMode = { Normal: 0 };

export function createChart(_container?: unknown, options: Record<string, unknown> = {}) {
  drawn.charts += 1;
  drawn.chartOptions.push(options);
  return {
    addSeries(kind: string, options: Record<string, unknown> = {}) {
      const series: FakeSeries = { kind, data: [], updates: [], options };
      drawn.series.push(series);
      return {
        setData: (data: unknown[]) => {
          series.data = data;
        },
        update: (bar: unknown) => series.updates.push(bar),
        applyOptions: (more: Record<string, unknown>) => Object.assign(series.options, more),
        priceScale: () => ({ applyOptions: () => undefined }),
      };
    },
    subscribeCrosshairMove(handler: (param: { time?: number }) => void) {
      drawn.crosshair = handler;
    },
    unsubscribeCrosshairMove() {
      drawn.crosshair = null;
    },
    timeScale: () => ({ setVisibleLogicalRange: () => undefined, fitContent: () => undefined }),
    applyOptions: () => undefined,
    remove() {
      drawn.removed += 1;
    },
  };
}

export function createSeriesMarkers() {
  return {
    setMarkers(markers: unknown[]) {
      drawn.markers.push(markers);
    },
  };
}
