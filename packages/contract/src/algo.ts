/**
 * Algo trading: the Expert Advisor marketplace, plans and the
 * purchase form, my expert advisors (a purchase with its trading account), their verified
 * metrics computed from stored trades only, trades, profit by period, reviews, the bridge that
 * posts trades, and the copy-trading strategies.
 *
 * Calls (main root):
 * - `GET /algo-trade/all` (limit, page; 10 a page; platform, type, max_price, sort)
 * - `GET /algo-trade/{id}/details`, `/form-fields`, `/plans`
 * - `POST /algo-trade/{id}/purchase` (optional body: plan_id and the form's values; Idempotency-Key)
 * - `GET /algo-trade/my-purchases` (optional limit; the dashboard asks for 3)
 * - `GET|DELETE /algo-trade/my-purchases/{id}`; `/metrics`, `/historical-trades` (from, to,
 *   symbol, limit, page), `/open-trades`, `/profit-stats` (period), `/status`
 * - `POST /algo-trade/my-purchases/{id}/statement` (multipart: an MT4/MT5 account statement)
 * - `POST /algo-trade/ingest/trades` (header `X-Savdo-EA-Key`: the expert advisor's bridge key)
 * - `GET /algo-trade-review/{id}/all` (limit, page; 10 a page); `POST /algo-trade-review/{id}`
 * - `GET /copy-trade/strategies`
 * Live: `expert_advisor.status` to the owner when an expert advisor's status changes.
 *
 * Money is integer UZS; trading figures (prices, profits, deposits) are account-currency
 * numbers (USD), percents are numbers (12.5 = 12.5 %).
 */
import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin-list-query';
import { BridgeConnectionSchema, EaFileSchema } from './algo-bridge';
import { IdSchema, LiteralUnion, Nullable, PageNumberSchema, PageOf, ResultOf } from './common';
import { PurchaseSchema } from './purchases';

export const ALGO_PAGE_SIZE = 10;
export const ALGO_REVIEWS_PAGE_SIZE = 10;

export const ALGO_PLATFORMS = ['MT4', 'MT5'] as const;
export const AlgoPlatformSchema = LiteralUnion(ALGO_PLATFORMS);
export type AlgoPlatform = Static<typeof AlgoPlatformSchema>;

export const ALGO_BOT_TYPES = ['trend', 'scalping', 'grid', 'breakout', 'mean_reversion'] as const;
export const AlgoBotTypeSchema = LiteralUnion(ALGO_BOT_TYPES);
export type AlgoBotType = Static<typeof AlgoBotTypeSchema>;

export const ALGO_SORTS = ['gain', 'drawdown', 'popularity'] as const;
export const AlgoSortSchema = LiteralUnion(ALGO_SORTS);
export type AlgoSort = Static<typeof AlgoSortSchema>;

/** Name and description in one language. */
export const AlgoTextSchema = Type.Object({
  name: Type.Optional(Type.String()),
  description: Type.Optional(Type.String()),
});
export const AlgoTranslationsSchema = Type.Object({
  uz: Type.Optional(AlgoTextSchema),
  ru: Type.Optional(AlgoTextSchema),
});
export type AlgoTranslations = Static<typeof AlgoTranslationsSchema>;

/**
 * Verified figures, computed from the stored trades of the bot's live signal account (or of one
 * expert advisor) and never typed in. Null where a figure is undefined (profit factor without a
 * losing trade, averages without trades).
 */
export const AlgoMetricsSchema = Type.Object({
  initial_deposit: Type.Number(),
  balance: Type.Number(),
  equity: Type.Number(),
  profit: Type.Number(),
  /** Time-weighted total gain, percent (decision 0180). */
  gain_percent: Type.Number(),
  /** Average monthly gain, percent. */
  monthly_gain_percent: Type.Number(),
  max_drawdown: Type.Number(),
  max_drawdown_percent: Type.Number(),
  profit_factor: Nullable(Type.Number()),
  win_rate: Type.Number(),
  average_win: Nullable(Type.Number()),
  average_loss: Nullable(Type.Number()),
  expectancy: Nullable(Type.Number()),
  trades: Type.Integer(),
  longest_win_streak: Type.Integer(),
  longest_loss_streak: Type.Integer(),
  best_trade: Nullable(Type.Number()),
  worst_trade: Nullable(Type.Number()),
  /** First and last closed trade (null without trades). */
  first_trade_at: Nullable(Type.String()),
  last_trade_at: Nullable(Type.String()),
});
export type AlgoMetrics = Static<typeof AlgoMetricsSchema>;

