/** Rows of `subscription_plans` and `user_subscriptions`, and who holds which plan level. */
import type { PlanText, Subscription, SubscriptionStatus } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NOW, insertRow, updateRow, type ColumnValues } from '../../db/rows';

/** A plan's name and features in uz and ru; English is the row's own name and features. */
export type PlanTranslations = { uz?: PlanText; ru?: PlanText };

export interface PlanRow {
  id: number;
  name: string;
  level: number;
  price: number;
  duration_days: number;
  features: string[];
  translations: PlanTranslations;
  created_at: Date;
}

export interface NewPlan {
  name: string;
  level: number;
  price: number;
  duration_days: number;
  features?: string[];
  translations?: PlanTranslations;
}

export interface SubscriptionRow {
  id: number;
  user_id: number;
  plan_id: number;
  status: SubscriptionStatus;
  /** The start of the span paid so far (`price_paid` covers it up to `expires_at`). */
  started_at: Date;
  expires_at: Date | null;
  auto_renew: boolean;
  price_paid: number;
  purchase_id: number | null;
  /** When a renewal began waiting for money (status pending_payment). */
  pending_since: Date | null;
  ended_at: Date | null;
  created_at: Date;
}

/** The current subscription with its plan's level and terms. */
export interface CurrentSubscription extends SubscriptionRow {
  plan_name: string;
  level: number;
  plan_price: number;
  duration_days: number;
}

/** A subscription counts while it is active and has no expiry or one still ahead. */
const ACTIVE = `s.status = 'active' AND (s.expires_at IS NULL OR s.expires_at > now())`;

