// Subscription plans and one's own subscription. The plans are the same for everybody
// (public, not per viewer); one's subscription is per viewer. A purchase, a cancel or a resume
// changes the subscription: its answer is written into the cache at once, then both are fetched
// again (an upgrade changes what the plans' buttons do).
import type { MySubscriptionResponse, PlanListResponse } from '@savdo/contract';
import { getMySubscription, listPlans } from './api';
import { createQuery, keyOf, refreshQueries, updateQueries } from '../query/query-client';

export const PLANS_QUERY = 'subscription/plans';
export const MY_SUBSCRIPTION_QUERY = 'subscription/me';

export const $plans = createQuery<PlanListResponse>(PLANS_QUERY, undefined, listPlans, {
  perViewer: false,
});

export const $mySubscription = createQuery<MySubscriptionResponse>(
  MY_SUBSCRIPTION_QUERY,
  undefined,
  getMySubscription,
);

/**
 * After a purchase, cancel or resume: shows `next` (the call's answer) at once where given, then
 * fetches the plans and the subscription again, keeping the old answers on screen meanwhile.
 */
export function subscriptionChanged(next?: MySubscriptionResponse['result']): void {
  if (next !== undefined) {
    updateQueries<MySubscriptionResponse>(keyOf(MY_SUBSCRIPTION_QUERY), () => ({ result: next }));
  }
  refreshQueries(keyOf('subscription/'));
}
