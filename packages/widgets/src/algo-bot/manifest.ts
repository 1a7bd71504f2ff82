// <savdo-algo-bot>: the element contract, read by defineWidget and by the custom-elements.json /
// typings generator. A bot's page: figures, monthly returns, the purchase and the reviews.
import { widgetManifest } from '@savdo/ui';

export const algoBotManifest = widgetManifest({
  tagName: 'savdo-algo-bot',
  description:
    "An Expert Advisor's page: verified figures, monthly returns, plans and the purchase form with its confirmation, reviews with the rating distribution and the review form.",
  attributes: {
    'bot-id': { type: 'number', description: 'The bot to show (required).' },
  },
  parts: {
    monthly: 'The monthly returns table.',
    purchase: 'The purchase form.',
    reviews: 'The reviews section.',
  },
});
