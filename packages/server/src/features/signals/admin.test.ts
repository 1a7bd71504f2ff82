// The admin's signal actions (publish, activate, close with profit or loss, cancel) over the
// admin API, each pushed live; premium signals reach sockets without the plan only locked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent, SignalInput, TradingSignal } from '@savdo/contract';
import { grantSubscription, insertPlan, type PlanRow } from '../plans/repository';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { openLive, pause, type LiveClient } from '../../../../../tests/kit/server/live-client';

let server: TestServer;
let admin: string;
let pro: PlanRow;
const clients: LiveClient[] = [];

const input: SignalInput = {
  symbol: 'GBPUSD',
  type: 'sell',
  asset_type: 'forex',
  entry_price: 1.27,
  stop_loss: 1.275,
  take_profit: 1.26,
  timeframe: 'H1',
};

type One = { result: TradingSignal };

async function tokenOf(fields: Parameters<typeof makeUser>[1] = {}, planId?: number) {
  const user = await makeUser(server, fields);
  if (planId !== undefined) await grantSubscription(server.db, user.id, planId, 30);
  return { user, token: (await signInAs(server, user.username, 'secret123')).access_token };
}

function live(token?: string): LiveClient {
  const client = openLive(server.baseUrl, token);
  clients.push(client);
  return client;
}

async function publish(body: SignalInput = input) {
  return call<One>(server, 'POST', '/admin/signals', { token: admin, json: body });
}

beforeAll(async () => {
  server = await startTestServer();
  pro = await insertPlan(server.db, { name: 'Pro', level: 2, price: 249_000, duration_days: 30 });
  admin = (await tokenOf({ role: 'admin' })).token;
});

afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

