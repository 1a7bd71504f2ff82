// The trading signals widget in its states: loaded (free, closed and premium-locked signals),
// loading skeleton, empty, load failure, live updates arriving, a disconnected socket, long data,
// the chart modal's parts, and each language. Light and dark come from the toolbar (both side
// by side by default). The API and the live socket are stand-ins (signals-story-fakes.ts).
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@savdo/contract';
import { LanguageContext } from '@savdo/ui';
import { PerformanceStatsView, SignalCard, SignalsFeed } from '@savdo/widgets';
import {
  STORY_STATS,
  installLiveSocket,
  installSignalsApi,
  storySignal,
  type ApiState,
} from './signals-story-fakes';

const SIGNALS = Array.from({ length: 12 }, (_, i) => storySignal(i));

function withFakes(
  state: ApiState,
  live: { pushEveryMs?: number; refuse?: boolean } = {},
  signals = SIGNALS,
): Decorator {
  return (Story) => {
    installSignalsApi(state, signals);
    installLiveSocket(live);
    return <Story />;
  };
}

const withLanguage =
  (lang: Language): Decorator =>
  (Story) => (
    <LanguageContext.Provider value={lang}>
      <Story />
    </LanguageContext.Provider>
  );

const meta: Meta<typeof SignalsFeed> = {
  title: 'widgets/Signals/Feed',
  component: SignalsFeed,
  args: { hideNotifications: false },
};
export default meta;

type Story = StoryObj<typeof SignalsFeed>;

/** Free, closed and premium signals; premium ones locked with the sign-up link. */
export const Loaded: Story = { decorators: [withFakes('ready')] };

export const Loading: Story = { decorators: [withFakes('loading')] };

export const Empty: Story = { decorators: [withFakes('empty')], args: { hideStats: true } };

/** 'Failed to load trading signals. Please try again later' (spec section 8). */
export const LoadFailure: Story = { decorators: [withFakes('error')] };

/** Only locked premium signals: no levels were sent, a sign-up link instead. */
export const PremiumLocked: Story = {
  decorators: [
    withFakes(
      'ready',
      {},
      SIGNALS.filter((s) => s.locked),
    ),
  ],
  args: { hideStats: true, hideNotifications: true },
};

/** A new signal every 4 s and status changes in between, over the (stand-in) live socket. */
export const LiveUpdates: Story = {
  decorators: [withFakes('ready', { pushEveryMs: 2_000 })],
  args: { hideStats: true },
};

/** The socket is down: "Disconnected" with a reconnect button. */
export const Disconnected: Story = {
  decorators: [withFakes('ready', { refuse: true })],
  args: { hideStats: true, hideNotifications: true },
};

/** Sixty signals with long analysis texts: paging (load more) and wrapping. */
export const LongData: Story = {
  decorators: [
    withFakes(
      'ready',
      {},
      Array.from({ length: 60 }, (_, i) =>
        storySignal(i, {
          description:
            'A long analysis. ' +
            'Price swept the previous week’s low, reclaimed the range and retested it with a higher low on the four-hour chart; momentum and volume confirm. '.repeat(
              3,
            ),
          analysis_type: 'Multi-timeframe price action with volume profile',
        }),
      ),
    ),
  ],
};

export const Uzbek: Story = { decorators: [withFakes('ready'), withLanguage('uz')] };

export const Russian: Story = { decorators: [withFakes('ready'), withLanguage('ru')] };

export const UzbekLoadFailure: Story = {
  decorators: [withFakes('error'), withLanguage('uz')],
  args: { hideStats: true, hideNotifications: true },
};

/** One card of each kind, without the feed. */
export const Cards: StoryObj<typeof SignalCard> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
      {[SIGNALS[1]!, SIGNALS[4]!, SIGNALS[0]!].map((s) => (
        <SignalCard
          key={s.id}
          signal={s}
          timeZone="tashkent"
          lockedLink={{ href: '/auth?tab=register', kind: 'signUp' }}
          onOpenChart={() => undefined}
        />
      ))}
    </div>
  ),
};

export const PerformanceFigures: StoryObj<typeof PerformanceStatsView> = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
      <PerformanceStatsView
        state={{ phase: 'ready', stats: STORY_STATS }}
        onRetry={() => undefined}
      />
      <PerformanceStatsView state={{ phase: 'loading' }} onRetry={() => undefined} />
      <PerformanceStatsView state={{ phase: 'error' }} onRetry={() => undefined} />
    </div>
  ),
};
