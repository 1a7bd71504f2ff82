/**
 * What an action on a plan means and costs at a moment (decision 0153), as a pure function of
 * the current subscription, the plan and the time, so the quote the page shows and the purchase
 * the server makes are the same arithmetic.
 *
 * - subscribe: no current plan (or one waiting for a renewal payment, which it replaces); the
 *   plan runs from now for its period.
 * - renew: the current plan's next period. An active plan is extended from its expiry, at most one
 *   period ahead; a plan waiting for payment starts again from now.
 * - upgrade: a plan of a higher level from now for its full period; the unused part of the
 *   current paid span counts toward the price: credit = floor(price_paid x time left / span),
 *   charge = max(0, price - credit). Moving down is refused while a higher plan is active.
 */
import type { SubscriptionAction } from '@savdo/contract';
import { ConflictError } from '../../domain-errors';
import type { CurrentSubscription, PlanRow } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export const PLAN_ALREADY_ACTIVE = 'You already have an active plan: renew or upgrade it instead';
export const PLAN_NONE_ACTIVE = 'You have no active plan';
export const PLAN_RENEW_CURRENT_ONLY = 'Only your current plan can be renewed';
export const PLAN_RENEWED_AHEAD = 'Your plan is already paid for the next period';
export const PLAN_UPGRADE_HIGHER_ONLY = 'Choose a plan above your current one to upgrade';

export interface PlanTerms {
  action: SubscriptionAction;
  price: number;
  credit: number;
  charge: number;
  startsAt: Date;
  expiresAt: Date;
}

/** An active subscription whose period has not run out at `now`. */
export function isRunning(current: CurrentSubscription | null, now: Date): boolean {
  return (
    !!current &&
    current.status === 'active' &&
    (current.expires_at === null || current.expires_at.getTime() > now.getTime())
  );
}

/** The action a plan's button does now; null for a plan below the current one. */
export function actionFor(
  current: CurrentSubscription | null,
  plan: PlanRow,
  now: Date,
): SubscriptionAction | null {
  if (!current) return 'subscribe';
  if (current.plan_id === plan.id) return 'renew';
  if (!isRunning(current, now)) return 'subscribe';
  return plan.level > current.level ? 'upgrade' : null;
}

/** The unused part of the current paid span, in UZS, rounded down. */
export function unusedCredit(current: CurrentSubscription, now: Date): number {
  if (current.expires_at === null || current.price_paid <= 0) return 0;
  const span = current.expires_at.getTime() - current.started_at.getTime();
  const left = current.expires_at.getTime() - now.getTime();
  if (span <= 0 || left <= 0) return 0;
  return Math.floor((current.price_paid * Math.min(left, span)) / span);
}

/** The terms of `action` on `plan` now, or the ConflictError that says why it is not possible. */
export function planTerms(
  current: CurrentSubscription | null,
  plan: PlanRow,
  action: SubscriptionAction,
  now: Date,
): PlanTerms {
  const period = plan.duration_days * DAY_MS;
  const fromNow = { startsAt: now, expiresAt: new Date(now.getTime() + period) };
  const running = isRunning(current, now);
  switch (action) {
    case 'subscribe':
      if (running) throw new ConflictError(PLAN_ALREADY_ACTIVE);
      return { action, price: plan.price, credit: 0, charge: plan.price, ...fromNow };
    case 'renew': {
      if (!current) throw new ConflictError(PLAN_NONE_ACTIVE);
      if (current.plan_id !== plan.id) throw new ConflictError(PLAN_RENEW_CURRENT_ONLY);
      if (!running || current.expires_at === null) {
        if (current.expires_at === null) throw new ConflictError(PLAN_RENEWED_AHEAD);
        return { action, price: plan.price, credit: 0, charge: plan.price, ...fromNow };
      }
      if (current.expires_at.getTime() - now.getTime() > period)
        throw new ConflictError(PLAN_RENEWED_AHEAD);
      return {
        action,
        price: plan.price,
        credit: 0,
        charge: plan.price,
        startsAt: current.expires_at,
        expiresAt: new Date(current.expires_at.getTime() + period),
      };
    }
    case 'upgrade': {
      if (!current || !running) throw new ConflictError(PLAN_NONE_ACTIVE);
      if (plan.level <= current.level) throw new ConflictError(PLAN_UPGRADE_HIGHER_ONLY);
      const credit = Math.min(plan.price, unusedCredit(current, now));
      return { action, price: plan.price, credit, charge: plan.price - credit, ...fromNow };
    }
  }
}
