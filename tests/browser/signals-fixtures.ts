// Fixtures of the <savdo-signals> browser tests: a fake API (window.fetch) answering the three
// signal calls, a scripted WebSocket for the live channel, and the shared signals of
// tests/fixtures/signals.
import type { TradingSignal } from '@savdo/contract';
import { page, stats } from '../fixtures/signals';

export { lockedSignal, signal } from '../fixtures/signals';

export interface FakeApi {
  requests: URL[];
  signals: TradingSignal[];
  restore(): void;
}

/** Answers /signal/all (filtered like the server), /signal/performance-stats and /signal/{id}. */
export function installFakeApi(signals: TradingSignal[]): FakeApi {
  const original = window.fetch;
  const api: FakeApi = { requests: [], signals, restore: () => (window.fetch = original) };
  window.fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input), location.href);
    api.requests.push(url);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (url.pathname === '/api/v1/signal/all') {
      const q = url.searchParams;
      const data = api.signals.filter(
        (s) =>
          (!q.get('asset_type') || s.asset_type === q.get('asset_type')) &&
          (!q.get('signal_type') || s.type === q.get('signal_type')) &&
          (!q.get('status') || s.status === q.get('status')),
      );
      const pageNo = Number(q.get('page') ?? 1);
      const body = page(data.slice((pageNo - 1) * 20, pageNo * 20), data.length, pageNo);
      return json(body);
    }
    if (url.pathname === '/api/v1/signal/performance-stats') return json({ result: stats() });
    const one = /^\/api\/v1\/signal\/(\d+)$/.exec(url.pathname);
    if (one) {
      const found = api.signals.find((s) => s.id === Number(one[1]));
      return found ? json({ result: found }) : json({ message: 'Signal not found' }, 404);
    }
    return json({ message: 'not faked' }, 404);
  };
  return api;
}

/** A WebSocket the test drives: the page's live connection talks to it. */
export class ScriptedSocket {
  static instances: ScriptedSocket[] = [];
  readonly url: string;
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;

  constructor(url: string) {
    this.url = url;
    ScriptedSocket.instances.push(this);
  }

  send(): void {}

  close(): void {
    this.readyState = 3;
  }

  accept(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
    this.receive({ type: 'hello', user_id: null });
  }

  receive(event: unknown): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }

  static latest(): ScriptedSocket {
    const socket = ScriptedSocket.instances.at(-1);
    if (!socket) throw new Error('no live socket was opened');
    return socket;
  }
}

export function installScriptedSocket(): () => void {
  const original = window.WebSocket;
  ScriptedSocket.instances = [];
  (window as unknown as { WebSocket: unknown }).WebSocket = ScriptedSocket;
  return () => {
    window.WebSocket = original;
  };
}

/** Polls until `check` holds (the widget renders after fetches and batched live events). */
export async function until(check: () => boolean, what: string, timeoutMs = 4000): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
