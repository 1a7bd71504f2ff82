/** A small WebSocket client for the live-channel tests: collects events, waits for them. */
import { WebSocket } from 'undici';
import { LIVE_PATH, type LiveEvent } from '@savdo/contract';

export interface LiveClient {
  events: LiveEvent[];
  /** Resolves with the first event (already received or coming) that matches. */
  next(type: LiveEvent['type'], timeoutMs?: number): Promise<LiveEvent>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function openLive(baseUrl: string, token?: string): LiveClient {
  const url = new URL(LIVE_PATH, baseUrl.replace(/^http/, 'ws'));
  if (token) url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  const events: LiveEvent[] = [];
  const waiters: Array<{ type: string; resolve: (e: LiveEvent) => void }> = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason }));
  });
  socket.addEventListener('message', (e) => {
    const event = JSON.parse(String(e.data)) as LiveEvent;
    events.push(event);
    for (const w of waiters.filter((x) => x.type === event.type)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(event);
    }
  });
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
  return {
    events,
    next(type, timeoutMs = 5_000) {
      const seen = events.find((e) => e.type === type);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no ${type} event within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          type,
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
