/**
 * The back office's plans: the list and the edit of a plan's name, price, duration and what it
 * includes. The level is never edited (premium signals and upgrades are ordered by it); a new
 * price applies to the next purchase or renewal, never to a subscription already paid.
 */
import type { AdminPlanPatch, AdminPlansQuery } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { pageWindow, sortClause } from '../../db/admin-list-sql';
import { json, updateRow } from '../../db/rows';
import { NotFoundError } from '../../domain-errors';
import { PLAN_NOT_FOUND } from './plan-purchasable';
import { findPlanById, type PlanRow } from './repository';

const SORTS = {
  level: 'level',
  price: 'price',
  id: 'id',
} as const satisfies Record<NonNullable<AdminPlansQuery['sort']>, string>;

export async function listAdminPlans(q: Queryable, query: AdminPlansQuery) {
  const search = query.search?.trim() ? `%${query.search.trim()}%` : null;
  const where = '($1::text IS NULL OR name ILIKE $1)';
  const { page, limit, offset } = pageWindow(query);
  const order = sortClause(SORTS, query.sort ?? 'level', query.order ?? 'asc', 'id');
  const [rows, count] = await Promise.all([
    q.query<PlanRow>(
      `SELECT * FROM subscription_plans WHERE ${where} ORDER BY ${order} LIMIT $2 OFFSET $3`,
      [search, limit, offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM subscription_plans WHERE ${where}`, [
      search,
    ]),
  ]);
  return { rows: rows.rows, total: count.rows[0]?.n ?? 0, page, limit };
}

export async function planOf(q: Queryable, id: number): Promise<PlanRow> {
  const plan = await findPlanById(q, id);
  if (!plan) throw new NotFoundError(PLAN_NOT_FOUND);
  return plan;
}

export async function patchPlan(q: Queryable, id: number, patch: AdminPlanPatch): Promise<PlanRow> {
  // A language given replaces that language's texts; the other language stays.
  const stored = patch.translations ? await planOf(q, id) : null;
  const row = await updateRow<PlanRow>(
    q,
    'subscription_plans',
    { id },
    {
      name: patch.name,
      price: patch.price,
      duration_days: patch.duration_days,
      features: patch.features && json(patch.features),
      translations: stored ? json({ ...stored.translations, ...patch.translations }) : undefined,
    },
  );
  if (!row) throw new NotFoundError(PLAN_NOT_FOUND);
  return row;
}
