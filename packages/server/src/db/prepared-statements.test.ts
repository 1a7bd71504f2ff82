// `prepare: true` (decision 0265): PostgreSQL plans the statement once per connection under a
// name made from its text; PGlite prepares every text anyway
// (pglite-statements.ts). Either way the answers are those of a plain query.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './adapter';
import { openTestDatabase } from '../../../../tests/kit/server/helpers';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('prepared statements', () => {
  it('answer what the plain query answers, run after run, with other parameters', async () => {
    const sql = 'SELECT $1::int * 2 AS twice, $2::text AS label';
    for (let i = 0; i < 30; i += 1) {
      const prepared = await db.query(sql, [i, `n${i}`], { prepare: true });
      expect(prepared.rows).toEqual((await db.query(sql, [i, `n${i}`])).rows);
      expect(prepared.rows).toEqual([{ twice: i * 2, label: `n${i}` }]);
    }
  });

  it('two texts prepared side by side never share a name', async () => {
    const a = 'SELECT $1::int + 1 AS v';
    const b = 'SELECT $1::int + 2 AS v';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => db.query(i % 2 ? a : b, [i], { prepare: true })),
    );
    expect(answers.map((r) => r.rows[0])).toEqual(
      Array.from({ length: 40 }, (_, i) => ({ v: i + (i % 2 ? 1 : 2) })),
    );
  });

  it('inside a transaction too', async () => {
    const v = await db.transaction(async (tx) => {
      const res = await tx.query<{ v: number }>('SELECT $1::int AS v', [7], { prepare: true });
      return res.rows[0]?.v;
    });
    expect(v).toBe(7);
  });

  it('a migration that adds a column under a running process: the answers carry it, no error', async () => {
    await db.query('CREATE TABLE prepared_probe (id int)');
    await db.query('INSERT INTO prepared_probe VALUES (1)');
    const sql = 'SELECT * FROM prepared_probe WHERE id = $1';
    const readAll = () =>
      Promise.all(Array.from({ length: 30 }, () => db.query(sql, [1], { prepare: true })));
    // Prepared on several pooled connections, then the table changes under them.
    expect((await readAll()).map((r) => r.rows)).toEqual(Array(30).fill([{ id: 1 }]));
    await db.query("ALTER TABLE prepared_probe ADD COLUMN note text NOT NULL DEFAULT 'x'");
    expect((await readAll()).map((r) => r.rows)).toEqual(Array(30).fill([{ id: 1, note: 'x' }]));
  });
});
