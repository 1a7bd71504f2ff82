/**
 * Trading signals: the signal, its enumerations (shared by the schema, the SQL CHECKs and the
 * widgets), the feed's filters and tabs, the performance stats, and the admin calls. The premium
 * field list is premium-signal-fields.ts.
 */
import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin-list-query';
import { IdSchema, LiteralUnion, Nullable, PageOf, PageQuerySchema, ResultOf } from './common';

/** Stored asset types (decision 6); the signals.asset_type CHECK lists the same. */
export const ASSET_TYPES = ['crypto', 'forex', 'stocks', 'commodities'] as const;
export const AssetTypeSchema = LiteralUnion(ASSET_TYPES, {
  errorMessage: `asset_type must be one of: ${ASSET_TYPES.join(', ')}`,
});
export type AssetType = Static<typeof AssetTypeSchema>;

export const SIGNAL_TYPES = ['buy', 'sell'] as const;
export const SignalTypeSchema = LiteralUnion(SIGNAL_TYPES, {
  errorMessage: 'signal_type must be buy or sell',
});
export type SignalType = Static<typeof SignalTypeSchema>;

export const SIGNAL_STATUSES = ['pending', 'active', 'closed', 'cancelled'] as const;
export const SignalStatusSchema = LiteralUnion(SIGNAL_STATUSES, {
  errorMessage: `status must be one of: ${SIGNAL_STATUSES.join(', ')}`,
});
export type SignalStatus = Static<typeof SignalStatusSchema>;
/** The statuses a new signal may start in. */
export const NEW_SIGNAL_STATUSES = ['pending', 'active'] as const satisfies readonly SignalStatus[];

/** A signal's outcome: waiting until it closes at its take profit (profit) or stop (loss). */
export const SIGNAL_RESULTS = ['profit', 'loss', 'waiting'] as const;
export const SignalResultSchema = LiteralUnion(SIGNAL_RESULTS);
export type SignalResult = Static<typeof SignalResultSchema>;
/** The outcomes a signal can close with. */
export const CLOSED_SIGNAL_RESULTS = ['profit', 'loss'] as const satisfies readonly SignalResult[];

/** The feed's tabs; stock and commodity map to stocks and commodities. */
export const SIGNAL_TABS = ['all', 'crypto', 'forex', 'stock', 'commodity'] as const;
export type SignalTab = (typeof SIGNAL_TABS)[number];

const SIGNAL_DESCRIPTION_MAX = 4_000;
const SIGNAL_ANALYSIS_TYPE_MAX = 60;

/** A signal's texts in one language; null where that text is not translated. */
export const SignalTranslationSchema = Type.Object(
  {
    description: Nullable(Type.String({ maxLength: SIGNAL_DESCRIPTION_MAX })),
    analysis_type: Nullable(Type.String({ maxLength: SIGNAL_ANALYSIS_TYPE_MAX })),
  },
  { additionalProperties: false },
);
export type SignalTranslation = Static<typeof SignalTranslationSchema>;

/**
 * The signal's texts per language (the keys are LANGUAGES); a missing language falls back to `description` and
 * `analysis_type`. They travel with the signal rather than being chosen by Accept-Language
 * because one live event reaches viewers of every language (decision 0121).
 */
export const SignalTranslationsSchema = Type.Object(
  {
    uz: Type.Optional(SignalTranslationSchema),
    ru: Type.Optional(SignalTranslationSchema),
    en: Type.Optional(SignalTranslationSchema),
  },
  { additionalProperties: false },
);
export type SignalTranslations = Static<typeof SignalTranslationsSchema>;

export const TradingSignalSchema = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  type: SignalTypeSchema,
  asset_type: AssetTypeSchema,
  status: SignalStatusSchema,
  /** Null when the signal is premium and locked for this viewer: the server does not send it. */
  entry_price: Nullable(Type.Number()),
  stop_loss: Nullable(Type.Number()),
  take_profit: Nullable(Type.Number()),
  description: Nullable(Type.String()),
  chart_image: Nullable(Type.String()),
  analysis_type: Nullable(Type.String()),
  timeframe: Nullable(Type.String()),
  expert_id: Nullable(Type.Integer()),
  created_at: Type.String(),
  closed_at: Nullable(Type.String()),
  risk_reward_ratio: Nullable(Type.Number()),
  potential_profit: Nullable(Type.Number()),
  potential_loss: Nullable(Type.Number()),
  is_premium: Type.Boolean(),
  required_plan_id: Nullable(Type.Integer()),
  result: SignalResultSchema,
  /** True when premium fields were withheld for this viewer. */
  locked: Type.Boolean(),
  /** The name of the plan that unlocks a premium signal (the lock names it). */
  required_plan_name: Nullable(Type.String()),
  /** The expert's name, for the card's author line; null when unknown. */
  expert_name: Nullable(Type.String()),
  /** Description and analysis type per language; null when locked or none given. */
  translations: Nullable(SignalTranslationsSchema),
});
export type TradingSignal = Static<typeof TradingSignalSchema>;

/** The three filters. */
export const SignalFiltersSchema = Type.Object({
  asset_type: Type.Optional(AssetTypeSchema),
  signal_type: Type.Optional(SignalTypeSchema),
  status: Type.Optional(SignalStatusSchema),
});
export type SignalFilters = Static<typeof SignalFiltersSchema>;

