// <savdo-theme-switcher>: metadata for defineWidget and custom-elements.json.
import { widgetManifest } from '@savdo/ui';
import type { ThemeSwitcherProps } from './theme-switcher';

export const themeSwitcherManifest = widgetManifest<ThemeSwitcherProps>({
  tagName: 'savdo-theme-switcher',
  description:
    "Switches the page's theme (light, dark, system); every widget without its own theme follows.",
  attributes: {
    compact: {
      prop: 'compact',
      type: 'boolean',
      default: 'false',
      description: 'Hides the legend visually (it stays for screen readers).',
    },
  },
  properties: {
    onChange: {
      type: "(theme: 'light' | 'dark' | 'system') => void",
      description: 'Called after a change.',
    },
  },
  events: {
    'savdo-theme-change': {
      description: 'The user chose a theme.',
      detail: "{ theme: 'light' | 'dark' | 'system' }",
    },
  },
  display: 'inline-block',
  parts: {
    switcher: 'The group of options.',
    option: 'Each option; also option-light, option-dark, option-system.',
  },
});
