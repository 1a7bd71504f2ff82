// The one live WebSocket of the page (docs/architecture.md "Live"): chat, signals and calendar share it.
// It is lazy like a nanostores onMount store: the first subscribeLive() opens it, the last
// unsubscribe closes it. It reconnects with backoff after a drop, reconnects at once when the
// signed-in user (and so the token) changes or the browser comes back online, and shows where
// it stands in $liveState. A heartbeat ping catches sockets that died without a close event.
// It remembers the id of the last event it saw and names it when it reconnects, so the server
// sends what the page missed first (docs/decisions/0278-live-fan-out-across-processes.md).
import { atom, type ReadableAtom } from 'nanostores';
import type { ConnectionState, LiveClientMessage, LiveEvent, LiveFrame } from '@savdo/contract';
import { $auth } from '../session/auth-state';
import { liveBackoffDelay } from './live-backoff';
import { liveToken, liveUrl } from './live-url';

export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;
export type LiveHandler<T extends LiveEventType> = (event: LiveEventOf<T>) => void;

/** How often a connected socket sends `ping`; the server answers `pong`. */
export const LIVE_PING_INTERVAL_MS = 25_000;
/** A socket that receives nothing this long after a ping is treated as dead. */
export const LIVE_PONG_TIMEOUT_MS = 10_000;
/** Close code of the server for a banned or inactive user: retrying cannot help. */
export const LIVE_CLOSE_FORBIDDEN = 4403;
/** Our own close code for a socket that stopped answering pings. */
export const LIVE_CLOSE_STALE = 4000;

const $state = atom<ConnectionState>('disconnected');
/** connecting (first attempt), connected, reconnecting (after a drop), failed (an attempt that never got through), disconnected. */
export const $liveState: ReadableAtom<ConnectionState> = $state;

type AnyHandler = (event: LiveEvent) => void;
const handlers = new Map<LiveEventType, Set<AnyHandler>>();
/** Handlers that hear events while the socket is open for someone else (`watchLive`). */
const watchers = new Map<LiveEventType, Set<AnyHandler>>();

let socket: WebSocket | null = null;
let socketToken: string | null = null;
/** Whether the current socket got its hello: a close before it means the attempt failed. */
let greeted = false;
/** The id the page's stream of events has reached; null until the first hello. */
let lastEventId: number | null = null;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let pingTimer: ReturnType<typeof setInterval> | null = null;
let pongTimer: ReturnType<typeof setTimeout> | null = null;
let running = false;
let stopQueued = false;
let unlistenAuth: (() => void) | null = null;

function subscriberCount(): number {
  let count = 0;
  for (const set of handlers.values()) count += set.size;
  return count;
}

function isLiveEvent(value: unknown): value is LiveEvent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { type?: unknown }).type === 'string'
  );
}

/** Where the stream stands after `frame`: the hello says where it continues, an event its id. */
function advance(frame: LiveFrame): void {
  const id = frame.type === 'hello' ? frame.last_event_id : frame.id;
  if (typeof id === 'number' && Number.isSafeInteger(id) && id >= 0) lastEventId = id;
}

function dispatch(event: LiveEvent): void {
  const listening = [...(watchers.get(event.type) ?? []), ...(handlers.get(event.type) ?? [])];
  for (const handler of listening) {
    try {
      handler(event);
    } catch (error) {
      // One failing subscriber must not keep the event from the others.
      console.error('[savdo] live handler failed:', error);
    }
  }
}

/** WebSocket.OPEN, spelled out so a socket class without the static constants works too. */
const OPEN = 1;

function send(message: LiveClientMessage): void {
  if (socket && socket.readyState === OPEN) socket.send(JSON.stringify(message));
}

function clearTimer(timer: ReturnType<typeof setTimeout> | null): null {
  if (timer !== null) clearTimeout(timer);
  return null;
}

function stopHeartbeat(): void {
  if (pingTimer !== null) clearInterval(pingTimer);
  pingTimer = null;
  pongTimer = clearTimer(pongTimer);
}

function startHeartbeat(): void {
  stopHeartbeat();
  pingTimer = setInterval(() => {
    send({ type: 'ping' });
    pongTimer ??= setTimeout(() => {
      pongTimer = null;
      if (socket) dropSocket(socket, LIVE_CLOSE_STALE);
    }, LIVE_PONG_TIMEOUT_MS);
  }, LIVE_PING_INTERVAL_MS);
}

/** Detaches and closes a socket; then reconnects with backoff unless the code forbids it. */
function dropSocket(dropped: WebSocket, code: number): void {
  if (dropped !== socket) return;
  dropped.onopen = null;
  dropped.onmessage = null;
  dropped.onclose = null;
  dropped.onerror = null;
  socket = null;
  const failed = !greeted;
  greeted = false;
  stopHeartbeat();
  if (code === LIVE_CLOSE_STALE) {
    try {
      dropped.close(LIVE_CLOSE_STALE, 'no answer to ping');
    } catch {
      // already closing
    }
  }
  if (!running) {
    $state.set('disconnected');
    return;
  }
  if (code === LIVE_CLOSE_FORBIDDEN) {
    $state.set('disconnected');
    return;
  }
  scheduleReconnect(failed);
}

