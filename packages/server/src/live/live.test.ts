// The live channel: one WebSocket per client at LIVE_PATH, token in the query, public and
// private events, and sessions that end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EconomicEvent, LiveEvent } from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../tests/kit/server/helpers';
import { openLive, pause, type LiveClient } from '../../../../tests/kit/server/live-client';

let server: TestServer;
const clients: LiveClient[] = [];
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

function live(token?: string): LiveClient {
  const client = openLive(server.baseUrl, token);
  clients.push(client);
  return client;
}

async function signedIn(fields: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(server, fields);
  const tokens = await signInAs(server, user.username, 'secret123');
  return { user, ...tokens };
}

const calendarEvent = (extra = ''): LiveEvent => ({
  type: 'calendar.actual',
  event: {
    id: 1,
    time: new Date().toISOString(),
    flag: 'us',
    currency: 'USD',
    event: `Non-Farm Payrolls${extra}`,
    impact: 'high',
    previous: '150K',
    forecast: '160K',
    actual: '175K',
    consensus: null,
    is_tentative: false,
    is_preliminary: false,
    is_report: true,
    is_speech: false,
  } satisfies EconomicEvent,
});

describe('live channel', () => {
  it('without a token the socket is a public subscriber: hello with no user', async () => {
    const client = live();
    expect(await client.next('hello')).toMatchObject({ type: 'hello', user_id: null });
  });

  it('with an access token the socket belongs to the user', async () => {
    const { user, access_token } = await signedIn();
    const client = live(access_token);
    expect(await client.next('hello')).toMatchObject({ type: 'hello', user_id: user.id });
  });

  it('answers a ping with a pong', async () => {
    const client = live();
    await client.next('hello');
    client.send({ type: 'ping' });
    expect(await client.next('pong')).toEqual({ type: 'pong' });
  });

  it('an invalid token closes the socket with 4401', async () => {
    const client = live('not-a-token');
    expect((await client.closed).code).toBe(4401);
  });

  it('a banned user is refused with 4403', async () => {
    const { access_token } = await signedIn({ is_banned: true });
    const closed = await live(access_token).closed;
    expect(closed).toEqual({ code: 4403, reason: 'Your account has been banned' });
  });

  it('public events reach everyone; a private event only its user', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const a = live(alice.access_token);
    const b = live(bob.access_token);
    const anon = live();
    await Promise.all([a.next('hello'), b.next('hello'), anon.next('hello')]);

    await server.app.ctx.live.publish(calendarEvent());
    for (const client of [a, b, anon])
      expect((await client.next('calendar.actual')).type).toBe('calendar.actual');

    await server.app.ctx.live.publish(
      { type: 'balance', balance: 42 },
      { kind: 'users', userIds: [alice.user.id] },
    );
    expect(await a.next('balance')).toEqual({ type: 'balance', balance: 42 });
    await pause(200);
    expect(b.events.some((e) => e.type === 'balance')).toBe(false);
    expect(anon.events.some((e) => e.type === 'balance')).toBe(false);
  });

  it('signed-in-only events (premium signals, chat) do not reach public subscribers', async () => {
    const alice = await signedIn();
    const a = live(alice.access_token);
    const anon = live();
    await Promise.all([a.next('hello'), anon.next('hello')]);
    await server.app.ctx.live.publish({ type: 'presence', online: [] });
    expect((await a.next('presence')).type).toBe('presence');
    await pause(200);
    expect(anon.events.some((e) => e.type === 'presence')).toBe(false);
  });

  it('an admin balance change is pushed to the user', async () => {
    const alice = await signedIn();
    const admin = await signedIn({ role: 'admin' });
    const a = live(alice.access_token);
    await a.next('hello');
    await call(server, 'POST', `/admin/users/${alice.user.id}/balance`, {
      token: admin.access_token,
      json: { amount: 9_000, reason: 'Bonus' },
    });
    expect(await a.next('balance')).toEqual({ type: 'balance', balance: 9_000 });
  });

  it('revoking the session sends session.revoked and closes that socket only', async () => {
    const alice = await signedIn();
    const other = await signInAs(server, alice.user.username, 'secret123');
    const revoked = live(alice.access_token);
    const kept = live(other.access_token);
    await Promise.all([revoked.next('hello'), kept.next('hello')]);
    await call(server, 'POST', '/auth/revoke', { query: { token: alice.refresh_token } });
    expect(await revoked.next('session.revoked')).toEqual({ type: 'session.revoked' });
    expect((await revoked.closed).code).toBe(4401);
    await pause(200);
    expect(kept.events.some((e) => e.type === 'session.revoked')).toBe(false);
  });

  it('events larger than a NOTIFY payload are delivered too', async () => {
    const anon = live();
    await anon.next('hello');
    await server.app.ctx.live.publish(calendarEvent(' '.repeat(10_000)));
    const event = await anon.next('calendar.actual');
    expect(event.type === 'calendar.actual' && event.event.event.length).toBeGreaterThan(10_000);
  });

  it('a private event without a named audience is a programming error, not a broadcast', async () => {
    await expect(server.app.ctx.live.publish({ type: 'balance', balance: 1 })).rejects.toThrow(
      /explicit audience/,
    );
  });
});
