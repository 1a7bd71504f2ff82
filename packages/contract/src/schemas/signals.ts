/** Requests and responses of the signal calls (GET /signal/*) and their admin calls. */
import { Type, type Static } from 'typebox';
import type { CloseSignalRequest, SignalInput, SignalQuery } from '../api';
import type { SignalPerformanceStats, TradingSignal } from '../entities';
import { MAX_PAGE_SIZE } from '../constants';
import { IdSchema, Nullable, PageNumberSchema, PageOf, ResultOf } from './common';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Stored asset types (decision 6); the tabs stock and commodity map to stocks, commodities. */
export const AssetTypeSchema = Type.Union(
  [
    Type.Literal('crypto'),
    Type.Literal('forex'),
    Type.Literal('stocks'),
    Type.Literal('commodities'),
  ],
  { errorMessage: 'asset_type must be one of: crypto, forex, stocks, commodities' },
);
export const SignalTypeSchema = Type.Union([Type.Literal('buy'), Type.Literal('sell')], {
  errorMessage: 'signal_type must be buy or sell',
});
export const SignalStatusSchema = Type.Union(
  [
    Type.Literal('pending'),
    Type.Literal('active'),
    Type.Literal('closed'),
    Type.Literal('cancelled'),
  ],
  { errorMessage: 'status must be one of: pending, active, closed, cancelled' },
);
export const SignalOutcomeSchema = Type.Union([
  Type.Literal('profit'),
  Type.Literal('loss'),
  Type.Literal('waiting'),
]);

export const TradingSignalSchema = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  type: SignalTypeSchema,
  asset_type: AssetTypeSchema,
  status: SignalStatusSchema,
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
  result: SignalOutcomeSchema,
  locked: Type.Boolean(),
});

/** GET /signal/all: paging and the three filters of section 3. */
export const SignalQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
  page: Type.Optional(PageNumberSchema),
  asset_type: Type.Optional(AssetTypeSchema),
  signal_type: Type.Optional(SignalTypeSchema),
  status: Type.Optional(SignalStatusSchema),
});

export const SignalIdParamsSchema = Type.Object({
  id: IdSchema('The signal id must be a positive whole number'),
});

export const SignalsPageSchema = PageOf(TradingSignalSchema);
export const TradingSignalResultSchema = ResultOf(TradingSignalSchema);

export const SignalPerformanceStatsSchema = Type.Object({
  period_days: Type.Integer(),
  total_signals: Type.Integer({ minimum: 0 }),
  closed_signals: Type.Integer({ minimum: 0 }),
  profit_count: Type.Integer({ minimum: 0 }),
  loss_count: Type.Integer({ minimum: 0 }),
  win_rate: Type.Number({ minimum: 0, maximum: 100 }),
  average_risk_reward: Type.Number({ minimum: 0 }),
  daily: Type.Array(
    Type.Object({
      date: Type.String(),
      profit: Type.Integer({ minimum: 0 }),
      loss: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export const SignalPerformanceStatsResultSchema = ResultOf(SignalPerformanceStatsSchema);

/**
 * F2 (issue 10): a price is above 0 and at most a billion; 1e308 was stored once and every
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

export const SignalInputSchema = Type.Object({
  symbol: Type.String({
    pattern: '^[A-Z0-9./_-]{2,20}$',
    errorMessage: 'symbol must be 2 to 20 capital letters, digits or . / _ -',
  }),
  type: SignalTypeSchema,
  asset_type: AssetTypeSchema,
  entry_price: Price('entry_price'),
  stop_loss: Price('stop_loss'),
  take_profit: Price('take_profit'),
  description: ShortText(4_000),
  chart_image: Type.Optional(
    Nullable(
      Type.String({
        maxLength: 500,
        pattern: '^(https?://|/)\\S+$',
        errorMessage: 'chart_image must be an http(s) URL or a path starting with /',
      }),
    ),
  ),
  analysis_type: ShortText(60),
  timeframe: ShortText(20),
  expert_id: Type.Optional(Nullable(IdSchema('expert_id must be a positive whole number'))),
  is_premium: Type.Optional(Type.Boolean()),
  required_plan_id: Type.Optional(
    Nullable(IdSchema('required_plan_id must be a positive whole number')),
  ),
  status: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('active')], {
      errorMessage: 'A new signal is pending or active',
    }),
  ),
});

export const CloseSignalBodySchema = Type.Object({
  result: Type.Union([Type.Literal('profit'), Type.Literal('loss')], {
    errorMessage: 'result must be profit or loss',
  }),
});

const sameShapes: [
  Same<Static<typeof TradingSignalSchema>, TradingSignal>,
  Same<Static<typeof SignalQuerySchema>, SignalQuery>,
  Same<Static<typeof SignalPerformanceStatsSchema>, SignalPerformanceStats>,
  Same<Static<typeof SignalInputSchema>, SignalInput>,
  Same<Static<typeof CloseSignalBodySchema>, CloseSignalRequest>,
] = [true, true, true, true, true];
void sameShapes;
