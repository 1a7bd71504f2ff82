// <savdo-copy-trading>: the element contract, read by defineWidget and by the
// custom-elements.json generator.
import { widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export const copyTradingManifest = widgetManifest({
  tagName: 'savdo-copy-trading',
  description:
    "The copy-trading page: the spec's figures (monthly profit 1% to 50%, risk per trade 0.5% to 1%), the user's responsibility, strategies with verified figures and a risk score, and a past-performance disclosure.",
  attributes: {
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-copy-trading': WidgetElement<typeof copyTradingManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-copy-trading': WidgetJsxProps<typeof copyTradingManifest>;
    }
  }
}
