// Economic events for the calendar widget tests (the kit's factory, tests/kit/calendar.ts), and a
// controllable loader and live source.
import type { CalendarQuery, EconomicEvent } from '@savdo/contract';
import type { CalendarLoader, LiveActualSource } from '@savdo/widgets';
import { makeEconomicEvent } from '../../../kit';

let nextId = 1;

export function calendarEvent(fields: Partial<EconomicEvent> = {}): EconomicEvent {
  const id = fields.id ?? nextId++;
  return makeEconomicEvent({
    id,
    time: '2026-11-25T13:30:00.000Z',
    event: `Event ${id}`,
    ...fields,
  });
}

export interface FakeLoader {
  load: CalendarLoader;
  queries: CalendarQuery[];
}

/** A loader answering `answer(query)` (events, or an Error to fail) and recording each query. */
export function fakeLoader(answer: (query: CalendarQuery) => EconomicEvent[] | Error): FakeLoader {
  const queries: CalendarQuery[] = [];
  return {
    queries,
    load: (query) => {
      queries.push(query);
      const result = answer(query);
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
    },
  };
}

export interface FakeLive {
  source: LiveActualSource;
  publish(event: EconomicEvent): void;
  subscribers(): number;
}

export function fakeLive(): FakeLive {
  const handlers = new Set<(event: EconomicEvent) => void>();
  return {
    source: (onActual) => {
      handlers.add(onActual);
      return () => handlers.delete(onActual);
    },
    publish: (event) => {
      for (const h of handlers) h(event);
    },
    subscribers: () => handlers.size,
  };
}
