// The event log's bounds (docs/decisions/0278-live-fan-out-across-processes.md): rows are kept for
// LIVE_EVENTS_RETENTION, pruned every PRUNE_EVERY ids, and the newest row always stays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/adapter';
import { migrate } from '../db/migrate';
import { openTestDatabase } from '../../../../tests/kit/server/helpers';
import { PUBLIC } from './audience';
import { PRUNE_EVERY, createEventLog, parseAnnouncement } from './event-log';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
});

const envelope = { event: { type: 'presence' as const, online: [] }, audience: PUBLIC };

describe('live event log', () => {
  it('rows older than the retention are dropped at every PRUNE_EVERY-th id; the newest always stays', async () => {
    const log = createEventLog(db);
    const payload = JSON.stringify(envelope);
    // Old rows, then a recent one just before a multiple of PRUNE_EVERY: the append after it
    // draws that multiple and prunes.
    const oldRow = () =>
      db.query<{ id: number }>(
        `INSERT INTO live_events (payload, created_at) VALUES ($1, now() - interval '1 hour')
         RETURNING id`,
        [payload],
      );
    let last = (await oldRow()).rows[0]?.id ?? 0;
    while ((last + 2) % PRUNE_EVERY !== 0) last = (await oldRow()).rows[0]?.id ?? 0;
    const recent = await db.query<{ id: number }>(
      'INSERT INTO live_events (payload) VALUES ($1) RETURNING id',
      [payload],
    );
    const recentId = recent.rows[0]?.id ?? 0;
    const id = await log.append('savdo_live_test', envelope);
    expect(id % PRUNE_EVERY).toBe(0);
    const left = await db.query<{ id: number }>('SELECT id FROM live_events ORDER BY id');
    expect(left.rows.map((r) => r.id)).toEqual([recentId, id]);
    expect(await log.newest()).toBe(id);
  });

  it('an old last id whose rows were pruned is answered complete: false', async () => {
    const log = createEventLog(db);
    expect(await log.since(1)).toMatchObject({ complete: false });
  });

  it('announcements that are not ours are ignored, not thrown on', () => {
    for (const bad of ['', 'x', '12', '#x', 'abc {"event":1}', ' {}']) {
      expect(parseAnnouncement(bad)).toBeNull();
    }
    expect(parseAnnouncement('7 {"a":1}')).toEqual({ kind: 'inline', id: 7, payload: '{"a":1}' });
    expect(parseAnnouncement('#8')).toEqual({ kind: 'parked', id: 8 });
    expect(parseAnnouncement('{"a":1}')).toEqual({ kind: 'inline', id: null, payload: '{"a":1}' });
  });
});
