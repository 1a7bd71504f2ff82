/**
 * The user's side of subscriptions (decision 0153): the current one, a quote, cancelling and
 * resuming the renewal. Buying goes through the purchase service (plan-purchasable.ts).
 */
import type { MySubscription, SubscriptionQuote } from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import { ConflictError, NotFoundError } from '../../domain-errors';
import {
  currentSubscription,
  endSubscription,
  findPlanById,
  latestSubscription,
  updateSubscription,
} from './repository';
import { PLAN_NOT_FOUND } from './plan-purchasable';
import { presentSubscription } from './present';
import {
  PLAN_NONE_ACTIVE,
  PLAN_UPGRADE_HIGHER_ONLY,
  actionFor,
  isRunning,
  planTerms,
} from './subscription-terms';

export const PLAN_NOT_CANCELLED = 'Your plan already renews at the end of its period';

async function dbNow(q: Queryable): Promise<Date> {
  const res = await q.query<{ now: Date }>('SELECT now() AS now');
  return res.rows[0]?.now ?? new Date();
}

/** The current subscription, else the latest one, else null. */
export async function mySubscription(q: Queryable, userId: number): Promise<MySubscription | null> {
  const now = await dbNow(q);
  const sub = (await currentSubscription(q, userId)) ?? (await latestSubscription(q, userId));
  return sub ? presentSubscription(sub, now) : null;
}

/** What the plan's button does now and what it costs. */
export async function quotePlan(
  db: Db,
  userId: number,
  planId: number,
): Promise<SubscriptionQuote> {
  return db.transaction(async (tx) => {
    const now = await dbNow(tx);
    const plan = await findPlanById(tx, planId);
    if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
    const current = await currentSubscription(tx, userId);
    const action = actionFor(current, plan, now);
    if (!action) throw new ConflictError(PLAN_UPGRADE_HIGHER_ONLY);
    const terms = planTerms(current, plan, action, now);
    return {
      plan_id: plan.id,
      action: terms.action,
      price: terms.price,
      credit: terms.credit,
      charge: terms.charge,
      starts_at: terms.startsAt.toISOString(),
      expires_at: terms.expiresAt.toISOString(),
    };
  });
}

/**
 * Cancel: a running plan stops renewing and stays active until its period ends; a renewal
 * waiting for payment stops waiting (expired).
 */
export async function cancelSubscription(db: Db, userId: number): Promise<MySubscription | null> {
  await db.transaction(async (tx) => {
    const now = await dbNow(tx);
    const current = await currentSubscription(tx, userId, true);
    if (!current) throw new ConflictError(PLAN_NONE_ACTIVE);
    if (isRunning(current, now)) await updateSubscription(tx, current.id, { auto_renew: false });
    else await endSubscription(tx, current.id, 'expired');
  });
  return mySubscription(db, userId);
}

/** Resume: a cancelled plan that is still running renews at the end of its period again. */
export async function resumeSubscription(db: Db, userId: number): Promise<MySubscription | null> {
  await db.transaction(async (tx) => {
    const now = await dbNow(tx);
    const current = await currentSubscription(tx, userId, true);
    if (!current || !isRunning(current, now)) throw new ConflictError(PLAN_NONE_ACTIVE);
    if (current.auto_renew) throw new ConflictError(PLAN_NOT_CANCELLED);
    if (current.expires_at === null) throw new ConflictError(PLAN_NOT_CANCELLED);
    await updateSubscription(tx, current.id, { auto_renew: true });
  });
  return mySubscription(db, userId);
}
