/** The embedded database: PGlite (PostgreSQL 18 in WebAssembly) in a data folder or in memory. */
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, QueryResult, Queryable } from './adapter';
import { preparedStatements } from './pglite-statements';

/** bigint columns (ids, money) come back as numbers: every amount fits in 2^53 UZS. */
const parsers = { [types.INT8]: (value: string) => Number(value) };

/**
 * `dataDir` is a folder path, or `memory://` for a throwaway database. `loadDataDir` starts it
 * from a tarball of a data folder (PGlite's dumpDataDir) instead of running initdb.
 */
export async function openPglite(dataDir: string, options: PgliteStartOptions = {}): Promise<Db> {
  return pgliteDb(await createPglite(dataDir, options));
}

/**
 * How a PGlite starts: from a data-folder tarball, with a smaller shared buffer pool (the test
 * databases: docs/decisions/0332-lean-test-databases.md), or with initdb's own arguments.
 */
export interface PgliteStartOptions {
  loadDataDir?: Blob;
  /** PostgreSQL settings for this start (`shared_buffers: '16MB'`), over the data folder's. */
  settings?: Readonly<Record<string, string>>;
  /** Extra initdb arguments for a folder made anew (e.g. `--wal-segsize=1`). */
  initDbStartParams?: string[];
}

/** A PGlite with the parsers the server reads its answers with (for a test's data-folder copy). */
export function createPglite(dataDir: string, options: PgliteStartOptions = {}): Promise<PGlite> {
  const { settings, ...rest } = options;
  // PGlite's start parameters replace its defaults, so they are extended, never given alone.
  const startParams = settings
    ? [
        ...PGlite.defaultStartParams,
        ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
      ]
    : undefined;
  return PGlite.create(dataDir, { parsers, ...rest, ...(startParams ? { startParams } : {}) });
}

/** The server's database over an open PGlite made by createPglite. */
export function pgliteDb(pg: PGlite): Db {
  // Every query a named prepared statement, run in one call (pglite-statements.ts), under the
  // same locks PGlite's own query() takes: outside a transaction both its transaction and query
  // locks, so no query runs inside another caller's open transaction; inside one, the query lock.
  const statements = preparedStatements(pg);
  const query = <R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> =>
    pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(() => statements.run<R>(sql, params, false)),
    );
  return {
    kind: 'pglite',
    namespace: 'public',
    query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pg.transaction((tx) =>
        fn({
          query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
            if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
            return pg._runExclusiveQuery(() => statements.run<R>(sql, params, true));
          },
        }),
      );
    },
    async exec(sql: string): Promise<void> {
      // exec() runs the migrations' DDL: a prepared statement's columns may change under it.
      statements.forgetAll();
      await pg.exec(sql);
    },
    async listen(channel, onPayload) {
      const unlisten = await pg.listen(channel, onPayload);
      return async () => {
        if (!pg.closed) await unlisten();
      };
    },
    async notify(channel, payload) {
      await query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // One process owns a PGlite folder (pglite-lock.ts): nobody else can hold the lock.
    async exclusive(_lockKey, fn) {
      return fn();
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}