/** A bot as the market lists it. */
export const AlgoBotSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  author: Type.String(),
  version: Type.String(),
  updated_at: Type.String(),
  /** The lowest plan's price, integer UZS. */
  price: Type.Integer({ minimum: 0 }),
  type: AlgoBotTypeSchema,
  platforms: Type.Array(AlgoPlatformSchema),
  monthly_purchases: Type.Integer(),
  monthly_downloads: Type.Integer(),
  /** Its figures come from a live account (not a backtest). */
  live_signal: Type.Boolean(),
  description: Type.String(),
  translations: AlgoTranslationsSchema,
  image_url: Nullable(Type.String()),
  rating: Nullable(Type.Number()),
  reviews_count: Type.Integer(),
  metrics: AlgoMetricsSchema,
  /** A few balance points for a sparkline, oldest first. */
  equity_sparkline: Type.Array(Type.Number()),
  /** The signed-in viewer holds a live expert advisor of this bot. */
  purchased: Type.Boolean(),
});
export type AlgoBot = Static<typeof AlgoBotSchema>;

export const EquityPointSchema = Type.Object({
  time: Type.String(),
  balance: Type.Number(),
  equity: Type.Number(),
  /** Drawdown from the running equity peak at this point, percent (0 or positive). */
  drawdown_percent: Type.Number(),
});
export type EquityPoint = Static<typeof EquityPointSchema>;

export const MonthlyReturnSchema = Type.Object({
  /** YYYY-MM (UTC). */
  month: Type.String(),
  gain_percent: Type.Number(),
  profit: Type.Number(),
  trades: Type.Integer(),
});
export type MonthlyReturn = Static<typeof MonthlyReturnSchema>;

export const RatingSummarySchema = Type.Object({
  average: Nullable(Type.Number()),
  count: Type.Integer(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  distribution: Type.Array(Type.Integer(), { minItems: 5, maxItems: 5 }),
});
export type RatingSummary = Static<typeof RatingSummarySchema>;

/** A bot's page: everything the market card has, the curve, monthly returns, ratings. */
export const AlgoBotDetailsSchema = Type.Object({
  ...AlgoBotSchema.properties,
  /** At most a few hundred points, downsampled by the server. */
  equity_curve: Type.Array(EquityPointSchema),
  monthly_returns: Type.Array(MonthlyReturnSchema),
  rating_summary: RatingSummarySchema,
  /** The viewer may write a review: a buyer who has not written one yet. */
  can_review: Type.Boolean(),
});
export type AlgoBotDetails = Static<typeof AlgoBotDetailsSchema>;

export const AlgoListQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  page: Type.Optional(PageNumberSchema),
  platform: Type.Optional(AlgoPlatformSchema),
  type: Type.Optional(AlgoBotTypeSchema),
  max_price: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000 })),
  sort: Type.Optional(AlgoSortSchema),
});
export type AlgoListQuery = Static<typeof AlgoListQuerySchema>;

export const ALGO_FORM_FIELD_TYPES = ['text', 'number', 'select', 'password'] as const;

/** A field of the form a buyer fills in (broker, login, ...); the server checks the values. */
export const AlgoFormFieldSchema = Type.Object({
  name: Type.String(),
  /** English; `labels` has uz and ru. */
  label: Type.String(),
  labels: Type.Object({ uz: Type.Optional(Type.String()), ru: Type.Optional(Type.String()) }),
  type: LiteralUnion(ALGO_FORM_FIELD_TYPES),
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(Type.String())),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  step: Type.Optional(Type.Number()),
  max_length: Type.Optional(Type.Integer()),
  placeholder: Type.Optional(Type.String()),
});
export type AlgoFormField = Static<typeof AlgoFormFieldSchema>;

export const AlgoPlanSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  labels: Type.Object({ uz: Type.Optional(Type.String()), ru: Type.Optional(Type.String()) }),
  price: Type.Integer({ minimum: 0 }),
  /** Null: lifetime. */
  duration_days: Nullable(Type.Integer({ minimum: 1 })),
});
export type AlgoPlan = Static<typeof AlgoPlanSchema>;

export const EXPERT_ADVISOR_STATUSES = [
  'in_progress',
  'active',
  'deactivated',
  'paused',
  'unknown',
] as const;
export const ExpertAdvisorStatusSchema = LiteralUnion(EXPERT_ADVISOR_STATUSES);
export type ExpertAdvisorStatus = Static<typeof ExpertAdvisorStatusSchema>;

