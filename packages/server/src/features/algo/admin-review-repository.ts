/**
 * Review moderation (docs/decisions/0296-review-moderation.md): every review with its bot and
 * whether it is hidden, and the hide and restore writes. Sort names map to columns here.
 */
import type { AdminReview, AdminReviewsQuery } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { pageWindow, sortClause } from '../../db/admin-list-sql';

interface AdminReviewRow {
  id: number;
  bot_id: number;
  bot_name: string;
  user_id: number;
  first_name: string;
  last_name: string;
  username: string;
  rating: number;
  comment: string;
  created_at: Date;
  hidden_at: Date | null;
  hidden_by_name: string | null;
}

const SORTS = {
  created_at: 'r.created_at',
  rating: 'r.rating',
} as const satisfies Record<NonNullable<AdminReviewsQuery['sort']>, string>;

const FROM = `FROM algo_reviews r JOIN users u ON u.id = r.user_id
  JOIN algo_bots b ON b.id = r.bot_id LEFT JOIN users h ON h.id = r.hidden_by`;
const SELECT = `SELECT r.id, r.bot_id, b.name AS bot_name, r.user_id, u.first_name, u.last_name,
    u.username, r.rating, r.comment, r.created_at, r.hidden_at, h.username AS hidden_by_name
  ${FROM}`;

function present(r: AdminReviewRow): AdminReview {
  return {
    id: r.id,
    algo_trade_id: r.bot_id,
    bot_name: r.bot_name,
    user_id: r.user_id,
    user_name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.username,
    rating: r.rating,
    comment: r.comment,
    created_at: r.created_at.toISOString(),
    hidden_at: r.hidden_at?.toISOString() ?? null,
    hidden_by: r.hidden_by_name,
  };
}

export async function listAdminReviews(q: Queryable, query: AdminReviewsQuery) {
  const search = query.search?.trim() ? `%${query.search.trim()}%` : null;
  const where = `($1::text IS NULL OR r.comment ILIKE $1 OR u.username ILIKE $1
      OR (u.first_name || ' ' || u.last_name) ILIKE $1)
    AND ($2::boolean IS NULL OR (r.hidden_at IS NOT NULL) = $2)
    AND ($3::bigint IS NULL OR r.bot_id = $3)`;
  const params = [search, query.hidden ?? null, query.bot_id ?? null];
  const { page, limit, offset } = pageWindow(query);
  const order = sortClause(SORTS, query.sort ?? 'created_at', query.order ?? 'desc', 'r.id');
  const [rows, count] = await Promise.all([
    q.query<AdminReviewRow>(`${SELECT} WHERE ${where} ORDER BY ${order} LIMIT $4 OFFSET $5`, [
      ...params,
      limit,
      offset,
    ]),
    q.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} WHERE ${where}`, params),
  ]);
  return { data: rows.rows.map(present), total: count.rows[0]?.n ?? 0, page, limit };
}

export async function findAdminReview(q: Queryable, id: number): Promise<AdminReview | null> {
  const { rows } = await q.query<AdminReviewRow>(`${SELECT} WHERE r.id = $1`, [id]);
  return rows[0] ? present(rows[0]) : null;
}

/** Hides (by an admin) or restores (`by` null) a review; false when there is no such review. */
export async function setReviewHidden(
  q: Queryable,
  id: number,
  by: number | null,
): Promise<boolean> {
  const res = await q.query(
    by === null
      ? 'UPDATE algo_reviews SET hidden_at = NULL, hidden_by = NULL WHERE id = $1'
      : // Hiding twice keeps the first time and moderator.
        `UPDATE algo_reviews SET hidden_at = COALESCE(hidden_at, now()),
           hidden_by = CASE WHEN hidden_at IS NULL THEN $2 ELSE hidden_by END WHERE id = $1`,
    by === null ? [id] : [id, by],
  );
  return res.rowCount > 0;
}
