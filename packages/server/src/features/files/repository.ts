/**
 * Uploaded files: a row each in the database (so every server process knows the same ones), the
 * body in the row or in the storage folder (file-bodies.ts,
 * docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/adapter';
import { readBody, writeBody } from './file-bodies';
import type { ReceivedFile } from './receive-file';

export interface StoredFile {
  id: string;
  /** What it is for: decides whether it is public (file-links.ts). */
  purpose: string;
  content_type: string;
  size: number;
  data: Uint8Array;
}

/**
 * Adds a file. Its body is bytes (seeds, the command line) or an upload streamed to a temporary
 * file (receive-file.ts): that one is renamed into the storage folder after its row is inserted,
 * so the caller runs this inside keepingFiles, which removes it again when the write fails
 * (docs/decisions/0310-uploads-stream-to-storage.md).
 */
export async function insertFile(
  q: Queryable,
  file: {
    ownerId: number | null;
    purpose: string;
    contentType: string;
    data: Uint8Array | ReceivedFile;
    /** The storage folder (config files.storageDir); absent or null: the body goes in the row. */
    storageDir?: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  const onDisk = Boolean(file.storageDir);
  const body = file.data;
  let inRow: Uint8Array | null = null;
  if (body instanceof Uint8Array) {
    if (file.storageDir) await writeBody(file.storageDir, id, body);
    else inRow = body;
  } else if (!onDisk) {
    // The database keeps the body in the row: an upload is read whole once, here, from its
    // temporary file (the request itself was streamed, never buffered whole).
    inRow = await body.read();
  }
  await q.query(
    `INSERT INTO files (id, owner_id, purpose, content_type, size, data, on_disk)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      id,
      file.ownerId,
      file.purpose,
      file.contentType,
      body instanceof Uint8Array ? body.byteLength : body.size,
      inRow,
      onDisk,
    ],
  );
  if (onDisk && !(body instanceof Uint8Array)) await body.commit(id);
  return id;
}

/** The file with its body, or null when there is none (or its body is gone). */
export async function findFile(
  q: Queryable,
  id: string,
  storageDir: string | null = null,
): Promise<StoredFile | null> {
  const res = await q.query<
    Omit<StoredFile, 'data'> & { data: Uint8Array | null; on_disk: boolean }
  >('SELECT id, purpose, content_type, size, data, on_disk FROM files WHERE id = $1', [id]);
  const row = res.rows[0];
  if (!row) return null;
  const data = row.on_disk ? await readBody(storageDir, id) : row.data;
  if (!data) return null;
  return { id: row.id, purpose: row.purpose, content_type: row.content_type, size: row.size, data };
}

/** Deletes the row; a body in the storage folder goes with the next sweep. */
export async function deleteFile(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM files WHERE id = $1', [id]);
}
