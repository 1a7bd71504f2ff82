/**
 * A small WebSocket client for the live-channel tests: collects events, waits for them. A
 * frame's `id` (its place in the event order) is kept apart, in `ids`, so tests compare events
 * as published.
 */
import { WebSocket } from 'undici';
import {
  LIVE_LAST_EVENT_ID_PARAM,
  LIVE_PATH,
  type LiveEvent,
  type LiveFrame,
} from '@savdo/contract';

export interface LiveClient {
  events: LiveEvent[];
  /** The id of each event in `events`, or null for one sent without (hello, pong). */
  ids: Array<number | null>;
  /**
   * Resolves with the first event of `type` (already received or coming) that `matches`: an
   * earlier event of the same type may still arrive after a test cleared `events`.
   */
  next(
    type: LiveEvent['type'],
    timeoutMs?: number,
    matches?: (event: LiveEvent) => boolean,
  ): Promise<LiveEvent>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** `lastEventId`: reconnect as a client that saw that event last (a string: sent as it is). */
export function openLive(
  baseUrl: string,
  token?: string,
  lastEventId?: number | string,
): LiveClient {
  const url = new URL(LIVE_PATH, baseUrl.replace(/^http/, 'ws'));
  if (token) url.searchParams.set('token', token);
  if (lastEventId !== undefined)
    url.searchParams.set(LIVE_LAST_EVENT_ID_PARAM, String(lastEventId));
  const socket = new WebSocket(url);
  const events: LiveEvent[] = [];
  const ids: Array<number | null> = [];
  const waiters: Array<{
    type: string;
    matches: (e: LiveEvent) => boolean;
    resolve: (e: LiveEvent) => void;
  }> = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason }));
  });
  socket.addEventListener('message', (e) => {
    const { id, ...event } = JSON.parse(String(e.data)) as LiveFrame;
    events.push(event as LiveEvent);
    ids.push(id ?? null);
    for (const w of waiters.filter((x) => x.type === event.type && x.matches(event as LiveEvent))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(event as LiveEvent);
    }
  });
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
  return {
    events,
    ids,
    next(type, timeoutMs = 5_000, matches = () => true) {
      const seen = events.find((e) => e.type === type && matches(e));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          type,
          matches,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    send(message) {
      void opened.then(() => socket.send(JSON.stringify(message)));
    },
    closed,
    close() {
      socket.close();
    },
  };
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
