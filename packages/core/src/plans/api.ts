// Subscription plans (decision 0153): the plans, one's own subscription, what an action
// costs now, paying for it from the balance, and cancelling or resuming the renewal.
import {
  IDEMPOTENCY_KEY_HEADER,
  type MySubscriptionResponse,
  type PlanListResponse,
  type SubscriptionAction,
  type SubscriptionPurchaseResponse,
  type SubscriptionQuoteResponse,
} from '@savdo/contract';
import { mainApi } from '../api/client';

export function listPlans(): Promise<PlanListResponse> {
  return mainApi.get<PlanListResponse>('/subscription/plans');
}

export function getMySubscription(): Promise<MySubscriptionResponse> {
  return mainApi.get<MySubscriptionResponse>('/subscription/me');
}

export function quotePlan(planId: number): Promise<SubscriptionQuoteResponse> {
  return mainApi.get<SubscriptionQuoteResponse>(`/subscription/plans/${planId}/quote`);
}

/**
 * `idempotencyKey`: one per confirmation, so a retry after a lost answer is answered with the
 * first purchase instead of charging again.
 */
export function purchasePlan(
  planId: number,
  action: SubscriptionAction,
  idempotencyKey: string,
): Promise<SubscriptionPurchaseResponse> {
  return mainApi.post<SubscriptionPurchaseResponse>(
    `/subscription/plans/${planId}/purchase`,
    { action },
    { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
  );
}

export function cancelSubscription(): Promise<MySubscriptionResponse> {
  return mainApi.post<MySubscriptionResponse>('/subscription/cancel', {});
}

export function resumeSubscription(): Promise<MySubscriptionResponse> {
  return mainApi.post<MySubscriptionResponse>('/subscription/resume', {});
}
