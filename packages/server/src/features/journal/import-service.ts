/**
 * Import into the journal (docs/decisions/0200-journal-entries-and-images.md,
 * 0319-journal-statement-import.md): a journal CSV, or a MetaTrader statement (MT4/MT5 HTML,
 * MT5 Positions CSV). Every row is checked first; a file with bad rows imports nothing unless
 * the caller accepts the valid rows (accept_valid). Each trade is added once: it carries a key
 * (a statement's ticket, a CSV row's content hash) unique per user, so a trade the journal
 * already holds is counted in `already_imported` instead of added again. The same CSV file sent
 * twice (a double click) is also caught whole by its content hash.
 */
import { createHash } from 'node:crypto';
import type { JournalImportReport } from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import { decodeStatement, parseStatementTrades } from '../algo';
import { parseJournalCsv } from './csv';
import {
  claimImport,
  existingSourceKeys,
  insertEntry,
  lockUserImports,
  type JournalWrite,
} from './repository';
import { normalSymbol } from './rules';
import { statementEntries } from './statement-import';

interface KeyedEntry {
  key: string;
  values: JournalWrite;
}

/** Writes the entries the journal does not hold yet; answers how many were new and old. */
async function writeNew(
  tx: Queryable,
  userId: number,
  entries: readonly KeyedEntry[],
  importId: number | null,
): Promise<{ imported: number; already: number }> {
  await lockUserImports(tx, userId);
  const existing = await existingSourceKeys(
    tx,
    userId,
    entries.map((e) => e.key),
  );
  let imported = 0;
  for (const entry of entries) {
    if (existing.has(entry.key)) continue;
    // The same trade twice in one file is one trade too.
    existing.add(entry.key);
    await insertEntry(tx, userId, { ...entry.values, source_key: entry.key, import_id: importId });
    imported += 1;
  }
  return { imported, already: entries.length - imported };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A MetaTrader statement, not a journal CSV: HTML, or a CSV with MT5's Position column. */
function isStatement(text: string): boolean {
  if (/^\s*</.test(text) || /<(html|table|tr)\b/i.test(text.slice(0, 4096))) return true;
  const header = (text.split(/\r?\n/, 1)[0] ?? '').toLowerCase();
  return header.includes('position') && header.includes('profit') && !header.includes('pnl');
}

export async function importJournalFile(
  db: Db,
  userId: number,
  bytes: Uint8Array,
  acceptValid: boolean,
  now = new Date(),
): Promise<JournalImportReport> {
  const text = decodeStatement(bytes);
  if (isStatement(text)) return importStatement(db, userId, bytes, acceptValid);
  return importJournalCsv(db, userId, text, acceptValid, now);
}

export async function importStatement(
  db: Db,
  userId: number,
  bytes: Uint8Array,
  acceptValid: boolean,
): Promise<JournalImportReport> {
  const trades = parseStatementTrades(bytes);
  const { valid, errors } = statementEntries(trades);
  const report: JournalImportReport = {
    total_rows: trades.length,
    valid_rows: valid.length,
    imported: 0,
    errors,
    duplicate: false,
    already_imported: 0,
    format: 'statement',
  };
  if (valid.length === 0 || (errors.length > 0 && !acceptValid)) return report;
  return db.transaction(async (tx) => {
    const { imported, already } = await writeNew(tx, userId, valid, null);
    return { ...report, imported, already_imported: already, duplicate: imported === 0 };
  });
}

/** A CSV row's trade, whatever file it came in: the fields that make it this trade. */
function csvKey(values: JournalWrite): string {
  const fields = [
    values.symbol,
    values.trade_date,
    values.direction,
    values.pnl,
    values.entry_price,
    values.exit_price,
    values.size,
    values.entry_time,
    values.before_title_1,
    values.notes,
  ];
  return `csv:${sha256(JSON.stringify(fields.map((f) => (f === undefined ? null : String(f)))))}`;
}

export async function importJournalCsv(
  db: Db,
  userId: number,
  text: string,
  acceptValid: boolean,
  now = new Date(),
): Promise<JournalImportReport> {
  const parsed = parseJournalCsv(text, now);
  const report: JournalImportReport = {
    total_rows: parsed.total,
    valid_rows: parsed.valid.length,
    imported: 0,
    errors: parsed.errors,
    duplicate: false,
    already_imported: 0,
    format: 'journal_csv',
  };
  if (parsed.valid.length === 0 || (parsed.errors.length > 0 && !acceptValid)) return report;
  const hash = sha256(text);
  const entries = parsed.valid.map((row): KeyedEntry => {
    const { trade_date, direction, pnl, risk, rr, win } = row.query;
    const values: JournalWrite = {
      ...{ trade_date, direction, pnl, risk, rr, win },
      ...row.trade,
      symbol: normalSymbol(row.query.symbol),
      before_title_1: row.query.before_title_1.trim(),
      before_title_2: row.query.before_title_2.trim(),
      notes: row.query.notes ?? '',
      description_1: row.description_1,
      description_2: row.description_2,
      source: 'csv',
    };
    return { key: csvKey(values), values };
  });
  return db.transaction(async (tx) => {
    // An earlier import of this file whose entries were all deleted no longer blocks it.
    await tx.query(
      `DELETE FROM journal_imports i WHERE i.user_id = $1 AND i.content_hash = $2
       AND NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.import_id = i.id)`,
      [userId, hash],
    );
    const importId = await claimImport(tx, userId, hash, parsed.valid.length);
    if (importId === null)
      return { ...report, duplicate: true, already_imported: parsed.valid.length };
    const { imported, already } = await writeNew(tx, userId, entries, importId);
    return { ...report, imported, already_imported: already, duplicate: imported === 0 };
  });
}
