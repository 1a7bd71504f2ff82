/**
 * CSV export and import of journal entries. Export writes JOURNAL_CSV_COLUMNS (analysis lists
 * one point per line inside the cell; text that a spreadsheet would run as a formula gets a
 * leading apostrophe). Import reads the same columns in any order, checks every row with the
 * create call's schema and rules, and reports each bad row by its number and field.
 */
import { Compile } from 'typebox/compile';
import { Value } from 'typebox/value';
import {
  JOURNAL_CSV_COLUMNS,
  JOURNAL_CSV_OPTIONAL_COLUMNS,
  JOURNAL_LIMITS,
  JOURNAL_MESSAGES,
  JournalCreateQuerySchema,
  type JournalCreateQuery,
  type JournalEntry,
  type JournalImportRowError,
} from '@savdo/contract';
import { ValidationError } from '../../domain-errors';
import { readableErrors } from '../../http/validation';
import { parseCsv } from '../calendar';
import { tradeValues } from './price-figures';
import type { JournalWrite } from './repository';
import { dateErrors, listErrors, outcomeErrors, titleErrors } from './rules';

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function text(value: string): string {
  return cell(FORMULA_START.test(value) ? `'${value}` : value);
}

export function entriesToCsv(entries: readonly JournalEntry[]): string {
  const lines = [JOURNAL_CSV_COLUMNS.join(',')];
  for (const e of entries) {
    lines.push(
      [
        String(e.id),
        e.trade_date,
        text(e.symbol),
        e.direction,
        String(e.pnl),
        String(e.risk),
        String(e.rr),
        String(e.win),
        text(e.before_title_1),
        text(e.before_title_2),
        text(e.description_1.join('\n')),
        text(e.description_2.join('\n')),
        text(e.notes),
        ...[e.entry_price, e.exit_price, e.size, e.point_value, e.fees, e.stop_price].map((n) =>
          n === null ? '' : String(n),
        ),
        e.entry_time ?? '',
        e.exit_time ?? '',
        text(e.setup_tags.join(', ')),
        text(e.mistake_tags.join(', ')),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export interface ImportedRow {
  query: JournalCreateQuery;
  /** The trade fields and the figures they give (price-figures.ts). */
  trade: JournalWrite;
  description_1: string[];
  description_2: string[];
}

export interface ParsedImport {
  total: number;
  valid: ImportedRow[];
  errors: JournalImportRowError[];
}

const checkRow = Compile(JournalCreateQuerySchema);

/** Undoes export's formula guard. */
function untext(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function flag(value: string): boolean | string {
  const t = value.trim().toLowerCase();
  if (['true', 'yes', '1', 'win'].includes(t)) return true;
  if (['false', 'no', '0', 'loss'].includes(t)) return false;
  return value;
}

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(/\r?\n/)
    .map((item) => untext(item.trim()))
    .filter((item) => item !== '');
}

function fileError(message: string): ValidationError {
  return new ValidationError(message, { file: message });
}

export function parseJournalCsv(textIn: string, now = new Date()): ParsedImport {
  const rows = parseCsv(textIn.replace(/^\uFEFF/, ''));
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const required = JOURNAL_CSV_COLUMNS.filter(
    (c) => !(JOURNAL_CSV_OPTIONAL_COLUMNS as readonly string[]).includes(c),
  );
  if (!required.every((c) => header.includes(c))) throw fileError(JOURNAL_MESSAGES.csvColumns);
  const body = rows.slice(1);
  if (body.length === 0) throw fileError(JOURNAL_MESSAGES.csvEmpty);
  if (body.length > JOURNAL_LIMITS.importMaxRows) throw fileError(JOURNAL_MESSAGES.csvTooManyRows);

  const out: ParsedImport = { total: body.length, valid: [], errors: [] };
  body.forEach((cells, index) => {
    const row = index + 2;
    const get = (column: string) => {
      const i = header.indexOf(column);
      return i === -1 ? undefined : cells[i];
    };
    const raw: Record<string, unknown> = {};
    const read = JOURNAL_CSV_COLUMNS.filter((c) => c !== 'id' && c !== 'notes');
    for (const column of read) {
      if (column === 'description_1' || column === 'description_2') continue;
      const value = get(column)?.trim();
      if (value === undefined || value === '') continue;
      raw[column] = column === 'win' ? flag(value) : untext(value);
    }
    const notes = get('notes');
    if (notes) raw.notes = untext(notes);
    const converted = Value.Convert(JournalCreateQuerySchema, raw) as Record<string, unknown>;
    const lists = {
      description_1: listOf(get('description_1')),
      description_2: listOf(get('description_2')),
    };
    const problems: Record<string, string> = {};
    let trade: JournalWrite = {};
    if (!checkRow.Check(converted)) {
      for (const e of readableErrors(JournalCreateQuerySchema, [...checkRow.Errors(converted)]))
        problems[e.field] ??= e.message;
    } else {
      const query = converted as JournalCreateQuery;
      const figures = tradeValues(query, null);
      trade = figures.values;
      Object.assign(
        problems,
        dateErrors('trade_date', query.trade_date, now),
        titleErrors({ before_title_1: query.before_title_1, before_title_2: query.before_title_2 }),
        figures.errors,
        outcomeErrors(
          figures.computed?.win ?? query.win ?? false,
          figures.computed?.pnl ?? query.pnl ?? 0,
          'win',
        ),
      );
    }
    Object.assign(problems, listErrors('description_1', lists.description_1));
    Object.assign(problems, listErrors('description_2', lists.description_2));
    const fields = Object.entries(problems);
    if (fields.length === 0) {
      out.valid.push({ query: converted as JournalCreateQuery, trade, ...lists });
    } else {
      for (const [field, message] of fields) out.errors.push({ row, field, message });
    }
  });
  return out;
}
