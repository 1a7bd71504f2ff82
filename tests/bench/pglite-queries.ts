/**
 * Benchmark: the CPU one query costs on PGlite, through PGlite's own query() and through the
 * server's adapter (named prepared statements, one call into PGlite each:
 * docs/decisions/0334-pglite-prepared-statements.md). Three shapes the server runs all the time:
 * a one-row read by key, a ten-row list, and an insert in a transaction. The database is the
 * migrated test database (tests/kit/server/pglite-template.ts), in memory.
 *
 *   node_modules/.bin/tsx tests/bench/pglite-queries.ts
 *
 * Prints milliseconds of CPU per query (median of 5 rounds of BENCH_QUERIES, default 1,000) and
 * the ratio. Target: the adapter at most half of PGlite's own query() for each shape.
 */
import v8 from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, pgliteDb } from '../../packages/server/src/db/pglite';
import { listMigrations } from '../../packages/server/src/db/migrate';
import type { Queryable } from '../../packages/server/src/db/adapter';
import { migratedPgliteDataDir } from '../kit/server/pglite-template';

// As the test databases run (tests/kit/server/helpers.ts): the baseline WebAssembly compiler.
v8.setFlagsFromString('--liftoff-only');

const QUERIES = Number(process.env.BENCH_QUERIES ?? 1000);
const ROUNDS = 5;

const cpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const pg: PGlite = await createPglite('memory://', {
  loadDataDir: await migratedPgliteDataDir(listMigrations()),
});
const db = pgliteDb(pg);
await pg.exec(`CREATE TABLE bench_rows (id bigserial PRIMARY KEY, name text NOT NULL, amount bigint,
  at timestamptz NOT NULL DEFAULT now())`);
await pg.query(`INSERT INTO bench_rows (name, amount) SELECT 'row ' || g, g * 1000
  FROM generate_series(1, 200) AS g`);

type Shape = (q: Queryable, i: number) => Promise<unknown>;
const shapes: Record<string, { run: Shape; inTransaction?: boolean }> = {
  'one row by key': {
    run: (q, i) => q.query('SELECT * FROM bench_rows WHERE id = $1', [(i % 200) + 1]),
  },
  'ten-row list': {
    run: (q, i) =>
      q.query('SELECT id, name, amount, at FROM bench_rows WHERE id > $1 ORDER BY id LIMIT 10', [
        i % 190,
      ]),
  },
  'insert in a transaction': {
    run: (q, i) =>
      q.query('INSERT INTO bench_rows (name, amount) VALUES ($1, $2) RETURNING id', [
        `new ${i}`,
        i,
      ]),
    inTransaction: true,
  },
};

interface Driver {
  query: Queryable;
  transaction(fn: (tx: Queryable) => Promise<void>): Promise<void>;
}

const result = (res: { rows: unknown[]; affectedRows?: number }) => ({
  rows: res.rows as never[],
  rowCount: res.affectedRows || res.rows.length,
});

/** PGlite's own query(), as the adapter called it before. */
const own: Driver = {
  query: { query: async (sql, params) => result(await pg.query(sql, params)) },
  transaction: (fn) =>
    pg.transaction((tx) =>
      fn({ query: async (sql, params) => result(await tx.query(sql, params)) }),
    ),
};
const adapter: Driver = { query: db, transaction: (fn) => db.transaction(fn) };

async function measure(driver: Driver, shape: { run: Shape; inTransaction?: boolean }) {
  const perRound: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = cpuSeconds();
    if (shape.inTransaction) {
      // Ten statements per transaction, as a purchase or a top-up runs several.
      for (let i = 0; i < QUERIES; i += 10)
        await driver.transaction(async (tx) => {
          for (let k = 0; k < 10; k += 1) await shape.run(tx, i + k);
        });
    } else {
      for (let i = 0; i < QUERIES; i += 1) await shape.run(driver.query, i);
    }
    perRound.push(((cpuSeconds() - started) / QUERIES) * 1000);
  }
  return median(perRound);
}

console.log(`PGlite, CPU per query (ms), median of ${ROUNDS} rounds of ${QUERIES}:`);
console.log('shape                      PGlite query()   adapter   ratio');
let missed = 0;
for (const [name, shape] of Object.entries(shapes)) {
  // One warm-up round each, so both are measured with their code compiled.
  await shape.run(adapter.query, 0);
  await shape.run(own.query, 0);
  const theirs = await measure(own, shape);
  const ours = await measure(adapter, shape);
  const ratio = ours / theirs;
  if (ratio > 0.5) missed += 1;
  console.log(
    `${name.padEnd(26)} ${theirs.toFixed(3).padStart(14)} ${ours.toFixed(3).padStart(9)} ${ratio
      .toFixed(2)
      .padStart(7)}${ratio > 0.5 ? '  (target 0.5 missed)' : ''}`,
  );
}
await db.close();
process.exit(missed === 0 ? 0 : 1);
