/**
 * Subscription plans as the purchase service sells them (kind 'plan'): the quote is
 * subscription-terms.ts's arithmetic for the requested action, and the grant starts, extends or
 * replaces the user's one current subscription.
 */
import { SUBSCRIPTION_ACTIONS, type SubscriptionAction } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NotFoundError, ValidationError } from '../../domain-errors';
import type { Purchasable, PurchaseRequest } from '../purchases';
import {
  currentSubscription,
  endSubscription,
  endSubscriptionOfPurchase,
  findPlanById,
  insertSubscription,
  updateSubscription,
  type CurrentSubscription,
  type PlanRow,
} from './repository';
import { isRunning, planTerms, type PlanTerms } from './subscription-terms';

export const PLAN_NOT_FOUND = 'Plan not found';

/** The options a plan purchase carries. */
export interface PlanPurchaseOptions {
  action: SubscriptionAction;
}

function actionOf(options: unknown): SubscriptionAction {
  const action =
    typeof options === 'object' && options !== null && 'action' in options
      ? (options as { action: unknown }).action
      : undefined;
  if (typeof action !== 'string' || !(SUBSCRIPTION_ACTIONS as readonly string[]).includes(action))
    throw new ValidationError('action has an invalid value', {
      action: 'action has an invalid value',
    });
  return action as SubscriptionAction;
}

async function planOf(tx: Queryable, id: number): Promise<PlanRow> {
  const plan = await findPlanById(tx, id);
  if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
  return plan;
}

async function termsOf(
  tx: Queryable,
  request: PurchaseRequest,
): Promise<{ plan: PlanRow; current: CurrentSubscription | null; terms: PlanTerms }> {
  const action = actionOf(request.options);
  const plan = await planOf(tx, request.itemId);
  const current = await currentSubscription(tx, request.userId, true);
  return { plan, current, terms: planTerms(current, plan, action, request.now) };
}

const ACTION_TITLE: Record<SubscriptionAction, string> = {
  subscribe: 'subscription',
  renew: 'renewal',
  upgrade: 'upgrade',
};

export const planPurchasable: Purchasable = {
  kind: 'plan',
  async quote(tx, request) {
    const { plan, terms } = await termsOf(tx, request);
    return {
      title: `${plan.name} plan, ${ACTION_TITLE[terms.action]}`,
      price: terms.price,
      charge: terms.charge,
      reasonParams: {
        name: plan.name,
        ...(plan.translations.uz ? { name_uz: plan.translations.uz.name } : {}),
        ...(plan.translations.ru ? { name_ru: plan.translations.ru.name } : {}),
        action: terms.action,
      },
    };
  },
  async grant(tx, request) {
    const { plan, current, terms } = await termsOf(tx, request);
    const purchaseId = request.purchase.id;
    if (terms.action === 'renew' && current) {
      const running = isRunning(current, request.now);
      await updateSubscription(tx, current.id, {
        status: 'active',
        pending_since: null,
        purchase_id: purchaseId,
        expires_at: terms.expiresAt,
        // An active plan's paid span grows; a lapsed one starts a new span now.
        started_at: running ? current.started_at : terms.startsAt,
        price_paid: running ? current.price_paid + terms.charge : terms.charge,
      });
      return;
    }
    if (current) await endSubscription(tx, current.id, 'inactive');
    await insertSubscription(tx, {
      user_id: request.userId,
      plan_id: plan.id,
      status: 'active',
      started_at: terms.startsAt,
      expires_at: terms.expiresAt,
      auto_renew: true,
      // The span is worth the full price: an upgrade's credit carried the old plan's value.
      price_paid: terms.price,
      purchase_id: purchaseId,
    });
  },
  async revoke(tx, purchase) {
    await endSubscriptionOfPurchase(tx, purchase.id);
  },
};
