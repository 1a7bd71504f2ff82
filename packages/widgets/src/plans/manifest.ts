// <savdo-plans>: the element contract, read by defineWidget and by the custom-elements.json
// generator. It sells from the balance, so on a partner page (public mode) it renders a
// sign-in link instead and asks nothing (docs/architecture.md, security boundaries); signed out on our own
// origin it shows the plans with sign-in links.
import type { MySubscription, SubscriptionAction } from '@savdo/contract';
import { event, widgetManifest, type WidgetElement, type WidgetJsxProps } from '@savdo/ui';

export interface PlanPurchasedDetail {
  planId: number;
  action: SubscriptionAction;
  /** What the balance paid, integer UZS. */
  charged: number;
}

export interface SubscriptionChangedDetail {
  /** What happened: a purchase (subscribe, renew, upgrade), a cancel or a resume. */
  change: SubscriptionAction | 'cancel' | 'resume';
  subscription: MySubscription | null;
}

export const plansManifest = widgetManifest({
  tagName: 'savdo-plans',
  description:
    "The subscription plans side by side with the user's current plan: subscribe, renew, upgrade (paid from the balance) and cancel or resume the renewal.",
  attributes: {
    'hide-title': { type: 'boolean', description: 'Hides the heading (the page has its own).' },
  },
  events: {
    'savdo-plan-purchased': event<PlanPurchasedDetail>({
      description: 'A plan was paid for from the balance (subscribe, renew or upgrade).',
      detail: "{ planId: number; action: 'subscribe' | 'renew' | 'upgrade'; charged: number }",
    }),
    'savdo-subscription-changed': event<SubscriptionChangedDetail>({
      description: "The user's subscription changed: a purchase, a cancelled or a resumed renewal.",
      detail:
        "{ change: 'subscribe' | 'renew' | 'upgrade' | 'cancel' | 'resume'; subscription: MySubscription | null }",
    }),
  },
  parts: {
    current: 'The current plan panel.',
    plans: 'The row of plans.',
    plan: 'One plan.',
    'plan-action': "A plan's button (subscribe, renew, upgrade).",
    'cancel-renewal': 'The button that cancels the renewal.',
    'resume-renewal': 'The button that resumes the renewal.',
    'sign-in-link': 'A sign-in link (partner pages and signed-out visitors).',
  },
});

// The typings of the tags, beside their contracts: typed document.querySelector and createElement
// results and event details, and the JSX props in React.
declare global {
  interface HTMLElementTagNameMap {
    'savdo-plans': WidgetElement<typeof plansManifest>;
  }
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'savdo-plans': WidgetJsxProps<typeof plansManifest>;
    }
  }
}