/** My expert advisor: a purchase of a bot with its trading account. */
export const AlgoPurchaseSchema = Type.Object({
  id: Type.Integer(),
  algo_trade_id: Type.Integer(),
  name: Type.String(),
  version: Type.String(),
  status: ExpertAdvisorStatusSchema,
  platform: AlgoPlatformSchema,
  type: AlgoBotTypeSchema,
  /** The plan bought, e.g. "3 months" or "Lifetime". */
  access: Type.String(),
  broker: Type.String(),
  account_name: Type.String(),
  login: Type.String(),
  server: Type.String(),
  deposit: Type.Number(),
  /** Risk per trade, percent. */
  risk: Type.Number(),
  purchased_at: Type.String(),
  /** Null: lifetime. */
  expires_at: Nullable(Type.String()),
  status_changed_at: Type.String(),
  /** Total gain of its account so far, percent (0 before any trade). */
  gain_percent: Type.Number(),
  profit: Type.Number(),
  /** The terminal bridge's side: last heartbeat, offline, a wrong account (algo-bridge.ts). */
  connection: Type.Optional(BridgeConnectionSchema),
});
export type AlgoPurchase = Static<typeof AlgoPurchaseSchema>;

/** One expert advisor in full, for its owner: with the key its terminal bridge posts with. */
export const AlgoPurchaseDetailsSchema = Type.Object({
  ...AlgoPurchaseSchema.properties,
  bridge_key: Type.String(),
  /** The bought version's terminal files, to download while the licence is live. */
  files: Type.Optional(Type.Array(EaFileSchema)),
});
export type AlgoPurchaseDetails = Static<typeof AlgoPurchaseDetailsSchema>;

export const TRADE_SIDES = ['buy', 'sell'] as const;
export const TradeSideSchema = LiteralUnion(TRADE_SIDES);
export type TradeSide = Static<typeof TradeSideSchema>;

export const AlgoTradeSchema = Type.Object({
  id: Type.Integer(),
  ticket: Type.String(),
  symbol: Type.String(),
  type: TradeSideSchema,
  volume: Type.Number(),
  open_price: Type.Number(),
  close_price: Nullable(Type.Number()),
  open_time: Type.String(),
  close_time: Nullable(Type.String()),
  /** Including commission and swap; the floating profit for an open trade. */
  profit: Type.Number(),
});
export type AlgoTrade = Static<typeof AlgoTradeSchema>;

export const PROFIT_PERIODS = ['day', 'week', 'month', 'year', 'all'] as const;
export const ProfitPeriodSchema = LiteralUnion(PROFIT_PERIODS);
export type ProfitPeriod = Static<typeof ProfitPeriodSchema>;

export const ProfitStatSchema = Type.Object({
  period_start: Type.String(),
  profit: Type.Number(),
  trades: Type.Integer(),
  gain_percent: Type.Number(),
});
export type ProfitStat = Static<typeof ProfitStatSchema>;

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  algo_trade_id: Type.Integer(),
  user_id: Type.Integer(),
  user_name: Type.String(),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String(),
  created_at: Type.String(),
});
export type Review = Static<typeof ReviewSchema>;

/** The review messages are the schema's. */
export const ReviewInputSchema = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5, errorMessage: 'Please select a rating' }),
    comment: Type.String({ minLength: 1, maxLength: 2000, errorMessage: 'Please write a comment' }),
  },
  { additionalProperties: false },
);
export type ReviewInput = Static<typeof ReviewInputSchema>;

/**
 * A buyer's form values by field name: a map, its keys names of the form's fields (the server
 * refuses a name the expert advisor's form lacks, naming it).
 */
export const AlgoFormValuesSchema = Type.Record(
  Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }),
  Type.Union([Type.String({ maxLength: 200 }), Type.Number()]),
  { additionalProperties: false },
);

export const AlgoPurchaseRequestSchema = Type.Object(
  {
    plan_id: Type.Optional(IdSchema('Plan not found')),
    /** The form's values by field name (form-fields says which and how they are checked). */
    fields: Type.Optional(AlgoFormValuesSchema),
  },
  { additionalProperties: false },
);
export type AlgoPurchaseRequest = Static<typeof AlgoPurchaseRequestSchema>;

export const HistoricalTradesQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  page: Type.Optional(PageNumberSchema),
  /** ISO dates or date-times, on close time. */
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
  symbol: Type.Optional(Type.String({ maxLength: 30 })),
});
export type HistoricalTradesQuery = Static<typeof HistoricalTradesQuerySchema>;

export const ProfitStatsQuerySchema = Type.Object({ period: Type.Optional(ProfitPeriodSchema) });
export const MyPurchasesQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const AlgoIdParamsSchema = Type.Object({ id: IdSchema('Expert advisor not found') });

