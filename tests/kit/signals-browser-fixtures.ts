// Fixtures of the <savdo-signals> browser tests, all from the kit (tests/kit): the fake API
// serving the signal routes over a list the test owns, the fake live socket, and the signals.
import type { TradingSignal } from '@savdo/contract';
import { resetQueries } from '@savdo/core';
import { cleanup, settle } from './widget-test-utils';
import {
  installFakeApi as installKitApi,
  installFakeLiveSocket,
  makeSignalStats,
  signalRoutes,
  type FakeApi as KitFakeApi,
} from '.';

export {
  FakeLiveSocket as ScriptedSocket,
  makeLockedSignal as lockedSignal,
  makeSignal as signal,
} from '.';

export interface FakeApi extends KitFakeApi {
  /** What the API serves; change it between calls. */
  signals: TradingSignal[];
  restore(): void;
}

/** The kit's fake API serving /signal/all (filtered like the server), the stats and /signal/:id. */
export function installFakeApi(signals: TradingSignal[]): FakeApi {
  resetQueries(); // a new server: no answer of the previous test may be served
  const server = { signals, stats: makeSignalStats() };
  const api = installKitApi(signalRoutes(server));
  return Object.assign(api, {
    get signals() {
      return server.signals;
    },
  });
}

/** The kit's fake live socket in place of WebSocket; returns the restore function. */
export function installScriptedSocket(): () => void {
  return installFakeLiveSocket();
}

export { until } from './widget-test-utils';

/**
 * The set-up both signals suites share: before each test the fake API serves `signals()` and
 * the fake socket stands in; after it the mounted boxes go, the page settles and both are
 * restored. `page.api` is the current test's API; mount into `page.boxes`.
 */
export function useSignalsPage(signals: () => TradingSignal[]): {
  boxes: HTMLElement[];
  readonly api: FakeApi;
} {
  const boxes: HTMLElement[] = [];
  let api: FakeApi | null = null;
  let restoreSocket: () => void = () => undefined;
  beforeEach(() => {
    api = installFakeApi(signals());
    restoreSocket = installScriptedSocket();
  });
  afterEach(async () => {
    cleanup(boxes);
    await settle();
    api?.restore();
    restoreSocket();
  });
  return {
    boxes,
    get api() {
      if (!api) throw new Error('useSignalsPage: no test is running');
      return api;
    },
  };
}
