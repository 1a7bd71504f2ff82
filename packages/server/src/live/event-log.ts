/**
 * The order of live events, kept in PostgreSQL (docs/decisions/0278-live-fan-out-across-processes.md).
 * Every published event is a row of live_events, written by the same statement (so the same
 * transaction) as its NOTIFY; its id is its place in one order shared by every process. A
 * client that reconnects names the last id it saw and is replayed what came after, for as long
 * as the rows are kept (LIVE_EVENTS_RETENTION).
 */
import type { LiveEvent } from '@savdo/contract';
import type { Db } from '../db/adapter';
import type { LiveAudience } from './audience';

/** What a live_events row holds: the event and who may receive it. */
export interface Envelope {
  event: LiveEvent;
  audience: LiveAudience;
}

/** A logged event as it is delivered. */
export interface LoggedEvent extends Envelope {
  id: number;
  /** The frame sent on the socket: the event with its id (built once, shared by connections). */
  text: string;
}

/**
 * What came after a client's last id, or why it cannot be replayed. `newest`: the last id when
 * it was read; the page holds every event up to it.
 */
export type LogPage =
  { complete: true; events: LoggedEvent[]; newest: number } | { complete: false; newest: number };

/** NOTIFY payloads must stay under 8000 bytes; larger events travel as `#<id>` and are read back. */
export const MAX_INLINE_PAYLOAD = 7_000;
/** How long rows are kept: a client away longer refetches instead of being replayed. */
export const LIVE_EVENTS_RETENTION = '10 minutes';
/** Every this many ids, the publisher drops rows older than the retention. */
export const PRUNE_EVERY = 100;
/** At most this many rows are replayed to one client; more and it refetches. */
export const REPLAY_MAX = 1_000;
/** Any constant: the lock that makes id order the commit order (so the NOTIFY order). */
const ORDER_LOCK_KEY = 72_011_278;

/**
 * One statement, so one transaction: the lock is taken before the id is drawn and held until
 * commit, when PostgreSQL sends the NOTIFY. Without it, an id drawn earlier could commit later,
 * and a client that saw the later id would skip the earlier one on replay. The commit does not
 * wait for the disk (synchronous_commit off for this transaction only): notifying commits queue
 * behind one lock in PostgreSQL, and a flush each (about 4 ms here) would cap every process
 * together at a few hundred events a second. A database crash may lose the last few rows; the
 * ids then restart past them (sequences are logged ahead), and clients are told to refetch.
 */
const APPEND_SQL = `WITH ordered AS (SELECT pg_advisory_xact_lock($1::bigint),
    set_config('synchronous_commit', 'off', true)),
  logged AS (INSERT INTO live_events (payload) SELECT $2::text FROM ordered RETURNING id)
SELECT id, pg_notify($3::text, CASE WHEN octet_length($2::text) <= $4::int
  THEN id::text || ' ' || $2::text ELSE '#' || id::text END) AS sent FROM logged`;

const SINCE_SQL = 'SELECT id, payload FROM live_events WHERE id > $1 ORDER BY id LIMIT $2';
const BOUNDS_SQL = 'SELECT min(id) AS oldest, max(id) AS newest FROM live_events';
/** The newest row always stays, so the table always knows the last id given out. */
const PRUNE_SQL = `DELETE FROM live_events WHERE id < $1 AND created_at < now() - $2::interval`;

/** `id` first, then the event's own fields: the frame a socket receives. */
export function frameText(event: LiveEvent, id?: number): string {
  return JSON.stringify(id === undefined ? event : { id, ...event });
}

export function loggedEvent(id: number, payload: string): LoggedEvent {
  const envelope = JSON.parse(payload) as Envelope;
  return { id, ...envelope, text: frameText(envelope.event, id) };
}

/** A NOTIFY payload: `<id> <envelope>`, `#<id>` (read the row), or a bare envelope (no id). */
export type Announcement =
  { kind: 'inline'; id: number | null; payload: string } | { kind: 'parked'; id: number };

export function parseAnnouncement(payload: string): Announcement | null {
  if (payload.startsWith('#')) {
    const id = Number(payload.slice(1));
    return Number.isSafeInteger(id) ? { kind: 'parked', id } : null;
  }
  // A process of the release before ids announced bare envelopes: delivered, without an id.
  if (payload.startsWith('{')) return { kind: 'inline', id: null, payload };
  const space = payload.indexOf(' ');
  const id = Number(payload.slice(0, space));
  if (space < 1 || !Number.isSafeInteger(id)) return null;
  return { kind: 'inline', id, payload: payload.slice(space + 1) };
}

export interface EventLog {
  /** Writes the event and announces it on `channel` in one transaction; answers its id. */
  append(channel: string, envelope: Envelope): Promise<number>;
  read(id: number): Promise<LoggedEvent | null>;
  /**
   * The events after `lastId` (at most REPLAY_MAX), or `complete: false` when some are gone.
   * Callers asking for the same id while a read is under way share it; `fresh` starts a new one.
   */
  since(lastId: number, fresh?: boolean): Promise<LogPage>;
  /** The last id given out (0 before the first event). */
  newest(): Promise<number>;
}

export function createEventLog(db: Db): EventLog {
  // Clients of a process that died come back together, with the same last id: one read each.
  const inFlight = new Map<number, Promise<LogPage>>();

  async function bounds(): Promise<{ oldest: number | null; newest: number }> {
    const res = await db.query<{ oldest: number | null; newest: number | null }>(BOUNDS_SQL, [], {
      prepare: true,
    });
    const row = res.rows[0];
    return { oldest: row?.oldest ?? null, newest: row?.newest ?? 0 };
  }

  async function readSince(lastId: number): Promise<LogPage> {
    const { oldest, newest } = await bounds();
    // An id from the future (another database, or one reset since) or older than what is kept.
    if (lastId > newest || (oldest !== null && lastId < oldest - 1)) {
      return { complete: false, newest };
    }
    const res = await db.query<{ id: number; payload: string }>(
      SINCE_SQL,
      [lastId, REPLAY_MAX + 1],
      { prepare: true },
    );
    if (res.rows.length > REPLAY_MAX) return { complete: false, newest };
    const events = res.rows.map((row) => loggedEvent(row.id, row.payload));
    return { complete: true, events, newest };
  }

  return {
    async append(channel, envelope) {
      const res = await db.query<{ id: number }>(
        APPEND_SQL,
        [ORDER_LOCK_KEY, JSON.stringify(envelope), channel, MAX_INLINE_PAYLOAD],
        { prepare: true },
      );
      const id = res.rows[0]?.id ?? 0;
      if (id % PRUNE_EVERY === 0) {
        await db.query(PRUNE_SQL, [id, LIVE_EVENTS_RETENTION], { prepare: true });
      }
      return id;
    },
    async read(id) {
      const res = await db.query<{ payload: string }>(
        'SELECT payload FROM live_events WHERE id = $1',
        [id],
        { prepare: true },
      );
      const payload = res.rows[0]?.payload;
      return payload === undefined ? null : loggedEvent(id, payload);
    },
    since(lastId, fresh = false) {
      let page = fresh ? undefined : inFlight.get(lastId);
      if (!page) {
        page = readSince(lastId).finally(() => inFlight.delete(lastId));
        inFlight.set(lastId, page);
      }
      return page;
    },
    async newest() {
      return (await bounds()).newest;
    },
  };
}
