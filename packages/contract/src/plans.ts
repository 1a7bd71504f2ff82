/**
 * Subscription plans and a user's subscriptions: what gates premium signals (spec section 6,
 * decision 0052).
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, Nullable } from './common';

/** The states of a user's subscription; the user_subscriptions.status CHECK lists the same. */
export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'expired', 'pending_payment'] as const;
export const SubscriptionStatusSchema = LiteralUnion(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = Static<typeof SubscriptionStatusSchema>;

/** One of a user's subscriptions, as users/me lists them. */
export const SubscriptionSchema = Type.Object({
  plan_id: Type.Integer(),
  plan_name: Type.String(),
  status: SubscriptionStatusSchema,
  expires_at: Nullable(Type.String()),
});
export type Subscription = Static<typeof SubscriptionSchema>;

/** A plan as the plans list offers it; money is integer UZS (decision 14). */
export const SubscriptionPlanSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Integer({ minimum: 0 }),
  duration_days: Type.Integer({ minimum: 1 }),
  features: Type.Array(Type.String()),
});
export type SubscriptionPlan = Static<typeof SubscriptionPlanSchema>;
