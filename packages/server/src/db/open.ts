/** Opens the configured database: PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config';
import type { Db } from './adapter';
import { openPglite } from './pglite';
import { lockPgliteDir } from './pglite-lock';
import { openPostgres } from './postgres';

export async function openDatabase(
  config: Pick<ServerConfig, 'databaseUrl' | 'databaseSchema' | 'pgliteDir'>,
  onError?: (error: Error) => void,
): Promise<Db> {
  if (config.databaseUrl) {
    return openPostgres(config.databaseUrl, {
      onError,
      schema: config.databaseSchema ?? undefined,
    });
  }
  mkdirSync(config.pgliteDir, { recursive: true });
  const release = lockPgliteDir(config.pgliteDir);
  try {
    const db = await openPglite(config.pgliteDir);
    return {
      ...db,
      async close() {
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
