// Catch-up after a reconnect (docs/decisions/0278-live-fan-out-across-processes.md): published
// events carry an id from PostgreSQL; a client that comes back with the last id it saw is sent
// what it missed and may see, in order, before live events, and each event once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, SignalInput, TradingSignal } from '@savdo/contract';
import { grantSubscription, insertPlan, type PlanRow } from '../features/plans/repository';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../tests/kit/server/helpers';
import { openLive, pause, type LiveClient } from '../../../../tests/kit/server/live-client';
import { REPLAY_MAX } from './event-log';
import { parseLastEventId } from './route';

let server: TestServer;
let admin: string;
let pro: PlanRow;
const clients: LiveClient[] = [];

const input: SignalInput = {
  symbol: 'EURUSD',
  type: 'buy',
  asset_type: 'forex',
  entry_price: 1.08,
  stop_loss: 1.07,
  take_profit: 1.1,
  timeframe: 'H1',
};

type SignalCreated = Extract<LiveEvent, { type: 'signal.created' }>;
type Hello = Extract<LiveEvent, { type: 'hello' }>;

beforeAll(async () => {
  server = await startTestServer();
  pro = await insertPlan(server.db, { name: 'Pro', level: 2, price: 249_000, duration_days: 30 });
  const adminUser = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, adminUser.username, 'secret123')).access_token;
});

afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

function live(token?: string, lastEventId?: number | string): LiveClient {
  const client = openLive(server.baseUrl, token, lastEventId);
  clients.push(client);
  return client;
}

async function signedIn(planId?: number) {
  const user = await makeUser(server);
  if (planId !== undefined) await grantSubscription(server.db, user.id, planId, 30);
  return { user, token: (await signInAs(server, user.username, 'secret123')).access_token };
}

async function publishSignal(body: Partial<SignalInput>): Promise<TradingSignal> {
  const res = await call<{ result: TradingSignal }>(server, 'POST', '/admin/signals', {
    token: admin,
    json: { ...input, ...body },
  });
  expect(res.status).toBe(201);
  return res.body.result;
}

/** Connects, and answers the id its stream continues after; then the socket is dropped. */
async function connectAndLeave(token?: string): Promise<number> {
  const client = live(token);
  const hello = (await client.next('hello')) as Hello;
  client.close();
  await client.closed;
  expect(typeof hello.last_event_id).toBe('number');
  return hello.last_event_id ?? -1;
}

const symbolsOf = (client: LiveClient) =>
  client.events
    .filter((e): e is SignalCreated => e.type === 'signal.created')
    .map((e) => `${e.signal.symbol}${e.signal.locked ? ' (locked)' : ''}`);

describe('catch-up after a reconnect', () => {
  it('a client that reconnects with its last id receives the two signals it missed, in order, and only what its audience may see', async () => {
    const other = await signedIn();
    const lastSeen = await connectAndLeave();

    await publishSignal({ symbol: 'MISSED1' });
    await server.app.ctx.live.publish(
      { type: 'balance', balance: 5 },
      { kind: 'users', userIds: [other.user.id] },
    );
    await publishSignal({ symbol: 'MISSED2', is_premium: true, required_plan_id: pro.id });

    const back = live(undefined, lastSeen);
    expect(await back.next('hello')).toMatchObject({ type: 'hello', resumed: true });
    await back.next('signal.created');
    await pause(300);
    // The premium signal only as its locked copy; another user's balance not at all.
    expect(symbolsOf(back)).toEqual(['MISSED1', 'MISSED2 (locked)']);
    expect(back.events.some((e) => e.type === 'balance')).toBe(false);
    const ids = back.ids.filter((id): id is number => id !== null);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeGreaterThan(lastSeen);
    expect(ids[1]).toBeGreaterThan(ids[0] ?? Infinity);
  });

  it("a plan holder's catch-up holds the premium signal's full copy after its locked one", async () => {
    const holder = await signedIn(pro.id);
    const lastSeen = await connectAndLeave(holder.token);
    await publishSignal({ symbol: 'MISSED3', is_premium: true, required_plan_id: pro.id });

    const back = live(holder.token, lastSeen);
    expect(await back.next('hello')).toMatchObject({ resumed: true, user_id: holder.user.id });
    await back.next('signal.created');
    await pause(300);
    expect(symbolsOf(back)).toEqual(['MISSED3 (locked)', 'MISSED3']);
  });

  it('after the catch-up the client is live, and no event reaches it twice', async () => {
    const lastSeen = await connectAndLeave();
    await publishSignal({ symbol: 'BEFORE' });
    const back = live(undefined, lastSeen);
    await back.next('hello');
    await publishSignal({ symbol: 'AFTER' });
    await pause(300);
    expect(symbolsOf(back)).toEqual(['BEFORE', 'AFTER']);
    const ids = back.ids.filter((id): id is number => id !== null);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a new connection is told the id it continues after, and is sent nothing older', async () => {
    await publishSignal({ symbol: 'OLD' });
    const client = live();
    const hello = (await client.next('hello')) as Hello;
    expect(hello.resumed).toBeUndefined();
    await publishSignal({ symbol: 'NEW' });
    await client.next('signal.created');
    expect(symbolsOf(client)).toEqual(['NEW']);
    expect(client.ids.at(-1)).toBeGreaterThan(hello.last_event_id ?? Infinity);
  });

  it('a last id whose events are no longer kept answers resumed: false and the newest id, so the client refetches', async () => {
    const lastSeen = await connectAndLeave();
    await publishSignal({ symbol: 'PRUNED' });
    await server.db.query('DELETE FROM live_events WHERE id <= $1', [lastSeen + 1]);
    const newest = await server.db.query<{ id: number }>('SELECT max(id) AS id FROM live_events');
    const back = live(undefined, lastSeen);
    expect(await back.next('hello')).toMatchObject({
      resumed: false,
      last_event_id: newest.rows[0]?.id,
    });
    await pause(200);
    expect(symbolsOf(back)).toEqual([]);
  });

  it('a last id from the future (another or a reset database) answers resumed: false', async () => {
    const back = live(undefined, 9_000_000_000);
    expect(await back.next('hello')).toMatchObject({ resumed: false });
  });

  it(`more than ${REPLAY_MAX} missed events are not replayed: resumed: false`, async () => {
    const lastSeen = await connectAndLeave();
    await server.db.query(
      `INSERT INTO live_events (payload)
       SELECT $1 FROM generate_series(1, $2::int)`,
      [
        JSON.stringify({ event: { type: 'presence', online: [] }, audience: { kind: 'public' } }),
        REPLAY_MAX + 1,
      ],
    );
    const back = live(undefined, lastSeen);
    expect(await back.next('hello')).toMatchObject({ resumed: false });
  });

  it('a last_event_id that is not a whole number is a new connection, not an error', async () => {
    for (const bad of ['abc', '-1', '1.5', '1e3', '', '99999999999999999999']) {
      expect(parseLastEventId(bad)).toBeNull();
      const client = live(undefined, bad);
      const hello = (await client.next('hello')) as Hello;
      expect(hello.resumed).toBeUndefined();
      expect(typeof hello.last_event_id).toBe('number');
    }
    expect(parseLastEventId('42')).toBe(42);
  });
});