/** What a trading-terminal bridge posts: trades of one expert advisor's account. */
export const IngestTradeSchema = Type.Object(
  {
    ticket: Type.String({ minLength: 1, maxLength: 40 }),
    symbol: Type.String({ minLength: 1, maxLength: 30 }),
    type: TradeSideSchema,
    volume: Type.Number({ exclusiveMinimum: 0, maximum: 10_000 }),
    open_time: Type.String({ maxLength: 40 }),
    open_price: Type.Number({ exclusiveMinimum: 0 }),
    close_time: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    close_price: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0 }))),
    profit: Type.Number(),
    commission: Type.Optional(Type.Number()),
    swap: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type IngestTrade = Static<typeof IngestTradeSchema>;
/**
 * The batch a bridge posts. The envelope is checked here; each trade is checked on its own against
 * IngestTradeSchema (closed) by the server and, when wrong, refused alone with its index and a
 * reason, so one bad trade never fails the others (decision 0275).
 */
export const IngestBodySchema = Type.Object(
  {
    trades: Type.Array(Type.Unknown(), { minItems: 1, maxItems: 1000 }),
  },
  { additionalProperties: false },
);
/** What a bridge sends: trades of IngestTradeSchema's shape. */
export interface IngestBody {
  trades: IngestTrade[];
}
/** A trade the server left out: its place in the batch, its ticket ('' if none) and why. */
export const RefusedTradeSchema = Type.Object({
  index: Type.Integer({ minimum: 0 }),
  ticket: Type.String(),
  reason: Type.String(),
});
export type RefusedTrade = Static<typeof RefusedTradeSchema>;
export const IngestResultSchema = ResultOf(
  Type.Object({
    accepted: Type.Integer(),
    /** Tickets already stored with the same figures (a replay): not counted again. */
    duplicates: Type.Integer(),
    refused: Type.Array(RefusedTradeSchema),
  }),
);
export type IngestResponse = Static<typeof IngestResultSchema>;
export const BRIDGE_KEY_HEADER = 'x-savdo-ea-key';

/** A strategy to copy (the copy-trading page), with its verified figures. */
export const CopyStrategySchema = Type.Object({
  algo_trade_id: Type.Integer(),
  name: Type.String(),
  translations: AlgoTranslationsSchema,
  type: AlgoBotTypeSchema,
  metrics: AlgoMetricsSchema,
  equity_sparkline: Type.Array(Type.Number()),
  /** 1 (calm) to 10 (wild), from drawdown and the spread of monthly returns (decision 0180). */
  risk_score: Type.Integer({ minimum: 1, maximum: 10 }),
  months: Type.Integer(),
  followers: Type.Integer(),
});
export type CopyStrategy = Static<typeof CopyStrategySchema>;

export const AlgoListResultSchema = PageOf(AlgoBotSchema);
export type AlgoListResponse = Static<typeof AlgoListResultSchema>;
export const AlgoDetailsResultSchema = ResultOf(AlgoBotDetailsSchema);
export type AlgoDetailsResponse = Static<typeof AlgoDetailsResultSchema>;
export const AlgoFormFieldsResultSchema = ResultOf(Type.Array(AlgoFormFieldSchema));
export type AlgoFormFieldsResponse = Static<typeof AlgoFormFieldsResultSchema>;
export const AlgoPlansResultSchema = ResultOf(Type.Array(AlgoPlanSchema));
export type AlgoPlansResponse = Static<typeof AlgoPlansResultSchema>;
export const AlgoBuyResultSchema = ResultOf(
  Type.Object({ expert_advisor: AlgoPurchaseDetailsSchema, purchase: PurchaseSchema }),
);
export type AlgoBuyResponse = Static<typeof AlgoBuyResultSchema>;
export const MyPurchaseResultSchema = ResultOf(AlgoPurchaseDetailsSchema);
export type MyPurchaseResponse = Static<typeof MyPurchaseResultSchema>;
export const MyPurchasesResultSchema = PageOf(AlgoPurchaseSchema);
export type MyPurchasesResponse = Static<typeof MyPurchasesResultSchema>;
export const AlgoMetricsResultSchema = ResultOf(AlgoMetricsSchema);
export type AlgoMetricsResponse = Static<typeof AlgoMetricsResultSchema>;
export const AlgoTradesResultSchema = PageOf(AlgoTradeSchema);
export type AlgoTradesResponse = Static<typeof AlgoTradesResultSchema>;
export const OpenTradesResultSchema = ResultOf(Type.Array(AlgoTradeSchema));
export type OpenTradesResponse = Static<typeof OpenTradesResultSchema>;
export const ProfitStatsResultSchema = ResultOf(
  Type.Object({ period: ProfitPeriodSchema, data: Type.Array(ProfitStatSchema) }),
);
export type ProfitStatsResponse = Static<typeof ProfitStatsResultSchema>;
export const AlgoStatusResultSchema = ResultOf(
  Type.Object({ status: ExpertAdvisorStatusSchema, status_changed_at: Type.String() }),
);
export type AlgoStatusResponse = Static<typeof AlgoStatusResultSchema>;
export const ReviewsResultSchema = PageOf(ReviewSchema);
export type ReviewsResponse = Static<typeof ReviewsResultSchema>;
export const ReviewResultSchema = ResultOf(ReviewSchema);
export type ReviewResponse = Static<typeof ReviewResultSchema>;
export const CopyStrategiesResultSchema = ResultOf(Type.Array(CopyStrategySchema));
export type CopyStrategiesResponse = Static<typeof CopyStrategiesResultSchema>;

