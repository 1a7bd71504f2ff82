// The trading chart drawn with lightweight-charts 5: candles, a volume histogram in the bottom
// fifth, markers, and a crosshair that reports the candle under it. The library is passed in:
// the widget imports it on demand, so it is not part of the first download, and it is imported
// only from this folder. As in the signal chart, the library's attribution logo is off (it
// injects a <style> without the page's nonce); the widget renders the attribution link itself.
import type * as Charts from 'lightweight-charts';
import type { Candle, Language } from '@savdo/contract';
import { chartPriceFormatter, tokenColour, withAlpha } from '@savdo/ui/charts';
import type { PlacedMarker } from './chart-markers';

export type TradingChartsModule = Pick<
  typeof Charts,
  'createChart' | 'CandlestickSeries' | 'HistogramSeries' | 'createSeriesMarkers' | 'CrosshairMode'
>;

export interface TradingChartColours {
  text: string;
  grid: string;
  background: string;
  up: string;
  down: string;
  /** The volume bars, see-through versions of up and down. */
  upSoft: string;
  downSoft: string;
  journal: string;
}

export interface TradingChartController {
  /** Replaces every candle (a new symbol, timeframe or reload); fits the last 120 in view. */
  setCandles(candles: readonly Candle[], digits: number): void;
  /** The live candle: the last one changed, or a new one after it. */
  updateCandle(candle: Candle): void;
  setMarkers(markers: readonly PlacedMarker[]): void;
  applyColours(colours: TradingChartColours): void;
  remove(): void;
}

export function tradingChartColours(element: Element): TradingChartColours {
  const up = tokenColour(element, 'color-success', '#12703a');
  const down = tokenColour(element, 'color-danger', '#b3261e');
  return {
    text: tokenColour(element, 'color-text', '#16181d'),
    grid: tokenColour(element, 'color-border', '#d4d8de'),
    background: tokenColour(element, 'color-surface-raised', '#ffffff'),
    up,
    down,
    // The volume bars: see-through up and down (the ui helper every chart's fills use).
    upSoft: withAlpha(up, 0.45),
    downSoft: withAlpha(down, 0.45),
    journal: tokenColour(element, 'color-info', '#1d5fd1'),
  };
}

/** Candles visible after a (re)load: about 9 px each (120 on a desktop, 35 on a phone). */
const PIXELS_PER_CANDLE = 9;
const MIN_VISIBLE_CANDLES = 30;

type Time = Charts.UTCTimestamp;

export function drawTradingChart(
  lib: TradingChartsModule,
  container: HTMLElement,
  colours: TradingChartColours,
  offsetSeconds: number,
  onCrosshair: (candle: Candle | null) => void,
  lang: Language,
): TradingChartController {
  let palette = colours;
  const chart = lib.createChart(container, {
    autoSize: true,
    layout: {
      background: { color: palette.background },
      textColor: palette.text,
      attributionLogo: false,
    },
    grid: { vertLines: { color: palette.grid }, horzLines: { color: palette.grid } },
    crosshair: { mode: lib.CrosshairMode.Normal },
    timeScale: { timeVisible: true, secondsVisible: false, rightOffset: 4 },
    rightPriceScale: { scaleMargins: { top: 0.08, bottom: 0.24 } },
  });
  const candles = chart.addSeries(lib.CandlestickSeries, {
    upColor: palette.up,
    downColor: palette.down,
    wickUpColor: palette.up,
    wickDownColor: palette.down,
    borderVisible: false,
  });
  const volume = chart.addSeries(lib.HistogramSeries, {
    priceFormat: { type: 'volume' },
    priceScaleId: '',
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const markers = lib.createSeriesMarkers(candles, []);
  // The candles by shown time, for the crosshair legend (the library hands back its own bar).
  const byTime = new Map<number, Candle>();
  let last: PlacedMarker[] = [];

  const shown = (time: number) => (time + offsetSeconds) as Time;
  const bar = (c: Candle) => ({
    time: shown(c.time),
    open: c.open,
    high: c.high,
    low: c.low,
    close: c.close,
  });
  const volumeBar = (c: Candle) => ({
    time: shown(c.time),
    value: c.volume,
    color: c.close >= c.open ? palette.upSoft : palette.downSoft,
  });
  const drawMarkers = () =>
    markers.setMarkers(
      last.map((m) => ({
        time: shown(m.candleTime),
        position: m.direction === 'buy' ? 'belowBar' : 'aboveBar',
        shape: m.direction === 'buy' ? 'arrowUp' : 'arrowDown',
        color:
          m.source === 'journal'
            ? palette.journal
            : m.direction === 'buy'
              ? palette.up
              : palette.down,
        text: m.text,
      })),
    );

  const crosshair: Charts.MouseEventHandler<Charts.Time> = (param) => {
    const time = typeof param.time === 'number' ? param.time - offsetSeconds : null;
    onCrosshair(time === null ? null : (byTime.get(time) ?? null));
  };
  chart.subscribeCrosshairMove(crosshair);

  return {
    setCandles(list, digits) {
      byTime.clear();
      for (const c of list) byTime.set(c.time, c);
      const minMove = 1 / 10 ** digits;
      candles.applyOptions({ priceFormat: { type: 'price', precision: digits, minMove } });
      // The symbol's digits in the page's number format (decision 0301).
      chart.applyOptions({ localization: { priceFormatter: chartPriceFormatter(lang, digits) } });
      candles.setData(list.map(bar));
      volume.setData(list.map(volumeBar));
      drawMarkers();
      const count = list.length;
      if (count > 0) {
        chart.timeScale().setVisibleLogicalRange({
          from: Math.max(
            0,
            count -
              Math.max(MIN_VISIBLE_CANDLES, Math.floor(container.clientWidth / PIXELS_PER_CANDLE)),
          ),
          to: count + 4,
        });
      }
    },
    updateCandle(candle) {
      byTime.set(candle.time, candle);
      candles.update(bar(candle));
      volume.update(volumeBar(candle));
    },
    setMarkers(list) {
      last = [...list];
      drawMarkers();
    },
    applyColours(next) {
      palette = next;
      chart.applyOptions({
        layout: { background: { color: next.background }, textColor: next.text },
        grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
      });
      candles.applyOptions({
        upColor: next.up,
        downColor: next.down,
        wickUpColor: next.up,
        wickDownColor: next.down,
      });
      volume.setData([...byTime.values()].sort((a, b) => a.time - b.time).map(volumeBar));
      drawMarkers();
    },
    remove() {
      chart.unsubscribeCrosshairMove(crosshair);
      chart.remove();
    },
  };
}
