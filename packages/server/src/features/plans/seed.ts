/**
 * Demo subscription plans (Basic, Pro, VIP; each includes the ones below it) and a Pro
 * subscription for the demo trader, so the trader sees Pro signals in full and VIP ones locked.
 */
import type { Db } from '../../db/adapter';
import {
  findPlanByName,
  grantSubscription,
  insertPlan,
  listUserSubscriptions,
  type NewPlan,
} from './repository';
import { findUserByUsername } from '../users/repository';

export const DEMO_PLANS: NewPlan[] = [
  {
    name: 'Basic',
    level: 1,
    price: 99_000,
    duration_days: 30,
    features: ['Free signals with notifications', 'Economic calendar'],
  },
  {
    name: 'Pro',
    level: 2,
    price: 249_000,
    duration_days: 30,
    features: ['Everything in Basic', 'Pro signals with entry, stop loss and take profit'],
  },
  {
    name: 'VIP',
    level: 3,
    price: 590_000,
    duration_days: 30,
    features: ['Everything in Pro', 'VIP signals', 'Priority support'],
  },
];

/** The demo trader's plan. */
export const DEMO_TRADER_PLAN = 'Pro';

export async function seedDemoPlans(db: Db): Promise<void> {
  for (const plan of DEMO_PLANS) {
    if (!(await findPlanByName(db, plan.name))) await insertPlan(db, plan);
  }
  const trader = await findUserByUsername(db, 'trader');
  const pro = await findPlanByName(db, DEMO_TRADER_PLAN);
  if (trader && pro && (await listUserSubscriptions(db, trader.id)).length === 0) {
    await grantSubscription(db, trader.id, pro.id, 365);
  }
}
