/**
 * INSERT and UPDATE from an object of column values, so a statement names each column once,
 * beside its value, instead of a column list and a parallel list of `$n` parameters. Plain
 * parameters only: the same SQL runs on PGlite and node-postgres (db/adapter.ts).
 *
 * Column names come from our code, typed against the row (`ColumnValues<UserRow>`), never from a
 * request body; they are still checked to be plain identifiers.
 */
import type { Queryable } from './adapter';

/** A value written as SQL text rather than as a parameter, e.g. NOW. */
export class SqlExpression {
  constructor(readonly text: string) {}
}

/** The database's clock (the transaction's time), not this process's. */
export const NOW = new SqlExpression('now()');

/**
 * A value for a jsonb column, sent as JSON text. node-postgres sends a JS array as a PostgreSQL
 * array literal (`{a,b}`), which jsonb refuses; PGlite happens to accept it, so only the real
 * server would fail. Wrap every jsonb value that may be an array.
 */
export class JsonValue {
  constructor(readonly value: unknown) {}
}

/** `json(value)`: the value as JSON text for a jsonb column (see JsonValue). */
export const json = (value: unknown): JsonValue => new JsonValue(value);

/** Column values; `undefined` leaves a column out (its default, or unchanged). */
export type ColumnValues<Row> = {
  [K in keyof Row & string]?: Row[K] | SqlExpression | JsonValue;
};

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${name}`);
  return name;
}

/** The defined entries, each as a column and its SQL (a `$n` placeholder or an expression). */
function columns(values: object, params: unknown[]): { column: string; sql: string }[] {
  const out: { column: string; sql: string }[] = [];
  for (const [column, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value instanceof SqlExpression) {
      out.push({ column: identifier(column), sql: value.text });
    } else if (value instanceof JsonValue) {
      params.push(JSON.stringify(value.value));
      out.push({ column: identifier(column), sql: `$${params.length}` });
    } else {
      params.push(value);
      out.push({ column: identifier(column), sql: `$${params.length}` });
    }
  }
  return out;
}

/** Inserts one row and answers it as stored (RETURNING *). */
export async function insertRow<Row>(
  q: Queryable,
  table: string,
  values: ColumnValues<Row>,
): Promise<Row> {
  const params: unknown[] = [];
  const cols = columns(values, params);
  const sql =
    cols.length === 0
      ? `INSERT INTO ${identifier(table)} DEFAULT VALUES RETURNING *`
      : `INSERT INTO ${identifier(table)} (${cols.map((c) => c.column).join(', ')})
         VALUES (${cols.map((c) => c.sql).join(', ')}) RETURNING *`;
  const res = await q.query<Row>(sql, params);
  const row = res.rows[0];
  if (!row) throw new Error(`insert into ${table} returned no row`);
  return row;
}

/**
 * Updates the rows matching every `where` column and answers the first as stored, or null when
 * none matched. At least one value must be set.
 */
export async function updateRow<Row>(
  q: Queryable,
  table: string,
  where: ColumnValues<Row>,
  values: ColumnValues<Row>,
): Promise<Row | null> {
  const params: unknown[] = [];
  const sets = columns(values, params);
  if (sets.length === 0) throw new Error(`update of ${table} sets nothing`);
  const conditions = columns(where, params);
  if (conditions.length === 0) throw new Error(`update of ${table} has no condition`);
  const res = await q.query<Row>(
    `UPDATE ${identifier(table)} SET ${sets.map((c) => `${c.column} = ${c.sql}`).join(', ')}
     WHERE ${conditions.map((c) => `${c.column} = ${c.sql}`).join(' AND ')} RETURNING *`,
    params,
  );
  return res.rows[0] ?? null;
}
