// The signal chart of the chart modal, drawn with lightweight-charts 5: the signal's own price
// path (entry at publication, then the exit at the take profit or the stop when it closed) and
// the entry, stop-loss and take-profit levels as price lines. We hold no market data, so the
// chart shows exactly what the signal says, nothing invented. The library is passed in: the
// modal imports it on demand, so it is not part of the first download.
//
// The library's own TradingView attribution logo is turned off: it injects a <style> element
// without a nonce, which a page's strict style-src CSP refuses. SignalPriceChart renders the same
// link itself (TradingViewAttribution of @savdo/ui/charts), styled through styled-components, which
// carry the page's nonce.
import type * as Charts from 'lightweight-charts';
import type { TradingSignal } from '@savdo/contract';
import { tokenColour } from '@savdo/ui/charts';

export type ChartsModule = Pick<typeof Charts, 'createChart' | 'LineSeries' | 'LineStyle'>;

export interface ChartPoint {
  /** Seconds since the epoch (UTC), strictly increasing. */
  time: number;
  value: number;
}

export interface ChartTexts {
  entry: string;
  stop: string;
  target: string;
}

export interface ChartColours {
  text: string;
  grid: string;
  background: string;
  line: string;
  entry: string;
  stop: string;
  target: string;
}

/** The signal's price path: entry when published, then its exit (or entry now while open). */
export function signalPath(signal: TradingSignal, now: number = Date.now()): ChartPoint[] {
  if (signal.entry_price === null) return [];
  const start = Math.floor(Date.parse(signal.created_at) / 1000);
  const points: ChartPoint[] = [{ time: start, value: signal.entry_price }];
  let end: ChartPoint;
  if (signal.status === 'closed' && signal.closed_at) {
    const exit = signal.result === 'loss' ? signal.stop_loss : signal.take_profit;
    end = {
      time: Math.floor(Date.parse(signal.closed_at) / 1000),
      value: exit ?? signal.entry_price,
    };
  } else {
    const stop = signal.closed_at ? Date.parse(signal.closed_at) : now;
    end = { time: Math.floor(stop / 1000), value: signal.entry_price };
  }
  // The library needs strictly increasing times.
  if (end.time <= start) end.time = start + 60;
  points.push(end);
  return points;
}

/** The price range that shows the path and all three levels. */
export function levelRange(signal: TradingSignal): { minValue: number; maxValue: number } | null {
  const prices = [signal.entry_price, signal.stop_loss, signal.take_profit].filter(
    (p): p is number => p !== null,
  );
  if (prices.length === 0) return null;
  return { minValue: Math.min(...prices), maxValue: Math.max(...prices) };
}

export function themeColours(element: Element): ChartColours {
  return {
    text: tokenColour(element, 'color-text', '#16181d'),
    grid: tokenColour(element, 'color-border', '#d4d8de'),
    background: tokenColour(element, 'color-surface-raised', '#ffffff'),
    line: tokenColour(element, 'color-accent', '#1d5fd1'),
    entry: tokenColour(element, 'color-text-muted', '#545b66'),
    stop: tokenColour(element, 'color-danger', '#b3261e'),
    target: tokenColour(element, 'color-success', '#12703a'),
  };
}

/**
 * The path moved into the chosen time zone. lightweight-charts draws its time axis in UTC only;
 * its documented way to show another zone is to shift each timestamp by that zone's offset, so
 * the axis reads the same wall-clock time as the card.
 */
export function pathInZone(points: ChartPoint[], offsetMinutes: number): ChartPoint[] {
  return points.map((p) => ({ time: p.time + offsetMinutes * 60, value: p.value }));
}

/** Draws the chart into `container`; answers the function that removes it. */
export function drawSignalChart(
  lib: ChartsModule,
  container: HTMLElement,
  signal: TradingSignal,
  texts: ChartTexts,
  colours: ChartColours,
  offsetMinutes = 0,
  priceFormatter?: (price: number) => string,
): () => void {
  const chart = lib.createChart(container, {
    autoSize: true,
    height: 280,
    layout: {
      background: { color: colours.background },
      textColor: colours.text,
      // No nonce-less <style> from the library; the widget shows the attribution link itself.
      attributionLogo: false,
    },
    grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
    timeScale: { timeVisible: true, secondsVisible: false },
    // The page's number format for the levels (decision 0301).
    ...(priceFormatter ? { localization: { priceFormatter } } : {}),
  });
  const range = levelRange(signal);
  const series = chart.addSeries(lib.LineSeries, {
    color: colours.line,
    lineWidth: 2,
    autoscaleInfoProvider: () => ({ priceRange: range, margins: { above: 16, below: 16 } }),
  });
  series.setData(
    pathInZone(signalPath(signal), offsetMinutes).map((p) => ({
      time: p.time as Charts.UTCTimestamp,
      value: p.value,
    })),
  );
  const level = (price: number | null, colour: string, title: string) => {
    if (price === null) return;
    series.createPriceLine({
      price,
      color: colour,
      lineWidth: 2,
      lineStyle: lib.LineStyle.Dashed,
      axisLabelVisible: true,
      title,
    });
  };
  level(signal.entry_price, colours.entry, texts.entry);
  level(signal.stop_loss, colours.stop, texts.stop);
  level(signal.take_profit, colours.target, texts.target);
  chart.timeScale().fitContent();
  return () => chart.remove();
}
