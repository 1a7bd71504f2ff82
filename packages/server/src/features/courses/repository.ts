/**
 * Rows of `courses`, `course_modules` and `lessons`, with what one viewer sees of them: module
 * access (active by the database clock) and lesson progress. A visitor is viewer null: the
 * joins on `user_id = NULL` match nothing, so the same SQL answers "no access, no progress".
 */
import type { CourseLevel, CourseTranslations } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NOW, insertRow, json, updateRow, type ColumnValues } from '../../db/rows';

export interface CourseRow {
  id: number;
  title: string;
  description: string;
  translations: CourseTranslations;
  level: CourseLevel;
  is_paid: boolean;
  image_url: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ModuleRow {
  id: number;
  course_id: number;
  title: string;
  translations: CourseTranslations;
  price: number;
  position: number;
  created_at: Date;
  updated_at: Date;
}

export interface LessonRow {
  id: number;
  module_id: number;
  title: string;
  translations: CourseTranslations;
  position: number;
  is_free: boolean;
  duration_seconds: number;
  video_key: string | null;
  vdocipher_id: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A course with its figures for one viewer. */
export interface CourseView extends CourseRow {
  module_price: number;
  duration_seconds: number;
  modules_count: number;
  lessons_count: number;
  lessons_completed: number;
  /** The sum of the lessons' progress percents (completed counts 100). */
  progress_sum: number;
  last_watched_at: Date | null;
  /** Modules whose access is active now. */
  active_modules: number;
}

/** A module with its course's terms and the viewer's access. */
export interface ModuleView extends ModuleRow {
  course_is_paid: boolean;
  course_title: string;
  course_translations: CourseTranslations;
  duration_seconds: number;
  access_expires_at: Date | null;
  access_active: boolean;
}

/** A lesson with its module's and course's terms and the viewer's progress. */
export interface LessonView extends LessonRow {
  course_id: number;
  course_is_paid: boolean;
  access_active: boolean;
  position_seconds: number;
  progress_percent: number;
  is_completed: boolean;
  last_watched_at: Date | null;
}

// ---- the viewer's figures, as SQL fragments over a viewer parameter ----

const COURSE_VIEW = (viewer: string) => `
  SELECT c.*,
    coalesce(m.module_price, 0)::bigint AS module_price,
    coalesce(m.modules_count, 0)::int AS modules_count,
    coalesce(l.duration_seconds, 0)::int AS duration_seconds,
    coalesce(l.lessons_count, 0)::int AS lessons_count,
    coalesce(l.lessons_completed, 0)::int AS lessons_completed,
    coalesce(l.progress_sum, 0)::float8 AS progress_sum,
    l.last_watched_at,
    coalesce(m.active_modules, 0)::int AS active_modules
  FROM courses c
  LEFT JOIN LATERAL (
    SELECT sum(cm.price) AS module_price, count(*) AS modules_count,
      count(*) FILTER (WHERE ma.expires_at > now()) AS active_modules
    FROM course_modules cm
    LEFT JOIN module_access ma ON ma.module_id = cm.id AND ma.user_id = ${viewer}
    WHERE cm.course_id = c.id
  ) m ON true
  LEFT JOIN LATERAL (
    SELECT sum(ls.duration_seconds) AS duration_seconds, count(*) AS lessons_count,
      count(*) FILTER (WHERE lp.is_completed) AS lessons_completed,
      sum(CASE WHEN lp.is_completed THEN 100 ELSE coalesce(lp.progress_percent, 0) END)
        AS progress_sum,
      max(lp.updated_at) AS last_watched_at
    FROM course_modules cm
    JOIN lessons ls ON ls.module_id = cm.id
    LEFT JOIN lesson_progress lp ON lp.lesson_id = ls.id AND lp.user_id = ${viewer}
    WHERE cm.course_id = c.id
  ) l ON true`;

const MODULE_VIEW = (viewer: string) => `
  SELECT cm.*, c.is_paid AS course_is_paid, c.title AS course_title,
    c.translations AS course_translations,
    coalesce((SELECT sum(duration_seconds) FROM lessons WHERE module_id = cm.id), 0)::int
      AS duration_seconds,
    ma.expires_at AS access_expires_at,
    coalesce(ma.expires_at > now(), false) AS access_active
  FROM course_modules cm
  JOIN courses c ON c.id = cm.course_id
  LEFT JOIN module_access ma ON ma.module_id = cm.id AND ma.user_id = ${viewer}`;

const LESSON_VIEW = (viewer: string) => `
  SELECT ls.*, cm.course_id, c.is_paid AS course_is_paid,
    coalesce(ma.expires_at > now(), false) AS access_active,
    coalesce(lp.position_seconds, 0)::float8 AS position_seconds,
    coalesce(lp.progress_percent, 0)::float8 AS progress_percent,
    coalesce(lp.is_completed, false) AS is_completed,
    lp.updated_at AS last_watched_at
  FROM lessons ls
  JOIN course_modules cm ON cm.id = ls.module_id
  JOIN courses c ON c.id = cm.course_id
  LEFT JOIN module_access ma ON ma.module_id = cm.id AND ma.user_id = ${viewer}
  LEFT JOIN lesson_progress lp ON lp.lesson_id = ls.id AND lp.user_id = ${viewer}`;

// ---- the catalog ----

export interface CourseListFilter {
  level?: CourseLevel;
  isPaid?: boolean;
  search?: string;
  limit: number;
  offset: number;
}

/** `%`, `_` and `\` are LIKE wildcards: a search for "5%" means the text "5%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Title and description in English, Uzbek and Russian. */
const SEARCHED = [
  'c.title',
  'c.description',
  "c.translations->'uz'->>'title'",
  "c.translations->'uz'->>'description'",
  "c.translations->'ru'->>'title'",
  "c.translations->'ru'->>'description'",
];

/** The filter's WHERE clause, its parameters numbered from `first`. */
function courseFilter(filter: CourseListFilter, first: number): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where: string[] = [];
  const next = (value: unknown) => {
    params.push(value);
    return `$${first + params.length - 1}`;
  };
  if (filter.level) where.push(`c.level = ${next(filter.level)}`);
  if (filter.isPaid !== undefined) where.push(`c.is_paid = ${next(filter.isPaid)}`);
  const search = filter.search?.trim();
  if (search) {
    const p = next(likePattern(search));
    where.push(`(${SEARCHED.map((column) => `${column} ILIKE ${p}`).join(' OR ')})`);
  }
  return { sql: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

export async function listCourses(
  q: Queryable,
  viewerId: number | null,
  filter: CourseListFilter,
): Promise<{ rows: CourseView[]; total: number }> {
  const counted = courseFilter(filter, 1);
  const count = await q.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM courses c ${counted.sql}`,
    counted.params,
  );
  const listed = courseFilter(filter, 2);
  const n = listed.params.length + 2;
  const res = await q.query<CourseView>(
    `${COURSE_VIEW('$1::bigint')} ${listed.sql}
     ORDER BY c.id LIMIT $${n} OFFSET $${n + 1}`,
    [viewerId, ...listed.params, filter.limit, filter.offset],
  );
  return { rows: res.rows, total: count.rows[0]?.total ?? 0 };
}

export async function findCourseView(
  q: Queryable,
  viewerId: number | null,
  id: number,
): Promise<CourseView | null> {
  const res = await q.query<CourseView>(`${COURSE_VIEW('$1::bigint')} WHERE c.id = $2`, [
    viewerId,
    id,
  ]);
  return res.rows[0] ?? null;
}

export async function listModuleViews(
  q: Queryable,
  viewerId: number | null,
  courseId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: ModuleView[]; total: number }> {
  const count = await q.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM course_modules WHERE course_id = $1',
    [courseId],
  );
  const res = await q.query<ModuleView>(
    `${MODULE_VIEW('$1::bigint')} WHERE cm.course_id = $2
     ORDER BY cm.position, cm.id LIMIT $3 OFFSET $4`,
    [viewerId, courseId, page.limit, page.offset],
  );
  return { rows: res.rows, total: count.rows[0]?.total ?? 0 };
}

export async function findModuleView(
  q: Queryable,
  viewerId: number | null,
  id: number,
): Promise<ModuleView | null> {
  const res = await q.query<ModuleView>(`${MODULE_VIEW('$1::bigint')} WHERE cm.id = $2`, [
    viewerId,
    id,
  ]);
  return res.rows[0] ?? null;
}

/** The lessons of these modules, in module then lesson order. */
export async function listLessonViews(
  q: Queryable,
  viewerId: number | null,
  moduleIds: number[],
): Promise<LessonView[]> {
  if (moduleIds.length === 0) return [];
  const res = await q.query<LessonView>(
    `${LESSON_VIEW('$1::bigint')} WHERE ls.module_id = ANY($2::bigint[])
     ORDER BY cm.position, cm.id, ls.position, ls.id`,
    [viewerId, moduleIds],
  );
  return res.rows;
}

export async function findLessonView(
  q: Queryable,
  viewerId: number | null,
  id: number,
): Promise<LessonView | null> {
  const res = await q.query<LessonView>(`${LESSON_VIEW('$1::bigint')} WHERE ls.id = $2`, [
    viewerId,
    id,
  ]);
  return res.rows[0] ?? null;
}

/** The course's lesson the viewer wrote progress for last, or null. */
export async function lastViewedLesson(
  q: Queryable,
  viewerId: number,
  courseId: number,
): Promise<LessonView | null> {
  const res = await q.query<LessonView>(
    `${LESSON_VIEW('$1::bigint')} WHERE cm.course_id = $2 AND lp.user_id IS NOT NULL
     ORDER BY lp.updated_at DESC, ls.id DESC LIMIT 1`,
    [viewerId, courseId],
  );
  return res.rows[0] ?? null;
}

// ---- plain rows (admin, seed, purchases) ----

export async function findCourse(q: Queryable, id: number): Promise<CourseRow | null> {
  const res = await q.query<CourseRow>('SELECT * FROM courses WHERE id = $1', [id]);
  return res.rows[0] ?? null;
}

export async function findCourseByTitle(q: Queryable, title: string): Promise<CourseRow | null> {
  const res = await q.query<CourseRow>(
    'SELECT * FROM courses WHERE lower(title) = lower($1) ORDER BY id LIMIT 1',
    [title],
  );
  return res.rows[0] ?? null;
}

export async function findModule(q: Queryable, id: number): Promise<ModuleRow | null> {
  const res = await q.query<ModuleRow>('SELECT * FROM course_modules WHERE id = $1', [id]);
  return res.rows[0] ?? null;
}

export async function findLesson(q: Queryable, id: number): Promise<LessonRow | null> {
  const res = await q.query<LessonRow>('SELECT * FROM lessons WHERE id = $1', [id]);
  return res.rows[0] ?? null;
}

export async function listAllCourses(q: Queryable): Promise<CourseView[]> {
  const res = await q.query<CourseView>(`${COURSE_VIEW('NULL::bigint')} ORDER BY c.id`);
  return res.rows;
}

/** Translations as given; written to their jsonb column as JSON (rows.ts json()). */
type Writable<Row> = ColumnValues<Omit<Row, 'translations'>> & { translations?: unknown };

function withJson<Row>(values: Writable<Row>): ColumnValues<Row> {
  const { translations, ...rest } = values;
  return {
    ...rest,
    ...(translations === undefined ? {} : { translations: json(translations) }),
  } as ColumnValues<Row>;
}

export function insertCourse(
  q: Queryable,
  values: Writable<Omit<CourseRow, 'id' | 'created_at' | 'updated_at'>>,
): Promise<CourseRow> {
  return insertRow<CourseRow>(q, 'courses', withJson<CourseRow>(values));
}

export function updateCourse(
  q: Queryable,
  id: number,
  values: Writable<CourseRow>,
): Promise<CourseRow | null> {
  return updateRow<CourseRow>(
    q,
    'courses',
    { id },
    { ...withJson<CourseRow>(values), updated_at: NOW },
  );
}

export function insertModule(
  q: Queryable,
  values: Writable<Omit<ModuleRow, 'id' | 'created_at' | 'updated_at'>>,
): Promise<ModuleRow> {
  return insertRow<ModuleRow>(q, 'course_modules', withJson<ModuleRow>(values));
}

export function updateModule(
  q: Queryable,
  id: number,
  values: Writable<ModuleRow>,
): Promise<ModuleRow | null> {
  return updateRow<ModuleRow>(
    q,
    'course_modules',
    { id },
    { ...withJson<ModuleRow>(values), updated_at: NOW },
  );
}

export function insertLesson(
  q: Queryable,
  values: Writable<Omit<LessonRow, 'id' | 'created_at' | 'updated_at'>>,
): Promise<LessonRow> {
  return insertRow<LessonRow>(q, 'lessons', withJson<LessonRow>(values));
}

export function updateLesson(
  q: Queryable,
  id: number,
  values: Writable<LessonRow>,
): Promise<LessonRow | null> {
  return updateRow<LessonRow>(
    q,
    'lessons',
    { id },
    { ...withJson<LessonRow>(values), updated_at: NOW },
  );
}

/** The next position after the last module of a course (or lesson of a module). */
export async function nextPosition(
  q: Queryable,
  table: 'course_modules' | 'lessons',
  parentId: number,
): Promise<number> {
  const parent = table === 'course_modules' ? 'course_id' : 'module_id';
  const res = await q.query<{ next: number }>(
    `SELECT coalesce(max(position) + 1, 0)::int AS next FROM ${table} WHERE ${parent} = $1`,
    [parentId],
  );
  return res.rows[0]?.next ?? 0;
}
