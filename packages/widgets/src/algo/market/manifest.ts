// <savdo-algo-market>: the element contract, read by defineWidget and by the
// custom-elements.json generator. The market is public: on a partner page (public
// mode) it lists the bots with their verified figures, and its links lead to the product.
import { ALGO_BOT_TYPES, ALGO_PLATFORMS, ALGO_SORTS } from '@savdo/contract';
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';
import { type NavigateTo } from '@savdo/ui/courses';

export const algoMarketManifest = widgetManifest({
  tagName: 'savdo-algo-market',
  description:
    'The Expert Advisor marketplace: platform, type and max price filters, sort by gain, drawdown or popularity, cards with verified figures and an equity sparkline, 10 a page.',
  attributes: {
    platform: {
      type: 'enum',
      values: ALGO_PLATFORMS,
      description: 'The platform the filter starts with (none: both).',
    },
    type: { type: 'enum', values: ALGO_BOT_TYPES, description: 'The bot type to start with.' },
    sort: { type: 'enum', values: ALGO_SORTS, description: 'The sort to start with (gain).' },
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
  },
  properties: {
    onNavigate: property<NavigateTo>({
      type: '(path: string) => void',
      description:
        "A host app's router: a bot link's plain click calls it with the path (/algo-trading/3) instead of loading the page.",
    }),
  },
  events: {
    'savdo-algo-open': event<{ botId: number }>({
      description: 'The user opened a bot from the market.',
      detail: '{ botId: number }',
    }),
  },
  parts: {
    filters: 'The filters and sort row.',
    bots: 'The list of bot cards.',
    bot: 'One bot card.',
    pager: 'The previous / next page controls.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-algo-market': WidgetElement<typeof algoMarketManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-algo-market': WidgetJsxProps<typeof algoMarketManifest>;
    }
  }
}
