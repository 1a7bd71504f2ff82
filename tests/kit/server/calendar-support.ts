/** Shared set-up of the calendar and partner tests: events at chosen instants, a CLI runner. */
import type { Db } from '@savdo/server';
import type { EconomicEventInput } from '@savdo/contract';
import { importEvents } from '@savdo/server/features/calendar/service';
import { runAdminOn } from './helpers';

export function eventAt(
  time: Date | string,
  fields: Partial<EconomicEventInput> = {},
): EconomicEventInput {
  return {
    time: typeof time === 'string' ? time : time.toISOString(),
    flag: 'us',
    currency: 'USD',
    event: `Event ${Math.random().toString(36).slice(2, 8)}`,
    impact: 'medium',
    previous: '1.0%',
    forecast: '1.2%',
    actual: null,
    consensus: '1.1%',
    is_tentative: false,
    is_preliminary: false,
    is_report: false,
    is_speech: false,
    ...fields,
  };
}

export async function addEvents(db: Db, events: EconomicEventInput[]) {
  return importEvents(db, events);
}

/** Runs an admin command on the test server's database (which stays open afterwards). */
export const admin = runAdminOn;
