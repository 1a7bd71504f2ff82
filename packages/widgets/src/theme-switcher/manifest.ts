// <savdo-theme-switcher>: the element contract (attributes, properties, events, parts), read by
// defineWidget and by the custom-elements.json / typings generator.
import type { Theme } from '@savdo/contract';
import { event, property, widgetManifest } from '@savdo/ui';

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
