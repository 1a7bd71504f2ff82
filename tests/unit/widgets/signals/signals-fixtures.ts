// Fixtures of the signals-widget tests: signals, pages and stats as the server answers them,
// a fake API for the three signal calls, and the fake live socket.
import type { Page, SignalPerformanceStats, TradingSignal } from '@savdo/contract';
import { resetLive } from '@savdo/core';
import { fakeApi, resetAll, type ApiRequest, type ApiAnswer } from '../auth/auth-test-helpers';
import { FakeSocket, installFakeSocket } from '../../core/live-test-socket';

export { FakeSocket };

let nextId = 1000;

export function signal(overrides: Partial<TradingSignal> = {}): TradingSignal {
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
    chart_image: '/api/v1/files/00000000-0000-4000-8000-000000000001',
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
    ...overrides,
  };
}

export function lockedSignal(overrides: Partial<TradingSignal> = {}): TradingSignal {
  return signal({
    symbol: 'BTCUSDT',
    asset_type: 'crypto',
    type: 'sell',
    is_premium: true,
    required_plan_id: 2,
    locked: true,
    entry_price: null,
    stop_loss: null,
    take_profit: null,
    potential_profit: null,
    potential_loss: null,
    description: null,
    chart_image: null,
    ...overrides,
  });
}

/** Newest first, as the server orders them. */
export function newestFirst(signals: TradingSignal[]): TradingSignal[] {
  return [...signals].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

export function page(
  data: TradingSignal[],
  total = data.length,
  pageNo = 1,
): { result: Page<TradingSignal> } {
  return { result: { data, page: pageNo, limit: 20, total } };
}

export function stats(overrides: Partial<SignalPerformanceStats> = {}): SignalPerformanceStats {
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

export type Handler = (request: ApiRequest) => ApiAnswer | Promise<ApiAnswer>;

/** A fake API for the signal calls; each handler can be replaced per test. */
export function signalsApiFake(handlers: {
  all?: Handler;
  stats?: Handler;
  one?: Handler;
}): ApiRequest[] {
  const fixed: Record<string, Handler> = {
    'GET /signal/all': handlers.all ?? (() => ({ status: 200, body: page([]) })),
    'GET /signal/performance-stats':
      handlers.stats ?? (() => ({ status: 200, body: { result: stats() } })),
  };
  const one: Handler =
    handlers.one ?? (() => ({ status: 404, body: { message: 'Signal not found' } }));
  // GET /signal/{id} for any id.
  const routes = new Proxy(fixed, {
    get: (target, key) =>
      typeof key === 'string' && /^GET \/signal\/\d+$/.test(key) ? one : target[key as string],
  });
  return fakeApi(routes);
}

export async function resetSignals(language: 'uz' | 'en' | 'ru' = 'en'): Promise<void> {
  resetLive();
  await resetAll(language);
  installFakeSocket();
  localStorage.clear();
}
