// The trading chart's price axis writes prices with the symbol's digits in the page's number
// format (decision 0301): "1,08520" in uz and ru beside a legend that says so.
import { describe, expect, it } from 'vitest';
import {
  drawTradingChart,
  tradingChartColours,
  type TradingChartsModule,
} from './draw-trading-chart';

type Options = { localization?: { priceFormatter?: (price: number) => string } };

function fakeLib(applied: Options[]): TradingChartsModule {
  const series = () => ({
    applyOptions: () => undefined,
    setData: () => undefined,
    update: () => undefined,
    priceScale: () => ({ applyOptions: () => undefined }),
  });
  return {
    createChart: () => ({
      addSeries: series,
      applyOptions: (o: Options) => applied.push(o),
      subscribeCrosshairMove: () => undefined,
      unsubscribeCrosshairMove: () => undefined,
      timeScale: () => ({ setVisibleLogicalRange: () => undefined }),
      remove: () => undefined,
    }),
    createSeriesMarkers: () => ({ setMarkers: () => undefined }),
    CandlestickSeries: {},
    HistogramSeries: {},
    CrosshairMode: { Normal: 0 },
  } as unknown as TradingChartsModule;
}

describe('trading chart axis', () => {
  it('rule 0301: prices on the axis use the page number format with the symbol digits', () => {
    for (const [lang, text] of [
      ['uz', '1,08520'],
      ['ru', '1,08520'],
      ['en', '1.08520'],
    ] as const) {
      const applied: Options[] = [];
      const node = document.createElement('div');
      const chart = drawTradingChart(
        fakeLib(applied),
        node,
        tradingChartColours(node),
        0,
        () => undefined,
        lang,
      );
      chart.setCandles([], 5);
      const formatter = applied.find((o) => o.localization)?.localization?.priceFormatter;
      expect(formatter?.(1.0852)).toBe(text);
    }
  });
});
