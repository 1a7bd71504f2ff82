// Fixtures of the signals-widget tests: the shared signals, pages and stats of
// tests/fixtures/signals, a fake API for the three signal calls, and the fake live socket.
import type { TradingSignal } from '@savdo/contract';
import { resetLive } from '@savdo/core';
import { signal as baseSignal, page, stats } from '../../../fixtures/signals';
import { fakeApi, resetAll, type ApiRequest, type ApiAnswer } from '../auth/auth-test-helpers';
import { FakeSocket, installFakeSocket } from '../../core/live-test-socket';

export { FakeSocket };
export { lockedSignal, newestFirst, page, stats } from '../../../fixtures/signals';

/** The shared signal, with an analysis chart image (the chart modal shows it). */
export function signal(overrides: Partial<TradingSignal> = {}): TradingSignal {
  return baseSignal({
    chart_image: '/api/v1/files/00000000-0000-4000-8000-000000000001',
    ...overrides,
  });
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
