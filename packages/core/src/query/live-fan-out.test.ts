// A page the server could not replay to after a reconnect refetches what it shows
// (docs/decisions/0278-live-fan-out-across-processes.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLive } from '../live/live-connection';
import { FakeSocket, installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { resetSessionCore, settleTimers } from '../../../../tests/kit/session-test-helpers';
import { liveFanOut } from './live-fan-out';
import { createQuery } from './query-client';

/** A shown query whose fetches are counted. */
function shownQuery(name: string) {
  const fetcher = vi.fn(() => Promise.resolve({ n: 1 }));
  const store = createQuery(name, undefined, fetcher);
  const unlisten = store.listen(() => undefined);
  return { fetcher, unlisten };
}

describe('live fan-out after a reconnect', () => {
  const cleanups: Array<() => void> = [];

  beforeEach(async () => {
    await resetSessionCore();
    installFakeSocket();
  });

  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
    resetLive();
    vi.unstubAllGlobals();
  });

  it('a hello with resumed: false refetches every shown answer, once however many fan-outs listen', async () => {
    const query = shownQuery('test/gap-refresh');
    cleanups.push(query.unlisten);
    cleanups.push(liveFanOut(['signal.created'], () => undefined)(() => undefined));
    cleanups.push(liveFanOut(['calendar.actual'], () => undefined)(() => undefined));
    await settleTimers();
    expect(query.fetcher).toHaveBeenCalledTimes(1);
    FakeSocket.latest().open();
    FakeSocket.latest().receive({ type: 'hello', user_id: null, last_event_id: 9, resumed: false });
    await settleTimers();
    expect(query.fetcher).toHaveBeenCalledTimes(2);
  });

  it('a first hello, or one that resumed, refetches nothing: the missed events follow it', async () => {
    const query = shownQuery('test/no-gap');
    cleanups.push(query.unlisten);
    cleanups.push(liveFanOut(['signal.created'], () => undefined)(() => undefined));
    await settleTimers();
    FakeSocket.latest().open();
    FakeSocket.latest().receive({ type: 'hello', user_id: null, last_event_id: 3 });
    FakeSocket.latest().receive({ type: 'hello', user_id: null, last_event_id: 3, resumed: true });
    await settleTimers();
    expect(query.fetcher).toHaveBeenCalledTimes(1);
  });

  it('the last listener leaving still closes the socket (its hello subscription goes too)', async () => {
    const off = liveFanOut(['signal.created'], () => undefined)(() => undefined);
    const socket = FakeSocket.latest();
    off();
    await settleTimers();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'no subscribers' });
  });
});