/** Admin: move an expert advisor through its statuses (also `npm run admin -- ea-status`). */
export const AdminEaStatusBodySchema = Type.Object(
  { status: ExpertAdvisorStatusSchema },
  { additionalProperties: false },
);

// ---- The back office: the expert advisor queue, the listings, review moderation ----

/** A buyer as the back office lists them beside what they bought. */
export const AdminBuyerSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  email: Nullable(Type.String()),
});
export type AdminBuyer = Static<typeof AdminBuyerSchema>;

/** One bought expert advisor in the operator's queue: buyer, bot, plan, account, times. */
export const AdminExpertAdvisorSchema = Type.Object({
  id: Type.Integer(),
  status: ExpertAdvisorStatusSchema,
  status_changed_at: Type.String(),
  buyer: AdminBuyerSchema,
  bot: Type.Object({ id: Type.Integer(), name: Type.String(), version: Type.String() }),
  plan: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    duration_days: Nullable(Type.Integer()),
  }),
  platform: AlgoPlatformSchema,
  broker: Type.String(),
  account_name: Type.String(),
  login: Type.String(),
  server: Type.String(),
  deposit: Type.Number(),
  risk: Type.Number(),
  /** Every value the buyer entered in the purchase form, by field name. */
  fields: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  /** The owner deleted it from their list (decision 0181: delete hides). */
  hidden: Type.Boolean(),
  purchased_at: Type.String(),
  /** Null: lifetime. */
  expires_at: Nullable(Type.String()),
  expired: Type.Boolean(),
  last_heartbeat_at: Nullable(Type.String()),
});
export type AdminExpertAdvisor = Static<typeof AdminExpertAdvisorSchema>;

export const ADMIN_EA_SORTS = [
  'purchased_at',
  'status_changed_at',
  'expires_at',
  'status',
  'id',
] as const;
/** GET /admin/algo-trade/purchases: newest first; search in username, name, email and login. */
export const AdminExpertAdvisorsQuerySchema = AdminListQuery(ADMIN_EA_SORTS, {
  status: Type.Optional(ExpertAdvisorStatusSchema),
  platform: Type.Optional(AlgoPlatformSchema),
  bot_id: Type.Optional(IdSchema('bot_id must be an expert advisor listing id')),
  expired: Type.Optional(Type.Boolean()),
});
export type AdminExpertAdvisorsQuery = Static<typeof AdminExpertAdvisorsQuerySchema>;
export const AdminExpertAdvisorsPageSchema = PageOf(AdminExpertAdvisorSchema);
export type AdminExpertAdvisorsResponse = Static<typeof AdminExpertAdvisorsPageSchema>;
export const AdminExpertAdvisorResultSchema = ResultOf(AdminExpertAdvisorSchema);
export type AdminExpertAdvisorResponse = Static<typeof AdminExpertAdvisorResultSchema>;

/**
 * What an operator may set from the queue: the set-up worked (active), it is paused, or it
 * failed and is switched off (deactivated) — docs/decisions/0295-expert-advisor-queue.md.
 */
export const ADMIN_EA_TARGET_STATUSES = ['active', 'paused', 'deactivated'] as const;
export const AdminEaTargetStatusSchema = LiteralUnion(ADMIN_EA_TARGET_STATUSES, {
  errorMessage: `status must be one of: ${ADMIN_EA_TARGET_STATUSES.join(', ')}`,
});
export const ADMIN_EA_MESSAGE_MAX = 500;
/** POST /admin/algo-trade/purchases/{id}/status; a message is required to pause or deactivate. */
export const AdminEaStatusChangeBodySchema = Type.Object(
  {
    status: AdminEaTargetStatusSchema,
    /** Told to the buyer in their notification, as written. */
    message: Type.Optional(Type.String({ maxLength: ADMIN_EA_MESSAGE_MAX })),
  },
  { additionalProperties: false },
);
export type AdminEaStatusChangeRequest = Static<typeof AdminEaStatusChangeBodySchema>;

