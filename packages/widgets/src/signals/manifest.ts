// <savdo-signals>: the element contract, read by defineWidget (which coerces the attributes:
// an unknown tab, type, status or zone falls back to the default) and by the
// custom-elements.json generator.
import { SIGNAL_TABS, type SignalTab } from '@savdo/contract';
import { TIME_ZONE_CHOICES } from '@savdo/core';
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';
import { SIGNAL_STATUSES, SIGNAL_TYPES } from './signal-filters';

export const signalsManifest = widgetManifest({
  tagName: 'savdo-signals',
  description:
    'The live trading signals feed: tabs, filters, paging, 30-day performance, notification settings and the signal chart. On a partner page premium signals show locked with a sign-up link.',
  attributes: {
    tab: {
      type: 'enum',
      values: SIGNAL_TABS,
      default: 'all',
      description:
        "The tab shown. The widget writes the user's choice back here (removed for 'all'), so the page can keep it.",
    },
    'signal-type': {
      type: 'enum',
      values: SIGNAL_TYPES,
      description:
        "Shows only buy or only sell signals (none: both). The user's choice is written back here.",
    },
    status: {
      type: 'enum',
      values: SIGNAL_STATUSES,
      description:
        "Shows only signals of this status (none: every status). The user's choice is written back here.",
    },
    'time-zone': {
      type: 'enum',
      values: TIME_ZONE_CHOICES,
      default: 'tashkent',
      description:
        'The time zone of the dates shown (UTC+5 Tashkent, UTC+3, UTC+0, UTC-5, or the browser’s).',
    },
    'hide-title': {
      type: 'boolean',
      description: "Hides the widget's own title (for a page with its own heading).",
    },
    'hide-stats': {
      type: 'boolean',
      description: 'Hides the 30-day performance figures.',
    },
    'hide-filters': {
      type: 'boolean',
      description: 'Hides the signal type and status filters (the tabs stay).',
    },
    'hide-notifications': {
      type: 'boolean',
      description: 'Hides the browser-notification settings.',
    },
    'sign-up-href': {
      type: 'string',
      defaultNote: '<api origin>/auth?tab=register',
      description: "Where a locked premium signal's link leads a visitor.",
    },
    'upgrade-href': {
      type: 'string',
      defaultNote: '<api origin>/upgrade-plan',
      description: 'Where it leads a signed-in user without the plan.',
    },
  },
  events: {
    'savdo-signal-open': event<{ id: number; symbol: string }>({
      description:
        "The user asked for a signal's chart. Cancel it (preventDefault) to show the signal your own way instead of the chart modal.",
      detail: '{ id: number; symbol: string }',
    }),
    'savdo-tab-change': event<{ tab: SignalTab }>({
      description: 'The user chose another tab.',
      detail: "{ tab: 'all' | 'crypto' | 'forex' | 'stock' | 'commodity' }",
    }),
  },
  parts: {
    root: 'The themed container.',
    connection: 'The live / disconnected indicator.',
    stats: 'The performance figures.',
    'stats-chart': 'The performance chart.',
    notifications: 'The notification settings.',
    tabs: 'The tab list.',
    filters: 'The signal type and status filters.',
    list: 'The list of signals.',
    card: 'One signal.',
    locked: "A premium signal's lock notice.",
    'locked-link': 'Its sign-up or upgrade link.',
    'chart-button': "A signal's chart button.",
    'load-more': 'The load-more button.',
    'chart-dialog': 'The signal chart modal.',
    'signal-chart': 'The chart of the signal levels.',
    'chart-image': 'The analysis chart image.',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-signals': WidgetElement<typeof signalsManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-signals': WidgetJsxProps<typeof signalsManifest>;
    }
  }
}
