/**
 * Subscription plans and a user's subscription: what gates premium signals (docs/product.md,
 * "Rules that matter to a trader"; decision 0052), bought from the balance through the
 * purchase service (decision 0153):
 * - `GET /subscription/plans` (public): the plans, lowest level first.
 * - `GET /subscription/me`: the user's current subscription, or null.
 * - `GET /subscription/plans/{id}/quote`: what subscribing, renewing or upgrading to a plan costs
 *   now (an upgrade counts the unused part of the current plan).
 * - `POST /subscription/plans/{id}/purchase` with `{ action }`: pay for it from the balance.
 * - `POST /subscription/cancel` and `POST /subscription/resume`: turn the renewal at the end of
 *   the period off and on again; a cancelled plan stays active until its period ends.
 */
import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin-list-query';
import { IdSchema, LiteralUnion, Nullable, PageOf, ResultOf } from './common';
import { PurchaseSchema } from './purchases';

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
  /** False once cancelled: the plan ends with its period instead of renewing. */
  auto_renew: Type.Optional(Type.Boolean()),
});
export type Subscription = Static<typeof SubscriptionSchema>;

/** A plan's name and what it unlocks, in one language. */
export const PlanTextSchema = Type.Object({
  name: Type.String(),
  features: Type.Array(Type.String()),
});
export type PlanText = Static<typeof PlanTextSchema>;

/** A plan as the plans list offers it; money is integer UZS (decision 14). */
export const SubscriptionPlanSchema = Type.Object({
  id: Type.Integer(),
  /** English; `translations` has uz and ru. */
  name: Type.String(),
  /** Plans include every plan of a lower level (premium signals name the level they need). */
  level: Type.Integer({ minimum: 1 }),
  price: Type.Integer({ minimum: 0 }),
  duration_days: Type.Integer({ minimum: 1 }),
  features: Type.Array(Type.String()),
  translations: Type.Object({
    uz: Type.Optional(PlanTextSchema),
    ru: Type.Optional(PlanTextSchema),
  }),
});
export type SubscriptionPlan = Static<typeof SubscriptionPlanSchema>;
export const PlanListResultSchema = ResultOf(Type.Array(SubscriptionPlanSchema));
export type PlanListResponse = Static<typeof PlanListResultSchema>;

/** The user's current subscription in full (the upgrade-plan page and the profile). */
export const MySubscriptionSchema = Type.Object({
  id: Type.Integer(),
  plan_id: Type.Integer(),
  plan_name: Type.String(),
  level: Type.Integer(),
  status: SubscriptionStatusSchema,
  started_at: Type.String(),
  /** Null only for a plan an admin gave without an end. */
  expires_at: Nullable(Type.String()),
  auto_renew: Type.Boolean(),
  /** What this period cost (an upgrade's credit already taken off), integer UZS. */
  price_paid: Type.Integer({ minimum: 0 }),
});
export type MySubscription = Static<typeof MySubscriptionSchema>;
export const MySubscriptionResultSchema = ResultOf(Nullable(MySubscriptionSchema));
export type MySubscriptionResponse = Static<typeof MySubscriptionResultSchema>;

/**
 * subscribe: no plan is active; renew: pay the active plan's next period now (it starts when
 * the current one ends; at most one period ahead); upgrade: a higher plan from now, the unused
 * part of the current one counting toward its price.
 */
export const SUBSCRIPTION_ACTIONS = ['subscribe', 'renew', 'upgrade'] as const;
export const SubscriptionActionSchema = LiteralUnion(SUBSCRIPTION_ACTIONS);
export type SubscriptionAction = Static<typeof SubscriptionActionSchema>;

export const PlanParamsSchema = Type.Object({ id: IdSchema('Plan not found') });

/** What an action on a plan costs now; `action` is what the plan's button does. */
export const SubscriptionQuoteSchema = Type.Object({
  plan_id: Type.Integer(),
  action: SubscriptionActionSchema,
  price: Type.Integer({ minimum: 0 }),
  /** The unused part of the current plan (upgrade), integer UZS. */
  credit: Type.Integer({ minimum: 0 }),
  /** What the balance pays: price - credit, never below 0. */
  charge: Type.Integer({ minimum: 0 }),
  starts_at: Type.String(),
  expires_at: Type.String(),
});
export type SubscriptionQuote = Static<typeof SubscriptionQuoteSchema>;
export const SubscriptionQuoteResultSchema = ResultOf(SubscriptionQuoteSchema);
export type SubscriptionQuoteResponse = Static<typeof SubscriptionQuoteResultSchema>;

export const SubscriptionPurchaseBodySchema = Type.Object(
  { action: SubscriptionActionSchema },
  { additionalProperties: false },
);
export type SubscriptionPurchaseBody = Static<typeof SubscriptionPurchaseBodySchema>;

export const SubscriptionPurchaseResultSchema = ResultOf(
  Type.Object({ subscription: MySubscriptionSchema, purchase: PurchaseSchema }),
);
export type SubscriptionPurchaseResponse = Static<typeof SubscriptionPurchaseResultSchema>;

// ---- The back office ----

export const ADMIN_PLAN_SORTS = ['level', 'price', 'id'] as const;
/** GET /admin/plans: by level; search in the name. */
export const AdminPlansQuerySchema = AdminListQuery(ADMIN_PLAN_SORTS, {});
export type AdminPlansQuery = Static<typeof AdminPlansQuerySchema>;
export const AdminPlansPageSchema = PageOf(SubscriptionPlanSchema);
export type AdminPlansResponse = Static<typeof AdminPlansPageSchema>;
export const AdminPlanResultSchema = ResultOf(SubscriptionPlanSchema);
export type AdminPlanResponse = Static<typeof AdminPlanResultSchema>;

const PlanTextPatch = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    features: Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 30 }),
  },
  { additionalProperties: false },
);
/**
 * PATCH /admin/plans/{id}: price and what it includes. The level is not editable: premium
 * signals and upgrades are ordered by it. A new price applies to the next purchase or renewal.
 */
export const AdminPlanPatchSchema = Type.Object(
  {
    name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 100,
        errorMessage: 'name must be 1 to 100 characters',
      }),
    ),
    price: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000,
        errorMessage: 'price must be whole UZS from 0 to 1 000 000 000',
      }),
    ),
    duration_days: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 3660,
        errorMessage: 'duration_days must be a whole number from 1 to 3660',
      }),
    ),
    features: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 30 }),
    ),
    translations: Type.Optional(
      Type.Object(
        { uz: Type.Optional(PlanTextPatch), ru: Type.Optional(PlanTextPatch) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type AdminPlanPatch = Static<typeof AdminPlanPatchSchema>;
