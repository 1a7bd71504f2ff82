// <savdo-trading-chart>: the element contract, read by defineWidget and the custom-elements.json
// generator.
import { TIMEFRAMES, type Timeframe } from '@savdo/contract';
import { TIME_ZONE_CHOICES } from '@savdo/core';
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';
import type { ChartMarker } from './chart-markers';

export const tradingChartManifest = widgetManifest({
  tagName: 'savdo-trading-chart',
  description:
    'A live candlestick chart with volume: symbol and timeframe choice, a crosshair legend, and the trading signals of the symbol (and any markers given) marked on it.',
  attributes: {
    symbol: {
      type: 'string',
      default: 'EURUSD',
      description:
        "The symbol shown ('EURUSD', 'XAUUSD', 'BTCUSD'…). The widget writes the user's choice back here.",
    },
    timeframe: {
      type: 'enum',
      values: TIMEFRAMES,
      default: '1h',
      description: "The candle length. The widget writes the user's choice back here.",
    },
    'time-zone': {
      type: 'enum',
      values: TIME_ZONE_CHOICES,
      default: 'tashkent',
      description: 'The time zone the time axis and the legend read in.',
    },
    'hide-title': {
      type: 'boolean',
      description: "Hides the widget's own title (for a page with its own heading).",
    },
    'hide-signals': {
      type: 'boolean',
      description: 'Leaves the signal markers off.',
    },
  },
  properties: {
    markers: property<ChartMarker[]>({
      type: "Array<{ symbol: string; time: number; direction: 'buy' | 'sell'; source: 'signal' | 'journal'; text: string }>",
      description:
        "More markers to draw (e.g. the trader's journal entries): time in seconds since the epoch; those of other symbols are ignored.",
    }),
  },
  events: {
    'savdo-chart-change': event<{ symbol: string; timeframe: Timeframe }>({
      description: 'The user chose another symbol or timeframe.',
      detail: "{ symbol: string; timeframe: '1m' | '5m' | '15m' | '1h' | '4h' | '1D' }",
    }),
  },
  parts: {
    root: 'The themed container.',
    toolbar: 'The symbol and timeframe choice.',
    legend: 'The open, high, low, close and volume of the candle under the cursor.',
    chart: 'The chart frame.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-trading-chart': WidgetElement<typeof tradingChartManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-trading-chart': WidgetJsxProps<typeof tradingChartManifest>;
    }
  }
}
