/**
 * The expert advisor listings as the back office sees them: hidden ones too, with their plans
 * and how many were bought. Sort names map to columns here (never from the request).
 */
import type {
  AdminAlgoBot,
  AdminAlgoBotPatch,
  AdminFormFieldInput,
  AdminAlgoBotsQuery,
  AlgoTranslations,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { pageWindow, sortClause } from '../../db/admin-list-sql';
import { json, NOW, updateRow } from '../../db/rows';
import { replacePlans } from './admin-bot-plans';
import { checkFormFields } from './admin-form-fields';
import { formFieldsFor } from './form-fields';
import { presentPlan } from './market-service';
import { BOT_SELECT, type BotRow, type PlanRow } from './repository';

interface AdminBotRow extends BotRow {
  is_listed: boolean;
  created_at: Date;
  purchases: number;
}

const SORTS = {
  id: 'id',
  name: 'name',
  updated_at: 'updated_at',
  price: 'price',
  purchases: 'purchases',
} as const satisfies Record<NonNullable<AdminAlgoBotsQuery['sort']>, string>;

// Over BOT_SELECT (the market's figures, hidden reviews left out), as a table to filter and sort.
const ADMIN_BOTS = `(SELECT x.*, (SELECT count(*) FROM expert_advisors e WHERE e.bot_id = x.id)::int
    AS purchases FROM (${BOT_SELECT}) x) a`;

function present(r: AdminBotRow, plans: PlanRow[]): AdminAlgoBot {
  return {
    id: r.id,
    name: r.name,
    author: r.author,
    version: r.version,
    type: r.type,
    platforms: r.platforms,
    description: r.description,
    translations: r.translations,
    image_url: r.image_url,
    live_signal: r.live_signal,
    is_listed: r.is_listed,
    is_demo: r.is_demo,
    price: Number(r.price),
    plans: plans.map(presentPlan),
    form_fields: formFieldsFor(r.platforms, r.form_fields),
    purchases: r.purchases,
    rating: r.rating,
    reviews_count: r.reviews_count,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

async function withPlans(q: Queryable, rows: AdminBotRow[]): Promise<AdminAlgoBot[]> {
  if (rows.length === 0) return [];
  const { rows: plans } = await q.query<PlanRow>(
    'SELECT * FROM algo_plans WHERE bot_id = ANY($1::bigint[]) ORDER BY position, id',
    [rows.map((r) => r.id)],
  );
  return rows.map((r) =>
    present(
      r,
      plans.filter((p) => Number(p.bot_id) === Number(r.id)),
    ),
  );
}

export async function listAdminBots(q: Queryable, query: AdminAlgoBotsQuery) {
  const search = query.search?.trim() ? `%${query.search.trim()}%` : null;
  const where = `($1::text IS NULL OR a.name ILIKE $1 OR a.author ILIKE $1)
    AND ($2::text IS NULL OR a.type = $2)
    AND ($3::text IS NULL OR $3 = ANY(a.platforms))
    AND ($4::boolean IS NULL OR a.is_listed = $4)`;
  const params = [search, query.type ?? null, query.platform ?? null, query.listed ?? null];
  const { page, limit, offset } = pageWindow(query);
  const order = sortClause(SORTS, query.sort ?? 'id', query.order ?? 'asc', 'id');
  const [rows, count] = await Promise.all([
    q.query<AdminBotRow>(
      `SELECT a.* FROM ${ADMIN_BOTS} WHERE ${where} ORDER BY ${order} LIMIT $5 OFFSET $6`,
      [...params, limit, offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ADMIN_BOTS} WHERE ${where}`, params),
  ]);
  return { data: await withPlans(q, rows.rows), total: count.rows[0]?.n ?? 0, page, limit };
}

export async function findAdminBot(q: Queryable, id: number): Promise<AdminAlgoBot | null> {
  const { rows } = await q.query<AdminBotRow>(`SELECT a.* FROM ${ADMIN_BOTS} WHERE a.id = $1`, [
    id,
  ]);
  return (await withPlans(q, rows))[0] ?? null;
}

/**
 * Writes the given listing fields, its plan list and its purchase form; false when there is no
 * such bot. Run inside one transaction (the route's), so a refused plan list changes nothing.
 */
export async function patchBot(
  q: Queryable,
  id: number,
  patch: AdminAlgoBotPatch,
): Promise<boolean> {
  // A language's texts merge into what is stored: sending uz.name keeps uz.description and ru.
  let translations: AlgoTranslations | undefined;
  if (patch.translations) {
    const { rows } = await q.query<{ translations: AlgoTranslations }>(
      'SELECT translations FROM algo_bots WHERE id = $1',
      [id],
    );
    const stored = rows[0]?.translations ?? {};
    translations = {
      ...stored,
      ...(patch.translations.uz ? { uz: { ...stored.uz, ...patch.translations.uz } } : {}),
      ...(patch.translations.ru ? { ru: { ...stored.ru, ...patch.translations.ru } } : {}),
    };
  }
  // The form is checked against the platforms it will have (a platform may change beside it).
  let formFields: AdminFormFieldInput[] | undefined;
  if (patch.form_fields) {
    const { rows } = await q.query<{ platforms: BotRow['platforms'] }>(
      'SELECT platforms FROM algo_bots WHERE id = $1',
      [id],
    );
    if (!rows[0]) return false;
    formFields = checkFormFields(patch.platforms ?? rows[0].platforms, patch.form_fields);
  }
  const row = await updateRow<BotRow & { is_listed: boolean }>(
    q,
    'algo_bots',
    { id },
    {
      name: patch.name,
      author: patch.author,
      type: patch.type,
      platforms: patch.platforms,
      description: patch.description,
      translations,
      image_url: patch.image_url,
      live_signal: patch.live_signal,
      is_listed: patch.is_listed,
      // An empty list gives the product's form back.
      form_fields:
        formFields === undefined ? undefined : formFields.length ? json(formFields) : null,
      updated_at: NOW,
    },
  );
  if (row === null) return false;
  if (patch.plans) await replacePlans(q, id, patch.plans);
  return true;
}
