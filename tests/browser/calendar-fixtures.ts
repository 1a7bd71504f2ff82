// Fixtures of the calendar browser tests: the kit's events (tests/kit/calendar.ts), a loader
// and a live source the elements take as properties (no network, no socket), and a polling wait.
import type { CalendarQuery, EconomicEvent } from '@savdo/contract';
import { makeEconomicEvent as economicEvent } from '../kit';

export { economicEvent };

/** A week of varied events: every impact, every flag, better and worse actual values. */
export function sampleWeek(): EconomicEvent[] {
  const past = Date.now() - 2 * 3_600_000;
  return [
    economicEvent({
      time: new Date(past).toISOString(),
      event: 'Retail Sales m/m',
      impact: 'high',
      actual: '0.5%',
      forecast: '0.3%',
    }),
    economicEvent({
      time: new Date(past + 60_000).toISOString(),
      flag: 'eu',
      currency: 'EUR',
      event: 'Flash PMI',
      impact: 'high',
      actual: '45.9',
      forecast: '46.3',
      is_preliminary: true,
    }),
    economicEvent({
      flag: 'gb',
      currency: 'GBP',
      event: 'BoE Governor Speaks',
      impact: 'medium',
      previous: null,
      forecast: null,
      consensus: null,
      is_speech: true,
    }),
    economicEvent({
      flag: 'jp',
      currency: 'JPY',
      event: 'Crude Oil Inventories',
      impact: 'low',
      is_report: true,
      is_tentative: true,
    }),
  ];
}

export interface RecordingLoader {
  load: (query: CalendarQuery) => Promise<EconomicEvent[]>;
  queries: CalendarQuery[];
}

export function recordingLoader(
  events: EconomicEvent[] | (() => EconomicEvent[]),
): RecordingLoader {
  const queries: CalendarQuery[] = [];
  return {
    queries,
    load: async (query) => {
      queries.push(query);
      return typeof events === 'function' ? events() : events;
    },
  };
}

export interface ManualLive {
  source: (onActual: (event: EconomicEvent) => void) => () => void;
  publish: (event: EconomicEvent) => void;
}

export function manualLive(): ManualLive {
  const handlers = new Set<(event: EconomicEvent) => void>();
  return {
    source: (onActual) => {
      handlers.add(onActual);
      return () => handlers.delete(onActual);
    },
    publish: (event) => {
      for (const h of handlers) h(event);
    },
  };
}

/** A calendar element with its data properties. */
export type CalendarElement = HTMLElement & {
  load?: RecordingLoader['load'];
  liveSource?: ManualLive['source'];
};

export async function until(check: () => boolean, what: string, timeoutMs = 4000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
