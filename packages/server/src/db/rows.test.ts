// db/rows.ts: INSERT and UPDATE from an object of column values, on the test database (PGlite,
// or PostgreSQL when DATABASE_URL is set), so both drivers run the same statements.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../index';
import { NOW, insertRow, json, updateRow } from './rows';
import { openTestDatabase } from '../../../../tests/kit/server/helpers';

interface Thing {
  id: number;
  name: string;
  size: number | null;
  tags: string[];
  details: unknown;
  created_at: Date;
}

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase();
  await db.exec(`CREATE TABLE things (
    id serial PRIMARY KEY,
    name text NOT NULL,
    size integer,
    tags text[] NOT NULL DEFAULT '{}',
    details jsonb,
    created_at timestamptz NOT NULL DEFAULT now()
  )`);
});

afterAll(async () => {
  await db.close();
});

describe('insertRow and updateRow', () => {
  it('insert names each column once, leaves undefined ones to their default and answers the row', async () => {
    const row = await insertRow<Thing>(db, 'things', {
      name: 'first',
      size: undefined,
      tags: ['a', 'b'],
    });
    expect(row).toMatchObject({ name: 'first', size: null, tags: ['a', 'b'] });
    expect(row.id).toBeGreaterThan(0);
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('writes an SQL expression as is', async () => {
    const past = new Date('2020-01-02T03:04:05Z');
    const dated = await insertRow<Thing>(db, 'things', { name: 'dated', created_at: past });
    expect(dated.created_at.toISOString()).toBe(past.toISOString());
    const now = await insertRow<Thing>(db, 'things', { name: 'now', created_at: NOW });
    expect(Math.abs(now.created_at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('json() writes an array or object to a jsonb column on both drivers', async () => {
    // node-postgres would send a bare array as a PostgreSQL array literal, which jsonb refuses.
    const row = await insertRow<Thing>(db, 'things', { name: 'json', details: json(['a', 'b']) });
    expect(row.details).toEqual(['a', 'b']);
    const updated = await updateRow<Thing>(
      db,
      'things',
      { id: row.id },
      { details: json({ uz: { features: ['x'] } }) },
    );
    expect(updated?.details).toEqual({ uz: { features: ['x'] } });
  });

  it('update sets only the defined values of the matching row; null when none matches', async () => {
    const row = await insertRow<Thing>(db, 'things', { name: 'before', size: 1 });
    const updated = await updateRow<Thing>(
      db,
      'things',
      { id: row.id },
      { name: 'after', size: undefined },
    );
    expect(updated).toMatchObject({ id: row.id, name: 'after', size: 1 });
    expect(await updateRow<Thing>(db, 'things', { id: -1 }, { name: 'x' })).toBeNull();
  });

  it('refuses a column name that is not a plain identifier, and an update that sets nothing', async () => {
    await expect(
      insertRow<Record<string, unknown>>(db, 'things', { 'name) VALUES (1); --': 'x' }),
    ).rejects.toThrow(/identifier/);
    await expect(updateRow<Thing>(db, 'things', { id: 1 }, {})).rejects.toThrow(/sets nothing/);
  });
});