/** `failed`: the attempt never got through, which the page says until the retry starts. */
function scheduleReconnect(failed: boolean): void {
  retryTimer = clearTimer(retryTimer);
  $state.set(failed ? 'failed' : 'reconnecting');
  const delay = liveBackoffDelay(attempt);
  attempt += 1;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    openSocket();
  }, delay);
}

function openSocket(): void {
  if (!running || socket) return;
  const Socket = globalThis.WebSocket;
  if (typeof Socket !== 'function') {
    $state.set('disconnected');
    return;
  }
  $state.set(attempt === 0 ? 'connecting' : 'reconnecting');
  socketToken = liveToken();
  let opened: WebSocket;
  try {
    opened = new Socket(liveUrl(socketToken, lastEventId));
  } catch {
    scheduleReconnect(true);
    return;
  }
  socket = opened;
  greeted = false;
  opened.onopen = () => startHeartbeat();
  opened.onmessage = (message: MessageEvent) => {
    pongTimer = clearTimer(pongTimer); // anything received proves the socket is alive
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(message.data));
    } catch {
      return;
    }
    if (!isLiveEvent(parsed)) return;
    advance(parsed);
    if (parsed.type === 'hello') {
      // The server accepted us (and our token, if any): only now are we live.
      attempt = 0;
      greeted = true;
      $state.set('connected');
    }
    dispatch(parsed);
  };
  // An error is always followed by a close event, which does the work.
  opened.onclose = (event: CloseEvent) => dropSocket(opened, event.code);
}

/** Closes the current socket (if any) and opens a fresh one now, without backoff. */
function reopen(): void {
  retryTimer = clearTimer(retryTimer);
  if (socket) {
    const old = socket;
    socket = null;
    old.onopen = null;
    old.onmessage = null;
    old.onclose = null;
    old.onerror = null;
    stopHeartbeat();
    try {
      old.close(1000, 'reconnecting');
    } catch {
      // already closing
    }
  }
  attempt = 0;
  openSocket();
}

function onOnline(): void {
  if (running && !socket) reopen();
}

function start(): void {
  if (running) return;
  running = true;
  attempt = 0;
  // A new sign-in, a sign-out or a refreshed token: the socket must speak for the current user.
  unlistenAuth = $auth.listen(() => {
    if (running && liveToken() !== socketToken) reopen();
  });
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  openSocket();
}

function stop(): void {
  if (!running) return;
  running = false;
  unlistenAuth?.();
  unlistenAuth = null;
  if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
  retryTimer = clearTimer(retryTimer);
  stopHeartbeat();
  const old = socket;
  socket = null;
  socketToken = null;
  // Nobody listens any more: the next subscriber starts afresh and fetches what it shows.
  lastEventId = null;
  if (old) {
    old.onopen = null;
    old.onmessage = null;
    old.onclose = null;
    old.onerror = null;
    try {
      old.close(1000, 'no subscribers');
    } catch {
      // already closing
    }
  }
  $state.set('disconnected');
}

/**
 * Calls `handler` for every live event of `type`. The first subscription opens the page's live
 * socket; the returned function unsubscribes, and the last unsubscribe closes it (after the
 * current task, so a React remount in the same task keeps the socket).
 */
export function subscribeLive<T extends LiveEventType>(
  type: T,
  handler: LiveHandler<T>,
): () => void {
  const wrapped: AnyHandler = (event) => handler(event as LiveEventOf<T>);
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  set.add(wrapped);
  start();
  let active = true;
  return () => {
    if (!active) return;
    active = false;
    handlers.get(type)?.delete(wrapped);
    if (subscriberCount() > 0 || stopQueued) return;
    stopQueued = true;
    queueMicrotask(() => {
      stopQueued = false;
      if (subscriberCount() === 0) stop();
    });
  };
}

/**
 * Calls `handler` for every live event of `type` the page's socket receives, without opening
 * it: the socket stays as lazy as its subscribers make it. For what concerns the page while it
 * is live anyway (the session told it was revoked: session-validation.ts).
 */
export function watchLive<T extends LiveEventType>(type: T, handler: LiveHandler<T>): () => void {
  const wrapped: AnyHandler = (event) => handler(event as LiveEventOf<T>);
  let set = watchers.get(type);
  if (!set) {
    set = new Set();
    watchers.set(type, set);
  }
  set.add(wrapped);
  return () => {
    watchers.get(type)?.delete(wrapped);
  };
}

/** Retries at once (a "reconnect" button): a fresh socket, the backoff starting over. */
export function reconnectLive(): void {
  if (running) reopen();
}

/** Closes the socket and forgets every subscriber; for tests and teardown. */
export function resetLive(): void {
  handlers.clear();
  watchers.clear();
  stop();
  attempt = 0;
}
