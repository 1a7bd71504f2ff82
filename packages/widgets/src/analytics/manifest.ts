// <savdo-analytics>: the element contract, read by defineWidget and the custom-elements.json
// generator.
import { widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export const analyticsManifest = widgetManifest({
  tagName: 'savdo-analytics',
  description:
    "The signed-in trader's figures in one place: signal results, learning progress, algo bots' gains and the balance over time, with charts.",
  attributes: {
    'hide-title': {
      type: 'boolean',
      description: "Hides the widget's own title (for a page with its own heading).",
    },
  },
  parts: {
    root: 'The themed container.',
    journal: "The trading journal's statistics: figures and the cumulative P&L line.",
    signals: 'Signal results.',
    'signals-chart': 'The cumulative signal results chart.',
    courses: 'Learning progress.',
    algo: "Algo bots' gains.",
    balance: 'Balance over time.',
    'balance-chart': 'The balance chart.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-analytics': WidgetElement<typeof analyticsManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-analytics': WidgetJsxProps<typeof analyticsManifest>;
    }
  }
}
