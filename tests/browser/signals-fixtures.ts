// Fixtures of the <savdo-signals> browser tests: a fake API (window.fetch) answering the three
// signal calls, a scripted WebSocket for the live channel, and signals as the server sends them.
import type { Page, SignalPerformanceStats, TradingSignal } from '@savdo/contract';

let nextId = 5000;

export function signal(overrides: Partial<TradingSignal> = {}): TradingSignal {
  nextId += 1;
  return {
    id: nextId,
    symbol: 'EURUSD',
    type: 'buy',
    asset_type: 'forex',
    status: 'active',
    entry_price: 1.0852,
    stop_loss: 1.0814,
    take_profit: 1.0928,
    description: 'Breakout above resistance.',
    chart_image: null,
    analysis_type: 'Technical',
    timeframe: 'H4',
    expert_id: 2,
    created_at: new Date(Date.UTC(2026, 10, 20, 9, 0) + nextId * 60_000).toISOString(),
    closed_at: null,
    risk_reward_ratio: 2,
    potential_profit: 0.7,
    potential_loss: 0.35,
    is_premium: false,
    required_plan_id: null,
    result: 'waiting',
    locked: false,
    ...overrides,
  };
}

export function lockedSignal(overrides: Partial<TradingSignal> = {}): TradingSignal {
  return signal({
    symbol: 'BTCUSDT',
    asset_type: 'crypto',
    type: 'sell',
    is_premium: true,
    required_plan_id: 2,
    locked: true,
    entry_price: null,
    stop_loss: null,
    take_profit: null,
    potential_profit: null,
    potential_loss: null,
    description: null,
    ...overrides,
  });
}

export const STATS: SignalPerformanceStats = {
  period_days: 30,
  total_signals: 36,
  closed_signals: 24,
  profit_count: 16,
  loss_count: 8,
  win_rate: 66.7,
  average_risk_reward: 2.25,
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: `2026-10-${String(i + 1).padStart(2, '0')}`,
    profit: Math.floor(i / 2),
    loss: Math.floor(i / 4),
  })),
};

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
      const page = Number(q.get('page') ?? 1);
      const body: { result: Page<TradingSignal> } = {
        result: {
          data: data.slice((page - 1) * 20, page * 20),
          page,
          limit: 20,
          total: data.length,
        },
      };
      return json(body);
    }
    if (url.pathname === '/api/v1/signal/performance-stats') return json({ result: STATS });
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
