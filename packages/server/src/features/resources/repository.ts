/**
 * Rows of `resource_categories`, `resources` and `resource_owners`, and what one viewer sees of
 * a resource: its category's titles and whether the viewer owns it. A PDF resource whose file
 * has not been uploaded yet is left out of everything users see (`visibleOnly`).
 */
import type { Language, ResourceKind } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NOW, insertRow, updateRow, type ColumnValues } from '../../db/rows';
import type { ResourceTexts } from './texts';

export type CategoryTitles = Record<Language, string>;

export interface CategoryRow {
  name: string;
  titles: CategoryTitles;
  position: number;
  created_at: Date;
  updated_at: Date;
}

export interface ResourceRow {
  id: number;
  kind: ResourceKind;
  category_name: string;
  texts: ResourceTexts;
  search: Partial<Record<Language, string>>;
  is_featured: boolean;
  price: number;
  file_id: string | null;
  file_name: string | null;
  file_size: number | null;
  video_url: string | null;
  /** A video held by the video service (docs/decisions/0284-paid-resources-delivery.md). */
  video_key: string | null;
  image_url: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A resource as one viewer sees it. */
export interface ResourceView extends ResourceRow {
  category_titles: CategoryTitles;
  owned: boolean;
}

const VIEW = (viewer: string) => `
  SELECT r.*, c.titles AS category_titles, (o.user_id IS NOT NULL) AS owned
  FROM resources r
  JOIN resource_categories c ON c.name = r.category_name
  LEFT JOIN resource_owners o ON o.resource_id = r.id AND o.user_id = ${viewer}`;

/**
 * Shown to users: every article, a PDF once its file is there, and a video once it can play: a
 * paid one only from a file the video service holds, never from an outside link
 * (docs/decisions/0284-paid-resources-delivery.md), so nobody buys a bare link.
 */
const VISIBLE =
  "(r.kind <> 'pdf' OR r.file_id IS NOT NULL) AND (r.kind <> 'video' OR r.price = 0 OR r.video_key IS NOT NULL)";

export interface ResourceListFilter {
  categoryName?: string;
  isFeatured?: boolean;
  /** Already `searchable()`: lowercased, apostrophes and spaces made one. */
  search?: string;
  /** The reader's language: the search looks at that language's text (or its fallback). */
  language: Language;
  limit: number;
  offset: number;
}

/** `%`, `_` and `\` are LIKE wildcards: a search for "5%" means the text "5%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function listWhere(filter: ResourceListFilter, first: number): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = [VISIBLE];
  const next = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  if (filter.categoryName) where.push(`r.category_name = ${next(filter.categoryName)}`);
  if (filter.isFeatured !== undefined) where.push(`r.is_featured = ${next(filter.isFeatured)}`);
  if (filter.search) {
    // The reader's language, else the same fallback the answer's texts take (texts.ts).
    const lang = next(filter.language);
    const pattern = next(likePattern(filter.search));
    where.push(
      `coalesce(r.search->>${lang}::text, r.search->>'uz', r.search->>'en', r.search->>'ru') LIKE ${pattern}`,
    );
  }
  return { sql: `WHERE ${where.join(' AND ')}`, params };
}

export async function listResources(
  q: Queryable,
  viewerId: number,
  filter: ResourceListFilter,
): Promise<{ rows: ResourceView[]; total: number }> {
  const counted = listWhere(filter, 1);
  const count = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM resources r ${counted.sql}`,
    counted.params,
  );
  const listed = listWhere(filter, 2);
  const n = listed.params.length + 2;
  const res = await q.query<ResourceView>(
    `${VIEW('$1::bigint')} ${listed.sql}
     ORDER BY r.created_at DESC, r.id DESC LIMIT $${n} OFFSET $${n + 1}`,
    [viewerId, ...listed.params, filter.limit, filter.offset],
  );
  return { rows: res.rows, total: count.rows[0]?.total ?? 0 };
}

/** One resource as the viewer sees it; a PDF without its file only when `includeHidden`. */
export async function findResourceView(
  q: Queryable,
  viewerId: number | null,
  id: number,
  options: { includeHidden?: boolean } = {},
): Promise<ResourceView | null> {
  const res = await q.query<ResourceView>(
    `${VIEW('$1::bigint')} WHERE r.id = $2 ${options.includeHidden ? '' : `AND ${VISIBLE}`}`,
    [viewerId, id],
  );
  return res.rows[0] ?? null;
}

/** Every resource, hidden ones too (admin, search index). */
export async function listAllResourceViews(q: Queryable): Promise<ResourceView[]> {
  const res = await q.query<ResourceView>(`${VIEW('NULL::bigint')} ORDER BY r.id`);
  return res.rows;
}

export async function findResource(q: Queryable, id: number): Promise<ResourceRow | null> {
  const res = await q.query<ResourceRow>('SELECT * FROM resources WHERE id = $1', [id]);
  return res.rows[0] ?? null;
}

/** The JSON columns are written as text and cast. */
type Writable = Omit<ColumnValues<ResourceRow>, 'texts' | 'search'> & {
  texts?: ResourceTexts;
  search?: Partial<Record<Language, string>>;
};

function withJson(values: Writable): ColumnValues<ResourceRow> {
  const { texts, search, ...rest } = values;
  return {
    ...rest,
    ...(texts === undefined ? {} : { texts: JSON.stringify(texts) }),
    ...(search === undefined ? {} : { search: JSON.stringify(search) }),
  } as ColumnValues<ResourceRow>;
}

export function insertResource(q: Queryable, values: Writable): Promise<ResourceRow> {
  return insertRow<ResourceRow>(q, 'resources', withJson(values));
}

export function updateResource(
  q: Queryable,
  id: number,
  values: Writable,
): Promise<ResourceRow | null> {
  return updateRow<ResourceRow>(q, 'resources', { id }, { ...withJson(values), updated_at: NOW });
}

// ---- categories ----

export async function listCategories(q: Queryable): Promise<(CategoryRow & { count: number })[]> {
  const res = await q.query<CategoryRow & { count: number }>(
    `SELECT c.*, (SELECT count(*) FROM resources r
                  WHERE r.category_name = c.name AND ${VISIBLE})::int AS count
     FROM resource_categories c ORDER BY c.position, c.name`,
  );
  return res.rows;
}

export async function findCategory(q: Queryable, name: string): Promise<CategoryRow | null> {
  const res = await q.query<CategoryRow>('SELECT * FROM resource_categories WHERE name = $1', [
    name,
  ]);
  return res.rows[0] ?? null;
}

/** Creates the category or replaces its titles (and position, when given). */
export async function upsertCategory(
  q: Queryable,
  category: { name: string; titles: CategoryTitles; position?: number },
): Promise<CategoryRow> {
  const res = await q.query<CategoryRow>(
    `INSERT INTO resource_categories (name, titles, position)
     VALUES ($1, $2::jsonb, coalesce($3::int, 0))
     ON CONFLICT (name) DO UPDATE SET titles = EXCLUDED.titles,
       position = coalesce($3::int, resource_categories.position), updated_at = now()
     RETURNING *`,
    [category.name, JSON.stringify(category.titles), category.position ?? null],
  );
  const row = res.rows[0];
  if (!row) throw new Error('upsert of resource_categories returned no row');
  return row;
}

// ---- owners ----

export async function ownsResource(
  q: Queryable,
  userId: number,
  resourceId: number,
): Promise<boolean> {
  const res = await q.query(
    'SELECT 1 FROM resource_owners WHERE user_id = $1 AND resource_id = $2',
    [userId, resourceId],
  );
  return res.rows.length > 0;
}

export async function insertOwner(
  q: Queryable,
  owner: { userId: number; resourceId: number; purchaseId: number | null },
): Promise<void> {
  await q.query(
    `INSERT INTO resource_owners (user_id, resource_id, purchase_id) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, resource_id) DO NOTHING`,
    [owner.userId, owner.resourceId, owner.purchaseId],
  );
}

/** Ends the ownership a purchase gave (a refund). */
export async function removeOwnerOfPurchase(q: Queryable, purchaseId: number): Promise<void> {
  await q.query('DELETE FROM resource_owners WHERE purchase_id = $1', [purchaseId]);
}
