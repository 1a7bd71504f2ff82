// Data of the signals stories: demo signals from the kit's factory, the 30-day figures, the
// kit's signal routes serving them in the story's state, and a new signal and status changes
// pushed on the live socket every few seconds (story-kit.tsx runs both).
import type { Decorator } from '@storybook/react-vite';
import type {
  AssetType,
  LiveEvent,
  SignalPerformanceStats,
  SignalType,
  TradingSignal,
} from '@savdo/contract';
import { makeSignal, makeSignalStats, signalRoutes } from '.';
import { withLivePush, type ApiState, type FakeApiParameters, type LiveOptions } from './story-kit';

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
  return makeSignal({
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
  });
}

export const STORY_STATS: SignalPerformanceStats = makeSignalStats({
  daily: Array.from({ length: 30 }, (_, i) => ({
    date: new Date(NOW - (29 - i) * 24 * HOUR).toISOString().slice(0, 10),
    profit: Math.round((i * 16) / 29),
    loss: Math.round((i * 8) / 29),
  })),
});

/** Twelve signals of every kind: free, closed, premium (some locked). */
export const STORY_SIGNALS: TradingSignal[] = Array.from({ length: 12 }, (_, i) => storySignal(i));

/** Story parameters: the kit's signal routes serving `signals` in `state`. */
export function signalsApi(
  state: ApiState,
  { live = {}, signals = STORY_SIGNALS }: { live?: LiveOptions; signals?: TradingSignal[] } = {},
): { fakeApi: FakeApiParameters } {
  return {
    fakeApi: {
      routes: () => signalRoutes({ signals: state === 'empty' ? [] : signals, stats: STORY_STATS }),
      state,
      live,
    },
  };
}

/** Every `everyMs`: a new pending signal, then a status change of the first one, in turn. */
export function withSignalPushes(everyMs: number): Decorator {
  return withLivePush(everyMs, (n): LiveEvent => {
    if (n % 2 === 1) {
      return {
        type: 'signal.created',
        signal: storySignal(n, {
          id: 20_000 + n,
          status: 'pending',
          result: 'waiting',
          closed_at: null,
          created_at: new Date().toISOString(),
        }),
      };
    }
    return {
      type: 'signal.updated',
      signal: storySignal(0, {
        status: n % 4 === 0 ? 'closed' : 'active',
        result: n % 4 === 0 ? 'profit' : 'waiting',
        closed_at: n % 4 === 0 ? new Date().toISOString() : null,
      }),
    };
  });
}
