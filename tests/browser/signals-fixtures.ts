// Fixtures of the <savdo-signals> browser tests, all from the kit (tests/kit): the fake API
// serving the signal routes over a list the test owns, the fake live socket, and the signals.
import type { TradingSignal } from '@savdo/contract';
import { resetQueries } from '@savdo/core';
import {
  installFakeApi as installKitApi,
  installFakeLiveSocket,
  makeSignalStats,
  signalRoutes,
  type FakeApi as KitFakeApi,
} from '../kit';

export {
  FakeLiveSocket as ScriptedSocket,
  makeLockedSignal as lockedSignal,
  makeSignal as signal,
} from '../kit';

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

export { until } from './helpers/widget-test-utils';
