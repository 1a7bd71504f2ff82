// <savdo-language-switcher>: the element contract, read by defineWidget and by the
// custom-elements.json / typings generator.
import type { Language } from '@savdo/contract';
import { event, property, widgetManifest } from '@savdo/ui';

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
