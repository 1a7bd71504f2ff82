/**
 * Following a copy-trading strategy (docs/decisions/0283-copy-trading-follow.md): a strategy's
 * page, the follow (the trading account that copies it, with its risk per trade within the spec's
 * 0.5% to 1%), my follows, and pausing, resuming and stopping one. Copying is free: the spec puts
 * no price on it, so no money moves.
 *
 * Calls (main root):
 * - `GET /copy-trade/strategies/{id}` (the strategy's page)
 * - `POST /copy-trade/strategies/{id}/follow` (platform, login, server, risk)
 * - `GET /copy-trade/follows` (mine, newest first, stopped ones too)
 * - `POST /copy-trade/follows/{id}/pause`, `/resume`, `/stop` (no body)
 *
 * Live: `copy_follow.status` to the follower when a follow's state or connection changes
 * (docs/decisions/0287-follow-heartbeat.md) and when its terminal posts copied trades
 * (`POST /algo-trade/ingest/trades` with the follow's key,
 * docs/decisions/0307-copied-trades-in-algo-trades.md).
 */
import { Type, type Static } from 'typebox';
import {
  ALGO_PLATFORMS,
  AlgoBotTypeSchema,
  AlgoPlatformSchema,
  AlgoTradeSchema,
  AlgoTranslationsSchema,
  CopyStrategySchema,
  EquityPointSchema,
  ExpertAdvisorStatusSchema,
  MonthlyReturnSchema,
} from './algo';
import { BridgeConnectionSchema } from './algo-bridge';
import { IdSchema, LiteralUnion, Nullable, ResultOf } from './common';
import { COPY_TRADING } from './constants';

/** The follower's choice: copying, paused (kept, copies nothing) or stopped (ended for good). */
export const COPY_FOLLOW_STATES = ['copying', 'paused', 'stopped'] as const;
export const CopyFollowStateSchema = LiteralUnion(COPY_FOLLOW_STATES);
export type CopyFollowState = Static<typeof CopyFollowStateSchema>;

export const COPY_MESSAGES = {
  strategyNotFound: 'Strategy not found',
  followNotFound: 'Follow not found',
  alreadyFollowing: 'You already copy this strategy',
  stopped: 'This follow is stopped; start a new one to copy again',
  risk: `Risk per trade must be from ${COPY_TRADING.riskPerTradePercent.min}% to ${COPY_TRADING.riskPerTradePercent.max}%`,
  platform: 'Choose MT4 or MT5',
  login: 'Enter the trading account login (digits only)',
  server: "Enter the broker's trading server",
} as const;

/** A strategy's page: the list's figures plus the curve, months, open trades and platforms. */
export const CopyStrategyDetailsSchema = Type.Object({
  ...CopyStrategySchema.properties,
  author: Type.String(),
  platforms: Type.Array(AlgoPlatformSchema),
  /** At most a few hundred points, downsampled by the server. */
  equity_curve: Type.Array(EquityPointSchema),
  monthly_returns: Type.Array(MonthlyReturnSchema),
  open_trades: Type.Array(AlgoTradeSchema),
});
export type CopyStrategyDetails = Static<typeof CopyStrategyDetailsSchema>;

/** How many of a follow's latest copied trades its card carries. */
export const COPIED_TRADES_SHOWN = 10;

/**
 * What a follow's account copied, from the trades its terminal bridge posts with the follow's
 * key (docs/decisions/0307-copied-trades-in-algo-trades.md). Money is the account's, USD.
 */
export const CopiedTradesSchema = Type.Object({
  /** Closed copied trades. */
  trades: Type.Integer({ minimum: 0 }),
  open_trades: Type.Integer({ minimum: 0 }),
  /** Net profit of the closed ones (commission and swap included), USD. */
  closed_profit: Type.Number(),
  /** Percent of closed trades in profit; null before the first close. */
  win_rate: Nullable(Type.Number()),
  /** The latest COPIED_TRADES_SHOWN, open or closed, newest first (by close, else open). */
  recent: Type.Array(AlgoTradeSchema),
});
export type CopiedTrades = Static<typeof CopiedTradesSchema>;

