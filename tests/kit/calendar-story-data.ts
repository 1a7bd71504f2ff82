// Data of the calendar stories: the demo week the server seeds, placed around now (past events
// with their actual values) through the kit's factory; a long list; the fake API serving them in
// each state; and actual values published live while the story is open.
import type { Decorator } from '@storybook/react-vite';
import type { EconomicEvent, LiveEvent } from '@savdo/contract';
import { DEMO_WEEK, demoEventFields } from '@savdo/contract/demo/calendar-week';
import { calendarRoutes, makeEconomicEvent } from '.';
import { withLivePush, type ApiState, type FakeApiParameters } from './story-kit';

const HOUR = 3_600_000;

/** The demo week (the same data the server seeds), as event fields. */
const WEEK: Partial<EconomicEvent>[] = DEMO_WEEK.map(demoEventFields);

/** The week spread from 6 hours ago, one event every 5 hours; past events keep their actual. */
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
