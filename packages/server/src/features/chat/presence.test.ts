// Presence (docs/decisions/0240-chat-conversations-and-membership.md): one row per signed-in live
// connection; GET /online-users lists each online user once, hides private profiles and public
// sockets; a closed socket leaves; rows of a process that stopped refreshing them (killed) expire
// at the next heartbeat anywhere, and the readers get a `presence` event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, OnlineUsersResponse } from '@savdo/contract';
import { presenceOf, type PresenceTracker } from './presence';
import { call, type TestServer, startTestServer } from '../../../../../tests/kit/server/helpers';
import { openLive, pause, type LiveClient } from '../../../../../tests/kit/server/live-client';
import { member } from '../../../../../tests/kit/server/chat-fixtures';

let server: TestServer;
let presence: PresenceTracker;
const sockets: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const tracker = presenceOf(server.app.ctx);
  if (!tracker) throw new Error('chat presence did not start');
  presence = tracker;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.close();
});

function live(token?: string): LiveClient {
  const client = openLive(server.baseUrl, token);
  sockets.push(client);
  return client;
}

async function online(token: string): Promise<number[]> {
  const res = await call<OnlineUsersResponse>(server, 'GET', '/online-users', { token });
  expect(res.status).toBe(200);
  return res.body.result.map((u) => u.id);
}

describe('online users', () => {
  it('a signed-in socket makes its user online once, however many tabs; closing all leaves', async () => {
    const alice = await member(server);
    const bob = await member(server);
    const tab1 = live(alice.token);
    const tab2 = live(alice.token);
    await Promise.all([tab1.next('hello'), tab2.next('hello')]);
    await presence.settle();
    const ids = await online(bob.token);
    expect(ids.filter((id) => id === alice.id)).toHaveLength(1);
    expect(ids).not.toContain(bob.id);
    tab1.close();
    await tab1.closed;
    await pause(100);
    await presence.settle();
    expect(await online(bob.token)).toContain(alice.id);
    tab2.close();
    await tab2.closed;
    await pause(100);
    await presence.settle();
    expect(await online(bob.token)).not.toContain(alice.id);
  });

  it('readers get a presence event with the online users and the total', async () => {
    const alice = await member(server);
    const bob = await member(server);
    const watcher = live(bob.token);
    await watcher.next('hello');
    await presence.settle();
    watcher.events.length = 0;
    const a = live(alice.token);
    await a.next('hello');
    await presence.settle();
    // A presence event of bob's own arrival may still be on its way (events go through the
    // live log): the one that lists alice.
    const event = (await watcher.next('presence', 10_000, (e) =>
      (e as Extract<LiveEvent, { type: 'presence' }>).online.some((u) => u.id === alice.id),
    )) as Extract<LiveEvent, { type: 'presence' }>;
    expect(event.total).toBeGreaterThanOrEqual(2);
  });

  it('private profiles are not listed', async () => {
    const shy = await member(server);
    const viewer = await member(server);
    const socket = live(shy.token);
    await socket.next('hello');
    await presence.settle();
    expect(await online(viewer.token)).toContain(shy.id);
    await server.db.query("UPDATE users SET profile_visibility = 'private' WHERE id = $1", [
      shy.id,
    ]);
    expect(await online(viewer.token)).not.toContain(shy.id);
  });

  it('presence heals: rows of a process that stopped refreshing them expire at the next heartbeat', async () => {
    const ghost = await member(server);
    const viewer = await member(server);
    const watcher = live(viewer.token);
    await watcher.next('hello');
    await presence.settle();
    // A dead process's connection: another instance, last seen long ago.
    await server.db.query(
      `INSERT INTO chat_presence (connection_id, instance_id, user_id, seen_at)
       VALUES (gen_random_uuid(), gen_random_uuid(), $1, now() - interval '1 hour')`,
      [ghost.id],
    );
    await server.db.query(
      `INSERT INTO chat_presence (connection_id, instance_id, user_id, seen_at)
       VALUES (gen_random_uuid(), gen_random_uuid(), $1, now())`,
      [ghost.id],
    );
    expect(await online(viewer.token)).toContain(ghost.id);
    await server.db.query(
      `UPDATE chat_presence SET seen_at = now() - interval '1 hour' WHERE user_id = $1`,
      [ghost.id],
    );
    expect(await online(viewer.token)).not.toContain(ghost.id);
    watcher.events.length = 0;
    await presence.beat();
    const rows = await server.db.query('SELECT 1 FROM chat_presence WHERE user_id = $1', [
      ghost.id,
    ]);
    expect(rows.rows).toHaveLength(0);
    await presence.settle();
    expect((await watcher.next('presence')).type).toBe('presence');
    // This process's own rows survive the clean-up.
    expect(await online(viewer.token)).toContain(viewer.id);
  });

  it('a public (signed-out) socket is nobody: no row', async () => {
    const before = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_presence',
    );
    const anon = live();
    await anon.next('hello');
    await presence.settle();
    const after = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM chat_presence',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
