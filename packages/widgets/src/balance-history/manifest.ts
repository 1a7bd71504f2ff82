// <savdo-balance-history>: the element contract, read by defineWidget and by the
// custom-elements.json / typings generator. It shows private data, so on a partner page (public
// mode) or signed out it renders a sign-in link instead and asks nothing (DESIGN.md).
import { widgetManifest } from '@savdo/ui';

export const balanceHistoryManifest = widgetManifest({
  tagName: 'savdo-balance-history',
  description:
    "The signed-in user's balance history (ledger): date, amount, reason and balance after, 20 to a page.",
  attributes: {
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
  },
  parts: {
    list: 'The table of entries.',
    pager: 'The previous / next buttons and the page number.',
    'sign-in-link': 'The sign-in link (partner pages and signed-out visitors).',
  },
});
