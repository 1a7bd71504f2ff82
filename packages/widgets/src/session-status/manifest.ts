// <savdo-session-status>: the element contract, read by defineWidget and by the
// custom-elements.json generator.
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export const sessionStatusManifest = widgetManifest({
  tagName: 'savdo-session-status',
  description:
    'Shows who is signed in on this page, or a sign-in link (always the link on a partner page).',
  attributes: {
    'sign-in-href': {
      type: 'string',
      defaultNote: '<api origin>/auth',
      description: 'Where the sign-in link leads.',
    },
  },
  events: {
    'savdo-session-change': event<{ isAuthenticated: boolean; username: string | null }>({
      description: 'The session state changed (also fired once after the first render).',
      detail: '{ isAuthenticated: boolean; username: string | null }',
    }),
  },
  parts: {
    status: 'The status row.',
    'sign-in-link': 'The sign-in link (signed out only).',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-session-status': WidgetElement<typeof sessionStatusManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-session-status': WidgetJsxProps<typeof sessionStatusManifest>;
    }
  }
}
