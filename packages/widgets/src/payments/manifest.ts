// <savdo-top-up>, <savdo-payment-status> and <savdo-balance-history>: the element contracts, read
// by defineWidget and by the custom-elements.json generator. All three move money or show private
// data, so on a partner page (public mode) or signed out they render a sign-in link instead and
// ask nothing (docs/architecture.md, security boundaries).
import type { PaymentProvider } from '@savdo/contract';
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export interface TopUpStartDetail {
  provider: PaymentProvider;
  amount: number;
  orderId: string;
}

export const topUpManifest = widgetManifest({
  tagName: 'savdo-top-up',
  description:
    'Tops up the balance through Payme or Click: amount (at least 1 000 UZS), provider, then the provider checkout.',
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
    verify: 'The notice that paying needs a verified email, with its new-link button.',
    'verify-resend': 'The button in that notice that sends a new verification link.',
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

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-top-up': WidgetElement<typeof topUpManifest>;
    'savdo-payment-status': WidgetElement<typeof paymentStatusManifest>;
    'savdo-balance-history': WidgetElement<typeof balanceHistoryManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-top-up': WidgetJsxProps<typeof topUpManifest>;
      'savdo-payment-status': WidgetJsxProps<typeof paymentStatusManifest>;
      'savdo-balance-history': WidgetJsxProps<typeof balanceHistoryManifest>;
    }
  }
}
