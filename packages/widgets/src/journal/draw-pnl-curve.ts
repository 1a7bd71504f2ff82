// The cumulative P&L curve, drawn with lightweight-charts 5 (imported on demand by
// pnl-curve.tsx, so the library is its own chunk and only the journal loads it). One point per
// trade in trade order; trades of one day get a minute apart, as the library needs strictly
// increasing times. The library's attribution logo is off: it injects a <style> element without
// a nonce, which a page's strict style-src CSP refuses; the widget shows the attribution link
// itself (TradingViewAttribution of @savdo/ui/charts, styled with the page's nonce).
import type * as Charts from 'lightweight-charts';
import type { JournalCurvePoint, Language } from '@savdo/contract';
import { chartPriceFormatter, tickMarkFormatter, tokenColour } from '@savdo/ui/charts';

export type CurveChartsModule = Pick<typeof Charts, 'createChart' | 'BaselineSeries'>;

export interface CurveColours {
  text: string;
  grid: string;
  background: string;
  up: string;
  down: string;
}

export interface CurvePoint {
  time: number;
  value: number;
}

/** Seconds since the epoch for each point, strictly increasing. */
export function curvePoints(curve: readonly JournalCurvePoint[]): CurvePoint[] {
  const out: CurvePoint[] = [];
  for (const point of curve) {
    const day = Math.floor(Date.parse(`${point.date}T00:00:00Z`) / 1000);
    const previous = out[out.length - 1];
    const time = previous && previous.time >= day ? previous.time + 60 : day;
    out.push({ time, value: point.cumulative_pnl });
  }
  return out;
}

export function curveColours(element: Element): CurveColours {
  return {
    text: tokenColour(element, 'color-text', '#16181d'),
    grid: tokenColour(element, 'color-border', '#d4d8de'),
    background: tokenColour(element, 'color-surface-raised', '#ffffff'),
    up: tokenColour(element, 'color-success', '#12703a'),
    down: tokenColour(element, 'color-danger', '#b3261e'),
  };
}

export interface DrawnPnlCurve {
  /** Sets the points and the view (useChartMount calls it a painted frame later). */
  fill: () => void;
  remove: () => void;
}

/**
 * Creates the chart in `container`; its points are set by `fill`, in a later task, so that
 * neither the chart's first sizing nor its first drawn curve makes one long task
 * (docs/decisions/0329-charts-drawn-after-the-first-paint.md).
 */
export function drawPnlCurve(
  lib: CurveChartsModule,
  container: HTMLElement,
  curve: readonly JournalCurvePoint[],
  colours: CurveColours,
  lang: Language,
): DrawnPnlCurve {
  const chart = lib.createChart(container, {
    autoSize: true,
    layout: {
      background: { color: colours.background },
      textColor: colours.text,
      attributionLogo: false,
    },
    grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
    timeScale: { timeVisible: false, tickMarkFormatter: tickMarkFormatter(lang) },
    // Dollars, as the journal writes them (decision 0301).
    localization: { priceFormatter: chartPriceFormatter(lang, 2) },
  });
  // Above zero green, below zero red: the baseline is the break-even line.
  const series = chart.addSeries(lib.BaselineSeries, {
    baseValue: { type: 'price', price: 0 },
    topLineColor: colours.up,
    bottomLineColor: colours.down,
    lineWidth: 2,
  });
  return {
    fill: () => {
      series.setData(
        curvePoints(curve).map((p) => ({ time: p.time as Charts.UTCTimestamp, value: p.value })),
      );
      chart.timeScale().fitContent();
    },
    remove: () => chart.remove(),
  };
}
