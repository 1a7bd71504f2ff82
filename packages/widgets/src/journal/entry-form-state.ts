// The create/edit form's state as plain data, and the pure rules over it: the client-side
// checks (the server's limits from the contract, worded per field), the create request, and
// for an edit only the fields that changed (the API's update sends only the supplied fields).
import {
  JOURNAL_CLEARABLE_FIELDS,
  JOURNAL_IMAGE_FIELDS,
  JOURNAL_TEXT_FIELDS,
  JOURNAL_TRADE_FIELDS,
  JOURNAL_LIMITS,
  journalDateProblem,
  journalFiguresFromPrices,
  journalOutcomeProblem,
  parseJournalTags,
  type JournalFigures,
  type JournalCreateQuery,
  type JournalEntry,
  type JournalImageField,
  type JournalUpdateQuery,
  type TradeDirection,
} from '@savdo/contract';
import type { JournalEntryParts } from '@savdo/core/journal';
import { todayText } from './journal-format';

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
  /** Prices and trade details (decision 0317), as typed; empty when not given. */
  entry_price: string;
  exit_price: string;
  size: string;
  point_value: string;
  fees: string;
  stop_price: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's clock (a datetime-local input). */
  entry_time: string;
  exit_time: string;
  /** Comma-separated. */
  setup_tags: string;
  mistake_tags: string;
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
  | 'imageSize'
  | TradeErrorKey;

/** Errors worded in the trade strings (trade-strings.ts). */
export type TradeErrorKey = 'price' | 'prices' | 'tags' | 'exitBeforeEntry';
export const TRADE_ERROR_KEYS: readonly FormErrorKey[] = [
  'price',
  'prices',
  'tags',
  'exitBeforeEntry',
];

const TRADE_TEXT = {
  entry_price: '',
  exit_price: '',
  size: '',
  point_value: '',
  fees: '',
  stop_price: '',
  entry_time: '',
  exit_time: '',
  setup_tags: '',
  mistake_tags: '',
};

export type FormErrors = Partial<Record<keyof EntryFormValues | JournalImageField, FormErrorKey>>;

const SYMBOL = /^\s*[A-Za-z0-9][A-Za-z0-9./_\- ]*$/;

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
    ...TRADE_TEXT,
    images: {},
  };
}

