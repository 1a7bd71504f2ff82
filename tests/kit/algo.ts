// Algo trading, contract-typed: factories for metrics, bots, plans, form fields, my
// expert advisors, trades and reviews, a demo market (three bots on MT4/MT5 with uz and ru
// names), and the algo routes answering as the server does: the market's filters, sort and
// paging of 10, a bot's details, plans, form fields and reviews, my expert advisors, and the
// copy-trading strategies. Purchases and trade ingestion are the server slice's; add routes to
// `extra` when a test needs them.
import {
  ALGO_PAGE_SIZE,
  ALGO_REVIEWS_PAGE_SIZE,
  type AlgoBot,
  type AlgoBotDetails,
  type AlgoDetailsResponse,
  type AlgoFormField,
  type AlgoFormFieldsResponse,
  type AlgoListResponse,
  type AlgoMetrics,
  type AlgoPlan,
  type AlgoPlansResponse,
  type AlgoMetricsResponse,
  type AlgoPurchaseDetails,
  type AlgoTrade,
  type AlgoTradesResponse,
  type BridgeConnection,
  type OpenTradesResponse,
  type ProfitStat,
  type ProfitStatsResponse,
  type CopyStrategiesResponse,
  type CopyStrategy,
  type MyPurchaseResponse,
  type MyPurchasesResponse,
  type Review,
  type ReviewsResponse,
} from '@savdo/contract';
import { failure, ok, type FakeRequest, type RouteTable } from './fake-api';

export function makeAlgoMetrics(overrides: Partial<AlgoMetrics> = {}): AlgoMetrics {
  return {
    initial_deposit: 1000,
    balance: 1350,
    equity: 1360,
    profit: 350,
    gain_percent: 35,
    monthly_gain_percent: 5.2,
    max_drawdown: 120,
    max_drawdown_percent: 9.5,
    profit_factor: 1.8,
    win_rate: 62.5,
    average_win: 24.1,
    average_loss: -18.4,
    expectancy: 4.2,
    trades: 160,
    longest_win_streak: 9,
    longest_loss_streak: 4,
    best_trade: 120.5,
    worst_trade: -80.2,
    first_trade_at: '2026-01-05T09:00:00.000Z',
    last_trade_at: '2026-11-20T15:00:00.000Z',
    ...overrides,
  };
}

export function makeAlgoBot(overrides: Partial<AlgoBot> = {}): AlgoBot {
  return {
    id: 1,
    name: 'Trend Rider',
    author: 'Savdo Labs',
    version: '2.1',
    updated_at: '2026-11-01T00:00:00.000Z',
    price: 490_000,
    type: 'trend',
    platforms: ['MT4', 'MT5'],
    monthly_purchases: 40,
    monthly_downloads: 120,
    live_signal: true,
    description: 'Follows the daily trend on majors.',
    translations: {},
    image_url: null,
    rating: 4.5,
    reviews_count: 12,
    metrics: makeAlgoMetrics(),
    equity_sparkline: [1000, 1040, 1020, 1110, 1180, 1350],
    purchased: false,
    ...overrides,
  };
}

export function makeAlgoBotDetails(
  bot: AlgoBot,
  overrides: Partial<AlgoBotDetails> = {},
): AlgoBotDetails {
  return {
    ...bot,
    equity_curve: bot.equity_sparkline.map((balance, i) => ({
      time: new Date(Date.UTC(2026, i, 1)).toISOString(),
      balance,
      equity: balance,
      drawdown_percent: 0,
    })),
    monthly_returns: [
      { month: '2026-09', gain_percent: 4.1, profit: 48, trades: 14 },
      { month: '2026-10', gain_percent: -1.2, profit: -15, trades: 11 },
    ],
    rating_summary: {
      average: bot.rating,
      count: bot.reviews_count,
      distribution: [0, 1, 1, 3, 7],
    },
    can_review: false,
    ...overrides,
  };
}

export function makeAlgoPlan(overrides: Partial<AlgoPlan> = {}): AlgoPlan {
  return { id: 1, name: '1 month', labels: {}, price: 490_000, duration_days: 30, ...overrides };
}

export function makeAlgoFormField(overrides: Partial<AlgoFormField> = {}): AlgoFormField {
  return { name: 'login', label: 'Login', labels: {}, type: 'text', required: true, ...overrides };
}

/** A bridge that has not reported yet. */
export function noConnection(overrides: Partial<BridgeConnection> = {}): BridgeConnection {
  return {
    last_heartbeat_at: null,
    offline_since: null,
    problem: null,
    problem_value: null,
    problem_at: null,
    balance: null,
    equity: null,
    terminal_time: null,
    ...overrides,
  };
}

