// The PGlite adapter (pglite.ts): settings given at a start are added to PGlite's own start
// parameters, never in place of them; the test databases start lean
// (docs/decisions/0332-lean-test-databases.md); row counts read as PostgreSQL's driver reads them.
import { afterAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite';
import { openTestDatabase } from '../../../../tests/kit/server/helpers';
import { emptyPgliteDataDir } from '../../../../tests/kit/server/pglite-template';

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});

const setting = async (pg: Pick<PGlite, 'query'>, name: string) =>
  (await pg.query<Record<string, string>>(`SHOW ${name}`)).rows[0]?.[name];

describe('PGlite start settings', () => {
  it('a setting given at the start applies, and PGlite’s own start parameters still do', async () => {
    const pg = await createPglite('memory://', {
      loadDataDir: await emptyPgliteDataDir(),
      settings: { shared_buffers: '8MB', work_mem: '2MB' },
    });
    opened.push(pg);
    expect(await setting(pg, 'shared_buffers')).toBe('8MB');
    expect(await setting(pg, 'work_mem')).toBe('2MB');
    // One of PGlite's defaults (defaultStartParams), kept beside ours.
    expect(await setting(pg, 'search_path')).toBe('public');
  });

  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'a test database starts lean: a 16 MB buffer pool and 1 MB WAL segments, migrated',
    async () => {
      const db = await openTestDatabase({ migrated: true });
      opened.push(db);
      const show = async (name: string) =>
        (await db.query<Record<string, string>>(`SHOW ${name}`)).rows[0]?.[name];
      expect(await show('shared_buffers')).toBe('16MB');
      expect(await show('wal_segment_size')).toBe('1MB');
      const tables = await db.query(
        "SELECT 1 FROM information_schema.tables WHERE table_name = 'users'",
      );
      expect(tables.rows).toHaveLength(1);
    },
  );
});

describe('the PGlite adapter’s row count', () => {
  it('a SELECT counts its rows, as PostgreSQL’s driver does; a write counts what it changed', async () => {
    const db = await openTestDatabase();
    opened.push(db);
    await db.exec('CREATE TABLE counted (n int)');
    expect((await db.query('INSERT INTO counted VALUES (1), (2), (3)')).rowCount).toBe(3);
    expect((await db.query('SELECT n FROM counted')).rowCount).toBe(3);
    expect((await db.query('SELECT n FROM counted WHERE n > 5')).rowCount).toBe(0);
    expect((await db.query('UPDATE counted SET n = n + 1 WHERE n < 3')).rowCount).toBe(2);
    expect((await db.query('DELETE FROM counted RETURNING n')).rowCount).toBe(3);
  });
});
