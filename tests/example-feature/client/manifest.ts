// Recipe (widget) step: the element's whole contract, once.
import { event, widgetManifest } from '@savdo/ui';

export const watchlistManifest = widgetManifest({
  tagName: 'savdo-example-watchlist',
  description: "The trader's watchlist (the recipe's example feature).",
  attributes: {
    'hide-title': { type: 'boolean', description: 'Hides the heading.' },
  },
  events: {
    'savdo-watchlist-load': event<{ count: number }>({
      description: 'The list arrived.',
      detail: '{ count: number }',
    }),
  },
  parts: { items: 'The list of symbols.' },
});
