// What the signals stories run against: a stand-in for the API (window.fetch) answering the
// signal calls in the story's state, and for the live socket, which can push a new signal and
// status changes every few seconds. Stories need no server, so the static build shows them too.
import type { AssetType, SignalPerformanceStats, SignalType, TradingSignal } from '@savdo/contract';

export type ApiState = 'ready' | 'loading' | 'error' | 'empty';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 22, 9, 0);

interface Seed {
  symbol: string;
  asset_type: AssetType;
  type: SignalType;
  entry: number;
  stop: number;
  target: number;
}

const SEEDS: Seed[] = [
  {
    symbol: 'BTCUSDT',
    asset_type: 'crypto',
    type: 'buy',
    entry: 97_250,
    stop: 95_500,
    target: 100_750,
  },
  {
    symbol: 'EURUSD',
    asset_type: 'forex',
    type: 'sell',
    entry: 1.0852,
    stop: 1.089,
    target: 1.0776,
  },
  {
    symbol: 'XAUUSD',
    asset_type: 'commodities',
    type: 'buy',
    entry: 2_648.5,
    stop: 2_632.6,
    target: 2_680.3,
  },
  { symbol: 'AAPL', asset_type: 'stocks', type: 'buy', entry: 228.4, stop: 225, target: 236.2 },
  {
    symbol: 'ETHUSDT',
    asset_type: 'crypto',
    type: 'sell',
    entry: 3_452,
    stop: 3_528,
    target: 3_300,
  },
  {
    symbol: 'USDJPY',
    asset_type: 'forex',
    type: 'buy',
    entry: 151.24,
    stop: 150.64,
    target: 152.44,
  },
  {
    symbol: 'USOIL',
    asset_type: 'commodities',
    type: 'sell',
    entry: 71.45,
    stop: 72.31,
    target: 69.73,
  },
  { symbol: 'NVDA', asset_type: 'stocks', type: 'sell', entry: 135.2, stop: 137.9, target: 129.8 },
];

const REASONS = [
  'Breakout above resistance with rising volume; the stop sits under the last swing low.',
  'Rejection at a supply zone with a bearish pin bar; the stop sits above the wick.',
  'Bounce from the 200-period moving average and a bullish engulfing candle on the retest.',
];

const round = (n: number) => Number(n.toPrecision(6));

export function storySignal(i: number, overrides: Partial<TradingSignal> = {}): TradingSignal {
  const seed = SEEDS[i % SEEDS.length] ?? SEEDS[0]!;
  const premium = i % 3 === 0;
  const locked = premium && i % 2 === 0;
  const risk = Math.abs(seed.entry - seed.stop);
  const reward = Math.abs(seed.target - seed.entry);
  const closed = i >= 4 && i % 4 !== 3;
  return {
    id: 9000 + i,
    symbol: seed.symbol,
    type: seed.type,
    asset_type: seed.asset_type,
    status: closed ? 'closed' : i % 4 === 3 ? 'pending' : 'active',
    entry_price: locked ? null : seed.entry,
    stop_loss: locked ? null : seed.stop,
    take_profit: locked ? null : seed.target,
    description: locked ? null : (REASONS[i % REASONS.length] ?? null),
    chart_image: null,
    analysis_type: ['Technical', 'Price action', 'Fundamental'][i % 3] ?? null,
    timeframe: ['H1', 'H4', 'D1'][i % 3] ?? null,
    expert_id: 2,
    created_at: new Date(NOW - i * 9 * HOUR).toISOString(),
    closed_at: closed ? new Date(NOW - i * 9 * HOUR + 6 * HOUR).toISOString() : null,
    risk_reward_ratio: round(reward / risk),
    potential_profit: locked ? null : round((reward / seed.entry) * 100),
    potential_loss: locked ? null : round((risk / seed.entry) * 100),
    is_premium: premium,
    required_plan_id: premium ? 2 : null,
    result: closed ? (i % 3 === 1 ? 'loss' : 'profit') : 'waiting',
    locked,
    ...overrides,
  };
}

