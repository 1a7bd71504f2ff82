// <savdo-signals>: metadata for defineWidget and custom-elements.json.
import { SIGNAL_TABS } from '@savdo/contract';
import { widgetManifest } from '@savdo/ui';
import type { SignalsElementProps } from './element-props';
import { SIGNAL_STATUSES, SIGNAL_TYPES } from './signal-filters';

export const signalsManifest = widgetManifest<SignalsElementProps>({
  tagName: 'savdo-signals',
  description:
    'The live trading signals feed: tabs, filters, paging, 30-day performance, notification settings and the signal chart. On a partner page premium signals show locked with a sign-up link.',
  attributes: {
    tab: {
      prop: 'tab',
      type: 'string',
      values: SIGNAL_TABS,
      default: 'all',
      description:
        "The tab shown. The widget writes the user's choice back here (removed for 'all'), so the page can keep it.",
    },
    'signal-type': {
      prop: 'signalType',
      type: 'string',
      values: SIGNAL_TYPES,
      description:
        "Shows only buy or only sell signals (none: both). The user's choice is written back here.",
    },
    status: {
      prop: 'status',
      type: 'string',
      values: SIGNAL_STATUSES,
      description:
        "Shows only signals of this status (none: every status). The user's choice is written back here.",
    },
    'time-zone': {
      prop: 'timeZone',
      type: 'string',
      values: ['tashkent', 'moscow', 'london', 'new_york', 'browser'],
      default: 'tashkent',
      description:
        'The time zone of the dates shown (UTC+5 Tashkent, UTC+3, UTC+0, UTC-5, or the browser’s).',
    },
    'hide-title': {
      prop: 'hideTitle',
      type: 'boolean',
      default: 'false',
      description: "Hides the widget's own title (for a page with its own heading).",
    },
    'hide-stats': {
      prop: 'hideStats',
      type: 'boolean',
      default: 'false',
      description: 'Hides the 30-day performance figures.',
    },
    'hide-filters': {
      prop: 'hideFilters',
      type: 'boolean',
      default: 'false',
      description: 'Hides the signal type and status filters (the tabs stay).',
    },
    'hide-notifications': {
      prop: 'hideNotifications',
      type: 'boolean',
      default: 'false',
      description: 'Hides the browser-notification settings.',
    },
    'sign-up-href': {
      prop: 'signUpHref',
      type: 'string',
      default: '<api origin>/auth?tab=register',
      description: "Where a locked premium signal's link leads a visitor.",
    },
    'upgrade-href': {
      prop: 'upgradeHref',
      type: 'string',
      default: '<api origin>/upgrade-plan',
      description: 'Where it leads a signed-in user without the plan.',
    },
  },
  events: {
    'savdo-signal-open': {
      description:
        "The user asked for a signal's chart. Cancel it (preventDefault) to show the signal your own way instead of the chart modal.",
      detail: '{ id: number; symbol: string }',
    },
    'savdo-tab-change': {
      description: 'The user chose another tab.',
      detail: "{ tab: 'all' | 'crypto' | 'forex' | 'stock' | 'commodity' }",
    },
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
