// <savdo-profile>: the element contract. It shows private data, so on a partner page (public
// mode) or signed out it renders a sign-in link and asks nothing (docs/architecture.md, security).
import type { ApiUser } from '@savdo/contract';
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export const profileManifest = widgetManifest({
  tagName: 'savdo-profile',
  description:
    "The signed-in user's profile: picture, names, username, email, phone, linked Google and Telegram accounts, devices, plan, balance, visibility and password.",
  attributes: {
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
    'plans-href': {
      type: 'string',
      default: '/upgrade-plan',
      description: 'Where the subscription box links (the plans).',
    },
    'balance-history-href': {
      type: 'string',
      default: '#balance-history',
      description: 'Where the balance box links (the balance history).',
    },
  },
  events: {
    'savdo-profile-updated': event<{ user: ApiUser }>({
      description: 'The user saved a change to their profile details.',
      detail: '{ user: ApiUser }',
    }),
  },
  parts: {
    avatar: 'The picture with its upload and remove buttons.',
    'details-form': 'Names, username and phone.',
    'email-form': 'The email change form.',
    'password-form': 'The password change form.',
    devices: 'The devices list.',
    plan: 'The subscription box.',
    balance: 'The balance box.',
    visibility: 'The profile visibility choices.',
    'sign-in-link': 'The sign-in link (partner pages and signed-out visitors).',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-profile': WidgetElement<typeof profileManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-profile': WidgetJsxProps<typeof profileManifest>;
    }
  }
}
