// <savdo-settings>: the element contract. Theme and language work for anyone; the time zone is
// saved to the profile when signed in, else in this browser.
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export interface SettingsChangeDetail {
  setting: 'theme' | 'language' | 'time_zone';
  value: string;
}

export const settingsManifest = widgetManifest({
  tagName: 'savdo-settings',
  description:
    "The user's settings: theme, interface language and the time zone of the calendar and signals. The notifications feature's preferences go into its `notifications` slot.",
  attributes: {
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
  },
  events: {
    'savdo-settings-change': event<SettingsChangeDetail>({
      description: 'The user changed a setting.',
      detail: "{ setting: 'theme' | 'language' | 'time_zone'; value: string }",
    }),
  },
  parts: {
    theme: 'The theme section.',
    language: 'The language section.',
    'time-zone': 'The time-zone section.',
    'theme-choices': 'The theme options.',
    'language-choices': 'The language options.',
    'time-zone-choices': 'The time-zone options.',
    notifications: "The notifications feature's section (a `notifications` slot on the element).",
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-settings': WidgetElement<typeof settingsManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-settings': WidgetJsxProps<typeof settingsManifest>;
    }
  }
}
