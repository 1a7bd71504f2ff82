// <savdo-session-status>: metadata for defineWidget and custom-elements.json.
import { widgetManifest } from '@savdo/ui';
import type { SessionStatusProps } from './session-status';

export const sessionStatusManifest = widgetManifest<SessionStatusProps>({
  tagName: 'savdo-session-status',
  description:
    'Shows who is signed in on this page, or a sign-in link (always the link on a partner page).',
  attributes: {
    'sign-in-href': {
      prop: 'signInHref',
      type: 'string',
      default: '<api origin>/auth',
      description: 'Where the sign-in link leads.',
    },
  },
  events: {
    'savdo-session-change': {
      description: 'The session state changed (also fired once after the first render).',
      detail: '{ isAuthenticated: boolean; username: string | null }',
    },
  },
  parts: {
    status: 'The status row.',
    'sign-in-link': 'The sign-in link (signed out only).',
  },
});