/**
 * POST /admin/algo-trade/bots/{id}/versions, multipart: the text field `version` (1 to 40 of
 * letters, digits, dot, dash, underscore), optional `notes_uz`, `notes_ru`, `notes_en` (release
 * notes), and the files `mt4` (.ex4) and/or `mt5` (.ex5), each at most ADMIN_EA_FILE_MAX_BYTES.
 * Answers the listing (AdminAlgoBotResultSchema) with its new version.
 */
export const ADMIN_BOT_VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z._-]{0,39}$';
export const ADMIN_EA_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const ADMIN_RELEASE_NOTES_MAX = 2_000;

/** The English messages of the back office's algo rules (error-messages.ts adds uz and ru). */
export const ALGO_ADMIN_MESSAGES = {
  messageRequired: 'Write a message for the buyer to pause or deactivate',
  reviewNotFound: 'Review not found',
  botNotFound: 'Expert advisor listing not found',
  versionName: 'version must be 1 to 40 letters, digits, dots, dashes or underscores',
  chooseFile: 'Choose an MT4 (.ex4) or MT5 (.ex5) file',
  platformNotListed: "The file is for a platform this expert advisor's listing does not name",
  versionExists: 'This version is already published',
  unknownPart: 'Unknown form field',
  notesTooLong: 'Release notes must be at most 2000 characters',
  planPeriodTwice: 'plans: two plans have the same period',
  planNotOfBot: 'plans: id must name a plan of this listing',
  planBought: 'plans: a plan that was bought cannot be removed; change its price instead',
  fieldTwice: 'form_fields: a field is named twice',
  fieldKey: 'form_fields: this field does not take that setting',
  fieldBounds: 'form_fields: min must be below max, within what the purchase can store',
} as const;
export const ALGO_ADMIN_ERROR_TEXTS: Record<string, [string, { uz: string; ru: string }]> = {
  'algo.admin_message_required': [
    ALGO_ADMIN_MESSAGES.messageRequired,
    {
      uz: "To'xtatish yoki o'chirish uchun xaridorga xabar yozing",
      ru: 'Чтобы приостановить или отключить, напишите сообщение покупателю',
    },
  ],
  'algo.review_not_found': [
    ALGO_ADMIN_MESSAGES.reviewNotFound,
    { uz: 'Sharh topilmadi', ru: 'Отзыв не найден' },
  ],
  'algo.listing_not_found': [
    ALGO_ADMIN_MESSAGES.botNotFound,
    { uz: 'Ekspert maslahatchi topilmadi', ru: 'Советник не найден' },
  ],
  'algo.version_name': [
    ALGO_ADMIN_MESSAGES.versionName,
    {
      uz: "version 1 dan 40 gacha harf, raqam, nuqta, chiziqcha yoki pastki chiziqdan iborat bo'lishi kerak",
      ru: 'version: от 1 до 40 букв, цифр, точек, дефисов или подчёркиваний',
    },
  ],
  'algo.choose_ea_file': [
    ALGO_ADMIN_MESSAGES.chooseFile,
    {
      uz: 'MT4 (.ex4) yoki MT5 (.ex5) faylini tanlang',
      ru: 'Выберите файл MT4 (.ex4) или MT5 (.ex5)',
    },
  ],
  'algo.platform_not_listed': [
    ALGO_ADMIN_MESSAGES.platformNotListed,
    {
      uz: "Fayl ekspert maslahatchi e'lonida ko'rsatilmagan platforma uchun",
      ru: 'Файл для платформы, которой нет в карточке советника',
    },
  ],
  'algo.version_exists': [
    ALGO_ADMIN_MESSAGES.versionExists,
    { uz: "Bu versiya allaqachon e'lon qilingan", ru: 'Эта версия уже опубликована' },
  ],
  'algo.unknown_part': [
    ALGO_ADMIN_MESSAGES.unknownPart,
    { uz: "Noma'lum forma maydoni", ru: 'Неизвестное поле формы' },
  ],
  'algo.notes_too_long': [
    ALGO_ADMIN_MESSAGES.notesTooLong,
    {
      uz: 'Reliz izohlari 2000 belgidan oshmasligi kerak',
      ru: 'Примечания к версии — не более 2000 символов',
    },
  ],
  'algo.plan_period_twice': [
    ALGO_ADMIN_MESSAGES.planPeriodTwice,
    { uz: 'plans: ikki tarifning muddati bir xil', ru: 'plans: у двух тарифов одинаковый срок' },
  ],
  'algo.plan_not_of_bot': [
    ALGO_ADMIN_MESSAGES.planNotOfBot,
    {
      uz: 'plans: id shu maslahatchining tarifini bildirishi kerak',
      ru: 'plans: id должен указывать тариф этого советника',
    },
  ],
  'algo.plan_bought': [
    ALGO_ADMIN_MESSAGES.planBought,
    {
      uz: "plans: sotib olingan tarifni o'chirib bo'lmaydi; uning narxini o'zgartiring",
      ru: 'plans: купленный тариф нельзя удалить; измените его цену',
    },
  ],
  'algo.field_twice': [
    ALGO_ADMIN_MESSAGES.fieldTwice,
    { uz: 'form_fields: maydon ikki marta berilgan', ru: 'form_fields: поле указано дважды' },
  ],
  'algo.field_key': [
    ALGO_ADMIN_MESSAGES.fieldKey,
    {
      uz: 'form_fields: bu maydon bunday sozlamani olmaydi',
      ru: 'form_fields: у этого поля нет такой настройки',
    },
  ],
  'algo.field_bounds': [
    ALGO_ADMIN_MESSAGES.fieldBounds,
    {
      uz: "form_fields: min max dan kichik va xarid saqlay oladigan chegarada bo'lishi kerak",
      ru: 'form_fields: min должен быть меньше max и в пределах, которые хранит покупка',
    },
  ],
};

