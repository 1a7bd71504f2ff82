// The publisher's catch-up against a database whose reads can be held up, to pin down the race
// of clients that come back together (docs/decisions/0278-live-fan-out-across-processes.md).
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Db, QueryResult } from '../db/adapter';
import { PUBLIC } from './audience';
import { frameText } from './event-log';
import type { LiveConnection } from './hub';
import { createLiveService } from './publisher';

/** live_events in memory; a SINCE read answers what was there when it was asked, when let go. */
function fakeDb() {
  const rows: Array<{ id: number; payload: string }> = [];
  const listeners: Array<(payload: string) => void> = [];
  const gates: Array<() => void> = [];
  let holdReads = false;
  const db: Db = {
    kind: 'postgres',
    namespace: 'public',
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const answer = (list: unknown[]) => ({ rows: list as R[], rowCount: list.length });
      if (sql.includes('min(id)')) {
        const ids = rows.map((r) => r.id);
        return answer([{ oldest: ids[0] ?? null, newest: ids.at(-1) ?? null }]);
      }
      if (sql.includes('WHERE id > $1')) {
        const snapshot = rows.filter((r) => r.id > Number(params[0]));
        if (holdReads) await new Promise<void>((resolve) => gates.push(resolve));
        return answer(snapshot);
      }
      throw new Error(`unexpected query ${sql}`);
    },
    transaction: () => Promise.reject(new Error('not used')),
    exec: () => Promise.resolve(),
    async listen(_channel, onPayload) {
      listeners.push(onPayload);
      return async () => {};
    },
    notify: () => Promise.resolve(),
    exclusive: (_key, fn) => fn(),
    close: () => Promise.resolve(),
  };
  return {
    db,
    /** Logs an event and announces it, as the append statement does. */
    announce(id: number, symbol: string) {
      const payload = JSON.stringify({
        event: { type: 'presence', online: [], total: symbol.length },
        audience: PUBLIC,
      });
      rows.push({ id, payload });
      for (const listener of listeners) listener(`${id} ${payload}`);
    },
    hold(on: boolean) {
      holdReads = on;
    },
    release() {
      for (const gate of gates.splice(0)) gate();
    },
  };
}

function connection(): LiveConnection & { ids: number[] } {
  const ids: number[] = [];
  return {
    userId: null,
    sessionId: null,
    ids,
    send: (_text, id) => {
      if (id !== undefined) ids.push(id);
    },
    close: () => undefined,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('catch-up of clients that come back together', () => {
  it('a client that joins after an event reached the hub is replayed it, even while an earlier read for the same id is under way', async () => {
    const fake = fakeDb();
    const live = createLiveService(fake.db, pino({ level: 'silent' }), {});
    await live.start();
    fake.announce(1, 'a');
    await settle();

    // A comes back with last id 1; its read is held up before event 2 exists.
    fake.hold(true);
    const a = connection();
    live.hub.add(a);
    const catchUpA = live.catchUp(a, 1);
    await settle();

    // Event 2 reaches the hub (and A) before B joins: B can only get it from the log.
    fake.announce(2, 'bb');
    await settle();
    fake.hold(false);
    const b = connection();
    live.hub.add(b);
    const catchUpB = live.catchUp(b, 1);
    fake.release();

    expect((await catchUpA).missed.map((e) => e.id)).toEqual([]);
    expect(a.ids).toEqual([2]);
    expect((await catchUpB).missed.map((e) => e.id)).toEqual([2]);
    expect(b.ids).toEqual([]);
    await live.stop();
  });

  it('a missed event is sent as the same frame the hub sends: with its id first', async () => {
    const fake = fakeDb();
    const live = createLiveService(fake.db, pino({ level: 'silent' }), {});
    await live.start();
    fake.announce(1, 'a');
    fake.announce(2, 'b');
    await settle();
    const start = await live.catchUp(connection(), 1);
    expect(start).toMatchObject({ lastEventId: 1, resumed: true });
    const [missed] = start.missed;
    expect(missed?.text).toBe(frameText({ type: 'presence', online: [], total: 1 }, 2));
    expect(missed?.text.startsWith('{"id":2,"type":"presence"')).toBe(true);
    await live.stop();
  });
});
