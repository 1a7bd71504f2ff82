// The bot page's equity chart leaves room before its first point and after its last, so no time
// label is cut at an edge, and draws no last-value tag over the price scale's labels (the legend shows
// the latest equity). The library is a recording stand-in: these are our calls, not its drawing.
import { describe, expect, it, vi } from 'vitest';
import type { EquityChartsModule } from './draw-equity-chart';
import { drawEquityChart, EDGE_ROOM } from './draw-equity-chart';

function recordingLibrary() {
  const series: Record<string, unknown>[] = [];
  let range = { from: 0, to: 99 };
  const timeScale = {
    fitContent: vi.fn(() => {
      range = { from: 0, to: 99 };
    }),
    getVisibleLogicalRange: () => range,
    setVisibleLogicalRange: vi.fn((next: { from: number; to: number }) => {
      range = next;
    }),
  };
  const chart = {
    addSeries: (_kind: unknown, options: Record<string, unknown>) => {
      series.push(options);
      return { setData: vi.fn() };
    },
    panes: () => [{ setStretchFactor: vi.fn() }, { setStretchFactor: vi.fn() }],
    timeScale: () => timeScale,
    subscribeCrosshairMove: vi.fn(),
    unsubscribeCrosshairMove: vi.fn(),
    remove: vi.fn(),
  };
  const lib = {
    createChart: () => chart,
    AreaSeries: {},
    CrosshairMode: { Magnet: 1 },
  } as unknown as EquityChartsModule;
  return { lib, series, timeScale, range: () => range };
}

const points = Array.from({ length: 100 }, (_, i) => ({
  time: 1_790_000_000 + i * 86_400,
  equity: 10_000 + i * 10,
  drawdown: 0,
}));
const colours = {
  text: '#000',
  grid: '#ccc',
  background: '#fff',
  equity: '#00f',
  drawdown: '#f00',
};
const format = { locale: 'ru-RU', money: String, percent: String, tick: String };

/** Draws the chart and fills it, as useChartMount does a painted frame later. */
function drawnAndFilled(lib: EquityChartsModule) {
  const drawn = drawEquityChart(
    lib,
    document.createElement('div'),
    points,
    colours,
    format,
    () => {},
  );
  drawn.fill();
  return drawn;
}

describe('the equity chart', () => {
  it('leaves room at both ends, so the first and last time labels are not cut at the edges', () => {
    const recorded = recordingLibrary();
    drawnAndFilled(recorded.lib);
    expect(recorded.range().to).toBeCloseTo(99 + 99 * EDGE_ROOM);
    expect(recorded.range().from).toBeCloseTo(-99 * EDGE_ROOM);
    expect(recorded.range().from).toBeLessThanOrEqual(-1);
  });

  it('sets no data until filled: useChartMount fills it a painted frame after creating it', () => {
    const recorded = recordingLibrary();
    drawEquityChart(recorded.lib, document.createElement('div'), points, colours, format, () => {});
    expect(recorded.timeScale.fitContent).not.toHaveBeenCalled();
  });

  it('draws no last-value tag over the price labels: the legend shows the latest equity', () => {
    const recorded = recordingLibrary();
    drawnAndFilled(recorded.lib);
    expect(recorded.series).toHaveLength(2);
    for (const options of recorded.series) expect(options.lastValueVisible).toBe(false);
  });
});
