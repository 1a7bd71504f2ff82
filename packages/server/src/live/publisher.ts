/**
 * Fan-out over PostgreSQL LISTEN/NOTIFY: `publish` writes the event to live_events and
 * announces it (event-log.ts), and every server process on that database (this one included)
 * delivers it to its own connections, with its id. So processes behind a load balancer deliver
 * the same events, and a client that lost its process catches up on another
 * (docs/decisions/0278-live-fan-out-across-processes.md).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@savdo/contract';
import type { Db, Unlisten } from '../db/adapter';
import {
  defaultAudience,
  reaches,
  type AudienceRules,
  type LiveAudience,
  type Subscriber,
} from './audience';
import { createEventLog, parseAnnouncement, type Envelope, type LoggedEvent } from './event-log';
import { LiveHub } from './hub';

/** Where a new connection starts in the event order, and what it missed. */
export interface CatchUp {
  /** The id the connection's stream continues after (the hello's `last_event_id`). */
  lastEventId: number;
  /** Set when the client named its last id: whether `missed` is all it missed. */
  resumed?: boolean;
  /** The events after the client's last id that it may see, in order. */
  missed: LoggedEvent[];
}

export interface LiveService {
  readonly hub: LiveHub;
  /** Sends an event to every process's subscribers that the audience reaches. */
  publish(event: LiveEvent, audience?: LiveAudience): Promise<void>;
  /** For a connection already in the hub: `lastEventId` is the client's, or null for a new one. */
  catchUp(subscriber: Subscriber, lastEventId: number | null): Promise<CatchUp>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Sends an event to the open sockets of every process on the database. */
export type PublishLive = LiveService['publish'];

export function liveChannel(db: Db): string {
  return `savdo_live_${db.namespace}`;
}

/** `audiences`: the default audience of each event kind (features/live-audiences.ts). */
export function createLiveService(
  db: Db,
  logger: FastifyBaseLogger,
  audiences: AudienceRules,
): LiveService {
  const hub = new LiveHub();
  const log = createEventLog(db);
  const channel = liveChannel(db);
  let unlisten: Unlisten | null = null;
  /** The last id this process delivered: where a new connection starts, without a query. */
  let lastDelivered: number | null = null;
  /** Announcements are delivered one after another: a parked event is read before the next. */
  let queue: Promise<void> = Promise.resolve();

  async function receive(payload: string): Promise<void> {
    const announcement = parseAnnouncement(payload);
    if (!announcement) return;
    const id = announcement.id;
    let envelope: Envelope | null;
    if (announcement.kind === 'parked') {
      envelope = await log.read(announcement.id);
    } else {
      envelope = JSON.parse(announcement.payload) as Envelope;
    }
    if (!envelope) return;
    if (id !== null) lastDelivered = Math.max(lastDelivered ?? 0, id);
    hub.deliver(envelope.event, envelope.audience, id ?? undefined);
  }

  return {
    hub,
    async publish(event, audience = defaultAudience(audiences, event)) {
      await log.append(channel, { event, audience });
    },
    async catchUp(subscriber, lastEventId) {
      // Events up to this id reached the hub before the connection joined it; later ones are
      // held for it (ordered-stream.ts). So the replay must reach at least this far.
      const deliveredBefore = lastDelivered ?? 0;
      if (lastEventId === null) {
        return { lastEventId: lastDelivered ?? (await log.newest()), missed: [] };
      }
      let page = await log.since(lastEventId);
      // A read shared with clients that came earlier may have been taken before that event.
      if (page.newest < deliveredBefore) page = await log.since(lastEventId, true);
      if (!page.complete) return { lastEventId: page.newest, resumed: false, missed: [] };
      const missed = page.events.filter((logged) => reaches(logged.audience, subscriber));
      return { lastEventId, resumed: true, missed };
    },
    async start() {
      unlisten ??= await db.listen(channel, (payload) => {
        queue = queue
          .then(() => receive(payload))
          .catch((err: unknown) => logger.error({ err }, 'live event not delivered'));
      });
    },
    async stop() {
      hub.closeAll(1001, 'server shutting down');
      if (unlisten) await unlisten();
      unlisten = null;
    },
  };
}
