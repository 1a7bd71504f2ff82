// The PGlite adapter (pglite.ts): settings given at a start are added to PGlite's own start
// parameters, never in place of them; the test databases start lean
// (docs/decisions/0332-lean-test-databases.md); row counts read as PostgreSQL's driver reads them.
import { afterAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from './pglite';
import { openTestDatabase } from '../../../../tests/kit/server/helpers';
import {
  emptyPgliteDataDir,
  migratedPgliteDataDir,
} from '../../../../tests/kit/server/pglite-template';
import { tarWithout } from '../../../../tests/kit/server/tar-entries';
import { listMigrations } from './migrate';

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

/** The entry names of a tarball, in order (tarWithout dropping nothing, noting each name). */
function entryNames(tar: Uint8Array): string[] {
  const names: string[] = [];
  tarWithout(tar, (name) => {
    names.push(name);
    return false;
  });
  return names;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the test databases’ tarballs', () => {
  it('leave out the template databases and keep the tests’ own, which opens migrated', async () => {
    const tar = new Uint8Array(await (await migratedPgliteDataDir(listMigrations())).arrayBuffer());
    const folders = new Set(
      entryNames(tar).flatMap((name) => /^\/?base\/(\d+)\//.exec(name)?.[1] ?? []),
    );
    const db = await openTestDatabase({ migrated: true });
    opened.push(db);
    const own = await db.query<{ oid: number }>(
      'SELECT oid FROM pg_database WHERE datname = current_database()',
    );
    expect([...folders]).toEqual([String(own.rows[0]?.oid)]);
    expect((await db.query('SELECT count(*) FROM users')).rows).toHaveLength(1);
  });

  it('a tarball without some entries keeps every other entry whole, in order', async () => {
    const tar = new Uint8Array(await (await emptyPgliteDataDir()).arrayBuffer());
    const names = entryNames(tar);
    expect(names.length).toBeGreaterThan(100);
    const dropped = names.filter((name) => name.startsWith('/global/'));
    expect(dropped.length).toBeGreaterThan(0);
    const kept = tarWithout(tar, (name) => name.startsWith('/global/'));
    expect(entryNames(kept)).toEqual(names.filter((name) => !dropped.includes(name)));
    // Dropping nothing gives the same entries byte for byte, then the two closing zero blocks.
    const same = tarWithout(tar, () => false);
    expect(
      Buffer.from(same.subarray(0, same.length - 1024)).equals(
        Buffer.from(tar.subarray(0, same.length - 1024)),
      ),
    ).toBe(true);
    expect(same.subarray(same.length - 1024).every((byte) => byte === 0)).toBe(true);
  });

  it('a cut-short tarball is refused, not half read', () => {
    const header = new Uint8Array(512);
    header.set(new TextEncoder().encode('/big'), 0);
    header.set(new TextEncoder().encode('00000002000 '), 124);
    expect(() => tarWithout(header, () => false)).toThrow(/cut short/);
  });
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
