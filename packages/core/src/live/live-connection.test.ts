import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent, TradingSignal } from '@savdo/contract';
import {
  $liveState,
  LIVE_PING_INTERVAL_MS,
  LIVE_PONG_TIMEOUT_MS,
  configureCore,
  login,
  logout,
  reconnectLive,
  resetLive,
  subscribeLive,
  watchLive,
} from '@savdo/core';
import { FakeSocket, installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { NOW, apiUser, resetSessionCore, token } from '../../../../tests/kit/session-test-helpers';

const signal = { id: 7, symbol: 'BTCUSDT' } as TradingSignal;

/** A published event as the server sends it: with its id. */
function frame(id: number, event: LiveEvent): Record<string, unknown> {
  return { id, ...event };
}

async function microtasks(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('live connection: one WebSocket per page (docs/architecture.md "Live")', () => {
  beforeEach(async () => {
    await resetSessionCore();
    installFakeSocket();
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.5); // no jitter: exact backoff delays
  });

  afterEach(() => {
    resetLive();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stays disconnected and opens nothing until someone subscribes', () => {
    expect($liveState.get()).toBe('disconnected');
    expect(FakeSocket.instances).toHaveLength(0);
  });

  it('the first subscriber opens the socket at LIVE_PATH of the page origin: connecting, then connected on hello', () => {
    subscribeLive('signal.created', () => undefined);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().url).toBe('ws://localhost:3000/api/v1/live');
    expect($liveState.get()).toBe('connecting');
    FakeSocket.latest().open();
    expect($liveState.get()).toBe('connecting'); // open alone is not yet accepted
    FakeSocket.latest().receive({ type: 'hello', user_id: null });
    expect($liveState.get()).toBe('connected');
  });

  it('many subscribers share one socket (one per page)', () => {
    subscribeLive('signal.created', () => undefined);
    subscribeLive('signal.updated', () => undefined);
    subscribeLive('calendar.actual', () => undefined);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('delivers each event to the subscribers of its type only', () => {
    const created: LiveEvent[] = [];
    const updated: LiveEvent[] = [];
    subscribeLive('signal.created', (e) => created.push(e));
    subscribeLive('signal.updated', (e) => updated.push(e));
    FakeSocket.latest().accept();
    FakeSocket.latest().receive({ type: 'signal.created', signal });
    expect(created).toEqual([{ type: 'signal.created', signal }]);
    expect(updated).toEqual([]);
  });

  it('ignores frames that are not JSON events, and a failing handler does not starve the others', () => {
    const seen: number[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    subscribeLive('signal.created', () => {
      throw new Error('boom');
    });
    subscribeLive('signal.created', (e) => seen.push(e.signal.id));
    FakeSocket.latest().accept();
    FakeSocket.latest().receive('not json');
    FakeSocket.latest().receive({ no: 'type' });
    FakeSocket.latest().receive({ type: 'signal.created', signal });
    expect(seen).toEqual([7]);
  });

  it('a watcher hears events while the socket is open for others, and never opens it itself', async () => {
    const heard: LiveEvent[] = [];
    const unwatch = watchLive('session.revoked', (e) => heard.push(e));
    expect(FakeSocket.instances).toHaveLength(0);
    expect($liveState.get()).toBe('disconnected');
    const off = subscribeLive('notification', () => undefined);
    FakeSocket.latest().accept();
    FakeSocket.latest().receive({ type: 'session.revoked' });
    expect(heard).toEqual([{ type: 'session.revoked' }]);
    // The watcher does not keep the socket: the last subscriber leaving closes it.
    off();
    await microtasks();
    expect($liveState.get()).toBe('disconnected');
    unwatch();
  });

  it('the last unsubscribe closes the socket and the state becomes disconnected', async () => {
    const off1 = subscribeLive('signal.created', () => undefined);
    const off2 = subscribeLive('signal.updated', () => undefined);
    const socket = FakeSocket.latest();
    socket.accept();
    off1();
    await microtasks();
    expect(socket.closedWith).toBeNull();
    off2();
    await microtasks();
    expect(socket.closedWith).toEqual({ code: 1000, reason: 'no subscribers' });
    expect($liveState.get()).toBe('disconnected');
  });

  it('an unsubscribe and a new subscribe in the same task (a React remount) keep the socket', async () => {
    const off = subscribeLive('signal.created', () => undefined);
    FakeSocket.latest().accept();
    off();
    subscribeLive('signal.created', () => undefined);
    await microtasks();
    expect(FakeSocket.instances).toHaveLength(1);
    expect(FakeSocket.latest().closedWith).toBeNull();
    expect($liveState.get()).toBe('connected');
  });

  it('reconnects with exponential backoff after a drop: 1 s, 2 s, 4 s ... capped at 8 s', () => {
    subscribeLive('signal.created', () => undefined);
    FakeSocket.latest().serverClose(1006);
    expect($liveState.get()).toBe('failed');
    const delays = [1_000, 2_000, 4_000, 8_000, 8_000, 8_000];
    for (const delay of delays) {
      const before = FakeSocket.instances.length;
      vi.advanceTimersByTime(delay - 1);
      expect(FakeSocket.instances.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.instances.length).toBe(before + 1);
      expect($liveState.get()).toBe('reconnecting');
      FakeSocket.latest().serverClose(1006);
    }
  });

  it("an attempt that never got through is 'failed' until the retry; a drop of a working connection is 'reconnecting'", () => {
    subscribeLive('signal.created', () => undefined);
    FakeSocket.latest().serverClose(1006); // refused before any hello
    expect($liveState.get()).toBe('failed');
    vi.advanceTimersByTime(1_000);
    expect($liveState.get()).toBe('reconnecting');
    FakeSocket.latest().accept();
    FakeSocket.latest().serverClose(1006); // worked, then dropped
    expect($liveState.get()).toBe('reconnecting');
  });

  it('a successful reconnect (hello) resets the backoff to 1 s', () => {
    subscribeLive('signal.created', () => undefined);
    FakeSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(1_000);
    FakeSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(2_000);
    FakeSocket.latest().accept();
    expect($liveState.get()).toBe('connected');
    FakeSocket.latest().serverClose(1006);
    const before = FakeSocket.instances.length;
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.instances.length).toBe(before + 1);
  });

  it('a banned or inactive user (close 4403) is not retried: disconnected', () => {
    subscribeLive('signal.created', () => undefined);
    FakeSocket.latest().serverClose(4403, 'Your account has been banned');
    expect($liveState.get()).toBe('disconnected');
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('reconnectLive() retries at once, without waiting for the backoff', () => {
    subscribeLive('signal.created', () => undefined);
    FakeSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(1_000);
    FakeSocket.latest().serverClose(1006); // now waiting 2 s
    reconnectLive();
    expect(FakeSocket.instances).toHaveLength(3);
    expect($liveState.get()).toBe('connecting');
  });

  it('the browser coming back online retries at once', () => {
    subscribeLive('signal.created', () => undefined);
    FakeSocket.latest().serverClose(1006);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('pings every 25 s and drops a socket that answers nothing within 10 s', () => {
    subscribeLive('signal.created', () => undefined);
    const socket = FakeSocket.latest();
    socket.accept();
    vi.advanceTimersByTime(LIVE_PING_INTERVAL_MS);
    expect(socket.sent).toEqual([JSON.stringify({ type: 'ping' })]);
    socket.receive({ type: 'pong' });
    vi.advanceTimersByTime(LIVE_PONG_TIMEOUT_MS);
    expect(socket.closedWith).toBeNull();
    vi.advanceTimersByTime(LIVE_PING_INTERVAL_MS - LIVE_PONG_TIMEOUT_MS);
    expect(socket.sent).toHaveLength(2);
    vi.advanceTimersByTime(LIVE_PONG_TIMEOUT_MS);
    expect(socket.closedWith?.code).toBe(4000);
    expect($liveState.get()).toBe('reconnecting');
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('sends the access token in the token query when signed in', () => {
    const access = token();
    login({ access_token: access, user: apiUser() }, NOW);
    subscribeLive('signal.created', () => undefined);
    expect(new URL(FakeSocket.latest().url).searchParams.get('token')).toBe(access);
  });

  it('public mode (a partner origin) never sends a token, even if one is stored', () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    configureCore({ mode: 'public', apiBase: 'https://api.savdo.test' });
    subscribeLive('signal.created', () => undefined);
    expect(FakeSocket.latest().url).toBe('wss://api.savdo.test/api/v1/live');
  });

  it('signing in or out reconnects at once so the socket speaks for the current user', () => {
    subscribeLive('signal.created', () => undefined);
    const anonymous = FakeSocket.latest();
    anonymous.accept();
    const access = token();
    login({ access_token: access, user: apiUser() }, NOW);
    expect(anonymous.closedWith?.code).toBe(1000);
    expect(FakeSocket.instances).toHaveLength(2);
    expect(new URL(FakeSocket.latest().url).searchParams.get('token')).toBe(access);
    FakeSocket.latest().accept(42);
    logout();
    expect(FakeSocket.instances).toHaveLength(3);
    expect(new URL(FakeSocket.latest().url).searchParams.has('token')).toBe(false);
  });

  it('a reconnect sends the id of the last event the page saw, so the server replays what it missed', () => {
    subscribeLive('signal.created', () => undefined);
    const first = FakeSocket.latest();
    expect(new URL(first.url).searchParams.has('last_event_id')).toBe(false);
    first.open();
    first.receive({ type: 'hello', user_id: null, last_event_id: 40 });
    first.receive(frame(41, { type: 'signal.created', signal }));
    first.receive(frame(42, { type: 'signal.created', signal }));
    first.receive({ type: 'pong' }); // no id: the connection's own message
    first.serverClose(1006);
    vi.advanceTimersByTime(1_000);
    expect(new URL(FakeSocket.latest().url).searchParams.get('last_event_id')).toBe('42');
  });

  it('a page that saw no event yet resumes from where its hello said its stream begins', () => {
    subscribeLive('signal.created', () => undefined);
    FakeSocket.latest().open();
    FakeSocket.latest().receive({ type: 'hello', user_id: null, last_event_id: 7 });
    FakeSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(1_000);
    expect(new URL(FakeSocket.latest().url).searchParams.get('last_event_id')).toBe('7');
  });

  it('a hello with resumed: false moves the last id to the newest the server keeps', () => {
    subscribeLive('signal.created', () => undefined);
    FakeSocket.latest().open();
    FakeSocket.latest().receive(frame(900, { type: 'signal.created', signal }));
    FakeSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(1_000);
    FakeSocket.latest().open();
    FakeSocket.latest().receive({
      type: 'hello',
      user_id: null,
      last_event_id: 12,
      resumed: false,
    });
    FakeSocket.latest().serverClose(1006);
    vi.advanceTimersByTime(1_000);
    expect(new URL(FakeSocket.latest().url).searchParams.get('last_event_id')).toBe('12');
  });

  it('events are handed to subscribers with the rest of their fields unchanged', () => {
    const seen: LiveEvent[] = [];
    subscribeLive('signal.created', (e) => seen.push(e));
    FakeSocket.latest().accept();
    FakeSocket.latest().receive(frame(5, { type: 'signal.created', signal }));
    expect(seen).toEqual([{ id: 5, type: 'signal.created', signal }]);
  });

  it('after the last subscriber left, the next socket starts afresh, naming no last id', async () => {
    const off = subscribeLive('signal.created', () => undefined);
    FakeSocket.latest().accept();
    FakeSocket.latest().receive(frame(3, { type: 'signal.created', signal }));
    off();
    await microtasks();
    subscribeLive('signal.created', () => undefined);
    expect(new URL(FakeSocket.latest().url).searchParams.has('last_event_id')).toBe(false);
  });

  it('is disconnected when the browser has no WebSocket', () => {
    vi.stubGlobal('WebSocket', undefined);
    subscribeLive('signal.created', () => undefined);
    expect($liveState.get()).toBe('disconnected');
  });
});
