/**
 * Where a file's body lives (docs/decisions/0276-bounded-uploads-and-private-files.md): in the
 * storage folder when one is configured (PGlite's default: `<data folder>/files`), else in the
 * row as bytea (PostgreSQL's default, where the insert does not block the server's thread).
 * Bytes are written before their row; an upload is renamed into place inside its row's
 * transaction and removed when that fails (docs/decisions/0310-uploads-stream-to-storage.md). A
 * row deleted in a transaction cannot take its body with it, so bodies without a row (a deleted
 * file, a process that died mid-write) and stale temporary upload files are swept by a job.
 */
import { mkdir, readFile, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../db/adapter';
import { TEMP_PREFIX } from './receive-file';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function writeBody(dir: string, id: string, data: Uint8Array): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, id), data, { mode: 0o600 });
}

/** The body, or null when it is not there (swept, or the folder was moved). */
export async function readBody(dir: string | null, id: string): Promise<Uint8Array | null> {
  if (!dir || !UUID.test(id)) return null;
  try {
    return await readFile(join(dir, id));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

/** A body younger than this may belong to an insert still running: the sweep leaves it. */
const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Deletes the bodies in `dir` that no row names any more, and stale temporary upload files;
 * answers how many.
 */
export async function sweepBodies(q: Queryable, dir: string, now = Date.now()): Promise<number> {
  let all: string[];
  try {
    all = await readdir(dir);
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return 0;
    throw error;
  }
  const names = all.filter((name) => UUID.test(name));
  let removed = 0;
  // An upload's temporary file (receive-file.ts) left by a process that died mid-upload.
  for (const name of all.filter((n) => n.startsWith(TEMP_PREFIX))) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (!info || now - info.mtimeMs < SWEEP_MIN_AGE_MS) continue;
    await unlink(path).catch(() => undefined);
    removed += 1;
  }
  for (let i = 0; i < names.length; i += BATCH) {
    const batch = names.slice(i, i + BATCH);
    const res = await q.query<{ id: string }>(
      'SELECT id::text AS id FROM files WHERE id = ANY($1::uuid[])',
      [batch],
    );
    const kept = new Set(res.rows.map((r) => r.id));
    for (const name of batch) {
      if (kept.has(name)) continue;
      const path = join(dir, name);
      const info = await stat(path).catch(() => null);
      if (!info || now - info.mtimeMs < SWEEP_MIN_AGE_MS) continue;
      await unlink(path).catch(() => undefined);
      removed += 1;
    }
  }
  return removed;
}
