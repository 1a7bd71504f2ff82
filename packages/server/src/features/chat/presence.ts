/**
 * Presence: who is online, across every server process on the database (decision 0242). Each
 * signed-in live connection is one row of chat_presence, written by the process that holds it
 * and removed when it closes. The process refreshes its rows every heartbeat; rows not refreshed
 * for three heartbeats belong to a process that died (killed, crashed, cut off) and any process
 * removes them, so presence heals without the dead one. A change is published on the live
 * channel as one `presence` event (debounced: a burst of connections is one event).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ONLINE_EVENT_MAX, type OnlineUser } from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import type { LiveConnection } from '../../live/hub';
import type { LiveService } from '../../live/publisher';
import { displayName } from './repository';

/** Rows are refreshed this often; CHAT_PRESENCE_HEARTBEAT_MS overrides it (tests). */
export const PRESENCE_HEARTBEAT_MS = 10_000;
/** A change is published at most this often per process. */
const BROADCAST_DEBOUNCE_MS = 300;

export function presenceHeartbeatMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.CHAT_PRESENCE_HEARTBEAT_MS);
  return Number.isInteger(value) && value >= 100 ? value : PRESENCE_HEARTBEAT_MS;
}

/** Rows older than this (three heartbeats) are a dead process's. */
export function presenceTtlSeconds(heartbeatMs: number): number {
  return Math.max(1, Math.ceil((3 * heartbeatMs) / 1000));
}

/** Online users (active, not banned, not private), by name, and how many in all. */
export async function onlineUsers(
  q: Queryable,
  ttlSeconds: number,
  limit: number,
): Promise<{ users: OnlineUser[]; total: number }> {
  const where = `u.id IN (SELECT user_id FROM chat_presence
                          WHERE seen_at > now() - make_interval(secs => $1))
     AND u.is_active AND NOT u.is_banned AND u.profile_visibility <> 'private'`;
  const [rows, count] = await Promise.all([
    q.query<{
      id: number;
      first_name: string;
      last_name: string;
      username: string;
      avatar_url: string | null;
    }>(
      `SELECT u.id, u.first_name, u.last_name, u.username, u.avatar_url FROM users u
       WHERE ${where} ORDER BY lower(u.first_name), lower(u.last_name), u.username, u.id LIMIT $2`,
      [ttlSeconds, limit],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u WHERE ${where}`, [ttlSeconds]),
  ]);
  return {
    users: rows.rows.map((r) => ({
      id: r.id,
      name: displayName(r),
      username: r.username,
      avatar_url: r.avatar_url,
    })),
    total: count.rows[0]?.n ?? 0,
  };
}

export interface PresenceTracker {
  readonly instanceId: string;
  readonly ttlSeconds: number;
  /** One heartbeat now: refresh this process's rows, remove dead ones (tests call it). */
  beat(): Promise<void>;
  /** Waits for the writes and the event in flight (tests). */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

export function startPresence(
  db: Db,
  live: LiveService,
  log: FastifyBaseLogger,
  heartbeatMs = presenceHeartbeatMs(),
): PresenceTracker {
  const instanceId = randomUUID();
  const ttlSeconds = presenceTtlSeconds(heartbeatMs);
  // Each connection's row id and its last write, so a quick close waits for its own insert.
  const rows = new Map<LiveConnection, { id: string; write: Promise<void> }>();
  let stopped = false;
  let broadcastTimer: NodeJS.Timeout | null = null;
  let broadcasting: Promise<void> = Promise.resolve();

  const logged = (what: string) => (err: unknown) => {
    if (!stopped) log.warn({ err }, `chat presence: ${what} failed`);
  };

  function scheduleBroadcast(): void {
    if (stopped || broadcastTimer) return;
    broadcastTimer = setTimeout(() => {
      broadcastTimer = null;
      broadcasting = broadcasting
        .then(async () => {
          if (stopped) return;
          const { users, total } = await onlineUsers(db, ttlSeconds, ONLINE_EVENT_MAX);
          await live.publish({ type: 'presence', online: users, total });
        })
        .catch(logged('publishing'));
    }, BROADCAST_DEBOUNCE_MS);
    broadcastTimer.unref();
  }

  const unwatch = live.hub.watch({
    added(connection) {
      if (connection.userId === null || stopped) return;
      const id = randomUUID();
      const write = db
        .query(
          `INSERT INTO chat_presence (connection_id, instance_id, user_id) VALUES ($1, $2, $3)
           ON CONFLICT (connection_id) DO NOTHING`,
          [id, instanceId, connection.userId],
        )
        .then(scheduleBroadcast, logged('adding a connection'));
      rows.set(connection, { id, write });
    },
    removed(connection) {
      const row = rows.get(connection);
      if (!row) return;
      rows.delete(connection);
      row.write = row.write
        .then(() => db.query('DELETE FROM chat_presence WHERE connection_id = $1', [row.id]))
        .then(scheduleBroadcast, logged('removing a connection'));
    },
  });

  async function beat(): Promise<void> {
    if (stopped) return;
    const refreshed = await db.query(
      'UPDATE chat_presence SET seen_at = now() WHERE instance_id = $1',
      [instanceId],
    );
    // Rows a stalled process lost to another's clean-up come back.
    if (refreshed.rowCount < rows.size) {
      for (const [connection, row] of rows) {
        await db.query(
          `INSERT INTO chat_presence (connection_id, instance_id, user_id) VALUES ($1, $2, $3)
           ON CONFLICT (connection_id) DO NOTHING`,
          [row.id, instanceId, connection.userId],
        );
      }
    }
    const expired = await db.query(
      'DELETE FROM chat_presence WHERE seen_at < now() - make_interval(secs => $1)',
      [ttlSeconds],
    );
    if (expired.rowCount > 0) scheduleBroadcast();
  }

  let beating = false;
  const timer = setInterval(() => {
    if (beating) return;
    beating = true;
    beat()
      .catch(logged('heartbeat'))
      .finally(() => {
        beating = false;
      });
  }, heartbeatMs);
  timer.unref();

  return {
    instanceId,
    ttlSeconds,
    beat,
    async settle() {
      await Promise.all([...rows.values()].map((r) => r.write));
      if (broadcastTimer) await new Promise((r) => setTimeout(r, BROADCAST_DEBOUNCE_MS + 20));
      await broadcasting;
    },
    async stop() {
      unwatch();
      clearInterval(timer);
      if (broadcastTimer) clearTimeout(broadcastTimer);
      stopped = true;
      await Promise.allSettled([...rows.values()].map((r) => r.write));
      await broadcasting;
      rows.clear();
      // A clean stop leaves no rows behind (a killed process's expire instead), and tells the
      // other processes' readers at once.
      try {
        const gone = await db.query('DELETE FROM chat_presence WHERE instance_id = $1', [
          instanceId,
        ]);
        if (gone.rowCount > 0) {
          const { users, total } = await onlineUsers(db, ttlSeconds, ONLINE_EVENT_MAX);
          await live.publish({ type: 'presence', online: users, total });
        }
      } catch {
        // the database is going away too: the rows expire
      }
    },
  };
}

const trackers = new WeakMap<object, PresenceTracker>();

/** Remembers the tracker of an app's context (one per app). */
export function registerPresence(ctx: object, tracker: PresenceTracker): void {
  trackers.set(ctx, tracker);
}

/** The presence tracker of an app (`app.ctx`), for tests that drive its heartbeat. */
export function presenceOf(ctx: object): PresenceTracker | undefined {
  return trackers.get(ctx);
}
