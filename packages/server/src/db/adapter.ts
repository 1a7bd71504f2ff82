/**
 * One database interface over PGlite (embedded) and node-postgres (a real server). Everything
 * above this file speaks plain PostgreSQL through it; the SQL is the same on both.
 */

export interface QueryResult<R> {
  rows: R[];
  /** Rows changed by INSERT/UPDATE/DELETE (or returned by SELECT). */
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Plan the statement once per connection and reuse the plan (a named prepared statement on
   * PostgreSQL, named after the text; PGlite prepares every text anyway, pglite-statements.ts).
   * Only for SQL whose text is one of a few fixed strings on a hot path: every distinct text
   * stays prepared on every pooled connection (decision 0265).
   */
  prepare?: boolean;
}

export interface Queryable {
  query<R = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<R>>;
}

export type Unlisten = () => Promise<void>;

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Where this database's rows live: 'public', or a per-test schema. LISTEN/NOTIFY channels are
   * database-wide, so channel names carry it to keep test schemas apart.
   */
  readonly namespace: string;
  /** Runs `fn` in one transaction; it commits when `fn` resolves and rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (migrations), without parameters. */
  exec(sql: string): Promise<void>;
  /** Calls `onPayload` for every NOTIFY on `channel`, from any process on this database. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `fn` while holding a database-wide advisory lock, so at most one process does it at a
   * time (for example the demo seed when two processes start together). `fn` uses this Db.
   */
  exclusive<T>(lockKey: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Postgres SQLSTATE of a failed query, when the driver reports one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
