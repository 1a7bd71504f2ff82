// The trading chart in its states (decision 0260): live EURUSD with signal and journal markers,
// gold on 4 hours, loading, failed, and the phone width, in uz, ru and en. The API is the kit's
// fake (tests/kit/market-data.ts); a live tick every second moves the last candle.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@savdo/contract';
import { TradingChart } from '@savdo/widgets/trading-chart';
import {
  KIT_SYMBOLS,
  makeCandles,
  makeSignal,
  makeSignalStats,
  marketDataRoutes,
  signalRoutes,
} from '../../../../tests/kit';
import {
  withFakeApi,
  withLanguage,
  withLivePush,
  type ApiState,
} from '../../../../tests/kit/story-kit';

const meta: Meta = { title: 'widgets/Trading chart', decorators: [withFakeApi] };
export default meta;

type Story = StoryObj;

const HOUR = 3600;
const now = () => Math.floor(Date.now() / 1000);

function chartApi(state?: ApiState) {
  return {
    fakeApi: {
      routes: () => ({
        ...marketDataRoutes({ symbols: KIT_SYMBOLS }),
        ...signalRoutes({
          signals: [
            makeSignal({
              id: 1,
              symbol: 'EURUSD',
              type: 'buy',
              created_at: new Date((now() - 30 * HOUR) * 1000).toISOString(),
            }),
            makeSignal({
              id: 2,
              symbol: 'EURUSD',
              type: 'sell',
              created_at: new Date((now() - 8 * HOUR) * 1000).toISOString(),
            }),
          ],
          stats: makeSignalStats(),
        }),
      }),
      state,
    },
  };
}

// A tick each second, wandering from the last candle's close.
const ticks = withLivePush(1_000, (n) => {
  const last = makeCandles('EURUSD', '1h', 1000, now()).at(-1)!;
  return {
    type: 'market.ticks',
    ticks: [
      { symbol: 'EURUSD', time: now(), price: last.close + Math.sin(n / 3) * 0.0008, volume: 20 },
    ],
  };
});

const journal = [
  {
    symbol: 'EURUSD',
    time: now() - 20 * HOUR,
    direction: 'buy' as const,
    source: 'journal' as const,
    text: 'Long +$120',
  },
];

const live: Story = {
  parameters: chartApi(),
  decorators: [ticks],
  render: () => <TradingChart symbol="EURUSD" timeframe="1h" markers={journal} />,
};
export const LiveWithMarkers = live;
const inLanguage = (lang: Language): Story => ({
  ...live,
  decorators: [ticks, withLanguage(lang)],
});
export const Uzbek = inLanguage('uz');
export const Russian = inLanguage('ru');
export const English = inLanguage('en');
export const GoldFourHours: Story = {
  parameters: chartApi(),
  render: () => <TradingChart symbol="XAUUSD" timeframe="4h" />,
};
export const Loading: Story = {
  parameters: chartApi('loading'),
  render: () => <TradingChart />,
};
export const Failed: Story = {
  parameters: chartApi('error'),
  render: () => <TradingChart />,
};
export const Phone: Story = {
  ...live,
  parameters: { ...chartApi(), viewport: { defaultViewport: 'mobile1' } },
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <TradingChart symbol="EURUSD" timeframe="15m" />
    </div>
  ),
};