/** An expert advisor listing as the back office edits it (hidden ones too). */
export const AdminAlgoBotSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  author: Type.String(),
  version: Type.String(),
  type: AlgoBotTypeSchema,
  platforms: Type.Array(AlgoPlatformSchema),
  description: Type.String(),
  translations: AlgoTranslationsSchema,
  image_url: Nullable(Type.String()),
  live_signal: Type.Boolean(),
  is_listed: Type.Boolean(),
  is_demo: Type.Boolean(),
  /** The lowest plan's price, integer UZS. */
  price: Type.Integer({ minimum: 0 }),
  plans: Type.Array(AlgoPlanSchema),
  /** The purchase form a buyer fills in, as `/algo-trade/{id}/form-fields` answers it. */
  form_fields: Type.Array(AlgoFormFieldSchema),
  /** Expert advisors bought of it, ever. */
  purchases: Type.Integer(),
  /** Over the visible reviews only (docs/decisions/0296-review-moderation.md). */
  rating: Nullable(Type.Number()),
  reviews_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type AdminAlgoBot = Static<typeof AdminAlgoBotSchema>;

export const ADMIN_BOT_SORTS = ['id', 'name', 'updated_at', 'price', 'purchases'] as const;
/** GET /admin/algo-trade/bots: search in name and author. */
export const AdminAlgoBotsQuerySchema = AdminListQuery(ADMIN_BOT_SORTS, {
  type: Type.Optional(AlgoBotTypeSchema),
  platform: Type.Optional(AlgoPlatformSchema),
  listed: Type.Optional(Type.Boolean()),
});
export type AdminAlgoBotsQuery = Static<typeof AdminAlgoBotsQuerySchema>;
export const AdminAlgoBotsPageSchema = PageOf(AdminAlgoBotSchema);
export type AdminAlgoBotsResponse = Static<typeof AdminAlgoBotsPageSchema>;
export const AdminAlgoBotResultSchema = ResultOf(AdminAlgoBotSchema);
export type AdminAlgoBotResponse = Static<typeof AdminAlgoBotResultSchema>;

const BotText = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
/**
 * A plan as the back office writes it: its period (days, or null for lifetime) and its price in
 * whole UZS above 0. `id` names a plan the listing has (kept, so its purchases still point at it);
 * without one it is a new plan. The name and its uz and ru labels follow from the period.
 */
export const ADMIN_BOT_PLANS_MAX = 10;
export const ADMIN_PLAN_DAYS_MAX = 3660;
export const ADMIN_PLAN_PRICE_MAX = 1_000_000_000;
export const AdminBotPlanInputSchema = Type.Object(
  {
    id: Type.Optional(IdSchema('plans: id must name a plan of this listing')),
    duration_days: Nullable(
      Type.Integer({
        minimum: 1,
        maximum: ADMIN_PLAN_DAYS_MAX,
        errorMessage: `plans: a period is 1 to ${ADMIN_PLAN_DAYS_MAX} days, or null for lifetime`,
      }),
    ),
    price: Type.Integer({
      minimum: 1,
      maximum: ADMIN_PLAN_PRICE_MAX,
      errorMessage: 'plans: a price is a whole number of UZS above 0',
    }),
  },
  { additionalProperties: false },
);
export type AdminBotPlanInput = Static<typeof AdminBotPlanInputSchema>;

