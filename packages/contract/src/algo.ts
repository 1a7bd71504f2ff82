/**
 * Algo trading (section 3): bots, plans, purchases (my expert advisors), their metrics, trades
 * and reviews. No server route yet: the schemas state the shapes once, and the feature adds its
 * limits to them when it lands.
 */
import { Type, type Static } from 'typebox';
import { LiteralUnion, Nullable, PageOf, PageQuerySchema, ResultOf } from './common';
import { SignalTypeSchema } from './signals';

export const AlgoBotSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  author: Type.String(),
  version: Type.String(),
  updated_at: Type.String(),
  price: Type.Integer(),
  type: Type.String(),
  platforms: Type.Array(Type.String()),
  monthly_purchases: Type.Integer(),
  monthly_downloads: Type.Integer(),
  live_signal: Type.Boolean(),
  description: Type.Optional(Type.String()),
  image_url: Type.Optional(Nullable(Type.String())),
  rating: Type.Optional(Type.Number()),
  reviews_count: Type.Optional(Type.Integer()),
});
export type AlgoBot = Static<typeof AlgoBotSchema>;

export const ALGO_FORM_FIELD_TYPES = ['text', 'number', 'select', 'password'] as const;

/** A field of the form a buyer fills in (broker, login, ...). */
export const AlgoFormFieldSchema = Type.Object({
  name: Type.String(),
  label: Type.String(),
  type: LiteralUnion(ALGO_FORM_FIELD_TYPES),
  required: Type.Boolean(),
  options: Type.Optional(Type.Array(Type.String())),
});
export type AlgoFormField = Static<typeof AlgoFormFieldSchema>;

export const AlgoPlanSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  price: Type.Integer(),
  duration_days: Type.Integer(),
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

/** My expert advisor: a purchase of an algo bot with its trading account (section 3). */
export const AlgoPurchaseSchema = Type.Object({
  id: Type.Integer(),
  algo_trade_id: Type.Integer(),
  name: Type.String(),
  version: Type.String(),
  status: ExpertAdvisorStatusSchema,
  platform: Type.String(),
  type: Type.String(),
  access: Type.String(),
  broker: Type.String(),
  account_name: Type.String(),
  login: Type.String(),
  deposit: Type.Number(),
  risk: Type.Number(),
  purchased_at: Type.String(),
  expires_at: Nullable(Type.String()),
});
export type AlgoPurchase = Static<typeof AlgoPurchaseSchema>;

export const AlgoMetricsSchema = Type.Object({
  balance: Type.Number(),
  equity: Type.Number(),
  profit: Type.Number(),
  drawdown_percent: Type.Number(),
  win_rate: Type.Number(),
  trades: Type.Integer(),
});
export type AlgoMetrics = Static<typeof AlgoMetricsSchema>;

export const AlgoTradeSchema = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  type: SignalTypeSchema,
  volume: Type.Number(),
  open_price: Type.Number(),
  close_price: Nullable(Type.Number()),
  open_time: Type.String(),
  close_time: Nullable(Type.String()),
  profit: Type.Number(),
});
export type AlgoTrade = Static<typeof AlgoTradeSchema>;

export const PROFIT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export const ProfitPeriodSchema = LiteralUnion(PROFIT_PERIODS);
export type ProfitPeriod = Static<typeof ProfitPeriodSchema>;

export const ProfitStatSchema = Type.Object({
  period_start: Type.String(),
  profit: Type.Number(),
});
export type ProfitStat = Static<typeof ProfitStatSchema>;

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  algo_trade_id: Type.Integer(),
  user_id: Type.Integer(),
  user_name: Type.String(),
  rating: Type.Number(),
  comment: Type.String(),
  created_at: Type.String(),
});
export type Review = Static<typeof ReviewSchema>;

export const ReviewInputSchema = Type.Object({
  rating: Type.Number(),
  comment: Type.String(),
});
export type ReviewInput = Static<typeof ReviewInputSchema>;

export const AlgoPurchaseRequestSchema = Type.Object({
  plan_id: Type.Optional(Type.Integer()),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type AlgoPurchaseRequest = Static<typeof AlgoPurchaseRequestSchema>;

export const HistoricalTradesQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  from_date: Type.Optional(Type.String()),
  to_date: Type.Optional(Type.String()),
  symbol: Type.Optional(Type.String()),
});
export type HistoricalTradesQuery = Static<typeof HistoricalTradesQuerySchema>;

export const AlgoListResultSchema = PageOf(AlgoBotSchema);
export type AlgoListResponse = Static<typeof AlgoListResultSchema>;
export const AlgoDetailsResultSchema = ResultOf(AlgoBotSchema);
export type AlgoDetailsResponse = Static<typeof AlgoDetailsResultSchema>;
export const AlgoFormFieldsResultSchema = ResultOf(Type.Array(AlgoFormFieldSchema));
export type AlgoFormFieldsResponse = Static<typeof AlgoFormFieldsResultSchema>;
export const AlgoPlansResultSchema = ResultOf(Type.Array(AlgoPlanSchema));
export type AlgoPlansResponse = Static<typeof AlgoPlansResultSchema>;
export const AlgoPurchaseResultSchema = ResultOf(AlgoPurchaseSchema);
export type AlgoPurchaseResponse = Static<typeof AlgoPurchaseResultSchema>;
export type MyPurchaseResponse = AlgoPurchaseResponse;
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
export const AlgoStatusResultSchema = ResultOf(Type.Object({ status: ExpertAdvisorStatusSchema }));
export type AlgoStatusResponse = Static<typeof AlgoStatusResultSchema>;
export const ReviewsResultSchema = PageOf(ReviewSchema);
export type ReviewsResponse = Static<typeof ReviewsResultSchema>;
export const ReviewResultSchema = ResultOf(ReviewSchema);
export type ReviewResponse = Static<typeof ReviewResultSchema>;
