/** Rows of `subscription_plans` and `user_subscriptions`, and who holds which plan level. */
import type { Subscription, SubscriptionStatus } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export interface PlanRow {
  id: number;
  name: string;
  level: number;
  price: number;
  duration_days: number;
  features: string[];
  created_at: Date;
}

export interface NewPlan {
  name: string;
  level: number;
  price: number;
  duration_days: number;
  features?: string[];
}

export interface SubscriptionRow {
  id: number;
  user_id: number;
  plan_id: number;
  status: SubscriptionStatus;
  started_at: Date;
  expires_at: Date | null;
}

/** A subscription counts while it is active and has no expiry or one still ahead. */
const ACTIVE = `s.status = 'active' AND (s.expires_at IS NULL OR s.expires_at > now())`;

export async function insertPlan(q: Queryable, plan: NewPlan): Promise<PlanRow> {
  const res = await q.query<PlanRow>(
    `INSERT INTO subscription_plans (name, level, price, duration_days, features)
     VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING *`,
    [plan.name, plan.level, plan.price, plan.duration_days, JSON.stringify(plan.features ?? [])],
  );
  const row = res.rows[0];
  if (!row) throw new Error('insert into subscription_plans returned no row');
  return row;
}

export async function listPlans(q: Queryable): Promise<PlanRow[]> {
  const res = await q.query<PlanRow>('SELECT * FROM subscription_plans ORDER BY level, id');
  return res.rows;
}

export async function findPlanById(q: Queryable, id: number): Promise<PlanRow | null> {
  const res = await q.query<PlanRow>('SELECT * FROM subscription_plans WHERE id = $1', [id]);
  return res.rows[0] ?? null;
}

export async function findPlanByName(q: Queryable, name: string): Promise<PlanRow | null> {
  const res = await q.query<PlanRow>(
    'SELECT * FROM subscription_plans WHERE lower(name) = lower($1)',
    [name],
  );
  return res.rows[0] ?? null;
}

/** Gives a user a plan from now, for `days` days (null: without an end). */
export async function grantSubscription(
  q: Queryable,
  userId: number,
  planId: number,
  days: number | null,
): Promise<SubscriptionRow> {
  const res = await q.query<SubscriptionRow>(
    `INSERT INTO user_subscriptions (user_id, plan_id, status, expires_at)
     VALUES ($1, $2, 'active',
             CASE WHEN $3::integer IS NULL THEN NULL ELSE now() + make_interval(days => $3::integer) END)
     RETURNING *`,
    [userId, planId, days],
  );
  const row = res.rows[0];
  if (!row) throw new Error('insert into user_subscriptions returned no row');
  return row;
}

/** Ends every active subscription of a user to a plan; answers how many. */
export async function revokeSubscription(
  q: Queryable,
  userId: number,
  planId: number,
): Promise<number> {
  const res = await q.query(
    `UPDATE user_subscriptions SET status = 'inactive'
     WHERE user_id = $1 AND plan_id = $2 AND status = 'active'`,
    [userId, planId],
  );
  return res.rowCount;
}

/** A user's subscriptions as the API describes them; a lapsed active one reads as expired. */
export async function listUserSubscriptions(q: Queryable, userId: number): Promise<Subscription[]> {
  const res = await q.query<{
    plan_id: number;
    plan_name: string;
    status: SubscriptionStatus;
    expires_at: Date | null;
    lapsed: boolean;
  }>(
    `SELECT s.plan_id, p.name AS plan_name, s.status, s.expires_at,
            (s.status = 'active' AND s.expires_at IS NOT NULL AND s.expires_at <= now()) AS lapsed
     FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
     WHERE s.user_id = $1 ORDER BY s.started_at DESC, s.id DESC`,
    [userId],
  );
  return res.rows.map((r) => ({
    plan_id: r.plan_id,
    plan_name: r.plan_name,
    status: r.lapsed ? 'expired' : r.status,
    expires_at: r.expires_at ? r.expires_at.toISOString() : null,
  }));
}

/** The highest plan level a user holds now; 0 without an active subscription. */
export async function activePlanLevel(q: Queryable, userId: number): Promise<number> {
  const res = await q.query<{ level: number | null }>(
    `SELECT max(p.level) AS level
     FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
     WHERE s.user_id = $1 AND ${ACTIVE}`,
    [userId],
  );
  return Number(res.rows[0]?.level ?? 0);
}

/**
 * Users who may see what needs `level`: active holders of that level or above, and admins;
 * never a banned or inactive account (F1, issue 10).
 */
export async function userIdsWithPlanLevel(q: Queryable, level: number): Promise<number[]> {
  const res = await q.query<{ id: number }>(
    `SELECT DISTINCT s.user_id AS id
     FROM user_subscriptions s
     JOIN subscription_plans p ON p.id = s.plan_id
     JOIN users u ON u.id = s.user_id
     WHERE p.level >= $1 AND ${ACTIVE} AND u.is_active AND NOT u.is_banned
     UNION
     SELECT id FROM users WHERE role = 'admin' AND is_active AND NOT is_banned
     ORDER BY id`,
    [level],
  );
  return res.rows.map((r) => Number(r.id));
}
