// The PGlite adapter's queries as named prepared statements (pglite-statements.ts,
// docs/decisions/0334-pglite-prepared-statements.md): the same answers as PGlite's own query(),
// one preparation per text, a bounded number kept, statements that follow the tables they read
// after DDL, and transactions that nothing else runs inside. PGlite only: the PostgreSQL adapter
// has its own tests (prepared-statements.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from './adapter';
import { UNIQUE_VIOLATION, sqlState } from './adapter';
import { createPglite, pgliteDb } from './pglite';
import { MAX_PREPARED_STATEMENTS, preparedStatements } from './pglite-statements';
import { emptyPgliteDataDir } from '../../../../tests/kit/server/pglite-template';

let pg: PGlite;
let db: Db;

beforeAll(async () => {
  pg = await createPglite('memory://', { loadDataDir: await emptyPgliteDataDir() });
  db = pgliteDb(pg);
  await db.exec(`
    CREATE TABLE t (
      id bigserial PRIMARY KEY,
      name text UNIQUE NOT NULL,
      amount bigint,
      price numeric(12, 2),
      active boolean,
      meta jsonb,
      tags text[],
      at timestamptz,
      body bytea,
      ref uuid
    )`);
});

afterAll(async () => {
  await db?.close();
});

const prepared = async () =>
  Number(
    (await pg.query<{ n: string }>('SELECT count(*)::text AS n FROM pg_prepared_statements'))
      .rows[0]?.n,
  );

