// <savdo-top-up> and <savdo-payment-status>: the element contracts, read by defineWidget and by
// the custom-elements.json / typings generator. Both move money or show private data, so on a
// partner page (public mode) they render a sign-in link instead (DESIGN.md, security boundaries).
import type { PaymentProvider } from '@savdo/contract';
import { event, widgetManifest } from '@savdo/ui';

export interface TopUpStartDetail {
  provider: PaymentProvider;
  amount: number;
  orderId: string;
}

export const topUpManifest = widgetManifest({
  tagName: 'savdo-top-up',
  description:
    'Tops up the balance through Payme or Click: amount (at least 1,000 UZS), provider, then the provider checkout.',
  attributes: {
    amount: {
      type: 'number',
      description:
        "The amount the field opens with, in UZS (e.g. a purchase's shortfall; raised to the minimum).",
    },
    provider: {
      type: 'enum',
      values: ['payme', 'click'],
      default: 'payme',
      description: 'The provider chosen at first.',
    },
    'return-url': {
      type: 'string',
      defaultNote: '<api origin>/payments/return',
      description:
        'A page of the product the provider sends the payer back to (the order id is added as savdo_order).',
    },
    'hide-title': { type: 'boolean', description: 'Hides the heading (e.g. inside a dialog).' },
  },
  events: {
    'savdo-top-up-start': event<TopUpStartDetail>({
      description: 'A checkout link was made; the page is about to open the provider checkout.',
      detail: "{ provider: 'payme' | 'click'; amount: number; orderId: string }",
    }),
  },
  parts: {
    form: 'The top-up form.',
    amount: 'The amount field.',
    'quick-amounts': 'The row of quick-amount buttons.',
    providers: 'The provider choice.',
    submit: 'The button that opens the checkout.',
    error: 'The error message.',
    'sign-in-link': 'The sign-in link (partner pages and signed-out visitors).',
  },
});

export const paymentStatusManifest = widgetManifest({
  tagName: 'savdo-payment-status',
  description:
    'The return page of a top-up: follows the order until it is paid or failed and shows the new balance.',
  attributes: {
    'order-id': {
      type: 'string',
      defaultNote: "the page's savdo_order query parameter",
      description: 'The order to follow.',
    },
    'dashboard-href': {
      type: 'string',
      defaultNote: '<api origin>/dashboard',
      description: 'Where the link back to the dashboard leads.',
    },
  },
  events: {
    'savdo-payment-settled': event<{ orderId: string; status: 'paid' | 'cancelled' | 'refunded' }>({
      description: 'The order left pending: paid, or failed (cancelled or refunded).',
      detail: "{ orderId: string; status: 'paid' | 'cancelled' | 'refunded' }",
    }),
  },
  parts: {
    status: 'The status panel.',
    'dashboard-link': 'The link back to the dashboard.',
    'top-up-again': 'The button that opens the top-up form again.',
    'sign-in-link': 'The sign-in link (partner pages and signed-out visitors).',
  },
});