describe('POST /admin/signals (publish)', () => {
  it('creates a pending signal, with the admin as its expert, and answers 201', async () => {
    const res = await publish();
    expect(res.status).toBe(201);
    expect(res.body.result).toMatchObject({
      symbol: 'GBPUSD',
      status: 'pending',
      result: 'waiting',
      entry_price: 1.27,
      locked: false,
      expert_id: expect.any(Number),
    });
  });

  it('may publish straight to active', async () => {
    const res = await publish({ ...input, status: 'active' });
    expect(res.body.result.status).toBe('active');
  });

  it('refuses a stop or target on the wrong side of the entry, naming the field', async () => {
    const res = await call<{ message: string; detail: Record<string, string> }>(
      server,
      'POST',
      '/admin/signals',
      { token: admin, json: { ...input, stop_loss: 1.26 } },
    );
    expect(res.status).toBe(400);
    expect(res.body.detail.stop_loss).toBe('For a sell, stop_loss must be above entry_price');
  });

  it('refuses a premium signal without an existing plan', async () => {
    const none = await call<{ detail: Record<string, string> }>(server, 'POST', '/admin/signals', {
      token: admin,
      json: { ...input, is_premium: true },
    });
    expect(none.status).toBe(400);
    expect(none.body.detail.required_plan_id).toBe('A premium signal needs required_plan_id');
    const unknown = await call(server, 'POST', '/admin/signals', {
      token: admin,
      json: { ...input, is_premium: true, required_plan_id: 9999 },
    });
    expect(unknown.status).toBe(400);
  });

  it('rejects a chart image that is not an http(s) URL or a path (no javascript: URLs)', async () => {
    const res = await call(server, 'POST', '/admin/signals', {
      token: admin,
      json: { ...input, chart_image: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
  });

  it('is for admins only: 401 without a token, 403 for a user', async () => {
    expect((await call(server, 'POST', '/admin/signals', { json: input })).status).toBe(401);
    const { token } = await tokenOf();
    expect((await call(server, 'POST', '/admin/signals', { token, json: input })).status).toBe(403);
  });
});

describe('activate, close and cancel', () => {
  it('pending -> active -> closed with profit; closed_at is set', async () => {
    const id = (await publish()).body.result.id;
    const active = await call<One>(server, 'POST', `/admin/signals/${id}/activate`, {
      token: admin,
    });
    expect(active.body.result).toMatchObject({
      status: 'active',
      result: 'waiting',
      closed_at: null,
    });
    const closed = await call<One>(server, 'POST', `/admin/signals/${id}/close`, {
      token: admin,
      json: { result: 'profit' },
    });
    expect(closed.body.result).toMatchObject({ status: 'closed', result: 'profit' });
    expect(closed.body.result.closed_at).not.toBeNull();
  });

  it('closes with loss', async () => {
    const id = (await publish({ ...input, status: 'active' })).body.result.id;
    const closed = await call<One>(server, 'POST', `/admin/signals/${id}/close`, {
      token: admin,
      json: { result: 'loss' },
    });
    expect(closed.body.result).toMatchObject({ status: 'closed', result: 'loss' });
  });

  it('cancels a pending or active signal', async () => {
    const id = (await publish()).body.result.id;
    const res = await call<One>(server, 'POST', `/admin/signals/${id}/cancel`, { token: admin });
    expect(res.body.result).toMatchObject({ status: 'cancelled', result: 'waiting' });
  });

  it('refuses a change the status does not allow (409): closing a pending signal, cancelling a closed one', async () => {
    const id = (await publish()).body.result.id;
    const close = await call<{ message: string }>(server, 'POST', `/admin/signals/${id}/close`, {
      token: admin,
      json: { result: 'profit' },
    });
    expect(close.status).toBe(409);
    expect(close.body.message).toBe(
      `Signal ${id} is pending: it cannot be closed (only an active signal can be)`,
    );
    await call(server, 'POST', `/admin/signals/${id}/cancel`, { token: admin });
    const again = await call(server, 'POST', `/admin/signals/${id}/cancel`, { token: admin });
    expect(again.status).toBe(409);
  });

  it('answers 404 for an unknown signal and 400 for a result other than profit or loss', async () => {
    expect(
      (await call(server, 'POST', '/admin/signals/999999/activate', { token: admin })).status,
    ).toBe(404);
    const id = (await publish({ ...input, status: 'active' })).body.result.id;
    const res = await call<{ message: string }>(server, 'POST', `/admin/signals/${id}/close`, {
      token: admin,
      json: { result: 'waiting' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('result must be profit or loss');
  });
});

describe('live: every change is pushed', () => {
  it('a new signal arrives as signal.created and each status change as signal.updated', async () => {
    const client = live();
    await client.next('hello');
    const created = await publish();
    const id = created.body.result.id;
    const event = (await client.next('signal.created')) as Extract<
      LiveEvent,
      { type: 'signal.created' }
    >;
    expect(event.signal).toMatchObject({ id, status: 'pending', entry_price: 1.27 });
    await call(server, 'POST', `/admin/signals/${id}/activate`, { token: admin });
    const updated = (await client.next('signal.updated')) as Extract<
      LiveEvent,
      { type: 'signal.updated' }
    >;
    expect(updated.signal).toMatchObject({ id, status: 'active' });
  });

  it('a premium signal reaches a socket without the plan locked only, and the plan holder in full', async () => {
    const outsider = await tokenOf();
    const holder = await tokenOf({}, pro.id);
    const anonymous = live();
    const signedIn = live(outsider.token);
    const subscriber = live(holder.token);
    await Promise.all([anonymous.next('hello'), signedIn.next('hello'), subscriber.next('hello')]);
    const res = await publish({
      ...input,
      symbol: 'PREMIUM1',
      is_premium: true,
      required_plan_id: pro.id,
    });
    expect(res.status).toBe(201);
    await pause(300);
    const mine = (client: LiveClient) =>
      client.events
        .filter(
          (e): e is Extract<LiveEvent, { type: 'signal.created' }> => e.type === 'signal.created',
        )
        .filter((e) => e.signal.symbol === 'PREMIUM1')
        .map((e) => e.signal);
    for (const client of [anonymous, signedIn]) {
      const seen = mine(client);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({
        locked: true,
        entry_price: null,
        stop_loss: null,
        take_profit: null,
      });
      expect(JSON.stringify(client.events)).not.toContain('1.275');
    }
    const full = mine(subscriber);
    // locked first, then the full form: the client's last copy has the levels
    expect(full.map((s) => s.locked)).toEqual([true, false]);
    expect(full[1]).toMatchObject({ entry_price: 1.27, stop_loss: 1.275, take_profit: 1.26 });
  });
});
