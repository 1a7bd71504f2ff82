// The trading signals widget in its states: loaded (free, closed and premium-locked signals),
// loading skeleton, empty, load failure, live updates arriving, a disconnected socket, long data,
// the chart modal's parts, and each language. Light and dark come from the toolbar (both side
// by side by default). The API and the live socket are the kit's fakes (signals-story-fakes.ts
// and story-kit.tsx).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PerformanceStatsView, SignalCard, SignalsFeed } from '@savdo/widgets';
import {
  STORY_SIGNALS as SIGNALS,
  STORY_STATS,
  signalsApi,
  storySignal,
  withSignalPushes,
} from '../../../../tests/kit/signals-story-fakes';
import { withFakeApi, withLanguage } from '../../../../tests/kit/story-kit';

const meta: Meta<typeof SignalsFeed> = {
  title: 'widgets/Signals/Feed',
  component: SignalsFeed,
  decorators: [withFakeApi],
  parameters: signalsApi('ready'),
  args: { hideNotifications: false },
};
export default meta;

type Story = StoryObj<typeof SignalsFeed>;

/** Free, closed and premium signals; premium ones locked with the sign-up link. */
export const Loaded: Story = {};

export const Loading: Story = { parameters: signalsApi('loading') };

export const Empty: Story = { parameters: signalsApi('empty'), args: { hideStats: true } };

/** 'Failed to load trading signals. Please try again later'. */
export const LoadFailure: Story = { parameters: signalsApi('error') };

/** Only locked premium signals: no levels were sent, a sign-up link instead. */
export const PremiumLocked: Story = {
  parameters: signalsApi('ready', { signals: SIGNALS.filter((s) => s.locked) }),
  args: { hideStats: true, hideNotifications: true },
};

/** A new signal every 4 s and status changes in between, over the (stand-in) live socket. */
export const LiveUpdates: Story = {
  decorators: [withSignalPushes(2_000)],
  args: { hideStats: true },
};

/** The socket is down: "Disconnected" with a reconnect button. */
export const Disconnected: Story = {
  parameters: signalsApi('ready', { live: { refuse: true } }),
  args: { hideStats: true, hideNotifications: true },
};

/** Sixty signals with long analysis texts: paging (load more) and wrapping. */
export const LongData: Story = {
  parameters: signalsApi('ready', {
    signals: Array.from({ length: 60 }, (_, i) =>
      storySignal(i, {
        description:
          'A long analysis. ' +
          'Price swept the previous week’s low, reclaimed the range and retested it with a higher low on the four-hour chart; momentum and volume confirm. '.repeat(
            3,
          ),
        analysis_type: 'Multi-timeframe price action with volume profile',
      }),
    ),
  }),
};

export const Uzbek: Story = { decorators: [withLanguage('uz')] };

export const Russian: Story = { decorators: [withLanguage('ru')] };

export const UzbekLoadFailure: Story = {
  decorators: [withLanguage('uz')],
  parameters: signalsApi('error'),
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