export async function insertPlan(q: Queryable, plan: NewPlan): Promise<PlanRow> {
  const res = await q.query<PlanRow>(
    `INSERT INTO subscription_plans (name, level, price, duration_days, features, translations)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb) RETURNING *`,
    [
      plan.name,
      plan.level,
      plan.price,
      plan.duration_days,
      JSON.stringify(plan.features ?? []),
      JSON.stringify(plan.translations ?? {}),
    ],
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

/**
 * The user's current subscription (active, possibly lapsed, or pending payment), with its plan;
 * `lock` holds the row for the transaction.
 */
export async function currentSubscription(
  q: Queryable,
  userId: number,
  lock = false,
): Promise<CurrentSubscription | null> {
  const res = await q.query<CurrentSubscription>(
    `SELECT s.*, p.name AS plan_name, p.level, p.price AS plan_price, p.duration_days
     FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
     WHERE s.user_id = $1 AND s.status IN ('active', 'pending_payment')
     ${lock ? 'FOR UPDATE OF s' : ''}`,
    [userId],
  );
  return res.rows[0] ?? null;
}

/** The user's latest subscription of any status (for the page of a user without a current one). */
export async function latestSubscription(
  q: Queryable,
  userId: number,
): Promise<CurrentSubscription | null> {
  const res = await q.query<CurrentSubscription>(
    `SELECT s.*, p.name AS plan_name, p.level, p.price AS plan_price, p.duration_days
     FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
     WHERE s.user_id = $1 ORDER BY s.id DESC LIMIT 1`,
    [userId],
  );
  return res.rows[0] ?? null;
}

export function insertSubscription(
  q: Queryable,
  row: ColumnValues<SubscriptionRow>,
): Promise<SubscriptionRow> {
  return insertRow<SubscriptionRow>(q, 'user_subscriptions', row);
}

export async function updateSubscription(
  q: Queryable,
  id: number,
  values: ColumnValues<SubscriptionRow>,
): Promise<SubscriptionRow> {
  const row = await updateRow<SubscriptionRow>(q, 'user_subscriptions', { id }, values);
  if (!row) throw new Error(`subscription ${id} not found`);
  return row;
}

/** Ends a subscription now: replaced by another or revoked (inactive), or run out (expired). */
export function endSubscription(
  q: Queryable,
  id: number,
  status: 'inactive' | 'expired',
): Promise<SubscriptionRow> {
  return updateSubscription(q, id, { status, ended_at: NOW, auto_renew: false });
}

/**
 * An admin's grant: the plan from now for `days` days (null: without an end), replacing the
 * user's current subscription. Granted plans do not renew.
 */
export async function grantSubscription(
  q: Queryable,
  userId: number,
  planId: number,
  days: number | null,
): Promise<SubscriptionRow> {
  const current = await currentSubscription(q, userId, true);
  if (current) await endSubscription(q, current.id, 'inactive');
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

/** Ends a user's current subscription to a plan; answers how many ended (0 or 1). */
export async function revokeSubscription(
  q: Queryable,
  userId: number,
  planId: number,
): Promise<number> {
  const res = await q.query(
    `UPDATE user_subscriptions SET status = 'inactive', ended_at = now(), auto_renew = false
     WHERE user_id = $1 AND plan_id = $2 AND status IN ('active', 'pending_payment')`,
    [userId, planId],
  );
  return res.rowCount;
}

/** A user's subscriptions as the API describes them; a lapsed active one reads as expired. */
/** A subscription as the database reads it, in a row or in a json_agg (SUBSCRIPTIONS_JSON_SQL). */
export interface SubscriptionFacts {
  plan_id: number;
  plan_name: string;
  status: SubscriptionStatus;
  /** A Date from a row; ISO 8601 text from JSON. */
  expires_at: Date | string | null;
  auto_renew: boolean;
  lapsed: boolean;
}

const LAPSED_SQL = `(s.status = 'active' AND s.expires_at IS NOT NULL AND s.expires_at <= now())`;

/**
 * The user `u`'s subscriptions, newest first, as one JSON array of SubscriptionFacts: the
 * ApiUser enricher's part of the statement that reads a user's extras (decision 0265).
 */
export const SUBSCRIPTIONS_JSON_SQL = `(SELECT coalesce(json_agg(json_build_object(
    'plan_id', s.plan_id, 'plan_name', p.name, 'status', s.status, 'expires_at', s.expires_at,
    'auto_renew', s.auto_renew, 'lapsed', ${LAPSED_SQL}) ORDER BY s.id DESC), '[]'::json)
  FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
  WHERE s.user_id = u.id)`;

export function subscriptionOf(r: SubscriptionFacts): Subscription {
  return {
    plan_id: r.plan_id,
    plan_name: r.plan_name,
    // A lapsed period is settled by the renewal job within a minute; until then it reads as
    // what it is about to become.
    status: r.lapsed ? (r.auto_renew ? 'pending_payment' : 'expired') : r.status,
    expires_at: r.expires_at === null ? null : new Date(r.expires_at).toISOString(),
    auto_renew: r.auto_renew,
  };
}

export async function listUserSubscriptions(q: Queryable, userId: number): Promise<Subscription[]> {
  const res = await q.query<SubscriptionFacts>(
    `SELECT s.plan_id, p.name AS plan_name, s.status, s.expires_at, s.auto_renew,
            ${LAPSED_SQL} AS lapsed
     FROM user_subscriptions s JOIN subscription_plans p ON p.id = s.plan_id
     WHERE s.user_id = $1 ORDER BY s.id DESC`,
    [userId],
  );
  return res.rows.map(subscriptionOf);
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
 * Users who may see what needs `level`: active holders of that level or above, and admins; never a
 * banned or inactive account (F1, docs/decisions/0090-holding-under-abuse.md).
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

/** Ends, now, the running subscription a purchase bought or last renewed (a refund). */
export async function endSubscriptionOfPurchase(q: Queryable, purchaseId: number): Promise<void> {
  const res = await q.query<{ id: number }>(
    `SELECT id FROM user_subscriptions
     WHERE purchase_id = $1 AND status IN ('active', 'pending_payment')`,
    [purchaseId],
  );
  for (const row of res.rows) await endSubscription(q, row.id, 'inactive');
}