export function makeExpertAdvisor(
  overrides: Partial<AlgoPurchaseDetails> = {},
): AlgoPurchaseDetails {
  return {
    id: 1,
    algo_trade_id: 1,
    name: 'Trend Rider',
    version: '2.1',
    status: 'active',
    platform: 'MT5',
    type: 'trend',
    access: '1 month',
    broker: 'Demo Broker',
    account_name: 'Demo Trader',
    login: '5012345',
    server: 'Demo-Server',
    deposit: 1000,
    risk: 1,
    purchased_at: '2026-11-01T10:00:00.000Z',
    expires_at: '2026-12-01T10:00:00.000Z',
    status_changed_at: '2026-11-01T10:05:00.000Z',
    gain_percent: 6.4,
    profit: 64,
    bridge_key: 'ea_demo_bridge_key',
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    algo_trade_id: 1,
    user_id: 2,
    user_name: 'Aziz',
    rating: 5,
    comment: 'Steady and calm.',
    created_at: '2026-11-10T12:00:00.000Z',
    ...overrides,
  };
}

export function makeAlgoTrade(overrides: Partial<AlgoTrade> = {}): AlgoTrade {
  return {
    id: 1,
    ticket: '1001',
    symbol: 'EURUSD',
    type: 'buy',
    volume: 0.1,
    open_price: 1.081,
    close_price: 1.084,
    open_time: '2026-11-20T09:00:00.000Z',
    close_time: '2026-11-20T12:00:00.000Z',
    profit: 30,
    ...overrides,
  };
}

export function makeCopyStrategy(overrides: Partial<CopyStrategy> = {}): CopyStrategy {
  return {
    algo_trade_id: 1,
    name: 'Trend Rider',
    translations: { ru: { name: 'Трендовый' } },
    type: 'trend',
    metrics: makeAlgoMetrics(),
    equity_sparkline: [1000, 1100, 1350],
    risk_score: 4,
    months: 11,
    followers: 57,
    ...overrides,
  };
}

export interface AlgoServer {
  /** Closed trades of every expert advisor (one account in the demo). */
  trades: AlgoTrade[];
  openTrades: AlgoTrade[];
  profitStats: ProfitStat[];
  bots: AlgoBot[];
  details: Record<number, Partial<AlgoBotDetails>>;
  plans: AlgoPlan[];
  formFields: AlgoFormField[];
  reviews: Review[];
  expertAdvisors: AlgoPurchaseDetails[];
  strategies: CopyStrategy[];
}

/** Three bots: a trend bot on both platforms, an MT4 scalper, a cheaper MT5 grid bot. */
export function makeAlgoMarket(): AlgoServer {
  const bots = [
    makeAlgoBot({ translations: { uz: { name: 'Trend chavandozi' }, ru: { name: 'Трендовый' } } }),
    makeAlgoBot({
      id: 2,
      name: 'Quick Scalper',
      type: 'scalping',
      platforms: ['MT4'],
      price: 990_000,
      rating: null,
      reviews_count: 0,
      monthly_purchases: 90,
      metrics: makeAlgoMetrics({ gain_percent: 12, max_drawdown_percent: 4, profit_factor: null }),
      equity_sparkline: [1000, 990, 970],
    }),
    makeAlgoBot({
      id: 3,
      name: 'Grid Keeper',
      type: 'grid',
      platforms: ['MT5'],
      price: 250_000,
      monthly_purchases: 5,
      metrics: makeAlgoMetrics({ gain_percent: 58, max_drawdown_percent: 22 }),
    }),
  ];
  return {
    bots,
    details: {},
    plans: [
      makeAlgoPlan(),
      makeAlgoPlan({ id: 2, name: 'Lifetime', price: 2_900_000, duration_days: null }),
    ],
    formFields: [
      makeAlgoFormField(),
      makeAlgoFormField({
        name: 'deposit',
        label: 'Deposit',
        type: 'number',
        min: 100,
        max: 100_000,
      }),
    ],
    reviews: [makeReview()],
    expertAdvisors: [makeExpertAdvisor()],
    strategies: [makeCopyStrategy()],
    trades: [
      makeAlgoTrade(),
      makeAlgoTrade({ id: 2, ticket: '1002', symbol: 'XAUUSD', type: 'sell', profit: -12.5 }),
    ],
    openTrades: [
      makeAlgoTrade({ id: 3, ticket: '1003', close_price: null, close_time: null, profit: 4.2 }),
    ],
    profitStats: [
      { period_start: '2026-09-01T00:00:00.000Z', profit: 48, trades: 14, gain_percent: 4.1 },
      { period_start: '2026-10-01T00:00:00.000Z', profit: -15, trades: 11, gain_percent: -1.2 },
    ],
  };
}

function numberParam(request: FakeRequest, name: string, fallback: number): number {
  const raw = request.query.get(name);
  return raw === null ? fallback : Number(raw);
}

