/** Uploaded files kept in the database (so every server process serves the same ones). */
import type { Queryable } from '../../db/adapter';

export interface StoredFile {
  id: string;
  content_type: string;
  size: number;
  data: Uint8Array;
}

export async function insertFile(
  q: Queryable,
  file: { ownerId: number | null; purpose: string; contentType: string; data: Uint8Array },
): Promise<string> {
  const res = await q.query<{ id: string }>(
    `INSERT INTO files (owner_id, purpose, content_type, size, data)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [file.ownerId, file.purpose, file.contentType, file.data.byteLength, file.data],
  );
  const id = res.rows[0]?.id;
  if (!id) throw new Error('insert into files returned no row');
  return id;
}

export async function findFile(q: Queryable, id: string): Promise<StoredFile | null> {
  const res = await q.query<StoredFile>(
    'SELECT id, content_type, size, data FROM files WHERE id = $1',
    [id],
  );
  return res.rows[0] ?? null;
}

export async function deleteFile(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM files WHERE id = $1', [id]);
}