export const STORY_STATS: SignalPerformanceStats = {
  period_days: 30,
  total_signals: 36,
  closed_signals: 24,
  profit_count: 16,
  loss_count: 8,
  win_rate: 66.7,
  average_risk_reward: 2.25,
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: new Date(NOW - (29 - i) * 24 * HOUR).toISOString().slice(0, 10),
    profit: Math.round((i * 16) / 29),
    loss: Math.round((i * 8) / 29),
  })),
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** Replaces window.fetch for the signal calls. */
export function installSignalsApi(state: ApiState, signals: TradingSignal[]): void {
  window.fetch = (input: RequestInfo | URL) => {
    const url = new URL(String(input), location.href);
    if (state === 'loading') return new Promise<Response>(() => undefined);
    if (state === 'error') return Promise.resolve(json({ message: 'Service unavailable' }, 503));
    const list = state === 'empty' ? [] : signals;
    if (url.pathname.endsWith('/signal/performance-stats')) {
      return Promise.resolve(json({ result: STORY_STATS }));
    }
    if (url.pathname.endsWith('/signal/all')) {
      const q = url.searchParams;
      const data = list.filter(
        (s) =>
          (!q.get('asset_type') || s.asset_type === q.get('asset_type')) &&
          (!q.get('signal_type') || s.type === q.get('signal_type')) &&
          (!q.get('status') || s.status === q.get('status')),
      );
      const page = Number(q.get('page') ?? 1);
      return Promise.resolve(
        json({
          result: {
            data: data.slice((page - 1) * 20, page * 20),
            page,
            limit: 20,
            total: data.length,
          },
        }),
      );
    }
    const one = /\/signal\/(\d+)$/.exec(url.pathname);
    const found = one ? list.find((s) => s.id === Number(one[1])) : undefined;
    return Promise.resolve(
      found ? json({ result: found }) : json({ message: 'Signal not found' }, 404),
    );
  };
}

/** A live socket that connects, then (when `pushEveryMs` is set) pushes signals and changes. */
export function installLiveSocket(options: { pushEveryMs?: number; refuse?: boolean } = {}): void {
  class StorySocket {
    readyState = 0;
    onopen: ((e: Event) => void) | null = null;
    onmessage: ((e: MessageEvent) => void) | null = null;
    onclose: ((e: CloseEvent) => void) | null = null;
    onerror: ((e: Event) => void) | null = null;
    #timer: ReturnType<typeof setInterval> | null = null;

    constructor() {
      setTimeout(() => {
        if (options.refuse) {
          this.readyState = 3;
          this.onclose?.(new CloseEvent('close', { code: 1006 }));
          return;
        }
        this.readyState = 1;
        this.onopen?.(new Event('open'));
        this.#deliver({ type: 'hello', user_id: null });
        if (options.pushEveryMs) this.#start(options.pushEveryMs);
      }, 300);
    }

    #deliver(event: unknown): void {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
    }

    #start(every: number): void {
      let n = 0;
      this.#timer = setInterval(() => {
        n += 1;
        if (n % 2 === 1) {
          this.#deliver({
            type: 'signal.created',
            signal: storySignal(n, {
              id: 20_000 + n,
              status: 'pending',
              result: 'waiting',
              closed_at: null,
              created_at: new Date().toISOString(),
            }),
          });
        } else {
          this.#deliver({
            type: 'signal.updated',
            signal: storySignal(0, {
              status: n % 4 === 0 ? 'closed' : 'active',
              result: n % 4 === 0 ? 'profit' : 'waiting',
              closed_at: n % 4 === 0 ? new Date().toISOString() : null,
            }),
          });
        }
      }, every);
    }

    send(): void {}

    close(): void {
      if (this.#timer) clearInterval(this.#timer);
      this.readyState = 3;
    }
  }
  (window as unknown as { WebSocket: unknown }).WebSocket = StorySocket;
}
