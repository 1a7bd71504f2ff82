/** Reviews of a bot: one per buyer. */
import type { Review } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

/** Whoever bought an expert advisor of the bot, whatever its state now. */
export async function isBuyer(q: Queryable, userId: number, botId: number): Promise<boolean> {
  const { rows } = await q.query(
    'SELECT 1 FROM expert_advisors WHERE user_id = $1 AND bot_id = $2 LIMIT 1',
    [userId, botId],
  );
  return rows.length > 0;
}

export async function hasReviewed(q: Queryable, userId: number, botId: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM algo_reviews WHERE user_id = $1 AND bot_id = $2', [
    userId,
    botId,
  ]);
  return rows.length > 0;
}

interface ReviewRow {
  id: number;
  bot_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  username: string;
  rating: number;
  comment: string;
  created_at: Date;
}

const REVIEW_SELECT = `SELECT r.*, u.first_name, u.last_name, u.username
  FROM algo_reviews r JOIN users u ON u.id = r.user_id`;

function present(r: ReviewRow): Review {
  const name = `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.username;
  return {
    id: r.id,
    algo_trade_id: r.bot_id,
    user_id: r.user_id,
    user_name: name,
    rating: r.rating,
    comment: r.comment,
    created_at: r.created_at.toISOString(),
  };
}

/** The public list: hidden reviews are left out (docs/decisions/0296-review-moderation.md). */
export async function listReviews(
  q: Queryable,
  botId: number,
  limit: number,
  page: number,
): Promise<{ data: Review[]; total: number }> {
  const { rows } = await q.query<ReviewRow>(
    `${REVIEW_SELECT} WHERE r.bot_id = $1 AND r.hidden_at IS NULL ORDER BY r.created_at DESC, r.id DESC
     LIMIT $2 OFFSET $3`,
    [botId, limit, (page - 1) * limit],
  );
  const count = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM algo_reviews WHERE bot_id = $1 AND hidden_at IS NULL',
    [botId],
  );
  return { data: rows.map(present), total: count.rows[0]?.n ?? 0 };
}

/** Inserts a review; null when the user already reviewed the bot. */
export async function insertReview(
  q: Queryable,
  botId: number,
  userId: number,
  rating: number,
  comment: string,
): Promise<Review | null> {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO algo_reviews (bot_id, user_id, rating, comment) VALUES ($1, $2, $3, $4)
     ON CONFLICT (bot_id, user_id) DO NOTHING RETURNING id`,
    [botId, userId, rating, comment],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  const row = await q.query<ReviewRow>(`${REVIEW_SELECT} WHERE r.id = $1`, [id]);
  return row.rows[0] ? present(row.rows[0]) : null;
}