/** The purchase form's fields an operator may reword or re-bound; the platform follows `platforms`. */
export const ADMIN_FORM_FIELD_NAMES = [
  'broker',
  'account_name',
  'login',
  'server',
  'deposit',
  'risk',
] as const;
export type AdminFormFieldName = (typeof ADMIN_FORM_FIELD_NAMES)[number];
const FieldLabel = (max: number) =>
  Type.String({
    minLength: 1,
    maxLength: max,
    errorMessage: `form_fields: a label is 1 to ${max} characters`,
  });
/**
 * One field of the purchase form as the back office writes it: its labels and placeholder, a
 * select's options (the brokers), a text's length, a number's bounds and step. Every field stays
 * required and keeps its name and type: the purchase stores each value in its own column.
 */
export const AdminFormFieldInputSchema = Type.Object(
  {
    name: LiteralUnion(ADMIN_FORM_FIELD_NAMES, {
      errorMessage: `form_fields: name must be one of ${ADMIN_FORM_FIELD_NAMES.join(', ')}`,
    }),
    label: FieldLabel(100),
    labels: Type.Object(
      { uz: Type.Optional(FieldLabel(100)), ru: Type.Optional(FieldLabel(100)) },
      { additionalProperties: false },
    ),
    placeholder: Type.Optional(Type.String({ maxLength: 100 })),
    options: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
        minItems: 1,
        maxItems: 50,
        uniqueItems: true,
        errorMessage: 'form_fields: options are 1 to 50 different names of up to 100 characters',
      }),
    ),
    max_length: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 200,
        errorMessage: 'form_fields: max_length is 1 to 200',
      }),
    ),
    min: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 })),
    max: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000_000 })),
    step: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type AdminFormFieldInput = Static<typeof AdminFormFieldInputSchema>;

/** PATCH /admin/algo-trade/bots/{id}: the listing's fields; each one optional. */
export const AdminAlgoBotPatchSchema = Type.Object(
  {
    name: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        errorMessage: 'name must be 1 to 200 characters',
      }),
    ),
    author: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        errorMessage: 'author must be 1 to 200 characters',
      }),
    ),
    type: Type.Optional(AlgoBotTypeSchema),
    platforms: Type.Optional(
      Type.Array(AlgoPlatformSchema, {
        minItems: 1,
        maxItems: 2,
        uniqueItems: true,
        errorMessage: 'platforms must name MT4, MT5 or both',
      }),
    ),
    description: Type.Optional(Type.String({ maxLength: 5000 })),
    translations: Type.Optional(
      Type.Object(
        { uz: Type.Optional(BotText), ru: Type.Optional(BotText) },
        { additionalProperties: false },
      ),
    ),
    image_url: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
    live_signal: Type.Optional(Type.Boolean()),
    is_listed: Type.Optional(Type.Boolean()),
    /** The whole plan list: at least one plan, no two of the same period. */
    plans: Type.Optional(
      Type.Array(AdminBotPlanInputSchema, {
        minItems: 1,
        maxItems: ADMIN_BOT_PLANS_MAX,
        errorMessage: `plans: 1 to ${ADMIN_BOT_PLANS_MAX} plans`,
      }),
    ),
    /** The purchase form's fields as they should read; each name at most once. */
    form_fields: Type.Optional(
      Type.Array(AdminFormFieldInputSchema, { maxItems: ADMIN_FORM_FIELD_NAMES.length }),
    ),
  },
  { additionalProperties: false },
);
export type AdminAlgoBotPatch = Static<typeof AdminAlgoBotPatchSchema>;

/** A review as the moderator sees it: with its bot and whether (and by whom) it is hidden. */
export const AdminReviewSchema = Type.Object({
  ...ReviewSchema.properties,
  bot_name: Type.String(),
  hidden_at: Nullable(Type.String()),
  hidden_by: Nullable(Type.String()),
});
export type AdminReview = Static<typeof AdminReviewSchema>;

export const ADMIN_REVIEW_SORTS = ['created_at', 'rating'] as const;
/** GET /admin/algo-trade/reviews: newest first; search in the comment and the author. */
export const AdminReviewsQuerySchema = AdminListQuery(ADMIN_REVIEW_SORTS, {
  hidden: Type.Optional(Type.Boolean()),
  bot_id: Type.Optional(IdSchema('bot_id must be an expert advisor listing id')),
});
export type AdminReviewsQuery = Static<typeof AdminReviewsQuerySchema>;
export const AdminReviewsPageSchema = PageOf(AdminReviewSchema);
export type AdminReviewsResponse = Static<typeof AdminReviewsPageSchema>;
export const AdminReviewResultSchema = ResultOf(AdminReviewSchema);
export type AdminReviewResponse = Static<typeof AdminReviewResultSchema>;
