/**
 * The trading journal: a trader's own trades with their chart
 * images, analysis points and notes, the statistics over them, and CSV export and import.
 *
 * Calls (main root):
 * - `GET /trading-journal/all` (limit, page; 20 a page; filters symbol, direction, win,
 *   from_date, to_date)
 * - `GET /trading-journal/stats` (the same filters): win rate, P&L figures, streaks, the
 *   cumulative P&L curve and daily P&L for the heatmap
 * - `GET /trading-journal/export.csv` (the same filters)
 * - `POST /trading-journal/import` (multipart `file`, a CSV; query accept_valid)
 * - `GET /trading-journal/{id}`, `DELETE /trading-journal/{id}`
 * - `POST /trading-journal/new` and `PATCH /trading-journal/{id}`: the text fields as QUERY
 *   parameters; the images (before_image_1, before_image_2, after_image) and the analysis
 *   lists (description_1, description_2: one multipart field per item) as MULTIPART.
 *
 * Money figures (pnl, risk) are dollars of the trading account, not UZS.
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, Nullable, PageNumberSchema, PageOf, ResultOf } from './common';
import { MAX_PAGE_SIZE, PAGE_SIZE, UPLOAD_MAX_BYTES } from './constants';

export const JOURNAL_PAGE_SIZE = PAGE_SIZE.tradingJournal;

export const TRADE_DIRECTIONS = ['long', 'short'] as const;
export const TradeDirectionSchema = LiteralUnion(TRADE_DIRECTIONS, {
  errorMessage: `direction must be one of: ${TRADE_DIRECTIONS.join(', ')}`,
});
export type TradeDirection = Static<typeof TradeDirectionSchema>;

/** The three image fields of an entry, in the form's order (15 minutes, 1 hour, after). */
export const JOURNAL_IMAGE_FIELDS = ['before_image_1', 'before_image_2', 'after_image'] as const;
export type JournalImageField = (typeof JOURNAL_IMAGE_FIELDS)[number];

/** The two analysis lists (15 minutes, 1 hour), one multipart field per item. */
export const JOURNAL_LIST_FIELDS = ['description_1', 'description_2'] as const;
export type JournalListField = (typeof JOURNAL_LIST_FIELDS)[number];

/** Limits the server enforces and the form checks before sending. */
export const JOURNAL_LIMITS = {
  symbolMaxLength: 20,
  titleMaxLength: 120,
  notesMaxLength: 5000,
  listMaxItems: 20,
  listItemMaxLength: 500,
  /** |pnl| and risk, dollars. */
  moneyMax: 1_000_000_000,
  /** -moneyMax written out: a negation in a schema stays in every client bundle (see Joined). */
  moneyMin: -1_000_000_000,
  rrMax: 1000,
  /** One image each (decision 0200: the journal's three named fields come together). */
  imageMaxBytes: UPLOAD_MAX_BYTES,
  imagesPerRequest: JOURNAL_IMAGE_FIELDS.length,
  importMaxRows: 1000,
  importMaxBytes: 1024 * 1024,
  /** Prices, size and point value: positive, at most this. */
  priceMax: 1_000_000_000,
  tagMaxLength: 30,
  tagsPerKind: 10,
} as const;

/**
 * Two lists as one. The contract's helpers are named with a capital, so the client build marks
 * their calls pure (packages/contract/pure-functions.mjs) and drops a list no page reads; a
 * spread written in place would stay in the bundle, and with it the journal's schemas and
 * TypeBox in every page that imports the journal's contract.
 */
function Joined<A extends readonly string[], B extends readonly string[]>(
  a: A,
  b: B,
): readonly [...A, ...B] {
  return [...a, ...b];
}

