// What every lightweight-charts chart of ours starts from (the event history chart and the bot's
// equity chart share it): the frame's colours read off the theme tokens, the chart following its
// frame's size, our own attribution link instead of the library's logo (its <style> has no
// nonce; tradingview-attribution.tsx), the locale's dates, horizontal grid lines only faintly, no
// scale borders, and the time axis labelled in the interface language (tick-label.ts). A chart
// adds its own options on top. Typed without the library, which this entry never imports.
import type { Language } from '@savdo/contract';
import { tokenColour, withAlpha } from './chart-colours';

/** The BCP 47 tag a chart's dates are written in, per interface language. */
export const CHART_LOCALES: Record<Language, string> = { uz: 'uz-UZ', ru: 'ru-RU', en: 'en-GB' };

export interface ChartBaseColours {
  text: string;
  grid: string;
  background: string;
}

/** The text, grid and background colours of a chart drawn inside `element`. */
export function chartBaseColours(element: Element): ChartBaseColours {
  return {
    text: tokenColour(element, 'color-text-muted', '#545b66'),
    grid: tokenColour(element, 'color-border', '#d4d8de'),
    background: tokenColour(element, 'color-surface-raised', '#ffffff'),
  };
}

export interface ChartBaseFormat {
  /** BCP 47 tag for the time axis' dates (CHART_LOCALES). */
  locale: string;
  /** A time-axis label (UTC seconds); the library's TickMarkType order: year, month, day, time. */
  tick: (seconds: number, kind: number) => string;
}

/** The options createChart is given before a chart's own. */
export function baseChartOptions(colours: ChartBaseColours, format: ChartBaseFormat) {
  return {
    autoSize: true,
    layout: {
      background: { color: colours.background },
      textColor: colours.text,
      fontSize: 11,
      attributionLogo: false,
    },
    localization: { locale: format.locale },
    grid: { horzLines: { color: withAlpha(colours.grid, 0.5) } },
    rightPriceScale: { borderVisible: false },
    timeScale: {
      borderVisible: false,
      tickMarkFormatter: (time: unknown, kind: number): string | null =>
        typeof time === 'number' ? format.tick(time, kind) : null,
    },
  };
}
