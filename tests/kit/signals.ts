// The signals feature in the test kit: one entity factory (makeSignal and its locked variant),
// the 30-day figures, a page body, and the route table of the signal calls, answering like the
// server (filters, 20 a page, 404 for an unknown id). Plain data: any test layer may import it.
import type {
  Page,
  SignalPerformanceStats,
  SignalResponse,
  SignalStatsResponse,
  SignalsResponse,
  TradingSignal,
} from '@savdo/contract';
import { PAGE_SIZE } from '@savdo/contract';
import { failure, ok, type FakeAnswer, type RouteTable } from './fake-api';

let nextId = 1000;

/** An open, free forex signal without a chart image; ids and times grow with each call. */
export function makeSignal(overrides: Partial<TradingSignal> = {}): TradingSignal {
  nextId += 1;
  return {
    id: nextId,
    symbol: 'EURUSD',
    type: 'buy',
    asset_type: 'forex',
    status: 'active',
    entry_price: 1.0852,
    stop_loss: 1.0814,
    take_profit: 1.0928,
    description: 'Breakout above resistance.',
    chart_image: null,
    analysis_type: 'Technical',
    timeframe: 'H4',
    expert_id: 2,
    created_at: new Date(Date.UTC(2026, 10, 20, 9, 0) + nextId * 60_000).toISOString(),
    closed_at: null,
    risk_reward_ratio: 2,
    potential_profit: 0.7,
    potential_loss: 0.35,
    is_premium: false,
    required_plan_id: null,
    result: 'waiting',
    locked: false,
    required_plan_name: null,
    expert_name: null,
    translations: null,
    ...overrides,
  };
}

/** A premium signal the viewer may not see: the server leaves its levels and image out. */
export function makeLockedSignal(overrides: Partial<TradingSignal> = {}): TradingSignal {
  return makeSignal({
    symbol: 'BTCUSDT',
    asset_type: 'crypto',
    type: 'sell',
    is_premium: true,
    required_plan_id: 2,
    required_plan_name: 'Pro',
    locked: true,
    entry_price: null,
    stop_loss: null,
    take_profit: null,
    potential_profit: null,
    potential_loss: null,
    description: null,
    chart_image: null,
    translations: null,
    ...overrides,
  });
}

/** Newest first, as the server orders them. */
export function newestFirst(signals: TradingSignal[]): TradingSignal[] {
  return [...signals].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** The body of a GET /signal/all answer (20 a page). */
export function signalsPage(
  data: TradingSignal[],
  total = data.length,
  pageNo = 1,
): SignalsResponse {
  const result: Page<TradingSignal> = { data, page: pageNo, limit: PAGE_SIZE.signals, total };
  return { result };
}

/** 30-day performance figures with a daily series for the chart. */
export function makeSignalStats(
  overrides: Partial<SignalPerformanceStats> = {},
): SignalPerformanceStats {
  return {
    period_days: 30,
    total_signals: 36,
    closed_signals: 24,
    profit_count: 16,
    loss_count: 8,
    win_rate: 66.7,
    average_risk_reward: 2.25,
    daily: Array.from({ length: 30 }, (_, i) => ({
      date: `2026-10-${String(i + 1).padStart(2, '0')}`,
      profit: Math.floor(i / 2),
      loss: Math.floor(i / 4),
    })),
    ...overrides,
  };
}

export interface SignalsServer {
  /** What /signal/all and /signal/{id} serve; change it between calls. */
  signals: TradingSignal[];
  stats: SignalPerformanceStats;
}

/**
 * GET /signal/all (filtered by asset_type, signal_type and status, paged by page and limit),
 * GET /signal/performance-stats and GET /signal/:id, over `server`'s current data.
 */
export function signalRoutes(server: SignalsServer): RouteTable {
  return {
    'GET /signal/all': ({ query }): FakeAnswer => {
      const data = server.signals.filter(
        (s) =>
          (!query.get('asset_type') || s.asset_type === query.get('asset_type')) &&
          (!query.get('signal_type') || s.type === query.get('signal_type')) &&
          (!query.get('status') || s.status === query.get('status')),
      );
      const pageNo = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? PAGE_SIZE.signals);
      const slice = data.slice((pageNo - 1) * limit, pageNo * limit);
      return ok<SignalsResponse>(signalsPage(slice, data.length, pageNo));
    },
    'GET /signal/performance-stats': () => ok<SignalStatsResponse>({ result: server.stats }),
    'GET /signal/:id': ({ params }) => {
      const found = server.signals.find((s) => s.id === Number(params.id));
      return found ? ok<SignalResponse>({ result: found }) : failure(404, 'Signal not found');
    },
  };
}
