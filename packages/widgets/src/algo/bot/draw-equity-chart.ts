// The bot page's equity and drawdown chart, drawn with lightweight-charts 5: the equity as an
// area in the upper pane, the drawdown from the running peak (percent, below zero) as a red area
// in its own lower pane with its own scale, one shared time axis and crosshair. The library is
// passed in: the widget imports it on demand, so the page's first download (and every other
// bundle) never carries it.
//
// The library's TradingView logo is off (it injects a <style> without the nonce, which a strict
// style-src CSP refuses); EquityChart renders the attribution link itself (@savdo/ui/charts).
import type * as Charts from 'lightweight-charts';
import {
  baseChartOptions,
  chartBaseColours,
  tokenColour,
  withAlpha,
  type ChartBaseColours,
  type ChartBaseFormat,
} from '@savdo/ui/charts';
import { deepestDrawdown, type EquityChartPoint } from './equity-chart-data';

export type EquityChartsModule = Pick<
  typeof Charts,
  'createChart' | 'AreaSeries' | 'CrosshairMode'
>;

export interface EquityChartColours extends ChartBaseColours {
  equity: string;
  drawdown: string;
}

export function equityChartColours(element: Element): EquityChartColours {
  return {
    ...chartBaseColours(element),
    equity: tokenColour(element, 'color-accent', '#1d5fd1'),
    drawdown: tokenColour(element, 'color-danger', '#b3261e'),
  };
}

export interface EquityChartFormat extends ChartBaseFormat {
  money: (value: number) => string;
  percent: (value: number) => string;
}

export interface DrawnEquityChart {
  /** Sets both series' data and the view (useChartMount calls it a painted frame later). */
  fill: () => void;
  remove: () => void;
}

/** The share of the chart's height the drawdown pane gets. */
export const DRAWDOWN_PANE_SHARE = 0.3;

/**
 * Room before the first point and after the last, as a share of the bars in view (at least one
 * bar): a time label is drawn centred on its bar, so one at the very edge was cut in half.
 */
export const EDGE_ROOM = 0.04;

/**
 * Draws the chart into `container` (sized by its CSS; the chart follows it with autoSize) and
 * calls `onHover` with the point under the crosshair, or null when the pointer leaves.
 */
export function drawEquityChart(
  lib: EquityChartsModule,
  container: HTMLElement,
  points: readonly EquityChartPoint[],
  colours: EquityChartColours,
  format: EquityChartFormat,
  onHover: (point: EquityChartPoint | null) => void,
): DrawnEquityChart {
  const base = baseChartOptions(colours, format);
  const chart = lib.createChart(container, {
    ...base,
    layout: { ...base.layout, panes: { separatorColor: colours.grid, enableResize: false } },
    grid: { ...base.grid, vertLines: { color: withAlpha(colours.grid, 0.5) } },
    crosshair: { mode: lib.CrosshairMode.Magnet },
    // Our own labels (base options): the browser's Intl month names for uz are "M06" in Chromium.
    timeScale: { ...base.timeScale, timeVisible: true, secondsVisible: false },
    // A vertical swipe on a phone scrolls the page, not the chart.
    handleScroll: { vertTouchDrag: false },
  });

  const equity = chart.addSeries(lib.AreaSeries, {
    lineColor: colours.equity,
    lineWidth: 2,
    topColor: withAlpha(colours.equity, 0.28),
    bottomColor: withAlpha(colours.equity, 0.02),
    priceLineVisible: false,
    // No last-value tag: it was wider than the price scale and covered its labels, and the
    // legend above the chart already shows the latest equity.
    lastValueVisible: false,
    priceFormat: { type: 'custom', formatter: format.money, minMove: 0.01 },
  });
  const floor = deepestDrawdown(points);
  const drawdown = chart.addSeries(
    lib.AreaSeries,
    {
      lineColor: colours.drawdown,
      lineWidth: 1,
      // Filled from the line up to zero: the fall hangs from the peak.
      invertFilledArea: true,
      topColor: withAlpha(colours.drawdown, 0.08),
      bottomColor: withAlpha(colours.drawdown, 0.4),
      priceLineVisible: false,
      lastValueVisible: false,
      priceFormat: { type: 'custom', formatter: format.percent, minMove: 0.01 },
      // Zero is always the top of the pane, whatever part of the history is in view.
      autoscaleInfoProvider: () => ({
        priceRange: { minValue: floor < 0 ? floor : -1, maxValue: 0 },
        margins: { above: 4, below: 4 },
      }),
    },
    1,
  );
  const byTime = new Map(points.map((p) => [p.time, p]));
  const hover: Charts.MouseEventHandler<Charts.Time> = (param) => {
    onHover(typeof param.time === 'number' ? (byTime.get(param.time) ?? null) : null);
  };
  chart.subscribeCrosshairMove(hover);
  const panes = chart.panes();
  panes[0]?.setStretchFactor(1 - DRAWDOWN_PANE_SHARE);
  panes[1]?.setStretchFactor(DRAWDOWN_PANE_SHARE);
  return {
    fill: () => {
      equity.setData(points.map((p) => ({ time: p.time as Charts.UTCTimestamp, value: p.equity })));
      drawdown.setData(
        points.map((p) => ({ time: p.time as Charts.UTCTimestamp, value: p.drawdown })),
      );
      const timeScale = chart.timeScale();
      timeScale.fitContent();
      const fitted = timeScale.getVisibleLogicalRange();
      if (fitted) {
        const room = Math.max(1, (fitted.to - fitted.from) * EDGE_ROOM);
        timeScale.setVisibleLogicalRange({ from: fitted.from - room, to: fitted.to + room });
      }
    },
    remove: () => {
      chart.unsubscribeCrosshairMove(hover);
      chart.remove();
    },
  };
}
