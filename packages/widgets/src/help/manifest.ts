// <savdo-help>: the element contract, read by defineWidget and by the
// custom-elements.json generator.
import { widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';
import { INSTRUCTION_LOCATIONS } from '@savdo/contract';

export const helpManifest = widgetManifest({
  tagName: 'savdo-help',
  description:
    'Help: with no location, the help centre (every instruction as a searchable FAQ, and a `support` slot for the support conversation); with a location, the contextual help button that opens that page part’s instructions.',
  attributes: {
    location: {
      type: 'enum',
      values: ['', ...INSTRUCTION_LOCATIONS],
      default: '',
      description: 'A page location (top_up, signals…): the contextual help button for it.',
    },
    'hide-title': { type: 'boolean', description: 'Hides the help centre’s heading.' },
  },
  parts: {
    help: 'The help centre, or the help dialog.',
    faq: 'The questions.',
    support: 'The support box (holds the `support` slot).',
    'help-button': 'The contextual help button.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-help': WidgetElement<typeof helpManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-help': WidgetJsxProps<typeof helpManifest>;
    }
  }
}
