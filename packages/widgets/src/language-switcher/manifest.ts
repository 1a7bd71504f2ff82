// <savdo-language-switcher>: metadata for defineWidget and custom-elements.json.
import { widgetManifest } from '@savdo/ui';
import type { LanguageSwitcherProps } from './language-switcher';

export const languageSwitcherManifest = widgetManifest<LanguageSwitcherProps>({
  tagName: 'savdo-language-switcher',
  description:
    "Switches the page's interface language (uz, ru, en); every widget without its own lang follows.",
  properties: {
    onChange: {
      type: "(language: 'uz' | 'ru' | 'en') => void",
      description: 'Called after a change.',
    },
  },
  events: {
    'savdo-language-change': {
      description: 'The user chose a language.',
      detail: "{ language: 'uz' | 'ru' | 'en' }",
    },
  },
  display: 'inline-block',
  parts: { select: 'The language select.' },
});