/** GET /algo-trade/all as the server answers: filters, then the sort, then the page. */
export function listBots(server: AlgoServer, request: FakeRequest): AlgoListResponse {
  const platform = request.query.get('platform');
  const type = request.query.get('type');
  const maxPrice = request.query.get('max_price');
  const sort = request.query.get('sort') ?? 'gain';
  const limit = numberParam(request, 'limit', ALGO_PAGE_SIZE);
  const page = numberParam(request, 'page', 1);
  const found = server.bots
    .filter((b) => !platform || b.platforms.some((p) => p === platform))
    .filter((b) => !type || b.type === type)
    .filter((b) => maxPrice === null || b.price <= Number(maxPrice))
    .sort((x, y) =>
      sort === 'drawdown'
        ? x.metrics.max_drawdown_percent - y.metrics.max_drawdown_percent
        : sort === 'popularity'
          ? y.monthly_purchases - x.monthly_purchases
          : y.metrics.gain_percent - x.metrics.gain_percent,
    );
  return {
    result: {
      data: found.slice((page - 1) * limit, page * limit),
      page,
      limit,
      total: found.length,
    },
  };
}

export function algoRoutes(server: AlgoServer): RouteTable {
  const bot = (request: FakeRequest) => server.bots.find((b) => b.id === Number(request.params.id));
  const ea = (request: FakeRequest) =>
    server.expertAdvisors.find((e) => e.id === Number(request.params.id));
  return {
    'GET /algo-trade/all': (request) => ok<AlgoListResponse>(listBots(server, request)),
    'GET /algo-trade/:id/details': (request) => {
      const found = bot(request);
      if (!found) return failure(404, 'Expert advisor not found');
      return ok<AlgoDetailsResponse>({
        result: makeAlgoBotDetails(found, server.details[found.id]),
      });
    },
    'GET /algo-trade/:id/plans': (request) =>
      bot(request)
        ? ok<AlgoPlansResponse>({ result: server.plans })
        : failure(404, 'Expert advisor not found'),
    'GET /algo-trade/:id/form-fields': (request) =>
      bot(request)
        ? ok<AlgoFormFieldsResponse>({ result: server.formFields })
        : failure(404, 'Expert advisor not found'),
    'GET /algo-trade-review/:id/all': (request) => {
      const page = numberParam(request, 'page', 1);
      const mine = server.reviews.filter((r) => r.algo_trade_id === Number(request.params.id));
      const limit = ALGO_REVIEWS_PAGE_SIZE;
      return ok<ReviewsResponse>({
        result: {
          data: mine.slice((page - 1) * limit, page * limit),
          page,
          limit,
          total: mine.length,
        },
      });
    },
    'GET /algo-trade/my-purchases': (request) => {
      const limit = numberParam(request, 'limit', 100);
      return ok<MyPurchasesResponse>({
        result: {
          data: server.expertAdvisors.slice(0, limit),
          page: 1,
          limit,
          total: server.expertAdvisors.length,
        },
      });
    },
    'GET /algo-trade/my-purchases/:id': (request) => {
      const found = ea(request);
      return found
        ? ok<MyPurchaseResponse>({ result: found })
        : failure(404, 'Expert advisor not found');
    },
    'DELETE /algo-trade/my-purchases/:id': (request) => {
      const found = ea(request);
      if (!found) return failure(404, 'Expert advisor not found');
      server.expertAdvisors = server.expertAdvisors.filter((e) => e !== found);
      return ok<MyPurchaseResponse>({ result: { ...found, status: 'deactivated' } });
    },
    'GET /algo-trade/my-purchases/:id/metrics': (request) =>
      ea(request)
        ? ok<AlgoMetricsResponse>({ result: makeAlgoMetrics() })
        : failure(404, 'Expert advisor not found'),
    'GET /algo-trade/my-purchases/:id/open-trades': () =>
      ok<OpenTradesResponse>({ result: server.openTrades }),
    'GET /algo-trade/my-purchases/:id/historical-trades': (request) => {
      const symbol = request.query.get('symbol');
      const limit = numberParam(request, 'limit', ALGO_PAGE_SIZE);
      const page = numberParam(request, 'page', 1);
      const found = server.trades.filter((tr) => !symbol || tr.symbol === symbol.toUpperCase());
      return ok<AlgoTradesResponse>({
        result: {
          data: found.slice((page - 1) * limit, page * limit),
          page,
          limit,
          total: found.length,
        },
      });
    },
    'GET /algo-trade/my-purchases/:id/profit-stats': (request) =>
      ok<ProfitStatsResponse>({
        result: {
          period: (request.query.get('period') ??
            'month') as ProfitStatsResponse['result']['period'],
          data: server.profitStats,
        },
      }),
    'GET /copy-trade/strategies': () => ok<CopyStrategiesResponse>({ result: server.strategies }),
  };
}
