/**
 * Versioned migrations: every `NNNN_<name>.sql` runs once, in order of NNNN, each in its own
 * transaction, and is recorded in schema_migrations. They live in db/migrations (platform tables)
 * and in each feature's `features/<feature>/migrations/`; the version numbers are one sequence
 * across all folders (decision 0100). An advisory lock keeps two processes that start together on
 * one PostgreSQL from running the same migration twice.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './adapter';

const SRC_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLATFORM_MIGRATIONS_DIR = join(SRC_DIR, 'db', 'migrations');
const FEATURES_DIR = join(SRC_DIR, 'features');
/** Any constant: the key of the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 72_011_003;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** db/migrations and every `features/<feature>/migrations` that exists. */
export function migrationDirs(): string[] {
  const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(FEATURES_DIR, entry.name, 'migrations'))
    .filter((dir) => existsSync(dir))
    .sort();
  return [PLATFORM_MIGRATIONS_DIR, ...features];
}

/**
 * Every migration of `dirs`, by version. Two files with one version (two features picked the
 * same next number) stop the start: which runs first would be an accident.
 */
export function listMigrations(dirs: string[] = migrationDirs()): Migration[] {
  const found = dirs.flatMap((dir) =>
    readdirSync(dir)
      .map((file) => /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({
        version: Number(m[1]),
        name: m[2] ?? '',
        sql: readFileSync(join(dir, m[0]), 'utf8'),
        file: join(dir, m[0]),
      })),
  );
  found.sort((a, b) => a.version - b.version);
  for (let i = 1; i < found.length; i += 1) {
    const [a, b] = [found[i - 1], found[i]];
    if (a && b && a.version === b.version) {
      throw new Error(`two migrations have version ${a.version}: ${a.file} and ${b.file}`);
    }
  }
  return found.map(({ version, name, sql }) => ({ version, name, sql }));
}

/** Applies the migrations not yet recorded; answers the versions it applied. */
export async function migrate(
  db: Db,
  migrations: Migration[] = listMigrations(),
): Promise<number[]> {
  // Under the lock too: two processes creating the table at once can collide in the catalog.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: number[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (seen.rows.length > 0) return false;
      // Statements without parameters, one by one: both drivers accept a single statement
      // per parameterised call, and a migration is a list of plain statements.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/**
 * Splits a migration into statements at semicolons outside quotes, comments and $$ bodies.
 * Migrations are our own files, so this covers what they use.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] ?? '';
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
      continue;
    }
    if (rest.startsWith('$$')) {
      const end = sql.indexOf('$$', i + 2);
      const stop = end === -1 ? sql.length : end + 2;
      current += sql.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === "'") {
      let j = i + 1;
      while (j < sql.length && !(sql[j] === "'" && sql[j + 1] !== "'")) j += sql[j] === "'" ? 2 : 1;
      current += sql.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (ch === ';') {
      if (current.trim()) out.push(current.trim());
      current = '';
      i += 1;
      continue;
    }
    current += ch;
    i += 1;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
