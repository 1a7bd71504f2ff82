// <savdo-copy-strategy>: the element contract, read by defineWidget and by the
// custom-elements.json generator. A copy-trading strategy's page with the follow.
import { widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export const copyStrategyManifest = widgetManifest({
  tagName: 'savdo-copy-strategy',
  description:
    "A copy-trading strategy's page: verified figures, a risk score from 1 to 10, followers, the equity and drawdown chart, monthly returns, open trades, the spec's copy-trading text and a past-performance disclosure; the follow form (platform, login, server, risk per trade 0.5% to 1%) or the viewer's follow with Pause, Resume and Stop.",
  attributes: {
    'strategy-id': { type: 'number', description: 'The strategy to show (required).' },
  },
  parts: {
    'equity-chart': 'The equity and drawdown chart with its legend.',
    monthly: 'The monthly returns table.',
    'open-trades': 'The open trades.',
    follow: 'The follow form.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-copy-strategy': WidgetElement<typeof copyStrategyManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-copy-strategy': WidgetJsxProps<typeof copyStrategyManifest>;
    }
  }
}
