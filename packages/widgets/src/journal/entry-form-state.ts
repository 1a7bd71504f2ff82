// The create/edit form's state as plain data, and the pure rules over it: the client-side
// checks (the server's limits from the contract, worded per field), the create request, and
// for an edit only the fields that changed (the API's update sends only the supplied fields).
import {
  JOURNAL_IMAGE_FIELDS,
  JOURNAL_LIMITS,
  journalDateProblem,
  journalOutcomeProblem,
  type JournalCreateQuery,
  type JournalEntry,
  type JournalImageField,
  type JournalUpdateQuery,
  type TradeDirection,
} from '@savdo/contract';
import type { JournalEntryParts } from '@savdo/core/journal';

export interface EntryFormValues {
  symbol: string;
  trade_date: string;
  direction: TradeDirection;
  win: boolean;
  pnl: string;
  risk: string;
  rr: string;
  before_title_1: string;
  before_title_2: string;
  description_1: string[];
  description_2: string[];
  notes: string;
  /** A new file per field; `null` removes the stored image; absent keeps it. */
  images: Partial<Record<JournalImageField, File | null>>;
}

export type FormErrorKey =
  | 'required'
  | 'symbol'
  | 'date'
  | 'future'
  | 'number'
  | 'negative'
  | 'rr'
  | 'winLoss'
  | 'lossWin'
  | 'title'
  | 'notes'
  | 'points'
  | 'point'
  | 'imageType'
  | 'imageSize';

export type FormErrors = Partial<Record<keyof EntryFormValues | JournalImageField, FormErrorKey>>;

const SYMBOL = /^\s*[A-Za-z0-9][A-Za-z0-9./_\- ]*$/;

