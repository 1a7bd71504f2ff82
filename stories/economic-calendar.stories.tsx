// The economic calendar widgets in their states: loaded, loading skeleton, empty, load failure,
// actual values arriving live, long data (2,000 events), a custom range, the compact today's
// list, and each language. Light and dark come from the toolbar (both side by side by default).
// Data comes from the stand-ins of economic-calendar-story-data.ts through the `load` and
// `liveSource` props the elements also take as properties.
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { Language } from '@savdo/contract';
import { LanguageContext } from '@savdo/ui';
import { EconomicCalendar, TodaysEvents } from '@savdo/widgets';
import {
  loadFailing,
  loadForever,
  loadNothing,
  loadWith,
  longWeek,
  publishing,
  quiet,
  storyWeek,
} from './economic-calendar-story-data';

const week = storyWeek();

const withLanguage =
  (lang: Language): Decorator =>
  (Story) => (
    <LanguageContext.Provider value={lang}>
      <Story />
    </LanguageContext.Provider>
  );

const meta: Meta<typeof EconomicCalendar> = {
  title: 'widgets/Economic calendar',
  component: EconomicCalendar,
  args: {
    load: loadWith(() => week),
    liveSource: quiet,
    timeZone: 'tashkent',
    dateFilter: 'this_week',
  },
  argTypes: {
    load: { control: false },
    liveSource: { control: false },
    dateFilter: {
      control: 'select',
      options: ['today', 'tomorrow', 'this_week', 'next_week', 'custom'],
    },
    timeZone: {
      control: 'select',
      options: ['tashkent', 'moscow', 'london', 'new_york', 'browser'],
    },
    impact: { control: 'select', options: ['all', 'high', 'medium', 'low'] },
  },
};
export default meta;

type Story = StoryObj<typeof EconomicCalendar>;

/** Every field, impact as colour and text, actual against forecast, the four flags, a countdown. */
export const Loaded: Story = {};

export const Loading: Story = { args: { load: loadForever } };

export const Empty: Story = { args: { load: loadNothing } };

/** The load-failure text of spec section 8's pattern, with "Try again". */
export const LoadFailure: Story = { args: { load: loadFailing } };

/** An actual value is published every 3 s: the row updates, flashes and is announced. */
export const LiveUpdate: Story = { args: { liveSource: publishing(week) } };

/** 2,000 events: the first rows at once, the rest in batches. */
export const LongData: Story = { args: { load: loadWith(() => longWeek()) } };

export const CustomRange: Story = {
  args: { dateFilter: 'custom', fromDate: '2026-12-01', toDate: '2026-12-05' },
};

export const NewYorkTime: Story = { args: { timeZone: 'new_york' } };

export const HighImpactOnly: Story = { args: { impact: 'high', hideFilters: true } };

export const Uzbek: Story = { decorators: [withLanguage('uz')] };

export const Russian: Story = { decorators: [withLanguage('ru')] };

export const RussianLoadFailure: Story = {
  decorators: [withLanguage('ru')],
  args: { load: loadFailing },
};

/** <savdo-todays-events>: today's events, compact, with the countdown and live values. */
export const TodaysList: StoryObj<typeof TodaysEvents> = {
  render: () => (
    <TodaysEvents
      load={loadWith(() => week.slice(0, 6))}
      liveSource={publishing(week.slice(0, 6))}
      calendarHref="/economic-calendar"
    />
  ),
};

export const TodaysListEmpty: StoryObj<typeof TodaysEvents> = {
  render: () => <TodaysEvents load={loadNothing} liveSource={quiet} />,
};

export const TodaysListUzbek: StoryObj<typeof TodaysEvents> = {
  decorators: [withLanguage('uz')],
  render: () => <TodaysEvents load={loadWith(() => week.slice(0, 6))} liveSource={quiet} />,
};