/** GET /signal/all: paging and the filters. */
export const SignalQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  ...SignalFiltersSchema.properties,
});
export type SignalQuery = Static<typeof SignalQuerySchema>;

export const SignalIdParamsSchema = Type.Object({
  id: IdSchema('The signal id must be a positive whole number'),
});

export const SignalsPageSchema = PageOf(TradingSignalSchema);
export type SignalsResponse = Static<typeof SignalsPageSchema>;
export const TradingSignalResultSchema = ResultOf(TradingSignalSchema);
export type SignalResponse = Static<typeof TradingSignalResultSchema>;

export const SignalPerformanceStatsSchema = Type.Object({
  period_days: Type.Integer(),
  total_signals: Type.Integer({ minimum: 0 }),
  closed_signals: Type.Integer({ minimum: 0 }),
  profit_count: Type.Integer({ minimum: 0 }),
  loss_count: Type.Integer({ minimum: 0 }),
  win_rate: Type.Number({ minimum: 0, maximum: 100 }),
  average_risk_reward: Type.Number({ minimum: 0 }),
  /** Daily points for the chart: date and cumulative result count. */
  daily: Type.Array(
    Type.Object({
      date: Type.String(),
      profit: Type.Integer({ minimum: 0 }),
      loss: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type SignalPerformanceStats = Static<typeof SignalPerformanceStatsSchema>;
export const SignalPerformanceStatsResultSchema = ResultOf(SignalPerformanceStatsSchema);
export type SignalStatsResponse = Static<typeof SignalPerformanceStatsResultSchema>;

/**
 * F2: a price is above 0 and at most a billion; 1e308 was stored once and every
 * derived figure became Infinity, which broke the list for everyone.
 */
export const MAX_PRICE = 1_000_000_000;
const Price = (name: string) =>
  Type.Number({
    exclusiveMinimum: 0,
    maximum: MAX_PRICE,
    errorMessage: `${name} must be a price above 0 and at most ${MAX_PRICE}`,
  });
const ShortText = (max: number) => Type.Optional(Nullable(Type.String({ maxLength: max })));

/** POST /admin/signals: a new signal, pending unless `status` says active. */
export const SignalInputSchema = Type.Object(
  {
    symbol: Type.String({
      pattern: '^[A-Z0-9./_-]{2,20}$',
      errorMessage: 'symbol must be 2 to 20 capital letters, digits or . / _ -',
    }),
    type: SignalTypeSchema,
    asset_type: AssetTypeSchema,
    entry_price: Price('entry_price'),
    stop_loss: Price('stop_loss'),
    take_profit: Price('take_profit'),
    description: ShortText(SIGNAL_DESCRIPTION_MAX),
    chart_image: Type.Optional(
      Nullable(
        Type.String({
          maxLength: 500,
          pattern: '^(https?://|/)\\S+$',
          errorMessage: 'chart_image must be an http(s) URL or a path starting with /',
        }),
      ),
    ),
    analysis_type: ShortText(SIGNAL_ANALYSIS_TYPE_MAX),
    timeframe: ShortText(20),
    expert_id: Type.Optional(Nullable(IdSchema('expert_id must be a positive whole number'))),
    is_premium: Type.Optional(Type.Boolean()),
    /** Required when is_premium. */
    required_plan_id: Type.Optional(
      Nullable(IdSchema('required_plan_id must be a positive whole number')),
    ),
    /** The description and analysis type in uz, ru and en; optional per language. */
    translations: Type.Optional(Nullable(SignalTranslationsSchema)),
    status: Type.Optional(
      LiteralUnion(NEW_SIGNAL_STATUSES, { errorMessage: 'A new signal is pending or active' }),
    ),
  },
  { additionalProperties: false },
);
export type SignalInput = Static<typeof SignalInputSchema>;

/** POST /admin/signals/{id}/close: the signal hit its take profit (profit) or stop (loss). */
export const CloseSignalBodySchema = Type.Object(
  {
    result: LiteralUnion(CLOSED_SIGNAL_RESULTS, { errorMessage: 'result must be profit or loss' }),
  },
  { additionalProperties: false },
);
export type CloseSignalRequest = Static<typeof CloseSignalBodySchema>;

export const ADMIN_SIGNAL_SORTS = ['created_at', 'closed_at', 'symbol', 'status'] as const;
/** GET /admin/signals: every signal unlocked, newest first; search in the symbol. */
export const AdminSignalsQuerySchema = AdminListQuery(ADMIN_SIGNAL_SORTS, {
  status: Type.Optional(SignalStatusSchema),
  asset_type: Type.Optional(AssetTypeSchema),
  premium: Type.Optional(Type.Boolean()),
});
export type AdminSignalsQuery = Static<typeof AdminSignalsQuerySchema>;

/** POST /admin/signals/chart-image (multipart `file`): the uploaded chart's public address. */
export const SignalChartUploadResultSchema = ResultOf(
  Type.Object({ url: Type.String(), file_id: Type.String() }),
);
export type SignalChartUpload = Static<typeof SignalChartUploadResultSchema>['result'];
