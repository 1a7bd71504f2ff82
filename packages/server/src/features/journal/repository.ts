/** The journal's SQL: entries of one user, filtered and paged, and the import log. */
import type { JournalFilters } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { NOW, insertRow, json, updateRow, type ColumnValues } from '../../db/rows';

export interface JournalRow {
  id: number;
  user_id: number;
  symbol: string;
  /** YYYY-MM-DD (read through to_char, never a Date shifted by the process's time zone). */
  trade_date: string;
  direction: 'long' | 'short';
  /** numeric columns arrive as text. */
  pnl: string | number;
  risk: string | number;
  rr: string | number;
  win: boolean;
  before_title_1: string;
  before_title_2: string;
  description_1: string[] | string;
  description_2: string[] | string;
  notes: string;
  before_image_1: string | null;
  before_image_2: string | null;
  after_image: string | null;
  import_id: number | null;
  /** numeric, as text; null when not given. */
  entry_price: string | number | null;
  exit_price: string | number | null;
  size: string | number | null;
  point_value: string | number | null;
  fees: string | number | null;
  stop_price: string | number | null;
  entry_time: Date | string | null;
  exit_time: Date | string | null;
  setup_tags: string[];
  mistake_tags: string[];
  source: string | null;
  source_key: string | null;
  created_at: Date;
  updated_at: Date;
}

/** Column values as written: the lists go to their jsonb columns as JSON (rows.ts json()). */
export type JournalWrite = Omit<
  ColumnValues<JournalRow>,
  'id' | 'user_id' | 'created_at' | 'description_1' | 'description_2'
> & { description_1?: string[]; description_2?: string[] };

const COLUMNS = `id, user_id, symbol, to_char(trade_date, 'YYYY-MM-DD') AS trade_date, direction,
  pnl, risk, rr, win, before_title_1, before_title_2, description_1, description_2, notes,
  before_image_1, before_image_2, after_image, import_id, entry_price, exit_price, size,
  point_value, fees, stop_price, entry_time, exit_time, setup_tags, mistake_tags, source,
  source_key, created_at, updated_at`;

function jsonLists(values: JournalWrite): ColumnValues<JournalRow> {
  const { description_1, description_2, ...rest } = values;
  return {
    ...rest,
    ...(description_1 ? { description_1: json(description_1) } : {}),
    ...(description_2 ? { description_2: json(description_2) } : {}),
  };
}

export async function insertEntry(
  q: Queryable,
  userId: number,
  values: JournalWrite,
): Promise<JournalRow> {
  const row = await insertRow<JournalRow>(q, 'journal_entries', {
    user_id: userId,
    ...jsonLists(values),
  });
  return (await findEntry(q, userId, row.id)) as JournalRow;
}

export async function updateEntry(
  q: Queryable,
  userId: number,
  id: number,
  values: JournalWrite,
): Promise<JournalRow | null> {
  const row = await updateRow<JournalRow>(
    q,
    'journal_entries',
    { id, user_id: userId },
    { ...jsonLists(values), updated_at: NOW },
  );
  return row ? findEntry(q, userId, id) : null;
}

/** The user's entry, or null (another user's entry is "not found" too). */
export async function findEntry(
  q: Queryable,
  userId: number,
  id: number,
  forUpdate = false,
): Promise<JournalRow | null> {
  const res = await q.query<JournalRow>(
    `SELECT ${COLUMNS} FROM journal_entries WHERE id = $1 AND user_id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [id, userId],
  );
  return res.rows[0] ?? null;
}

export async function deleteEntry(q: Queryable, userId: number, id: number): Promise<boolean> {
  const res = await q.query('DELETE FROM journal_entries WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return res.rowCount > 0;
}

/** WHERE text and parameters of the list filters. */
export function whereOf(
  userId: number,
  filters: JournalFilters,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [userId];
  const parts = ['user_id = $1'];
  if (filters.symbol) {
    params.push(filters.symbol.trim().toUpperCase());
    parts.push(`symbol = $${params.length}`);
  }
  if (filters.direction) {
    params.push(filters.direction);
    parts.push(`direction = $${params.length}`);
  }
  if (filters.win !== undefined) {
    params.push(filters.win);
    parts.push(`win = $${params.length}`);
  }
  if (filters.from_date) {
    params.push(filters.from_date);
    parts.push(`trade_date >= $${params.length}::date`);
  }
  if (filters.to_date) {
    params.push(filters.to_date);
    parts.push(`trade_date <= $${params.length}::date`);
  }
  // Tags are stored lower-case (parseJournalTags), so the filter matches however it was typed.
  if (filters.setup_tag) {
    params.push(filters.setup_tag.trim().toLowerCase());
    parts.push(`$${params.length} = ANY(setup_tags)`);
  }
  if (filters.mistake_tag) {
    params.push(filters.mistake_tag.trim().toLowerCase());
    parts.push(`$${params.length} = ANY(mistake_tags)`);
  }
  return { sql: parts.join(' AND '), params };
}

/** A page of entries, newest trade first. */
export async function listEntries(
  q: Queryable,
  userId: number,
  filters: JournalFilters,
  limit: number,
  page: number,
): Promise<{ rows: JournalRow[]; total: number }> {
  const where = whereOf(userId, filters);
  const count = await q.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM journal_entries WHERE ${where.sql}`,
    where.params,
  );
  const params = [...where.params, limit, (page - 1) * limit];
  const res = await q.query<JournalRow>(
    `SELECT ${COLUMNS} FROM journal_entries WHERE ${where.sql}
     ORDER BY trade_date DESC, id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { rows: res.rows, total: Number(count.rows[0]?.n ?? 0) };
}

/** Every entry the filters select, oldest trade first (statistics and export). */
export async function allEntries(
  q: Queryable,
  userId: number,
  filters: JournalFilters,
): Promise<JournalRow[]> {
  const where = whereOf(userId, filters);
  const res = await q.query<JournalRow>(
    `SELECT ${COLUMNS} FROM journal_entries WHERE ${where.sql} ORDER BY trade_date ASC, id ASC`,
    where.params,
  );
  return res.rows;
}

/** Claims a file's hash for this user; null when the same file was imported before. */
export async function claimImport(
  q: Queryable,
  userId: number,
  contentHash: string,
  imported: number,
): Promise<number | null> {
  const res = await q.query<{ id: number }>(
    `INSERT INTO journal_imports (user_id, content_hash, imported) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, content_hash) DO NOTHING RETURNING id`,
    [userId, contentHash, imported],
  );
  return res.rows[0]?.id ?? null;
}

/**
 * Serializes one user's imports (a transaction-scoped lock), so two imports of the same trades
 * at once still add each trade once: the second waits, then finds the first one's keys.
 */
export async function lockUserImports(q: Queryable, userId: number): Promise<void> {
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('journal-import'), $1::int)`, [userId]);
}

/** Which of these source keys the user's journal already holds. */
export async function existingSourceKeys(
  q: Queryable,
  userId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const res = await q.query<{ source_key: string }>(
    `SELECT source_key FROM journal_entries WHERE user_id = $1 AND source_key = ANY($2::text[])`,
    [userId, [...keys]],
  );
  return new Set(res.rows.map((r) => r.source_key));
}
