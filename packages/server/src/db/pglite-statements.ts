/**
 * The server's queries on PGlite as named prepared statements, each run with one call into
 * PGlite. PGlite's own `query()` sends a parameterised query as six calls into its WebAssembly
 * (parse, describe, bind, describe, execute, sync), and PostgreSQL parses and plans its text
 * every time. Here a text is parsed and described once (its parameter types and columns kept),
 * and every later run is bind, execute and sync in one message: about 0.1 ms of CPU per query
 * instead of 0.45-0.65 ms (docs/decisions/0334-pglite-prepared-statements.md). The answers are
 * the same: values are serialised and parsed with the PGlite instance's own serialisers and
 * parsers, and errors are PGlite's own DatabaseError.
 */
import { messages, protocol, type PGlite } from '@electric-sql/pglite';
import type { QueryResult } from './adapter';

const { serialize } = protocol;

/** Statements kept prepared: the least recently used beyond this are closed. */
export const MAX_PREPARED_STATEMENTS = 500;

/**
 * SQLSTATE 0A000 with this text: a prepared statement's columns changed under it (a table it
 * reads was altered). Prepared anew and run once more, outside a transaction.
 */
const PLAN_CHANGED = /cached plan must not change result type/;

interface Column {
  name: string;
  type: number;
  parse: ((value: string, type: number) => unknown) | undefined;
}

interface Statement {
  name: string;
  paramTypes: number[];
  columns: Column[];
}

/** Affected-row counts PGlite reports (a SELECT counts as 0 there, and here). */
const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Statement names are unique in the process, so two runners on one PGlite never share one. */
let named = 0;

const runners = new WeakMap<PGlite, PreparedStatements>();

/** The one runner of `pg`: its prepared statements live in that PGlite's one connection. */
export function preparedStatements(pg: PGlite): PreparedStatements {
  let runner = runners.get(pg);
  if (!runner) runners.set(pg, (runner = new PreparedStatements(pg)));
  return runner;
}

export class PreparedStatements {
  readonly #pg: PGlite;
  /** By SQL text, least recently used first (a Map keeps insertion order). */
  readonly #byText = new Map<string, Statement>();
  /** Statements evicted from the cache, closed with the next message sent. */
  #toClose: string[] = [];

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  /** How many texts are prepared now (for tests). */
  get size(): number {
    return this.#byText.size;
  }

  /** Forgets every statement: after DDL run through exec(), their columns may have changed. */
  forgetAll(): void {
    for (const statement of this.#byText.values()) this.#toClose.push(statement.name);
    this.#byText.clear();
  }

  /**
   * Runs `sql` with `params`. The caller holds PGlite's query lock (and, outside a transaction,
   * its transaction lock), as PGlite's own query() does.
   */
  async run<R>(sql: string, params: unknown[], inTransaction: boolean): Promise<QueryResult<R>> {
    try {
      return await this.#runOnce<R>(sql, params, inTransaction);
    } catch (error) {
      if (inTransaction || !PLAN_CHANGED.test(String((error as Error).message))) throw error;
      this.#forget(sql);
      return this.#runOnce<R>(sql, params, inTransaction);
    }
  }

  async #runOnce<R>(
    sql: string,
    params: unknown[],
    inTransaction: boolean,
  ): Promise<QueryResult<R>> {
    // PGlite's own refusal once it is closing or closed ("PGlite is closed").
    await this.#pg._checkReady();
    const statement = await this.#prepared(sql);
    if (params.length !== statement.paramTypes.length) {
      throw new Error(
        `bind message supplies ${params.length} parameters, but prepared statement requires ${statement.paramTypes.length}`,
      );
    }
    const values = params.map((value, i) => this.#serialise(value, statement.paramTypes[i]!));
    const answer = await this.#send(
      [
        serialize.bind({ statement: statement.name, values }),
        serialize.execute({}),
        serialize.sync(),
      ],
      sql,
      !inTransaction,
    );
    const rows: R[] = [];
    let affected = 0;
    for (const message of answer) {
      if (message instanceof messages.DataRowMessage) {
        const row: Record<string, unknown> = {};
        const { fields } = message;
        for (let i = 0; i < statement.columns.length; i += 1) {
          const column = statement.columns[i]!;
          const raw = fields[i] ?? null;
          row[column.name] = raw === null || !column.parse ? raw : column.parse(raw, column.type);
        }
        rows.push(row as R);
      } else if (message instanceof messages.CommandCompleteMessage) {
        const words = message.text.split(' ');
        if (COUNTED.has(words[0] ?? '')) affected += Number(words[words.length - 1]) || 0;
      }
    }
    // As pglite.ts's adapter always answered: a SELECT counts the rows it returned.
    return { rows, rowCount: affected || rows.length };
  }

  #serialise(value: unknown, type: number): string | null {
    if (value === null || value === undefined) return null;
    const serializer = this.#pg.serializers[type];
    return serializer ? serializer(value) : String(value);
  }

  async #prepared(sql: string): Promise<Statement> {
    const known = this.#byText.get(sql);
    if (known) {
      // Most recently used last.
      this.#byText.delete(sql);
      this.#byText.set(sql, known);
      return known;
    }
    named += 1;
    const name = `savdo_${named}`;
    const answer = await this.#send(
      [
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ],
      sql,
      false,
    );
    let paramTypes: number[] = [];
    let columns: Column[] = [];
    for (const message of answer) {
      if (message instanceof messages.ParameterDescriptionMessage) paramTypes = message.dataTypeIDs;
      if (message instanceof messages.RowDescriptionMessage) {
        columns = message.fields.map((field) => ({
          name: field.name,
          type: field.dataTypeID,
          parse: this.#pg.parsers[field.dataTypeID],
        }));
      }
    }
    const statement = { name, paramTypes, columns };
    this.#byText.set(sql, statement);
    if (this.#byText.size > MAX_PREPARED_STATEMENTS) {
      const oldest = this.#byText.keys().next().value;
      if (oldest !== undefined) this.#forget(oldest);
    }
    return statement;
  }

  #forget(sql: string): void {
    const statement = this.#byText.get(sql);
    if (!statement) return;
    this.#byText.delete(sql);
    this.#toClose.push(statement.name);
  }

  /** Sends `parts` (after the pending closes) in one call; throws PGlite's DatabaseError. */
  async #send(parts: Uint8Array[], sql: string, syncToFs: boolean) {
    const closes = this.#toClose.map((name) => serialize.close({ type: 'S', name }));
    this.#toClose = [];
    try {
      return await this.#pg.execProtocolStream(concat([...closes, ...parts]), { syncToFs });
    } catch (error) {
      // The SQL on the error, as PGlite's own query() puts it there, for the logs.
      if (error instanceof Error) Object.assign(error, { query: sql });
      throw error;
    }
  }
}
