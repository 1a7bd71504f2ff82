// The back office's signal list: every signal with its levels (premium ones unlocked for the
// admin), filtered by status, asset type and premium, searched by symbol; non-admins refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignalInput, SignalsResponse } from '@savdo/contract';
import { insertPlan } from '../plans/repository';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let admin: string;

const base: SignalInput = {
  symbol: 'ADMLISTUSD',
  type: 'buy',
  asset_type: 'forex',
  entry_price: 1.1,
  stop_loss: 1.09,
  take_profit: 1.12,
};

beforeAll(async () => {
  server = await startTestServer();
  const user = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, user.username, 'secret123')).access_token;
  const vip = await insertPlan(server.db, { name: 'VIP', level: 3, price: 1, duration_days: 30 });
  for (const body of [
    base,
    { ...base, symbol: 'ADMLISTBTC', asset_type: 'crypto' as const },
    { ...base, symbol: 'ADMLISTXAU', is_premium: true, required_plan_id: vip.id },
  ])
    expect(
      (await call(server, 'POST', '/admin/signals', { token: admin, json: body })).status,
    ).toBe(201);
});
afterAll(async () => server?.close());

const list = (query: Record<string, string>, token = admin) =>
  call<SignalsResponse>(server, 'GET', '/admin/signals', { token, query });

describe('the admin signal list', () => {
  it('filters by asset type and premium, searches by symbol, shows premium levels', async () => {
    const crypto = await list({ search: 'admlist', asset_type: 'crypto' });
    expect(crypto.status).toBe(200);
    expect(crypto.body.result.data.map((s) => s.symbol)).toEqual(['ADMLISTBTC']);
    const premium = await list({ search: 'admlist', premium: 'true' });
    expect(premium.body.result.data).toHaveLength(1);
    expect(premium.body.result.data[0]).toMatchObject({ symbol: 'ADMLISTXAU', locked: false });
    expect(premium.body.result.data[0]?.entry_price).toBe(1.1);
    const sorted = await list({ search: 'admlist', sort: 'symbol', order: 'asc' });
    expect(sorted.body.result.data.map((s) => s.symbol)).toEqual([
      'ADMLISTBTC',
      'ADMLISTUSD',
      'ADMLISTXAU',
    ]);
    expect((await list({ search: 'admlist', status: 'closed' })).body.result.total).toBe(0);
  });

  it('refuses non-admins and unknown sorts and filters', async () => {
    const user = await makeUser(server, {});
    const token = (await signInAs(server, user.username, 'secret123')).access_token;
    expect((await list({}, token)).status).toBe(403);
    expect((await list({ sort: 'entry_price; drop table signals' })).status).toBe(400);
    expect((await list({ asset_type: 'bonds' })).status).toBe(400);
  });
});
