/** Rows of `resource_positions`: where a viewer stopped in a video resource (decision 0288). */
import type { Queryable } from '../../db/adapter';

export async function readResourcePosition(
  q: Queryable,
  userId: number,
  resourceId: number,
): Promise<number> {
  const { rows } = await q.query<{ position_seconds: number }>(
    'SELECT position_seconds FROM resource_positions WHERE user_id = $1 AND resource_id = $2',
    [userId, resourceId],
  );
  return rows[0]?.position_seconds ?? 0;
}

export async function writeResourcePosition(
  q: Queryable,
  userId: number,
  resourceId: number,
  seconds: number,
): Promise<number> {
  const { rows } = await q.query<{ position_seconds: number }>(
    `INSERT INTO resource_positions (user_id, resource_id, position_seconds) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, resource_id) DO UPDATE SET
       position_seconds = EXCLUDED.position_seconds, updated_at = now()
     RETURNING position_seconds`,
    [userId, resourceId, seconds],
  );
  return rows[0]?.position_seconds ?? seconds;
}