/** Every message the journal's rules answer (server and form use the same words). */
export const JOURNAL_MESSAGES = {
  notFound: 'Journal entry not found',
  loadFailed: 'Failed to load journal entry. Please try again.',
  symbol: `symbol must be 1 to ${JOURNAL_LIMITS.symbolMaxLength} letters, digits or . / - _`,
  tradeDate: 'trade_date must be a real date written as YYYY-MM-DD',
  tradeDateFuture: 'trade_date cannot be in the future',
  pnl: 'pnl must be a number of dollars',
  risk: 'risk must be zero or a positive number of dollars',
  rr: `rr must be a number from 0 to ${JOURNAL_LIMITS.rrMax}`,
  win: 'win must be true or false',
  winWithLoss: 'A profitable trade cannot have a negative P&L',
  lossWithProfit: 'A losing trade cannot have a positive P&L',
  title: `The title must be 1 to ${JOURNAL_LIMITS.titleMaxLength} characters`,
  notes: `notes must be at most ${JOURNAL_LIMITS.notesMaxLength} characters`,
  listTooLong: `At most ${JOURNAL_LIMITS.listMaxItems} analysis points in a list`,
  listItemTooLong: `An analysis point must be at most ${JOURNAL_LIMITS.listItemMaxLength} characters`,
  imageTooLarge: `The image must be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
  notImage: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
  duplicateImage: 'Send each image field once',
  tooManyFiles: `At most ${JOURNAL_IMAGE_FIELDS.length} images: before_image_1, before_image_2 and after_image`,
  unknownImageField: 'Images go in before_image_1, before_image_2 or after_image',
  unknownPart:
    'Only images and description_1, description_2 go in the multipart body; text fields go in the query',
  multipartOnly: 'Send images and analysis points as multipart/form-data',
  removeImages: `remove_images must list some of: ${JOURNAL_IMAGE_FIELDS.join(', ')}`,
  csvTooLarge: `The CSV file must be at most ${JOURNAL_LIMITS.importMaxBytes / (1024 * 1024)} MB`,
  csvColumns: 'The CSV has no header row with the journal columns',
  csvTooManyRows: `At most ${JOURNAL_LIMITS.importMaxRows} rows in one import`,
  csvEmpty: 'The CSV has no entries',
  dateRange: 'from_date must not be after to_date',
  price: 'Prices, size and point value must be positive numbers',
  fees: 'fees must be a number of dollars',
  time: 'Entry and exit times must be dates with a time (ISO 8601)',
  exitBeforeEntry: 'The exit time cannot be before the entry time',
  pricesIncomplete: 'Give the entry price and size together; an exit price needs both',
  stopWithoutEntry: 'A stop price needs an entry price',
  tags: `Tags are comma-separated, at most ${JOURNAL_LIMITS.tagsPerKind} of at most ${JOURNAL_LIMITS.tagMaxLength} characters each`,
  chooseImport: 'Choose a CSV file or an MT4/MT5 statement (.htm, .html) to import',
  utcOffset: 'utc_offset must be minutes from -840 to 840',
} as const;

/** Server messages the client shows, with their translations (error-messages.ts lists them). */
export const JOURNAL_ERROR_TEXTS: Record<string, [string, { uz: string; ru: string }]> = {
  'journal.not_found': [
    JOURNAL_MESSAGES.notFound,
    { uz: 'Kundalik yozuvi topilmadi', ru: 'Запись журнала не найдена' },
  ],
  'journal.trade_date': [
    JOURNAL_MESSAGES.tradeDate,
    {
      uz: "Savdo sanasi YYYY-MM-DD ko'rinishidagi haqiqiy sana bo'lishi kerak",
      ru: 'Дата сделки должна быть реальной датой в формате ГГГГ-ММ-ДД',
    },
  ],
  'journal.trade_date_future': [
    JOURNAL_MESSAGES.tradeDateFuture,
    {
      uz: "Savdo sanasi kelajakda bo'lishi mumkin emas",
      ru: 'Дата сделки не может быть в будущем',
    },
  ],
  'journal.risk': [
    JOURNAL_MESSAGES.risk,
    {
      uz: "Risk nol yoki musbat dollar miqdori bo'lishi kerak",
      ru: 'Риск должен быть нулём или положительной суммой в долларах',
    },
  ],
  'journal.win_with_loss': [
    JOURNAL_MESSAGES.winWithLoss,
    {
      uz: "Foydali savdoda P&L manfiy bo'lishi mumkin emas",
      ru: 'У прибыльной сделки P&L не может быть отрицательным',
    },
  ],
  'journal.loss_with_profit': [
    JOURNAL_MESSAGES.lossWithProfit,
    {
      uz: "Zararli savdoda P&L musbat bo'lishi mumkin emas",
      ru: 'У убыточной сделки P&L не может быть положительным',
    },
  ],
  'journal.image_too_large': [
    JOURNAL_MESSAGES.imageTooLarge,
    { uz: "Rasm ko'pi bilan 5 MB bo'lishi kerak", ru: 'Изображение должно быть не больше 5 МБ' },
  ],
  'journal.not_image': [
    JOURNAL_MESSAGES.notImage,
    {
      uz: 'Faqat rasm yuklash mumkin (PNG, JPEG, GIF yoki WebP)',
      ru: 'Можно загружать только изображения (PNG, JPEG, GIF или WebP)',
    },
  ],
  'journal.too_many_files': [
    JOURNAL_MESSAGES.tooManyFiles,
    {
      uz: "Ko'pi bilan 3 ta rasm: before_image_1, before_image_2 va after_image",
      ru: 'Не более 3 изображений: before_image_1, before_image_2 и after_image',
    },
  ],
  'journal.prices_incomplete': [
    JOURNAL_MESSAGES.pricesIncomplete,
    {
      uz: 'Kirish narxi va hajmni birga kiriting; chiqish narxi uchun ikkalasi ham kerak',
      ru: 'Укажите цену входа и объём вместе; для цены выхода нужны оба',
    },
  ],
  'journal.stop_without_entry': [
    JOURNAL_MESSAGES.stopWithoutEntry,
    { uz: 'Stop narxi uchun kirish narxi kerak', ru: 'Для стоп-цены нужна цена входа' },
  ],
  'journal.exit_before_entry': [
    JOURNAL_MESSAGES.exitBeforeEntry,
    {
      uz: "Chiqish vaqti kirish vaqtidan oldin bo'lishi mumkin emas",
      ru: 'Время выхода не может быть раньше времени входа',
    },
  ],
  'journal.tags': [
    JOURNAL_MESSAGES.tags,
    {
      uz: "Teglar vergul bilan ajratiladi: har turdan ko'pi bilan 10 ta, har biri 30 belgigacha",
      ru: 'Теги через запятую: не более 10 каждого вида, до 30 символов каждый',
    },
  ],
  'journal.choose_import': [
    JOURNAL_MESSAGES.chooseImport,
    {
      uz: 'Import uchun CSV fayl yoki MT4/MT5 hisobotini (.htm, .html) tanlang',
      ru: 'Выберите CSV-файл или отчёт MT4/MT5 (.htm, .html) для импорта',
    },
  ],
  'journal.csv_columns': [
    JOURNAL_MESSAGES.csvColumns,
    {
      uz: "CSV faylida kundalik ustunlari bilan sarlavha qatori yo'q",
      ru: 'В CSV нет строки заголовка со столбцами журнала',
    },
  ],
};

// The entry rules a schema cannot state, written once for the form and the server
// (docs/product.md, "Rules that matter to a trader": a trade needs a real date, not later than
// tomorrow; a profitable trade cannot have a negative P&L nor a losing one a positive P&L).
// Each answers the JOURNAL_MESSAGES key of the broken rule, or undefined.

const DAY_MS = 24 * 60 * 60_000;

/** A YYYY-MM-DD that names a real day from 1970 on (not 2026-02-30). */
export function isRealJournalDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1970) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A trade's date is real and not later than tomorrow: its day (in UTC) starts at most 24 hours
 * after `now`, whatever the time zone of the browser or of the server.
 */
export function journalDateProblem(
  text: string,
  now: Date,
): 'tradeDate' | 'tradeDateFuture' | undefined {
  if (!isRealJournalDate(text)) return 'tradeDate';
  if (Date.parse(`${text}T00:00:00Z`) > now.getTime() + DAY_MS) return 'tradeDateFuture';
  return undefined;
}

/**
 * A profitable trade never lost money and a losing one never made any; a break-even trade
 * (P&L 0) may be either.
 */
export function journalOutcomeProblem(
  win: boolean,
  pnl: number,
): 'winWithLoss' | 'lossWithProfit' | undefined {
  if (win && pnl < 0) return 'winWithLoss';
  if (!win && pnl > 0) return 'lossWithProfit';
  return undefined;
}

const SymbolSchema = Type.String({
  minLength: 1,
  maxLength: JOURNAL_LIMITS.symbolMaxLength,
  pattern: '^\\s*[A-Za-z0-9][A-Za-z0-9./_\\- ]*$',
  errorMessage: JOURNAL_MESSAGES.symbol,
});
/** YYYY-MM-DD; the service also refuses dates that do not exist (2026-02-30). */
export const JournalDateSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  errorMessage: JOURNAL_MESSAGES.tradeDate,
});
const PnlSchema = Type.Number({
  minimum: JOURNAL_LIMITS.moneyMin,
  maximum: JOURNAL_LIMITS.moneyMax,
  errorMessage: JOURNAL_MESSAGES.pnl,
});
const RiskSchema = Type.Number({
  minimum: 0,
  maximum: JOURNAL_LIMITS.moneyMax,
  errorMessage: JOURNAL_MESSAGES.risk,
});
const RrSchema = Type.Number({
  minimum: 0,
  maximum: JOURNAL_LIMITS.rrMax,
  errorMessage: JOURNAL_MESSAGES.rr,
});
const WinSchema = Type.Boolean({ errorMessage: JOURNAL_MESSAGES.win });
const TitleSchema = Type.String({
  minLength: 1,
  maxLength: JOURNAL_LIMITS.titleMaxLength,
  errorMessage: JOURNAL_MESSAGES.title,
});
const NotesSchema = Type.String({
  maxLength: JOURNAL_LIMITS.notesMaxLength,
  errorMessage: JOURNAL_MESSAGES.notes,
});
const PriceSchema = Type.Number({
  exclusiveMinimum: 0,
  maximum: JOURNAL_LIMITS.priceMax,
  errorMessage: JOURNAL_MESSAGES.price,
});
const FeesSchema = Type.Number({
  minimum: JOURNAL_LIMITS.moneyMin,
  maximum: JOURNAL_LIMITS.moneyMax,
  errorMessage: JOURNAL_MESSAGES.fees,
});
/** An instant with its time: 2026-03-10T09:30:00Z or with an offset (the hour report's input). */
const TimeSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$',
  errorMessage: JOURNAL_MESSAGES.time,
});
/** Comma-separated tags; an empty text clears them (docs/decisions/0318-journal-tags-and-reports.md). */
const TagsSchema = Type.String({ maxLength: 400, errorMessage: JOURNAL_MESSAGES.tags });
const TagFilterSchema = Type.String({
  minLength: 1,
  maxLength: JOURNAL_LIMITS.tagMaxLength,
  errorMessage: JOURNAL_MESSAGES.tags,
});

/** The two kinds of tag: the setup traded and the mistakes made. */
export const JOURNAL_TAG_KINDS = ['setup', 'mistake'] as const;
export type JournalTagKind = (typeof JOURNAL_TAG_KINDS)[number];

/** "Breakout,  news , breakout" -> ['breakout', 'news']; undefined when a tag breaks the limits. */
export function parseJournalTags(text: string): string[] | undefined {
  const tags: string[] = [];
  for (const part of text.split(',')) {
    const tag = part.trim().replace(/\s+/g, ' ').toLowerCase();
    if (tag === '') continue;
    if (tag.length > JOURNAL_LIMITS.tagMaxLength) return undefined;
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags.length > JOURNAL_LIMITS.tagsPerKind ? undefined : tags;
}

const RemoveImagesSchema = Type.String({
  pattern: `^(${JOURNAL_IMAGE_FIELDS.join('|')})(,(${JOURNAL_IMAGE_FIELDS.join('|')}))*$`,
  errorMessage: JOURNAL_MESSAGES.removeImages,
});

/**
 * The text fields of an entry, in this order: a new entry needs each (pnl, risk, rr and win
 * unless entry, exit and size are given). Written out rather than read from the schemas below,
 * which client bundles drop (packages/contract/pure-functions.mjs).
 */
export const JOURNAL_TEXT_FIELDS = [
  'symbol',
  'trade_date',
  'direction',
  'pnl',
  'risk',
  'rr',
  'win',
  'before_title_1',
  'before_title_2',
] as const;
export type JournalTextField = (typeof JOURNAL_TEXT_FIELDS)[number];

/** The text fields of an entry: what travels in the query string of create and update. */
const JournalTextFields = {
  symbol: SymbolSchema,
  trade_date: JournalDateSchema,
  direction: TradeDirectionSchema,
  pnl: PnlSchema,
  risk: RiskSchema,
  rr: RrSchema,
  win: WinSchema,
  before_title_1: TitleSchema,
  before_title_2: TitleSchema,
} satisfies Record<JournalTextField, unknown>;

/**
 * The optional trade fields: prices, size, fees, stop, times and tags. With entry, exit and size
 * the server computes pnl, win and (with a stop) risk (journal-figures.ts).
 */
const JournalTradeFields = {
  entry_price: Type.Optional(PriceSchema),
  exit_price: Type.Optional(PriceSchema),
  size: Type.Optional(PriceSchema),
  point_value: Type.Optional(PriceSchema),
  fees: Type.Optional(FeesSchema),
  stop_price: Type.Optional(PriceSchema),
  entry_time: Type.Optional(TimeSchema),
  exit_time: Type.Optional(TimeSchema),
  setup_tags: Type.Optional(TagsSchema),
  mistake_tags: Type.Optional(TagsSchema),
};

/**
 * The update's trade fields: a price, size, fees, stop or time may be sent as null (an empty
 * value in the query) to clear it, and the figures are recomputed
 * (docs/decisions/0325-journal-clearing-prices.md); tags clear with an empty text.
 */
const JournalTradeUpdateFields = {
  ...JournalTradeFields,
  entry_price: Type.Optional(Nullable(PriceSchema)),
  exit_price: Type.Optional(Nullable(PriceSchema)),
  size: Type.Optional(Nullable(PriceSchema)),
  point_value: Type.Optional(Nullable(PriceSchema)),
  fees: Type.Optional(Nullable(FeesSchema)),
  stop_price: Type.Optional(Nullable(PriceSchema)),
  entry_time: Type.Optional(Nullable(TimeSchema)),
  exit_time: Type.Optional(Nullable(TimeSchema)),
} satisfies Record<JournalClearableField, unknown>;

/**
 * `POST /trading-journal/new` query: symbol, date, direction and titles are required; pnl, risk,
 * rr and win too unless entry, exit and size are given (the server then computes them).
 */
export const JournalCreateQuerySchema = Type.Object(
  {
    symbol: SymbolSchema,
    trade_date: JournalDateSchema,
    direction: TradeDirectionSchema,
    pnl: Type.Optional(PnlSchema),
    risk: Type.Optional(RiskSchema),
    rr: Type.Optional(RrSchema),
    win: Type.Optional(WinSchema),
    before_title_1: TitleSchema,
    before_title_2: TitleSchema,
    ...JournalTradeFields,
    notes: Type.Optional(NotesSchema),
  },
  { additionalProperties: false },
);
export type JournalCreateQuery = Static<typeof JournalCreateQuerySchema>;

/** `PATCH /trading-journal/{id}` query: only what is supplied changes; remove_images clears. */
export const JournalUpdateQuerySchema = Type.Object(
  {
    ...Type.Partial(Type.Object(JournalTextFields)).properties,
    ...JournalTradeUpdateFields,
    notes: Type.Optional(NotesSchema),
    /** Comma-separated image fields to clear (their files are removed). */
    remove_images: Type.Optional(RemoveImagesSchema),
  },
  { additionalProperties: false },
);
export type JournalUpdateQuery = Static<typeof JournalUpdateQuerySchema>;

/** A journal entry as the client sends it: the text fields plus the lists. */
export type JournalEntryInput = JournalCreateQuery & {
  description_1: string[];
  description_2: string[];
};

export const JournalEntrySchema = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  /** YYYY-MM-DD. */
  trade_date: Type.String(),
  direction: TradeDirectionSchema,
  pnl: Type.Number(),
  risk: Type.Number(),
  rr: Type.Number(),
  win: Type.Boolean(),
  before_title_1: Type.String(),
  before_title_2: Type.String(),
  description_1: Type.Array(Type.String()),
  description_2: Type.Array(Type.String()),
  notes: Type.String(),
  before_image_1: Nullable(Type.String()),
  before_image_2: Nullable(Type.String()),
  after_image: Nullable(Type.String()),
  entry_price: Nullable(Type.Number()),
  exit_price: Nullable(Type.Number()),
  size: Nullable(Type.Number()),
  point_value: Nullable(Type.Number()),
  fees: Nullable(Type.Number()),
  stop_price: Nullable(Type.Number()),
  /** ISO instants. */
  entry_time: Nullable(Type.String()),
  exit_time: Nullable(Type.String()),
  setup_tags: Type.Array(Type.String()),
  mistake_tags: Type.Array(Type.String()),
  /** P&L / risk (null without a risk). */
  r: Nullable(Type.Number()),
  /** Where an imported trade came from: 'csv' or 'statement'; null when typed in the form. */
  source: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type JournalEntry = Static<typeof JournalEntrySchema>;

export const JournalListResultSchema = PageOf(JournalEntrySchema);
export type JournalListResponse = Static<typeof JournalListResultSchema>;
export const JournalEntryResultSchema = ResultOf(JournalEntrySchema);
export type JournalEntryResponse = Static<typeof JournalEntryResultSchema>;

/** The list filters, shared by the list, the statistics and the export. */
export const JournalFiltersSchema = Type.Object(
  {
    symbol: Type.Optional(SymbolSchema),
    direction: Type.Optional(TradeDirectionSchema),
    /** true: profitable trades only; false: losing trades only. */
    win: Type.Optional(WinSchema),
    from_date: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        errorMessage: 'from_date must be YYYY-MM-DD',
      }),
    ),
    to_date: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        errorMessage: 'to_date must be YYYY-MM-DD',
      }),
    ),
    /** Trades carrying this setup tag. */
    setup_tag: Type.Optional(TagFilterSchema),
    /** Trades carrying this mistake tag. */
    mistake_tag: Type.Optional(TagFilterSchema),
  },
  { additionalProperties: false },
);
export type JournalFilters = Static<typeof JournalFiltersSchema>;

export const JournalListQuerySchema = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
    page: Type.Optional(PageNumberSchema),
    ...JournalFiltersSchema.properties,
  },
  { additionalProperties: false },
);
export type JournalListQuery = Static<typeof JournalListQuerySchema>;

/** One point of the cumulative P&L curve: after this entry, in trade order. */
export const JournalCurvePointSchema = Type.Object({
  entry_id: Type.Integer(),
  date: Type.String(),
  pnl: Type.Number(),
  cumulative_pnl: Type.Number(),
});
export type JournalCurvePoint = Static<typeof JournalCurvePointSchema>;

/** One trading day of the heatmap. */
export const JournalDaySchema = Type.Object({
  date: Type.String(),
  pnl: Type.Number(),
  trades: Type.Integer(),
});
export type JournalDay = Static<typeof JournalDaySchema>;

/**
 * Statistics over the entries the filters select (decision 0201 defines each figure). Figures
 * that need trades of a kind are null without them; nothing is ever NaN.
 */
export const JournalStatsSchema = Type.Object({
  trades: Type.Integer(),
  wins: Type.Integer(),
  losses: Type.Integer(),
  /** Percent of trades flagged profitable (0 to 100); null without trades. */
  win_rate: Nullable(Type.Number()),
  total_pnl: Type.Number(),
  average_pnl: Nullable(Type.Number()),
  average_win: Nullable(Type.Number()),
  /** A negative number (the mean P&L of losing trades). */
  average_loss: Nullable(Type.Number()),
  /** Gross profit / gross loss; null with no losses. */
  profit_factor: Nullable(Type.Number()),
  /** Dollars per trade: win rate x average win + loss rate x average loss. */
  expectancy: Nullable(Type.Number()),
  /** Mean of pnl / risk over trades with a risk above zero. */
  average_r: Nullable(Type.Number()),
  largest_win: Nullable(Type.Number()),
  largest_loss: Nullable(Type.Number()),
  longest_win_streak: Type.Integer(),
  longest_loss_streak: Type.Integer(),
  /** Positive: this many wins in a row up to the latest trade; negative: losses; 0 none. */
  current_streak: Type.Integer(),
  curve: Type.Array(JournalCurvePointSchema),
  daily: Type.Array(JournalDaySchema),
});
export type JournalStats = Static<typeof JournalStatsSchema>;
export const JournalStatsResultSchema = ResultOf(JournalStatsSchema);
export type JournalStatsResponse = Static<typeof JournalStatsResultSchema>;

/**
 * A trade's prices, times and tags (docs/decisions/0317-journal-figures-from-prices.md), all
 * optional: one list for the CSV's columns and the form's changed fields.
 */
export const JOURNAL_TRADE_FIELDS = [
  'entry_price',
  'exit_price',
  'size',
  'point_value',
  'fees',
  'stop_price',
  'entry_time',
  'exit_time',
  'setup_tags',
  'mistake_tags',
] as const;

/**
 * The trade fields an update clears with null (docs/decisions/0325-journal-clearing-prices.md):
 * every one but the tags, which clear with an empty text.
 */
export const JOURNAL_CLEARABLE_FIELDS = [
  'entry_price',
  'exit_price',
  'size',
  'point_value',
  'fees',
  'stop_price',
  'entry_time',
  'exit_time',
] as const satisfies readonly (typeof JOURNAL_TRADE_FIELDS)[number][];
export type JournalClearableField = (typeof JOURNAL_CLEARABLE_FIELDS)[number];

/** The CSV columns, in export order; import needs every one but id and notes. */
export const JOURNAL_CSV_COLUMNS = Joined(
  [
    'id',
    'trade_date',
    'symbol',
    'direction',
    'pnl',
    'risk',
    'rr',
    'win',
    'before_title_1',
    'before_title_2',
    'description_1',
    'description_2',
    'notes',
  ] as const,
  JOURNAL_TRADE_FIELDS,
);
/** Columns an import may leave out; pnl, risk, rr and win cells may be empty when prices are given. */
export const JOURNAL_CSV_OPTIONAL_COLUMNS = Joined(['id', 'notes'] as const, JOURNAL_TRADE_FIELDS);

export const JournalImportQuerySchema = Type.Object(
  {
    /** Import the valid rows of a file that also has bad rows. */
    accept_valid: Type.Optional(
      Type.Boolean({ errorMessage: 'accept_valid must be true or false' }),
    ),
  },
  { additionalProperties: false },
);
export type JournalImportQuery = Static<typeof JournalImportQuerySchema>;

export const JournalImportRowErrorSchema = Type.Object({
  /** The row's line in the file, the header being row 1. */
  row: Type.Integer(),
  field: Type.String(),
  message: Type.String(),
});
export type JournalImportRowError = Static<typeof JournalImportRowErrorSchema>;

export const JournalImportResultSchema = ResultOf(
  Type.Object({
    total_rows: Type.Integer(),
    valid_rows: Type.Integer(),
    /** Entries written by this call (0 when the file has errors and accept_valid was not set). */
    imported: Type.Integer(),
    errors: Type.Array(JournalImportRowErrorSchema),
    /** The same file was already imported: nothing was written again. */
    duplicate: Type.Boolean(),
    /** Trades of the file the journal already had (by ticket or by content), skipped. */
    already_imported: Type.Integer(),
    /** What the file was read as. */
    format: LiteralUnion(['journal_csv', 'statement'] as const),
  }),
);
export type JournalImportResponse = Static<typeof JournalImportResultSchema>;
export type JournalImportReport = JournalImportResponse['result'];
