// The economic calendar widgets in their states: loaded, loading skeleton, empty, load failure,
// actual values arriving live, long data (2,000 events), a custom range, the compact today's
// list, and each language. Light and dark come from the toolbar (both side by side by default).
// Data comes from the kit's fake API and live socket, the way the widgets load it in the
// product (economic-calendar-story-data.ts).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EconomicCalendar, TodaysEvents } from '@savdo/widgets';
import {
  longWeek,
  storyWeek,
  calendarApi,
  withPublishedActuals,
} from '../../../../tests/kit/calendar-story-data';
import { withFakeApi, withLanguage } from '../../../../tests/kit/story-kit';

const week = storyWeek();

const meta: Meta<typeof EconomicCalendar> = {
  title: 'widgets/Economic calendar',
  component: EconomicCalendar,
  decorators: [withFakeApi],
  parameters: calendarApi(() => week),
  args: {
    timeZone: 'tashkent',
    dateFilter: 'this_week',
  },
  argTypes: {
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

export const Loading: Story = { parameters: calendarApi(() => week, 'loading') };

export const Empty: Story = { parameters: calendarApi(() => week, 'empty') };

/** The load-failure text in the product's pattern, with "Try again". */
export const LoadFailure: Story = { parameters: calendarApi(() => week, 'error') };

/** An actual value is published every 3 s: the row updates, flashes and is announced. */
export const LiveUpdate: Story = { decorators: [withPublishedActuals(week)] };

/** 2,000 events: the first rows at once, the rest in batches. */
export const LongData: Story = { parameters: calendarApi(() => longWeek()) };

export const CustomRange: Story = {
  args: { dateFilter: 'custom', fromDate: '2026-12-01', toDate: '2026-12-05' },
};

export const NewYorkTime: Story = { args: { timeZone: 'new_york' } };

export const HighImpactOnly: Story = { args: { impact: 'high', hideFilters: true } };

export const Uzbek: Story = { decorators: [withLanguage('uz')] };

export const Russian: Story = { decorators: [withLanguage('ru')] };

export const RussianLoadFailure: Story = {
  decorators: [withLanguage('ru')],
  parameters: calendarApi(() => week, 'error'),
};

/** <savdo-todays-events>: today's events, compact, with the countdown and live values. */
export const TodaysList: StoryObj<typeof TodaysEvents> = {
  decorators: [withPublishedActuals(week.slice(0, 6))],
  parameters: calendarApi(() => week.slice(0, 6)),
  render: () => <TodaysEvents calendarHref="/economic-calendar" />,
};

export const TodaysListEmpty: StoryObj<typeof TodaysEvents> = {
  parameters: calendarApi(() => [], 'empty'),
  render: () => <TodaysEvents />,
};

export const TodaysListUzbek: StoryObj<typeof TodaysEvents> = {
  decorators: [withLanguage('uz')],
  parameters: calendarApi(() => week.slice(0, 6)),
  render: () => <TodaysEvents />,
};
