/** The SQL of banners and instructions. Texts are jsonb objects {uz, ru, en}. */
import type { InstructionLocation, LocalizedText } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export interface BannerRow {
  id: number;
  title: LocalizedText;
  image_url: string;
  link_url: string | null;
  starts_at: Date | null;
  ends_at: Date | null;
  position: number;
  /** Whether it is inside its window now, by the database clock. */
  active: boolean;
}

const BANNER_COLUMNS = `id, title, image_url, link_url, starts_at, ends_at, position,
  ((starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())) AS active`;
const ACTIVE = '(starts_at IS NULL OR starts_at <= now()) AND (ends_at IS NULL OR ends_at > now())';

export async function listActiveBanners(
  q: Queryable,
  limit: number,
  offset: number,
): Promise<{ rows: BannerRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    q.query<BannerRow>(
      `SELECT ${BANNER_COLUMNS} FROM banners WHERE ${ACTIVE}
       ORDER BY position, id LIMIT $1 OFFSET $2`,
      [limit, offset],
    ),
    q.query<{ n: string }>(`SELECT count(*) AS n FROM banners WHERE ${ACTIVE}`),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function listAllBanners(q: Queryable): Promise<BannerRow[]> {
  return (await q.query<BannerRow>(`SELECT ${BANNER_COLUMNS} FROM banners ORDER BY position, id`))
    .rows;
}

export async function findBanner(q: Queryable, id: number): Promise<BannerRow | null> {
  const res = await q.query<BannerRow>(`SELECT ${BANNER_COLUMNS} FROM banners WHERE id = $1`, [id]);
  return res.rows[0] ?? null;
}

export interface BannerValues {
  title: LocalizedText;
  image_url: string;
  link_url: string | null;
  starts_at: string | null;
  ends_at: string | null;
  position: number;
}

export async function insertBanner(q: Queryable, v: BannerValues): Promise<number> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO banners (title, image_url, link_url, starts_at, ends_at, position)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [JSON.stringify(v.title), v.image_url, v.link_url, v.starts_at, v.ends_at, v.position],
  );
  return Number(res.rows[0]?.id);
}

export async function updateBanner(q: Queryable, id: number, v: BannerValues): Promise<void> {
  await q.query(
    `UPDATE banners SET title = $2, image_url = $3, link_url = $4, starts_at = $5, ends_at = $6,
       position = $7, updated_at = now() WHERE id = $1`,
    [id, JSON.stringify(v.title), v.image_url, v.link_url, v.starts_at, v.ends_at, v.position],
  );
}

export async function deleteBanner(q: Queryable, id: number): Promise<boolean> {
  const res = await q.query<{ id: number }>('DELETE FROM banners WHERE id = $1 RETURNING id', [id]);
  return res.rows.length > 0;
}

export interface InstructionRow {
  id: number;
  location: InstructionLocation;
  title: LocalizedText;
  body: LocalizedText;
  video_url: string | null;
  position: number;
}

const INSTRUCTION_COLUMNS = 'id, location, title, body, video_url, position';

export async function listInstructions(
  q: Queryable,
  location: InstructionLocation | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: InstructionRow[]; total: number }> {
  const where = location ? 'WHERE location = $1' : 'WHERE $1::text IS NULL';
  const [rows, count] = await Promise.all([
    q.query<InstructionRow>(
      `SELECT ${INSTRUCTION_COLUMNS} FROM instructions ${where}
       ORDER BY location, position, id LIMIT $2 OFFSET $3`,
      [location ?? null, limit, offset],
    ),
    q.query<{ n: string }>(`SELECT count(*) AS n FROM instructions ${where}`, [location ?? null]),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0]?.n ?? 0) };
}

export async function findInstruction(q: Queryable, id: number): Promise<InstructionRow | null> {
  const res = await q.query<InstructionRow>(
    `SELECT ${INSTRUCTION_COLUMNS} FROM instructions WHERE id = $1`,
    [id],
  );
  return res.rows[0] ?? null;
}

export type InstructionValues = Omit<InstructionRow, 'id'>;

export async function insertInstruction(q: Queryable, v: InstructionValues): Promise<number> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO instructions (location, title, body, video_url, position)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [v.location, JSON.stringify(v.title), JSON.stringify(v.body), v.video_url, v.position],
  );
  return Number(res.rows[0]?.id);
}

export async function updateInstruction(
  q: Queryable,
  id: number,
  v: InstructionValues,
): Promise<void> {
  await q.query(
    `UPDATE instructions SET location = $2, title = $3, body = $4, video_url = $5, position = $6,
       updated_at = now() WHERE id = $1`,
    [id, v.location, JSON.stringify(v.title), JSON.stringify(v.body), v.video_url, v.position],
  );
}

export async function deleteInstruction(q: Queryable, id: number): Promise<boolean> {
  const res = await q.query<{ id: number }>('DELETE FROM instructions WHERE id = $1 RETURNING id', [
    id,
  ]);
  return res.rows.length > 0;
}

/** Points a banner at a new picture; false when there is no such banner. */
export async function setBannerImage(q: Queryable, id: number, imageUrl: string): Promise<boolean> {
  const res = await q.query<{ id: number }>(
    'UPDATE banners SET image_url = $2, updated_at = now() WHERE id = $1 RETURNING id',
    [id, imageUrl],
  );
  return res.rows.length > 0;
}

/** How many banners show this picture (a replaced file is removed only when none does). */
export async function countBannersWithImage(q: Queryable, imageUrl: string): Promise<number> {
  const res = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM banners WHERE image_url = $1',
    [imageUrl],
  );
  return Number(res.rows[0]?.n ?? 0);
}