/** One of my follows as the list shows it and the live `copy_follow.status` event carries it. */
const copyFollowCardFields = {
  id: Type.Integer(),
  strategy_id: Type.Integer(),
  strategy_name: Type.String(),
  translations: AlgoTranslationsSchema,
  type: AlgoBotTypeSchema,
  state: CopyFollowStateSchema,
  /** The account's connection, the expert advisor's status model (in progress until it reports). */
  status: ExpertAdvisorStatusSchema,
  platform: AlgoPlatformSchema,
  login: Type.String(),
  server: Type.String(),
  /** Risk per trade, percent (0.5 to 1). */
  risk: Type.Number(),
  started_at: Type.String(),
  state_changed_at: Type.String(),
  /** What the terminal bridge last said: heartbeat time, offline since, a wrong account. */
  connection: BridgeConnectionSchema,
  /** The trades its account copied. */
  copied: CopiedTradesSchema,
};
/** The card without the bridge key: what travels on the live channel. */
export const CopyFollowCardSchema = Type.Object(copyFollowCardFields);
export type CopyFollowCard = Static<typeof CopyFollowCardSchema>;

/** One of my follows, with the key the terminal bridge copies with. */
export const CopyFollowSchema = Type.Object({
  ...copyFollowCardFields,
  bridge_key: Type.String(),
});
export type CopyFollow = Static<typeof CopyFollowSchema>;

const { min: RISK_MIN, max: RISK_MAX } = COPY_TRADING.riskPerTradePercent;

export const CopyFollowRequestSchema = Type.Object(
  {
    platform: LiteralUnion(ALGO_PLATFORMS, { errorMessage: COPY_MESSAGES.platform }),
    login: Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: '^[0-9]+$',
      errorMessage: COPY_MESSAGES.login,
    }),
    server: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
      errorMessage: COPY_MESSAGES.server,
    }),
    risk: Type.Number({ minimum: RISK_MIN, maximum: RISK_MAX, errorMessage: COPY_MESSAGES.risk }),
  },
  { additionalProperties: false },
);
export type CopyFollowRequest = Static<typeof CopyFollowRequestSchema>;

export const CopyIdParamsSchema = Type.Object({ id: IdSchema(COPY_MESSAGES.strategyNotFound) });
export const CopyFollowIdParamsSchema = Type.Object({ id: IdSchema(COPY_MESSAGES.followNotFound) });

export const CopyStrategyResultSchema = ResultOf(CopyStrategyDetailsSchema);
export type CopyStrategyResponse = Static<typeof CopyStrategyResultSchema>;
export const CopyFollowResultSchema = ResultOf(CopyFollowSchema);
export type CopyFollowResponse = Static<typeof CopyFollowResultSchema>;
export const CopyFollowsResultSchema = ResultOf(Type.Array(CopyFollowSchema));
export type CopyFollowsResponse = Static<typeof CopyFollowsResultSchema>;

/** Server messages the client shows, with their translations (error-messages.ts lists them). */
export const COPY_ERROR_TEXTS: Record<string, [string, { uz: string; ru: string }]> = {
  'copy.strategy_not_found': [
    COPY_MESSAGES.strategyNotFound,
    { uz: 'Strategiya topilmadi', ru: 'Стратегия не найдена' },
  ],
  'copy.follow_not_found': [
    COPY_MESSAGES.followNotFound,
    { uz: 'Nusxa olish topilmadi', ru: 'Копирование не найдено' },
  ],
  'copy.already_following': [
    COPY_MESSAGES.alreadyFollowing,
    { uz: 'Siz bu strategiyadan allaqachon nusxa olyapsiz', ru: 'Вы уже копируете эту стратегию' },
  ],
  'copy.stopped': [
    COPY_MESSAGES.stopped,
    {
      uz: "Bu nusxa olish to'xtatilgan; qayta nusxa olish uchun yangisini boshlang",
      ru: 'Это копирование остановлено; чтобы копировать снова, начните новое',
    },
  ],
  'copy.risk': [
    COPY_MESSAGES.risk,
    {
      uz: "Har bir bitim riski 0,5% dan 1% gacha bo'lishi kerak",
      ru: 'Риск на сделку должен быть от 0,5% до 1%',
    },
  ],
  'copy.platform': [
    COPY_MESSAGES.platform,
    { uz: 'MT4 yoki MT5 ni tanlang', ru: 'Выберите MT4 или MT5' },
  ],
  'copy.login': [
    COPY_MESSAGES.login,
    {
      uz: 'Savdo hisobi loginini kiriting (faqat raqamlar)',
      ru: 'Введите логин торгового счёта (только цифры)',
    },
  ],
  'copy.server': [
    COPY_MESSAGES.server,
    { uz: 'Brokerning savdo serverini kiriting', ru: 'Введите торговый сервер брокера' },
  ],
};
