/** Plans and subscriptions as the API answers them (contract plans.ts). */
import type { MySubscription, SubscriptionPlan, SubscriptionStatus } from '@savdo/contract';
import type { CurrentSubscription, PlanRow } from './repository';

export function presentPlan(plan: PlanRow): SubscriptionPlan {
  return {
    id: plan.id,
    name: plan.name,
    level: plan.level,
    price: plan.price,
    duration_days: plan.duration_days,
    features: plan.features,
    translations: {
      ...(plan.translations.uz ? { uz: plan.translations.uz } : {}),
      ...(plan.translations.ru ? { ru: plan.translations.ru } : {}),
    },
  };
}

/**
 * A lapsed period is settled by the renewal job within a minute; until then it reads as what it
 * is about to become (renewal waiting for payment, or expired).
 */
export function statusAt(sub: CurrentSubscription, now: Date): SubscriptionStatus {
  const lapsed =
    sub.status === 'active' && sub.expires_at !== null && sub.expires_at.getTime() <= now.getTime();
  if (!lapsed) return sub.status;
  return sub.auto_renew ? 'pending_payment' : 'expired';
}

export function presentSubscription(sub: CurrentSubscription, now: Date): MySubscription {
  return {
    id: sub.id,
    plan_id: sub.plan_id,
    plan_name: sub.plan_name,
    level: sub.level,
    status: statusAt(sub, now),
    started_at: sub.started_at.toISOString(),
    expires_at: sub.expires_at ? sub.expires_at.toISOString() : null,
    auto_renew: sub.auto_renew,
    price_paid: sub.price_paid,
  };
}
