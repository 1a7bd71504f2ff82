/**
 * Demo subscription plans (Basic, Pro, VIP; each includes the ones below it) and a Pro
 * subscription for the demo trader, so the trader sees Pro signals in full and VIP ones locked.
 */
import type { Db } from '../../db/adapter';
import {
  findPlanByName,
  insertPlan,
  insertSubscription,
  listUserSubscriptions,
  type NewPlan,
} from './repository';
import { findUserByUsername } from '../users';

export const DEMO_PLANS: NewPlan[] = [
  {
    name: 'Basic',
    level: 1,
    price: 99_000,
    duration_days: 30,
    features: ['Free signals with notifications', 'Economic calendar'],
    translations: {
      uz: {
        name: 'Basic',
        features: ['Bepul signallar va bildirishnomalar', 'Iqtisodiy taqvim'],
      },
      ru: {
        name: 'Базовый',
        features: ['Бесплатные сигналы с уведомлениями', 'Экономический календарь'],
      },
    },
  },
  {
    name: 'Pro',
    level: 2,
    price: 249_000,
    duration_days: 30,
    features: ['Everything in Basic', 'Pro signals with entry, stop loss and take profit'],
    translations: {
      uz: {
        name: 'Pro',
        features: [
          "Basic'dagi hamma narsa",
          'Kirish, stop-loss va take-profit darajalari bilan Pro signallar',
        ],
      },
      ru: {
        name: 'Про',
        features: ['Всё из Базового', 'Pro-сигналы с входом, стоп-лоссом и тейк-профитом'],
      },
    },
  },
  {
    name: 'VIP',
    level: 3,
    price: 590_000,
    duration_days: 30,
    features: ['Everything in Pro', 'VIP signals', 'Priority support'],
    translations: {
      uz: {
        name: 'VIP',
        features: [
          "Pro'dagi hamma narsa",
          'VIP signallar',
          "Birinchi navbatdagi qo'llab-quvvatlash",
        ],
      },
      ru: {
        name: 'VIP',
        features: ['Всё из Про', 'VIP-сигналы', 'Приоритетная поддержка'],
      },
    },
  },
];

/** The demo trader's plan: bought ten days ago, renewing (so an upgrade shows its credit). */
export const DEMO_TRADER_PLAN = 'Pro';
const DEMO_TRADER_DAYS_USED = 10;

export async function seedDemoPlans(db: Db): Promise<void> {
  for (const plan of DEMO_PLANS) {
    const stored = await findPlanByName(db, plan.name);
    if (!stored) await insertPlan(db, plan);
    else if (Object.keys(stored.translations).length === 0 && plan.translations) {
      // A data folder seeded before plans had translations gets them.
      await db.query('UPDATE subscription_plans SET translations = $2::jsonb WHERE id = $1', [
        stored.id,
        JSON.stringify(plan.translations),
      ]);
    }
  }
  const trader = await findUserByUsername(db, 'trader');
  const pro = await findPlanByName(db, DEMO_TRADER_PLAN);
  if (trader && pro && (await listUserSubscriptions(db, trader.id)).length === 0) {
    // Paid before the demo began (no ledger row: the demo balance starts after it).
    await insertSubscription(db, {
      user_id: trader.id,
      plan_id: pro.id,
      status: 'active',
      started_at: new Date(Date.now() - DEMO_TRADER_DAYS_USED * DAY_MS),
      expires_at: new Date(Date.now() + (pro.duration_days - DEMO_TRADER_DAYS_USED) * DAY_MS),
      auto_renew: true,
      price_paid: pro.price,
    });
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