export function todayText(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export function emptyForm(
  titles: { title1: string; title2: string },
  now = new Date(),
): EntryFormValues {
  return {
    symbol: '',
    trade_date: todayText(now),
    direction: 'long',
    win: true,
    pnl: '',
    risk: '',
    rr: '',
    before_title_1: titles.title1,
    before_title_2: titles.title2,
    description_1: [''],
    description_2: [''],
    notes: '',
    images: {},
  };
}

export function formOf(entry: JournalEntry): EntryFormValues {
  return {
    symbol: entry.symbol,
    trade_date: entry.trade_date,
    direction: entry.direction,
    win: entry.win,
    pnl: String(entry.pnl),
    risk: String(entry.risk),
    rr: String(entry.rr),
    before_title_1: entry.before_title_1,
    before_title_2: entry.before_title_2,
    description_1: entry.description_1.length ? [...entry.description_1] : [''],
    description_2: entry.description_2.length ? [...entry.description_2] : [''],
    notes: entry.notes,
    images: {},
  };
}

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

export function imageError(file: File): FormErrorKey | undefined {
  if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return 'imageType';
  if (file.size > JOURNAL_LIMITS.imageMaxBytes) return 'imageSize';
  return undefined;
}

/** Every field's first problem; empty when the form may be sent. */
export function validateEntryForm(values: EntryFormValues, now = new Date()): FormErrors {
  const errors: FormErrors = {};
  const symbol = values.symbol.trim();
  if (!symbol) errors.symbol = 'required';
  else if (symbol.length > JOURNAL_LIMITS.symbolMaxLength || !SYMBOL.test(symbol))
    errors.symbol = 'symbol';

  // The server applies the same rules (contract's journal.ts), so both say the same thing.
  const dateProblem = values.trade_date ? journalDateProblem(values.trade_date, now) : undefined;
  if (!values.trade_date) errors.trade_date = 'required';
  else if (dateProblem === 'tradeDate') errors.trade_date = 'date';
  else if (dateProblem === 'tradeDateFuture') errors.trade_date = 'future';

  const pnl = numberOf(values.pnl);
  if (values.pnl.trim() === '') errors.pnl = 'required';
  else if (!Number.isFinite(pnl) || Math.abs(pnl) > JOURNAL_LIMITS.moneyMax) errors.pnl = 'number';
  else {
    const outcome = journalOutcomeProblem(values.win, pnl);
    if (outcome) errors.pnl = outcome === 'winWithLoss' ? 'winLoss' : 'lossWin';
  }

  const risk = numberOf(values.risk);
  if (values.risk.trim() === '') errors.risk = 'required';
  else if (!Number.isFinite(risk) || risk > JOURNAL_LIMITS.moneyMax) errors.risk = 'number';
  else if (risk < 0) errors.risk = 'negative';

  const rr = numberOf(values.rr);
  if (values.rr.trim() === '') errors.rr = 'required';
  else if (!Number.isFinite(rr)) errors.rr = 'number';
  else if (rr < 0 || rr > JOURNAL_LIMITS.rrMax) errors.rr = 'rr';

  for (const field of ['before_title_1', 'before_title_2'] as const) {
    const title = values[field].trim();
    if (!title) errors[field] = 'required';
    else if (title.length > JOURNAL_LIMITS.titleMaxLength) errors[field] = 'title';
  }
  for (const field of ['description_1', 'description_2'] as const) {
    const items = values[field].map((i) => i.trim()).filter(Boolean);
    if (items.length > JOURNAL_LIMITS.listMaxItems) errors[field] = 'points';
    else if (items.some((i) => i.length > JOURNAL_LIMITS.listItemMaxLength))
      errors[field] = 'point';
  }
  if (values.notes.length > JOURNAL_LIMITS.notesMaxLength) errors.notes = 'notes';
  for (const field of JOURNAL_IMAGE_FIELDS) {
    const file = values.images[field];
    const problem = file ? imageError(file) : undefined;
    if (problem) errors[field] = problem;
  }
  return errors;
}

const points = (items: readonly string[]) => items.map((i) => i.trim()).filter(Boolean);

export function createRequest(values: EntryFormValues): {
  fields: JournalCreateQuery;
  parts: JournalEntryParts;
} {
  const images: JournalEntryParts['images'] = {};
  for (const field of JOURNAL_IMAGE_FIELDS) {
    const file = values.images[field];
    if (file) images[field] = file;
  }
  return {
    fields: {
      symbol: values.symbol.trim().toUpperCase(),
      trade_date: values.trade_date,
      direction: values.direction,
      pnl: numberOf(values.pnl),
      risk: numberOf(values.risk),
      rr: numberOf(values.rr),
      win: values.win,
      before_title_1: values.before_title_1.trim(),
      before_title_2: values.before_title_2.trim(),
      notes: values.notes,
    },
    parts: {
      images,
      description_1: points(values.description_1),
      description_2: points(values.description_2),
    },
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/** Only what differs from the stored entry (the API's update sends only the supplied fields). */
export function updateRequest(
  entry: JournalEntry,
  values: EntryFormValues,
): { fields: JournalUpdateQuery; parts: JournalEntryParts } {
  const { fields: next, parts: all } = createRequest(values);
  const fields: JournalUpdateQuery = {};
  const put = <K extends keyof JournalCreateQuery>(key: K) => {
    const stored = key === 'notes' ? entry.notes : entry[key as keyof JournalEntry];
    if (next[key] !== stored) (fields as Record<string, unknown>)[key] = next[key];
  };
  (
    [
      'symbol',
      'trade_date',
      'direction',
      'pnl',
      'risk',
      'rr',
      'win',
      'before_title_1',
      'before_title_2',
      'notes',
    ] as const
  ).forEach(put);
  const parts: JournalEntryParts = { images: all.images };
  if (!sameList(all.description_1 ?? [], entry.description_1))
    parts.description_1 = all.description_1;
  if (!sameList(all.description_2 ?? [], entry.description_2))
    parts.description_2 = all.description_2;
  const removed = JOURNAL_IMAGE_FIELDS.filter(
    (f) => values.images[f] === null && entry[f] !== null,
  );
  if (removed.length) fields.remove_images = removed.join(',');
  return { fields, parts };
}

/** The form differs from where it started (the unsaved-changes warning). */
export function isDirty(start: EntryFormValues, now: EntryFormValues): boolean {
  const { images: a, ...restA } = start;
  const { images: b, ...restB } = now;
  return (
    JSON.stringify(restA) !== JSON.stringify(restB) ||
    Object.keys(a).length !== Object.keys(b).length
  );
}
