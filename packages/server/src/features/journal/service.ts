/**
 * The journal's rules over the repository: create with every required field, update only what
 * is supplied, replace and remove images, delete. Each write runs in one transaction with its
 * image files (files live in the database), so a failure leaves neither an entry nor a file.
 */
import {
  JOURNAL_IMAGE_FIELDS,
  JOURNAL_MESSAGES,
  isRealJournalDate,
  type JournalCreateQuery,
  type JournalEntry,
  type JournalFilters,
  type JournalImageField,
  type JournalStats,
  type JournalUpdateQuery,
} from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import { NotFoundError, ValidationError } from '../../domain-errors';
import { deleteFile, fileIdFromUrl, fileUrl, insertFile, type FileLinker } from '../files';
import type { EntryImage, EntryParts } from './entry-parts';
import { presentEntry, statsEntryOf } from './present';
import {
  allEntries,
  deleteEntry,
  findEntry,
  insertEntry,
  updateEntry,
  type JournalWrite,
} from './repository';
import { dateErrors, normalSymbol, outcomeErrors, titleErrors, type RuleErrors } from './rules';
import { tradeValues, type TradeQuery } from './price-figures';
import { journalStatistics } from './statistics';

export class JournalEntryNotFoundError extends NotFoundError {
  constructor() {
    super(JOURNAL_MESSAGES.notFound);
  }
}

function refuse(errors: RuleErrors): void {
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

/** The list filters' dates must exist, and the range must not run backwards. */
export function checkFilters(filters: JournalFilters): void {
  const errors: RuleErrors = {};
  for (const field of ['from_date', 'to_date'] as const) {
    const value = filters[field];
    if (value && !isRealJournalDate(value))
      errors[field] = `${field} must be a real date written as YYYY-MM-DD`;
  }
  refuse(errors);
  if (filters.from_date && filters.to_date && filters.from_date > filters.to_date)
    refuse({ from_date: JOURNAL_MESSAGES.dateRange });
}

/**
 * How the journal keeps and shows its screenshots: links and storage folder
 * (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
export interface JournalFiles {
  link: FileLinker;
  storageDir: string | null;
}

async function storeImages(
  tx: Queryable,
  userId: number,
  images: Partial<Record<JournalImageField, EntryImage>>,
  storageDir: string | null,
): Promise<Partial<Record<JournalImageField, string>>> {
  const urls: Partial<Record<JournalImageField, string>> = {};
  for (const field of JOURNAL_IMAGE_FIELDS) {
    const image = images[field];
    if (!image) continue;
    const id = await insertFile(tx, {
      storageDir,
      ownerId: userId,
      purpose: 'journal',
      contentType: image.contentType,
      data: image.data,
    });
    urls[field] = fileUrl(id);
  }
  return urls;
}

/** The text fields as stored (symbol upper-case, titles trimmed). */
function textValues(query: TradeQuery): JournalWrite {
  return {
    symbol: query.symbol === undefined ? undefined : normalSymbol(query.symbol),
    trade_date: query.trade_date,
    direction: query.direction,
    pnl: query.pnl,
    risk: query.risk,
    rr: query.rr,
    win: query.win,
    before_title_1: query.before_title_1?.trim(),
    before_title_2: query.before_title_2?.trim(),
    notes: query.notes,
  };
}

export async function createJournalEntry(
  db: Db,
  userId: number,
  query: JournalCreateQuery,
  parts: EntryParts,
  files: JournalFiles,
  now = new Date(),
): Promise<JournalEntry> {
  const trade = tradeValues(query, null);
  refuse({
    ...dateErrors('trade_date', query.trade_date, now),
    ...titleErrors({ before_title_1: query.before_title_1, before_title_2: query.before_title_2 }),
    ...trade.errors,
  });
  // Computed from prices when given (price-figures.ts), else as typed.
  refuse(
    outcomeErrors(
      trade.computed?.win ?? query.win ?? false,
      trade.computed?.pnl ?? query.pnl ?? 0,
      'win',
    ),
  );
  return db.transaction(async (tx) => {
    const urls = await storeImages(tx, userId, parts.images, files.storageDir);
    const row = await insertEntry(tx, userId, {
      ...textValues(query),
      ...trade.values,
      notes: query.notes ?? '',
      description_1: parts.lists.description_1 ?? [],
      description_2: parts.lists.description_2 ?? [],
      ...urls,
    });
    return presentEntry(row, files.link);
  });
}

export async function updateJournalEntry(
  db: Db,
  userId: number,
  id: number,
  query: JournalUpdateQuery,
  parts: EntryParts,
  files: JournalFiles,
  now = new Date(),
): Promise<JournalEntry> {
  const { remove_images: removeText, ...fields } = query;
  const remove = new Set((removeText?.split(',') ?? []) as JournalImageField[]);
  for (const field of remove) {
    if (parts.images[field]) refuse({ [field]: `Send a new ${field} or remove it, not both` });
  }
  refuse({
    ...dateErrors('trade_date', fields.trade_date, now),
    ...titleErrors({
      before_title_1: fields.before_title_1,
      before_title_2: fields.before_title_2,
    }),
  });
  return db.transaction(async (tx) => {
    const current = await findEntry(tx, userId, id, true);
    if (!current) throw new JournalEntryNotFoundError();
    const trade = tradeValues(fields, current);
    refuse(trade.errors);
    const win = trade.computed?.win ?? fields.win ?? current.win;
    const pnl = trade.computed?.pnl ?? fields.pnl ?? Number(current.pnl);
    refuse(outcomeErrors(win, pnl, fields.win === undefined ? 'pnl' : 'win'));

    const urls = await storeImages(tx, userId, parts.images, files.storageDir);
    const cleared: Partial<Record<JournalImageField, null>> = {};
    for (const field of remove) cleared[field] = null;
    const values: JournalWrite = {
      ...textValues(fields),
      ...trade.values,
      description_1: parts.lists.description_1,
      description_2: parts.lists.description_2,
      ...cleared,
      ...urls,
    };
    const changes = Object.values(values).some((v) => v !== undefined);
    const row = changes ? await updateEntry(tx, userId, id, values) : current;
    if (!row) throw new JournalEntryNotFoundError();
    // The replaced or removed images' files go with the same transaction.
    for (const field of JOURNAL_IMAGE_FIELDS) {
      if (!(field in urls) && !remove.has(field)) continue;
      const old = fileIdFromUrl(current[field]);
      if (old) await deleteFile(tx, old);
    }
    return presentEntry(row, files.link);
  });
}

export async function getJournalEntry(
  db: Db,
  userId: number,
  id: number,
  link: FileLinker,
): Promise<JournalEntry> {
  const row = await findEntry(db, userId, id);
  if (!row) throw new JournalEntryNotFoundError();
  return presentEntry(row, link);
}

export async function deleteJournalEntry(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findEntry(tx, userId, id, true);
    if (!row || !(await deleteEntry(tx, userId, id))) throw new JournalEntryNotFoundError();
    for (const field of JOURNAL_IMAGE_FIELDS) {
      const file = fileIdFromUrl(row[field]);
      if (file) await deleteFile(tx, file);
    }
  });
}

export async function journalStats(
  db: Db,
  userId: number,
  filters: JournalFilters,
): Promise<JournalStats> {
  checkFilters(filters);
  const rows = await allEntries(db, userId, filters);
  return journalStatistics(rows.map(statsEntryOf));
}
