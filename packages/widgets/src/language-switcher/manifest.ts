// <savdo-language-switcher>: the element contract, read by defineWidget and by the
// custom-elements.json generator.
import type { Language } from '@savdo/contract';
import {
  event,
  property,
  widgetManifest,
  type WidgetElement,
  type WidgetJsxProps,
} from '@savdo/ui';

export const languageSwitcherManifest = widgetManifest({
  tagName: 'savdo-language-switcher',
  description:
    "Switches the page's interface language (uz, ru, en); every widget without its own lang follows.",
  properties: {
    onChange: property<(language: Language) => void>({
      type: "(language: 'uz' | 'ru' | 'en') => void",
      description: 'Called after a change.',
    }),
  },
  events: {
    'savdo-language-change': event<{ language: Language }>({
      description: 'The user chose a language.',
      detail: "{ language: 'uz' | 'ru' | 'en' }",
    }),
  },
  display: 'inline-block',
  parts: { select: 'The language select.' },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-language-switcher': WidgetElement<typeof languageSwitcherManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-language-switcher': WidgetJsxProps<typeof languageSwitcherManifest>;
    }
  }
}
