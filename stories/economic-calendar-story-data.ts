// Data of the calendar stories: a realistic week around now (past events with their actual
// values) from the kit's factory, a long list, the fake API serving them in each state, and
// actual values published live while the story is open.
import type { Decorator } from '@storybook/react-vite';
import type { EconomicEvent, LiveEvent } from '@savdo/contract';
import { calendarRoutes, makeEconomicEvent } from '../tests/kit';
import { withLivePush, type ApiState, type FakeApiParameters } from './story-kit';

const HOUR = 3_600_000;

const WEEK: Partial<EconomicEvent>[] = [
  {
    flag: 'uz',
    currency: 'UZS',
    event: 'CBU Refinancing Rate',
    impact: 'high',
    previous: '13.5%',
    forecast: '13.5%',
    consensus: '13.5%',
    actual: '13.5%',
  },
  {
    flag: 'eu',
    currency: 'EUR',
    event: 'Flash Manufacturing PMI',
    impact: 'high',
    previous: '46.0',
    forecast: '46.3',
    consensus: '46.2',
    actual: '45.9',
    is_preliminary: true,
  },
  {
    flag: 'ca',
    currency: 'CAD',
    event: 'CPI m/m',
    impact: 'high',
    previous: '-0.4%',
    forecast: '0.1%',
    consensus: '0.1%',
    actual: '0.4%',
  },
  {
    flag: 'us',
    currency: 'USD',
    event: 'Unemployment Claims',
    impact: 'high',
    previous: '215K',
    forecast: '216K',
    consensus: '216K',
    actual: '213K',
  },
  {
    flag: 'us',
    currency: 'USD',
    event: 'Crude Oil Inventories',
    impact: 'medium',
    previous: '0.5M',
    forecast: '-0.7M',
    consensus: '-0.7M',
    actual: null,
    is_report: true,
  },
  {
    flag: 'eu',
    currency: 'EUR',
    event: 'ECB President Lagarde Speaks',
    impact: 'high',
    previous: null,
    forecast: null,
    consensus: null,
    actual: null,
    is_speech: true,
  },
  {
    flag: 'ru',
    currency: 'RUB',
    event: 'CBR Key Rate Decision',
    impact: 'high',
    previous: '21.00%',
    forecast: '21.00%',
    consensus: '21.00%',
    actual: null,
    is_tentative: true,
  },
  {
    flag: 'jp',
    currency: 'JPY',
    event: 'Tokyo Core CPI y/y',
    impact: 'medium',
    previous: '1.8%',
    forecast: '2.1%',
    consensus: '2.1%',
    actual: null,
  },
  {
    flag: 'us',
    currency: 'USD',
    event: 'Non-Farm Employment Change',
    impact: 'high',
    previous: '12K',
    forecast: '183K',
    consensus: '200K',
    actual: null,
  },
  {
    flag: 'gb',
    currency: 'GBP',
    event: 'Public Sector Net Borrowing',
    impact: 'low',
    previous: '16.1B',
    forecast: '13.9B',
    consensus: '13.9B',
    actual: null,
  },
];

/** The week spread from 6 hours ago to 2 days ahead; events already past keep their actual. */
export function storyWeek(now = Date.now()): EconomicEvent[] {
  return WEEK.map((e, i) => {
    const time = now - 6 * HOUR + i * 5 * HOUR + 10 * 60_000;
    return makeEconomicEvent({
      ...e,
      id: i + 1,
      time: new Date(time).toISOString(),
      actual: time < now ? (e.actual ?? null) : null,
    });
  });
}

/** 2,000 events over the week: the long-data story. */
export function longWeek(now = Date.now()): EconomicEvent[] {
  const base = storyWeek(now);
  return Array.from({ length: 2_000 }, (_, i) => {
    const e = base[i % base.length] as EconomicEvent;
    return {
      ...e,
      id: 1_000 + i,
      event: `${e.event} #${i + 1}`,
      time: new Date(now - 2 * 86_400_000 + i * 300_000).toISOString(),
    };
  });
}

/** Story parameters: the fake API serving `events` in `state` (the kit's calendar routes). */
export function calendarApi(
  events: () => EconomicEvent[],
  state: ApiState = 'ready',
): { fakeApi: FakeApiParameters } {
  return { fakeApi: { routes: () => calendarRoutes(state === 'empty' ? [] : events()), state } };
}

/** Publishes an actual value for the next pending event of `events` every few seconds. */
export function withPublishedActuals(events: EconomicEvent[], everyMs = 3_000): Decorator {
  const pending = events.filter((e) => !e.actual && e.forecast);
  return withLivePush(everyMs, (n): LiveEvent | null => {
    const next = pending[(n - 1) % Math.max(1, pending.length)];
    if (!next) return null;
    const forecast = Number.parseFloat(next.forecast ?? '0');
    const unit = next.forecast?.replace(/^[-+]?[\d.,]+/, '') ?? '';
    const actual = `${(forecast + (n % 2 === 0 ? 0.2 : -0.2)).toFixed(1)}${unit}`;
    return { type: 'calendar.actual', event: { ...next, actual } };
  });
}
