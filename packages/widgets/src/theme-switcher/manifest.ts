// <savdo-theme-switcher>: the element contract (attributes, properties, events, parts), read by
// defineWidget and by the custom-elements.json generator.
import type { Theme } from '@savdo/contract';
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';

export const themeSwitcherManifest = widgetManifest({
  tagName: 'savdo-theme-switcher',
  description:
    "Switches the page's theme (light, dark, system); every widget without its own theme follows.",
  attributes: {
    compact: {
      type: 'boolean',
      description: 'Hides the legend visually (it stays for screen readers).',
    },
  },
  properties: {
    onChange: property<(theme: Theme) => void>({
      type: "(theme: 'light' | 'dark' | 'system') => void",
      description: 'Called after a change.',
    }),
  },
  events: {
    'savdo-theme-change': event<{ theme: Theme }>({
      description: 'The user chose a theme.',
      detail: "{ theme: 'light' | 'dark' | 'system' }",
    }),
  },
  display: 'inline-block',
  parts: {
    switcher: 'The group of options.',
    option: 'Each option; also option-light, option-dark, option-system.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-theme-switcher': WidgetElement<typeof themeSwitcherManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-theme-switcher': WidgetJsxProps<typeof themeSwitcherManifest>;
    }
  }
}
