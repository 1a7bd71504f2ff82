/**
 * What an admin does to the economic calendar: import events and publish an actual value,
 * which is pushed live to every subscriber. The admin API and the command line both call these.
 * Both tell the users whose alerts ask for the actual value (alerts-delivery.ts) once the write
 * is committed.
 */
import type { EconomicEvent, EconomicEventInput } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import { setActual, upsertEvents } from './repository';
import type { LiveService } from '../../live/publisher';
import { deliverActualAlerts } from './alerts-delivery';

export class UnknownEventError extends NotFoundError {
  constructor(id: number) {
    super(`No economic event ${id}`);
  }
}

/**
 * Stores the events in one transaction (all or none); answers them as stored. With `live`, the
 * releases whose actual value this import published notify their alerts.
 */
export async function importEvents(
  db: Db,
  events: EconomicEventInput[],
  live?: Pick<LiveService, 'publish'>,
): Promise<EconomicEvent[]> {
  const { events: stored, released } = await db.transaction((tx) => upsertEvents(tx, events));
  if (live) await deliverActualAlerts({ db, publish: live.publish.bind(live) }, released);
  return stored;
}

/** Sets the actual value and publishes `calendar.actual` (public audience). */
export async function publishActual(
  db: Db,
  live: Pick<LiveService, 'publish'>,
  id: number,
  actual: string,
): Promise<EconomicEvent> {
  const event = await setActual(db, id, actual.trim());
  if (!event) throw new UnknownEventError(id);
  await live.publish({ type: 'calendar.actual', event });
  await deliverActualAlerts({ db, publish: live.publish.bind(live) }, [event]);
  return event;
}
