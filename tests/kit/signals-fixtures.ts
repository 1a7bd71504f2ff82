// The signals-widget tests' names for the kit's signals (tests/kit/signals.ts), a fake API for
// the three signal calls with a handler per call, and the fake live socket.
import type { TradingSignal } from '@savdo/contract';
import { resetLive } from '@savdo/core';
import { makeSignal, makeSignalStats, signalsPage } from '.';
import { fakeApi, resetAll, type ApiRequest, type ApiAnswer } from './auth-test-helpers';
import { FakeSocket, installFakeSocket } from './live-test-socket';

export { FakeSocket };
export {
  makeLockedSignal as lockedSignal,
  newestFirst,
  signalsPage as page,
  makeSignalStats as stats,
} from '.';

/** The kit's signal, with an analysis chart image (the chart modal shows it). */
export function signal(overrides: Partial<TradingSignal> = {}): TradingSignal {
  return makeSignal({
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
  return fakeApi({
    'GET /signal/all': handlers.all ?? (() => ({ status: 200, body: signalsPage([]) })),
    'GET /signal/performance-stats':
      handlers.stats ?? (() => ({ status: 200, body: { result: makeSignalStats() } })),
    'GET /signal/:id':
      handlers.one ?? (() => ({ status: 404, body: { message: 'Signal not found' } })),
  });
}

export async function resetSignals(language: 'uz' | 'en' | 'ru' = 'en'): Promise<void> {
  resetLive();
  await resetAll(language);
  installFakeSocket();
  localStorage.clear();
}
