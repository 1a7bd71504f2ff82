/** A real PostgreSQL server through node-postgres: a pool for queries, one client for LISTEN. */
import { createHash } from 'node:crypto';
import pg from 'pg';
import {
  UNIQUE_VIOLATION,
  sqlState,
  type Db,
  type QueryOptions,
  type QueryResult,
  type Queryable,
  type Unlisten,
} from './adapter';

/** bigint columns (ids, money) come back as numbers: every amount fits in 2^53 UZS. */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 && format !== 'binary') return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** A prepared statement's name: from its text, so one name never means two statements. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (name === undefined) {
    name = `savdo_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * Texts whose prepared statement failed because a migration changed what they answer (a newer
 * process added a column to a table read with `*` while this one still serves): this process
 * runs them as plain queries from then on.
 */
const unpreparable = new Set<string>();
/** "cached plan must not change result type". */
const FEATURE_NOT_SUPPORTED = '0A000';

function shaped<R>(res: pg.QueryResult): QueryResult<R> {
  return { rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length };
}

/** `inTransaction`: a failed statement aborts the transaction, so it is not tried again. */
function wrap(target: pg.Pool | pg.PoolClient, inTransaction = false): Queryable {
  return {
    async query<R>(
      sql: string,
      params: unknown[] = [],
      options?: QueryOptions,
    ): Promise<QueryResult<R>> {
      if (options?.prepare && !unpreparable.has(sql)) {
        try {
          return shaped(
            await target.query({ name: statementName(sql), text: sql, values: params }),
          );
        } catch (error) {
          if (sqlState(error) !== FEATURE_NOT_SUPPORTED) throw error;
          unpreparable.add(sql);
          if (inTransaction) throw error;
        }
      }
      return shaped(await target.query(sql, params));
    },
  };
}

export interface PostgresOptions {
  /** Use this schema (created if missing) instead of `public`: one per test file. */
  schema?: string;
  /** Drop that schema again on close (tests). */
  dropSchemaOnClose?: boolean;
  poolSize?: number;
  onError?: (error: Error) => void;
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe schema name: ${name}`);
  return `"${name}"`;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Db> {
  const schema = options.schema ?? null;
  const onError = options.onError ?? (() => {});
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`);
    } catch (error) {
      // Two processes creating the schema at once: the other one made it.
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    } finally {
      await admin.end();
    }
  }
  const clientConfig: pg.ClientConfig = {
    connectionString: url,
    types: typeParsers,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
  const pool = new pg.Pool({ ...clientConfig, max: options.poolSize ?? 10 });
  pool.on('error', onError);
  // Fail fast on a wrong URL rather than at the first request.
  await pool.query('SELECT 1');

  // LISTEN needs one long-lived connection; it reconnects after a drop and re-listens.
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let listener: pg.Client | null = null;
  let closed = false;
  let connecting: Promise<pg.Client> | null = null;

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client(clientConfig);
    client.on('notification', (msg) => {
      for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
    });
    client.on('error', (error) => {
      onError(error);
      if (listener === client) listener = null;
      if (!closed) setTimeout(() => void ensureListener().catch(onError), 500).unref();
    });
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    listener = client;
    return client;
  }

  function ensureListener(): Promise<pg.Client> {
    if (listener) return Promise.resolve(listener);
    connecting ??= connectListener().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  const base = wrap(pool);
  return {
    kind: 'postgres',
    namespace: schema ?? 'public',
    query: base.query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client, true));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string): Promise<void> {
      await pool.query(sql);
    },
    async listen(channel, onPayload): Promise<Unlisten> {
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(onPayload);
      const client = await ensureListener();
      if (isNew) await client.query(`LISTEN ${quoteIdent(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          if (listener && !closed) await listener.query(`UNLISTEN ${quoteIdent(channel)}`);
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async exclusive(lockKey, fn) {
      // A session-level lock lives on one connection: hold a client for its duration.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lockKey]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      if (listener) await listener.end().catch(() => {});
      if (schema && options.dropSchemaOnClose) {
        await pool.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`).catch(() => {});
      }
      await pool.end();
    },
  };
}