describe.skipIf(Boolean(process.env.DATABASE_URL))('PGlite prepared statements', () => {
  it("answer what PGlite's own query() answers, for every type the server reads and writes", async () => {
    const params = [
      'first',
      9_007_199_254_740_991,
      '12.50',
      true,
      { plan: 'pro', list: [1, 'two', null] },
      ['a', 'b,c', 'd"e'],
      new Date('2026-11-30T10:00:00.000Z'),
      new Uint8Array([0, 1, 254, 255]),
      '0b9f3a56-5f7e-4a8a-9d61-3b1f0e2a7c11',
    ];
    const insert = `INSERT INTO t (name, amount, price, active, meta, tags, at, body, ref)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`;
    const ours = await db.query(insert, params);
    const theirs = await pg.query<Record<string, unknown>>(insert, ['second', ...params.slice(1)]);
    expect(ours.rowCount).toBe(1);
    expect({ ...ours.rows[0], id: 0, name: '' }).toEqual({ ...theirs.rows[0], id: 0, name: '' });
    expect(ours.rows[0]).toMatchObject({
      amount: 9_007_199_254_740_991,
      price: '12.50',
      active: true,
      meta: { plan: 'pro', list: [1, 'two', null] },
      tags: ['a', 'b,c', 'd"e'],
      at: new Date('2026-11-30T10:00:00.000Z'),
      body: new Uint8Array([0, 1, 254, 255]),
    });
    // Nulls both ways.
    const empty = await db.query('SELECT $1::text AS a, NULL::int AS b', [null]);
    expect(empty.rows).toEqual([{ a: null, b: null }]);
    const select = 'SELECT * FROM t ORDER BY id';
    expect((await db.query(select)).rows).toEqual((await pg.query(select)).rows);
  });

  it('count rows as the PostgreSQL driver does: changed rows, or the rows a SELECT returned', async () => {
    await db.query('DELETE FROM t');
    const inserted = await db.query(
      "INSERT INTO t (name) SELECT 'n' || g FROM generate_series(1, 3) AS g",
    );
    expect(inserted).toEqual({ rows: [], rowCount: 3 });
    expect((await db.query('SELECT name FROM t')).rowCount).toBe(3);
    expect((await db.query("UPDATE t SET amount = 1 WHERE name = 'none'")).rowCount).toBe(0);
    expect((await db.query('UPDATE t SET amount = 2')).rowCount).toBe(3);
  });

  it('prepare a text once, however often it runs', async () => {
    const statements = preparedStatements(pg);
    const before = statements.size;
    for (let i = 0; i < 20; i += 1) {
      const res = await db.query<{ v: number }>('SELECT $1::int + 40 AS v', [i]);
      expect(res.rows).toEqual([{ v: i + 40 }]);
    }
    expect(statements.size).toBe(before + 1);
  });

  it('keep at most the bounded number prepared, closing the least recently used', async () => {
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i += 1) {
      await db.query(`SELECT ${i} AS n, $1::text AS label`, ['x']);
    }
    expect(preparedStatements(pg).size).toBe(MAX_PREPARED_STATEMENTS);
    // The closes go with the next message sent: run one more, then count PostgreSQL's own.
    await db.query('SELECT 1');
    expect(await prepared()).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
    // An evicted text runs again (prepared anew).
    expect((await db.query('SELECT 0 AS n, $1::text AS label', ['y'])).rows).toEqual([
      { n: 0, label: 'y' },
    ]);
  });

  it('a failed query throws PGlite’s error with its SQLSTATE, and the next query runs', async () => {
    await db.query("INSERT INTO t (name) VALUES ('unique-one')");
    const duplicate = await db
      .query('INSERT INTO t (name) VALUES ($1)', ['unique-one'])
      .catch((error: unknown) => error);
    expect(sqlState(duplicate)).toBe(UNIQUE_VIOLATION);
    const syntax = await db.query('SELEC 1').catch((error: unknown) => error);
    expect(sqlState(syntax)).toBe('42601');
    expect((await db.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    await expect(db.query('SELECT $1::int AS v', [1, 2])).rejects.toThrow(
      /supplies 2 parameters, but prepared statement requires 1/,
    );
  });

  it('a statement follows its table after DDL, through exec() or through query()', async () => {
    await db.exec('CREATE TABLE ddl (a int)');
    await db.query('INSERT INTO ddl VALUES (1)');
    const all = 'SELECT * FROM ddl';
    expect((await db.query(all)).rows).toEqual([{ a: 1 }]);
    await db.exec('ALTER TABLE ddl ADD COLUMN b int DEFAULT 2');
    // Read inside a transaction, where a refused statement cannot be run again: exec() forgot it.
    const read = await db.transaction(async (tx) => (await tx.query(all)).rows);
    expect(read).toEqual([{ a: 1, b: 2 }]);
    // DDL sent as a query: PostgreSQL refuses the old statement; it is prepared anew and run.
    await db.query('ALTER TABLE ddl ADD COLUMN c int DEFAULT 3');
    expect((await db.query(all)).rows).toEqual([{ a: 1, b: 2, c: 3 }]);
  });

  it('a transaction commits or rolls back as a whole, and no other query runs inside it', async () => {
    await db.query('DELETE FROM t');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const writing = db.transaction(async (tx) => {
      await tx.query("INSERT INTO t (name) VALUES ('in-tx')");
      expect((await tx.query('SELECT name FROM t')).rows).toEqual([{ name: 'in-tx' }]);
      entered();
      await held;
      await tx.query("INSERT INTO t (name) VALUES ('in-tx-2')");
    });
    await inside;
    // Sent while the transaction is open: it waits for the commit, so it sees both rows.
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await writing;
    expect((await outside).rows).toEqual([{ n: 2 }]);

    const failed = await db
      .transaction(async (tx) => {
        await tx.query("INSERT INTO t (name) VALUES ('rolled-back')");
        await tx.query("INSERT INTO t (name) VALUES ('in-tx')"); // a duplicate
      })
      .catch((error: unknown) => error);
    expect(sqlState(failed)).toBe(UNIQUE_VIOLATION);
    expect((await db.query('SELECT name FROM t ORDER BY name')).rows).toEqual([
      { name: 'in-tx' },
      { name: 'in-tx-2' },
    ]);
  });

  it('refuse queries once the database is closed', async () => {
    const other = await createPglite('memory://', { loadDataDir: await emptyPgliteDataDir() });
    const otherDb = pgliteDb(other);
    expect((await otherDb.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await otherDb.close();
    await expect(otherDb.query('SELECT 1 AS one')).rejects.toThrow(/closed/);
  });
});
