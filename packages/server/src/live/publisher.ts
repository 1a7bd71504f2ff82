/**
 * Fan-out over PostgreSQL LISTEN/NOTIFY: `publish` sends the event to the database, and every
 * server process on that database (this one included) delivers it to its own connections. So
 * two processes behind a load balancer deliver the same events.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvent } from '@savdo/contract';
import type { Db, Unlisten } from '../db/adapter';
import { defaultAudience, type AudienceRules, type LiveAudience } from './audience';
import { LiveHub } from './hub';

/** NOTIFY payloads must stay under 8000 bytes; larger events are parked in live_events. */
const MAX_INLINE_PAYLOAD = 7_000;

interface Envelope {
  event: LiveEvent;
  audience: LiveAudience;
}

export interface LiveService {
  readonly hub: LiveHub;
  /** Sends an event to every process's subscribers that the audience reaches. */
  publish(event: LiveEvent, audience?: LiveAudience): Promise<void>;
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
  const channel = liveChannel(db);
  let unlisten: Unlisten | null = null;

  async function receive(payload: string): Promise<void> {
    let text = payload;
    if (payload.startsWith('#')) {
      const res = await db.query<{ payload: string }>(
        'SELECT payload FROM live_events WHERE id = $1',
        [Number(payload.slice(1))],
      );
      text = res.rows[0]?.payload ?? '';
      if (!text) return;
    }
    const envelope = JSON.parse(text) as Envelope;
    hub.deliver(envelope.event, envelope.audience);
  }

  return {
    hub,
    async publish(event, audience = defaultAudience(audiences, event)) {
      const text = JSON.stringify({ event, audience } satisfies Envelope);
      if (Buffer.byteLength(text) <= MAX_INLINE_PAYLOAD) {
        await db.notify(channel, text);
        return;
      }
      const res = await db.query<{ id: number }>(
        'INSERT INTO live_events (payload) VALUES ($1) RETURNING id',
        [text],
      );
      await db.query("DELETE FROM live_events WHERE created_at < now() - interval '1 hour'");
      await db.notify(channel, `#${res.rows[0]?.id ?? 0}`);
    },
    async start() {
      unlisten ??= await db.listen(channel, (payload) => {
        receive(payload).catch((err: unknown) => logger.error({ err }, 'live event not delivered'));
      });
    },
    async stop() {
      hub.closeAll(1001, 'server shutting down');
      if (unlisten) await unlisten();
      unlisten = null;
    },
  };
}
