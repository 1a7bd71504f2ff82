/**
 * Reads a week (or any list) of economic events from a CSV or JSON file for the admin import.
 * CSV: a header row naming the columns (time, flag, currency, event, impact, previous,
 * forecast, actual, consensus, is_tentative, is_preliminary, is_report, is_speech; the figures
 * and flags may be left out), RFC 4180 quoting. JSON: a list of events, or `{ "events": [...] }`.
 * Every row is checked against the contract's schema; the first bad row stops the import.
 */
import type { Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { EconomicEventInputSchema, type EconomicEventInput } from '@savdo/contract';
import { ValidationError } from '../../domain-errors';
import { readableErrors } from '../../http/validation';

const FIGURES = ['previous', 'forecast', 'actual', 'consensus'] as const;
const FLAGS = ['is_tentative', 'is_preliminary', 'is_report', 'is_speech'] as const;
const checkEvent = Compile(EconomicEventInputSchema);

/** A file that cannot be imported; the message names the row or the problem. */
export class ImportFileError extends ValidationError {
  constructor(message: string) {
    super(message, { file: message });
  }
}

/** Splits CSV text into rows of fields (quotes, doubled quotes and newlines inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (quoted) throw new ImportFileError('The CSV has an unclosed quote');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

function flagValue(text: string): boolean | string {
  const t = text.trim().toLowerCase();
  if (['true', '1', 'yes', 'y'].includes(t)) return true;
  if (['false', '0', 'no', 'n', ''].includes(t)) return false;
  return text;
}

function csvRecords(text: string): Record<string, unknown>[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  if (!header) throw new ImportFileError('The CSV is empty');
  const names = header.map((h) => h.trim().toLowerCase());
  return rows.map((cells) => {
    const record: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const cell = cells[i] ?? '';
      record[name] = (FLAGS as readonly string[]).includes(name) ? flagValue(cell) : cell.trim();
    });
    return record;
  });
}

function jsonRecords(text: string): unknown[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ImportFileError(`The JSON cannot be read: ${(error as Error).message}`);
  }
  const list = Array.isArray(value)
    ? value
    : typeof value === 'object' &&
        value !== null &&
        Array.isArray((value as { events?: unknown }).events)
      ? (value as { events: unknown[] }).events
      : null;
  if (!list) throw new ImportFileError('The JSON must be a list of events or { "events": [...] }');
  return list;
}

/** Fills what an import may leave out: figures become null (also when empty), flags false. */
export function normalizeEvent(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...record };
  for (const name of FIGURES) {
    const v = out[name];
    out[name] =
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
  }
  for (const name of FLAGS) out[name] ??= false;
  if (typeof out.currency === 'string') out.currency = out.currency.trim().toUpperCase();
  return out;
}

/** An event as an import may give it: the figures and flags may be left out. */
export type ImportedEvent = Static<typeof EconomicEventInputSchema>;

/** The stored shape of an imported event: figures left out are null, flags false. */
export function completeEvent(e: ImportedEvent): EconomicEventInput {
  return {
    ...e,
    currency: e.currency.toUpperCase(),
    previous: e.previous ?? null,
    forecast: e.forecast ?? null,
    actual: e.actual ?? null,
    consensus: e.consensus ?? null,
    is_tentative: e.is_tentative ?? false,
    is_preliminary: e.is_preliminary ?? false,
    is_report: e.is_report ?? false,
    is_speech: e.is_speech ?? false,
  };
}

/** Checks one normalized record; the message names the row (1 = the first event). */
function toEvent(record: unknown, row: number): EconomicEventInput {
  if (typeof record !== 'object' || record === null || Array.isArray(record)) {
    throw new ImportFileError(`Event ${row}: must be an object`);
  }
  const value = normalizeEvent(record as Record<string, unknown>);
  if (!checkEvent.Check(value)) {
    const [first] = readableErrors(EconomicEventInputSchema, [...checkEvent.Errors(value)]);
    throw new ImportFileError(`Event ${row}: ${first?.message ?? 'invalid event'}`);
  }
  return completeEvent(value);
}

/** Parses the file's text by its format ('csv' or 'json'). */
export function parseEventsFile(text: string, format: 'csv' | 'json'): EconomicEventInput[] {
  const records = format === 'csv' ? csvRecords(text) : jsonRecords(text);
  if (records.length === 0) throw new ImportFileError('The file holds no events');
  return records.map((record, i) => toEvent(record, i + 1));
}

/** The format a file name implies. */
export function formatOf(fileName: string): 'csv' | 'json' {
  if (/\.csv$/i.test(fileName)) return 'csv';
  if (/\.json$/i.test(fileName)) return 'json';
  throw new ImportFileError('The file must end in .csv or .json');
}
