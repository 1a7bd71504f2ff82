/** plan-list, plan-grant, plan-revoke: subscription plans, which gate premium signals. */
import type { AdminCommand } from '../../cli/command';
import { UsageError } from '../../cli/command';
import { parse, positional, stringFlag } from '../../cli/args';
import type { Db } from '../../db/adapter';
import {
  findPlanById,
  findPlanByName,
  grantSubscription,
  listPlans,
  revokeSubscription,
  type PlanRow,
} from './repository';
import { resolveUser } from '../users';
import { purchaseCatalog } from '../purchases';
import { planPurchasable } from './plan-purchasable';
import { renewDueSubscriptions } from './renewals';

async function resolvePlan(db: Db, ref: string): Promise<PlanRow> {
  const plan = /^\d+$/.test(ref)
    ? await findPlanById(db, Number(ref))
    : await findPlanByName(db, ref);
  if (!plan) throw new UsageError(`no subscription plan "${ref}" (see plan-list)`);
  return plan;
}

export const planListCommand: AdminCommand = {
  name: 'plan-list',
  readOnly: true,
  summary: 'list the subscription plans (a plan includes those of lower levels)',
  usage: 'plan-list',
  async run(_args, { db, out }) {
    const plans = await listPlans(db);
    out(`${plans.length} plans`);
    for (const plan of plans) {
      out(
        `  #${plan.id} ${plan.name} level ${plan.level}, ${plan.price} UZS / ${plan.duration_days} days`,
      );
    }
  },
};

export const planGrantCommand: AdminCommand = {
  name: 'plan-grant',
  summary: 'give a user a subscription plan (it unlocks premium signals of that level)',
  usage: 'plan-grant <user id | username | email> <plan name | id> [--days <n>]',
  async run(args, { db, out }) {
    const p = parse(args, { days: { type: 'string' } });
    const user = await resolveUser(db, positional(p, 0, 'user'));
    const plan = await resolvePlan(db, positional(p, 1, 'plan'));
    const daysText = stringFlag(p, 'days');
    const days = daysText === undefined ? plan.duration_days : Number(daysText);
    if (!Number.isSafeInteger(days) || days <= 0) {
      throw new UsageError('--days must be a positive whole number');
    }
    const sub = await db.transaction((tx) => grantSubscription(tx, user.id, plan.id, days));
    out(
      `plan-grant: ${user.username} has ${plan.name} until ${sub.expires_at?.toISOString() ?? 'no end'}`,
    );
  },
};

export const planRevokeCommand: AdminCommand = {
  name: 'plan-revoke',
  summary: "end a user's active subscriptions to a plan",
  usage: 'plan-revoke <user id | username | email> <plan name | id>',
  async run(args, { db, out }) {
    const p = parse(args, {});
    const user = await resolveUser(db, positional(p, 0, 'user'));
    const plan = await resolvePlan(db, positional(p, 1, 'plan'));
    const ended = await revokeSubscription(db, user.id, plan.id);
    out(`plan-revoke: ${user.username} ${plan.name}: ${ended} subscription(s) ended`);
  },
};

export const subscriptionsRenewCommand: AdminCommand = {
  name: 'subscriptions-renew',
  summary: 'settle every subscription whose period ran out (the server does this every minute)',
  usage: 'subscriptions-renew',
  async run(_args, { db, out }) {
    const report = await renewDueSubscriptions(db, purchaseCatalog([planPurchasable]));
    out(
      `subscriptions-renew: ${report.renewed} renewed, ${report.pending} waiting for payment, ${report.expired} expired`,
    );
  },
};
