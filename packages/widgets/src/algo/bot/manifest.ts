// <savdo-algo-bot>: the element contract, read by defineWidget and by the custom-elements.json
// generator. A bot's page: figures, the chart, monthly returns, the purchase, reviews.
import { widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export const algoBotManifest = widgetManifest({
  tagName: 'savdo-algo-bot',
  description:
    "An Expert Advisor's page: verified figures, the equity and drawdown chart, monthly returns, plans and the purchase form with its confirmation, reviews with the rating distribution and the review form.",
  attributes: {
    'bot-id': { type: 'number', description: 'The bot to show (required).' },
  },
  parts: {
    'equity-chart': 'The equity and drawdown chart with its legend.',
    monthly: 'The monthly returns table.',
    purchase: 'The purchase form.',
    reviews: 'The reviews section.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-algo-bot': WidgetElement<typeof algoBotManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-algo-bot': WidgetJsxProps<typeof algoBotManifest>;
    }
  }
}