/** An ISO instant as a datetime-local value in the browser's clock. */
export function localTimeText(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A datetime-local value (browser's clock) as an ISO instant; undefined when empty or bad. */
export function isoOfLocal(text: string): string | undefined {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const textOf = (n: number | null) => (n === null ? '' : String(n));

/** The figures the stored entry's prices gave (null for a typed entry). */
function storedFigures(entry: JournalEntry): JournalFigures | null {
  return journalFiguresFromPrices(entry);
}

export function formOf(entry: JournalEntry): EntryFormValues {
  // Figures the prices computed are not typed ones: a cleared price asks for them anew, so a
  // stale computed P&L is never saved as if typed (docs/decisions/0325-journal-clearing-prices.md).
  const computed = storedFigures(entry);
  return {
    symbol: entry.symbol,
    trade_date: entry.trade_date,
    direction: entry.direction,
    win: entry.win,
    pnl: computed ? '' : String(entry.pnl),
    risk: computed?.risk != null ? '' : String(entry.risk),
    rr: String(entry.rr),
    before_title_1: entry.before_title_1,
    before_title_2: entry.before_title_2,
    description_1: entry.description_1.length ? [...entry.description_1] : [''],
    description_2: entry.description_2.length ? [...entry.description_2] : [''],
    notes: entry.notes,
    entry_price: textOf(entry.entry_price),
    exit_price: textOf(entry.exit_price),
    size: textOf(entry.size),
    point_value: textOf(entry.point_value),
    fees: textOf(entry.fees),
    stop_price: textOf(entry.stop_price),
    entry_time: localTimeText(entry.entry_time),
    exit_time: localTimeText(entry.exit_time),
    setup_tags: entry.setup_tags.join(', '),
    mistake_tags: entry.mistake_tags.join(', '),
    images: {},
  };
}

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text.replace(',', '.')));

const optionalNumber = (text: string) => (text.trim() === '' ? undefined : numberOf(text));

/**
 * The figures the prices give, live as the trader types: the contract's function, the same the
 * server stores (docs/decisions/0317-journal-figures-from-prices.md). Null without entry, exit
 * and size, or with a price that is not a number.
 */
export function formFigures(values: EntryFormValues): JournalFigures | null {
  const fields = {
    entry_price: optionalNumber(values.entry_price),
    exit_price: optionalNumber(values.exit_price),
    size: optionalNumber(values.size),
    point_value: optionalNumber(values.point_value),
    fees: optionalNumber(values.fees),
    stop_price: optionalNumber(values.stop_price),
  };
  if (Object.values(fields).some((n) => n !== undefined && !Number.isFinite(n))) return null;
  return journalFiguresFromPrices({ direction: values.direction, ...fields });
}

function tradeErrors(values: EntryFormValues, errors: FormErrors): void {
  for (const field of ['entry_price', 'exit_price', 'size', 'point_value', 'stop_price'] as const) {
    const n = optionalNumber(values[field]);
    if (n !== undefined && !(Number.isFinite(n) && n > 0)) errors[field] = 'price';
  }
  const fees = optionalNumber(values.fees);
  if (fees !== undefined && !Number.isFinite(fees)) errors.fees = 'number';
  // The contract's journalPriceProblem: entry and size together, an exit needs both (0325).
  const has = (f: 'entry_price' | 'exit_price' | 'size') => values[f].trim() !== '';
  if (has('entry_price') !== has('size') || (has('exit_price') && !has('entry_price'))) {
    for (const f of ['entry_price', 'size'] as const) if (!has(f)) errors[f] = 'prices';
  }
  if (values.stop_price.trim() && !values.entry_price.trim()) errors.entry_price = 'prices';
  const entry = isoOfLocal(values.entry_time);
  const exit = isoOfLocal(values.exit_time);
  if (entry && exit && exit < entry) errors.exit_time = 'exitBeforeEntry';
  for (const field of ['setup_tags', 'mistake_tags'] as const)
    if (!parseJournalTags(values[field])) errors[field] = 'tags';
}

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

  tradeErrors(values, errors);
  // Prices compute P&L, win and risk (formFigures): the typed figures are then not asked for.
  const priced = formFigures(values) !== null;
  const pnl = numberOf(values.pnl);
  if (priced) {
    // Nothing to check: the server computes them from the same prices.
  } else if (values.pnl.trim() === '') errors.pnl = 'required';
  else if (!Number.isFinite(pnl) || Math.abs(pnl) > JOURNAL_LIMITS.moneyMax) errors.pnl = 'number';
  else {
    const outcome = journalOutcomeProblem(values.win, pnl);
    if (outcome) errors.pnl = outcome === 'winWithLoss' ? 'winLoss' : 'lossWin';
  }

  const risk = numberOf(values.risk);
  if (priced && values.risk.trim() === '') {
    // Computed from the stop, or 0 without one.
  } else if (values.risk.trim() === '') errors.risk = 'required';
  else if (!Number.isFinite(risk) || risk > JOURNAL_LIMITS.moneyMax) errors.risk = 'number';
  else if (risk < 0) errors.risk = 'negative';

  const rr = numberOf(values.rr);
  if (priced && values.rr.trim() === '') {
    // Optional with prices (0 when left out).
  } else if (values.rr.trim() === '') errors.rr = 'required';
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
  const priced = formFigures(values) !== null;
  const typed = (text: string) => (priced && text.trim() === '' ? undefined : numberOf(text));
  return {
    fields: {
      symbol: values.symbol.trim().toUpperCase(),
      trade_date: values.trade_date,
      direction: values.direction,
      // With prices the server computes P&L and win; a typed risk stands in for a missing stop.
      pnl: priced ? undefined : numberOf(values.pnl),
      risk: typed(values.risk),
      rr: typed(values.rr),
      win: priced ? undefined : values.win,
      before_title_1: values.before_title_1.trim(),
      before_title_2: values.before_title_2.trim(),
      notes: values.notes,
      entry_price: optionalNumber(values.entry_price),
      exit_price: optionalNumber(values.exit_price),
      size: optionalNumber(values.size),
      point_value: optionalNumber(values.point_value),
      fees: optionalNumber(values.fees),
      stop_price: optionalNumber(values.stop_price),
      entry_time: isoOfLocal(values.entry_time),
      exit_time: isoOfLocal(values.exit_time),
      setup_tags: parseJournalTags(values.setup_tags)?.join(','),
      mistake_tags: parseJournalTags(values.mistake_tags)?.join(','),
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
    let stored: unknown = key === 'notes' ? entry.notes : entry[key as keyof JournalEntry];
    if (Array.isArray(stored)) stored = stored.join(',');
    if (stored === null) stored = undefined;
    if (next[key] !== stored) (fields as Record<string, unknown>)[key] = next[key];
  };
  ([...JOURNAL_TEXT_FIELDS, 'notes', ...JOURNAL_TRADE_FIELDS] as const).forEach(put);
  // A cleared tag list is sent empty, a cleared price or time as null: the server clears them
  // and recomputes (docs/decisions/0325-journal-clearing-prices.md).
  for (const key of ['setup_tags', 'mistake_tags'] as const)
    if (next[key] === '' && entry[key].length > 0) fields[key] = '';
  for (const key of JOURNAL_CLEARABLE_FIELDS)
    if (next[key] === undefined && entry[key] !== null) fields[key] = null;
  // Prices that computed the figures and no longer do: the typed ones go with them.
  if (storedFigures(entry) && !formFigures(values)) {
    fields.pnl = next.pnl;
    fields.win = next.win;
    fields.risk = next.risk;
    fields.rr = next.rr;
  }
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
