/**
 * CSV import (docs/decisions/0200-journal-entries-and-images.md): every row is checked first; a
 * file with bad rows imports nothing unless the caller accepts the valid rows (accept_valid). The
 * same file imported twice (a double click) writes once: its content hash is claimed in the
 * import's transaction, and stays claimed while any entry it made still exists.
 */
import { createHash } from 'node:crypto';
import type { JournalImportReport } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { parseJournalCsv } from './csv';
import { claimImport, insertEntry } from './repository';
import { normalSymbol } from './rules';

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
  };
  if (parsed.valid.length === 0 || (parsed.errors.length > 0 && !acceptValid)) return report;
  const hash = createHash('sha256').update(text).digest('hex');
  return db.transaction(async (tx) => {
    // An earlier import of this file whose entries were all deleted no longer blocks it.
    await tx.query(
      `DELETE FROM journal_imports i WHERE i.user_id = $1 AND i.content_hash = $2
       AND NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.import_id = i.id)`,
      [userId, hash],
    );
    const importId = await claimImport(tx, userId, hash, parsed.valid.length);
    if (importId === null) return { ...report, duplicate: true };
    for (const row of parsed.valid) {
      await insertEntry(tx, userId, {
        ...row.query,
        symbol: normalSymbol(row.query.symbol),
        before_title_1: row.query.before_title_1.trim(),
        before_title_2: row.query.before_title_2.trim(),
        notes: row.query.notes ?? '',
        description_1: row.description_1,
        description_2: row.description_2,
        import_id: importId,
      });
    }
    return { ...report, imported: parsed.valid.length };
  });
}
