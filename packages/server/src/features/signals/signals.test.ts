// Trading signals over real HTTP: the feed with its filters and paging, for signed-in users and
// partner pages (partner key + allowed Origin), premium levels withheld by the server for
// viewers without the plan (decision 0052), the signal detail, and the 30-day figures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import {
  SignalPerformanceStatsResultSchema,
  SignalsPageSchema,
  TradingSignalResultSchema,
  UserResultSchema,
  type ApiUser,
  type Page,
  type SignalInput,
  type SignalPerformanceStats,
  type TradingSignal,
} from '@savdo/contract';
import { backdateSignal, insertSignal, type SignalRow } from './repository';
import { grantSubscription, insertPlan, type PlanRow } from '../plans/repository';
import { createPartner } from '../partners/service';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let pro: PlanRow;
let vip: PlanRow;
let free: SignalRow;
let proSignal: SignalRow;
let vipSignal: SignalRow;
/** Headers of a widget on a partner's page: the key and the page's origin. */
let partner: Record<string, string>;
const PARTNER_ORIGIN = 'https://news.example.uz';

const HOUR = 3_600_000;

const base: SignalInput = {
  symbol: 'EURUSD',
  type: 'buy',
  asset_type: 'forex',
  entry_price: 1.085,
  stop_loss: 1.08,
  take_profit: 1.095,
  description: 'Breakout above resistance',
  chart_image: '/api/v1/files/00000000-0000-4000-8000-000000000000',
  analysis_type: 'Technical',
  timeframe: 'H4',
};

async function tokenOf(fields: Parameters<typeof makeUser>[1] = {}, planId?: number, days = 30) {
  const user = await makeUser(server, fields);
  if (planId !== undefined) await grantSubscription(server.db, user.id, planId, days);
  return (await signInAs(server, user.username, 'secret123')).access_token;
}

type Feed = { result: Page<TradingSignal> };

function byId(feed: Feed, id: number): TradingSignal {
  const found = feed.result.data.find((s) => s.id === id);
  if (!found) throw new Error(`signal ${id} not in the feed`);
  return found;
}

beforeAll(async () => {
  server = await startTestServer();
  const key = await createPartner(server.db, { name: 'News', origins: [PARTNER_ORIGIN] });
  partner = { 'x-savdo-partner': key.key, origin: PARTNER_ORIGIN };
  pro = await insertPlan(server.db, { name: 'Pro', level: 2, price: 249_000, duration_days: 30 });
  vip = await insertPlan(server.db, { name: 'VIP', level: 3, price: 590_000, duration_days: 30 });
  const t0 = Date.now() - 100 * HOUR;
  free = await insertSignal(server.db, base, new Date(t0));
  proSignal = await insertSignal(
    server.db,
    {
      ...base,
      symbol: 'BTCUSDT',
      asset_type: 'crypto',
      type: 'sell',
      entry_price: 97_000,
      stop_loss: 98_000,
      take_profit: 94_000,
      is_premium: true,
      required_plan_id: pro.id,
    },
    new Date(t0 + HOUR),
  );
  vipSignal = await insertSignal(
    server.db,
    {
      ...base,
      symbol: 'XAUUSD',
      asset_type: 'commodities',
      entry_price: 2_650,
      stop_loss: 2_630,
      take_profit: 2_700,
      is_premium: true,
      required_plan_id: vip.id,
    },
    new Date(t0 + 2 * HOUR),
  );
  // 22 more free stock signals, so paging has more than one page of 20.
  for (let i = 0; i < 22; i++) {
    await insertSignal(
      server.db,
      {
        ...base,
        symbol: `STK${i}`,
        asset_type: 'stocks',
        entry_price: 100,
        stop_loss: 95,
        take_profit: 110,
      },
      new Date(t0 + (3 + i) * HOUR),
    );
  }
});

afterAll(async () => {
  await server?.close();
});

describe('GET /signal/all', () => {
  it('answers a page of the shape { result: { data, page, limit, total } }, newest first', async () => {
    const res = await call<Feed>(server, 'GET', '/signal/all', { headers: partner });
    expect(res.status).toBe(200);
    expect(Compile(SignalsPageSchema).Check(res.body)).toBe(true);
    const times = res.body.result.data.map((s) => Date.parse(s.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('page size 20 by default, with paging through page', async () => {
    const first = await call<Feed>(server, 'GET', '/signal/all', { headers: partner });
    expect(first.body.result).toMatchObject({ page: 1, limit: 20, total: 25 });
    expect(first.body.result.data).toHaveLength(20);
    const second = await call<Feed>(server, 'GET', '/signal/all', {
      headers: partner,
      query: { page: '2' },
    });
    expect(second.body.result.data).toHaveLength(5);
    const ids = new Set([...first.body.result.data, ...second.body.result.data].map((s) => s.id));
    expect(ids.size).toBe(25);
  });

  it('caps limit at 100 (decision 17)', async () => {
    const res = await call(server, 'GET', '/signal/all', {
      headers: partner,
      query: { limit: '101' },
    });
    expect(res.status).toBe(400);
  });

  it('filters by asset_type, signal_type and status', async () => {
    const crypto = await call<Feed>(server, 'GET', '/signal/all', {
      headers: partner,
      query: { asset_type: 'crypto' },
    });
    expect(crypto.body.result.data.map((s) => s.id)).toEqual([proSignal.id]);
    const sells = await call<Feed>(server, 'GET', '/signal/all', {
      headers: partner,
      query: { signal_type: 'sell' },
    });
    expect(sells.body.result.data.map((s) => s.id)).toEqual([proSignal.id]);
    const pending = await call<Feed>(server, 'GET', '/signal/all', {
      headers: partner,
      query: { status: 'pending', asset_type: 'forex' },
    });
    expect(pending.body.result.data.map((s) => s.id)).toEqual([free.id]);
    const closed = await call<Feed>(server, 'GET', '/signal/all', {
      headers: partner,
      query: { status: 'closed' },
    });
    expect(closed.body.result).toMatchObject({ data: [], total: 0 });
  });

  it('rejects an unknown filter value with a clear message', async () => {
    const res = await call<{ message: string }>(server, 'GET', '/signal/all', {
      headers: partner,
      query: { asset_type: 'stock' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('asset_type must be one of: crypto, forex, stocks, commodities');
  });

  it('free signals carry every field for anyone', async () => {
    const res = await call<Feed>(server, 'GET', '/signal/all', {
      headers: partner,
      query: { asset_type: 'forex' },
    });
    expect(byId(res.body, free.id)).toMatchObject({
      symbol: 'EURUSD',
      type: 'buy',
      asset_type: 'forex',
      status: 'pending',
      entry_price: 1.085,
      stop_loss: 1.08,
      take_profit: 1.095,
      description: 'Breakout above resistance',
      chart_image: base.chart_image,
      analysis_type: 'Technical',
      timeframe: 'H4',
      closed_at: null,
      risk_reward_ratio: 2,
      potential_profit: 0.92,
      potential_loss: 0.46,
      is_premium: false,
      required_plan_id: null,
      result: 'waiting',
      locked: false,
    });
  });

  it('premium signals: entry, stop loss and take profit are not sent to a partner page', async () => {
    const res = await call<Feed>(server, 'GET', '/signal/all', {
      headers: partner,
      query: { limit: '100' },
    });
    for (const id of [proSignal.id, vipSignal.id]) {
      expect(byId(res.body, id)).toMatchObject({
        is_premium: true,
        locked: true,
        entry_price: null,
        stop_loss: null,
        take_profit: null,
        potential_profit: null,
        potential_loss: null,
        description: null,
        chart_image: null,
      });
    }
    // Not hidden, absent: the raw answer holds none of the levels.
    const raw = JSON.stringify(res.body);
    expect(raw).not.toContain('97000');
    expect(raw).not.toContain('2630');
  });

  it('premium signals stay locked for a signed-in user without a plan, with what they would get', async () => {
    const token = await tokenOf();
    const res = await call<Feed>(server, 'GET', '/signal/all', { token, query: { limit: '100' } });
    expect(byId(res.body, proSignal.id)).toMatchObject({
      locked: true,
      entry_price: null,
      symbol: 'BTCUSDT',
      type: 'sell',
      required_plan_id: pro.id,
      risk_reward_ratio: 3,
    });
  });

  it('a locked signal names the plan that unlocks it; the author is named', async () => {
    const expert = await makeUser(server, { first_name: 'Dilshod', last_name: 'Rahimov' });
    const authored = await insertSignal(server.db, {
      ...base,
      symbol: 'ETHUSDT',
      asset_type: 'crypto',
      is_premium: true,
      required_plan_id: vip.id,
      expert_id: expert.id,
    });
    const res = await call<Feed>(server, 'GET', '/signal/all', {
      query: { limit: '100' },
      token: await tokenOf(),
    });
    expect(byId(res.body, authored.id)).toMatchObject({
      locked: true,
      required_plan_name: 'VIP',
      expert_name: 'Dilshod Rahimov',
    });
    expect(byId(res.body, free.id)).toMatchObject({ required_plan_name: null, expert_name: null });
  });

  it('a closed premium signal shows its levels to everyone, so its record can be checked (decision 0304)', async () => {
    const closed = await insertSignal(server.db, {
      ...base,
      symbol: 'SOLUSDT',
      asset_type: 'crypto',
      entry_price: 180,
      stop_loss: 171,
      take_profit: 207,
      is_premium: true,
      required_plan_id: vip.id,
    });
    await server.db.query(
      "UPDATE signals SET status = 'closed', result = 'profit', closed_at = $2 WHERE id = $1",
      [closed.id, new Date()],
    );
    const res = await call<Feed>(server, 'GET', '/signal/all', {
      headers: partner,
      query: { limit: '100' },
    });
    expect(byId(res.body, closed.id)).toMatchObject({
      status: 'closed',
      is_premium: true,
      locked: false,
      entry_price: 180,
      stop_loss: 171,
      take_profit: 207,
    });
    // An open one of the same plan stays locked.
    expect(byId(res.body, vipSignal.id)).toMatchObject({ locked: true, entry_price: null });
  });

  it('a Pro subscriber sees Pro signals in full and VIP ones locked', async () => {
    const token = await tokenOf({}, pro.id);
    const res = await call<Feed>(server, 'GET', '/signal/all', { token, query: { limit: '100' } });
    expect(byId(res.body, proSignal.id)).toMatchObject({
      locked: false,
      entry_price: 97_000,
      stop_loss: 98_000,
      take_profit: 94_000,
    });
    expect(byId(res.body, vipSignal.id)).toMatchObject({ locked: true, entry_price: null });
  });

  it('a higher plan includes the lower ones: a VIP subscriber sees Pro signals', async () => {
    const token = await tokenOf({}, vip.id);
    const res = await call<Feed>(server, 'GET', '/signal/all', { token, query: { limit: '100' } });
    expect(byId(res.body, proSignal.id).locked).toBe(false);
    expect(byId(res.body, vipSignal.id).locked).toBe(false);
  });

  it('an expired subscription unlocks nothing', async () => {
    const user = await makeUser(server);
    const sub = await grantSubscription(server.db, user.id, vip.id, 1);
    await server.db.query(
      "UPDATE user_subscriptions SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [sub.id],
    );
    const { access_token: token } = await signInAs(server, user.username, 'secret123');
    const res = await call<Feed>(server, 'GET', '/signal/all', { token, query: { limit: '100' } });
    expect(byId(res.body, proSignal.id).locked).toBe(true);
  });

  it('admins see every signal in full', async () => {
    const token = await tokenOf({ role: 'admin' });
    const res = await call<Feed>(server, 'GET', '/signal/all', { token, query: { limit: '100' } });
    expect(res.body.result.data.every((s) => !s.locked)).toBe(true);
  });

  it('the signed-in user record lists the subscriptions (plan, status, expiry)', async () => {
    const token = await tokenOf({}, pro.id);
    const res = await call<{ result: ApiUser }>(server, 'GET', '/users/me', { token });
    expect(Compile(UserResultSchema).Check(res.body)).toBe(true);
    expect(res.body.result.subscriptions).toEqual([
      {
        plan_id: pro.id,
        plan_name: 'Pro',
        status: 'active',
        expires_at: expect.any(String),
        auto_renew: false,
      },
    ]);
  });
});

describe('who may read signals (partner keys, like the calendar)', () => {
  it('a partner page from an allowed origin reads them, with CORS for that origin', async () => {
    const res = await call<Feed>(server, 'GET', '/signal/all', { headers: partner });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER_ORIGIN);
  });

  it('the same key from another origin is refused (403)', async () => {
    const res = await call<{ message: string }>(server, 'GET', '/signal/all', {
      headers: { ...partner, origin: 'https://copycat.example' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('neither signed in nor a partner page: 401, for the feed, the figures and one signal', async () => {
    for (const path of ['/signal/all', '/signal/performance-stats', `/signal/${free.id}`]) {
      const res = await call<{ message: string }>(server, 'GET', path);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Sign in, or embed this widget with a partner key');
    }
  });
});

describe('GET /signal/{id}', () => {
  it('answers one signal, locked or not like the feed', async () => {
    const anonymous = await call<{ result: TradingSignal }>(
      server,
      'GET',
      `/signal/${proSignal.id}`,
      { headers: partner },
    );
    expect(anonymous.status).toBe(200);
    expect(Compile(TradingSignalResultSchema).Check(anonymous.body)).toBe(true);
    expect(anonymous.body.result).toMatchObject({
      id: proSignal.id,
      locked: true,
      entry_price: null,
    });
    const token = await tokenOf({}, pro.id);
    const holder = await call<{ result: TradingSignal }>(server, 'GET', `/signal/${proSignal.id}`, {
      token,
    });
    expect(holder.body.result).toMatchObject({ locked: false, entry_price: 97_000 });
  });

  it('answers 404 with a message for an unknown id, 400 for a malformed one', async () => {
    const missing = await call<{ message: string }>(server, 'GET', '/signal/999999', {
      headers: partner,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Signal not found');
    expect((await call(server, 'GET', '/signal/abc', { headers: partner })).status).toBe(400);
  });
});

describe('GET /signal/performance-stats (30 days)', () => {
  it('counts closed signals of the last 30 days: win rate, profit/loss counts, average risk/reward, daily points', async () => {
    const stats = await startTestServer();
    try {
      const now = Date.now();
      const make = async (hoursAgo: number, result: 'profit' | 'loss' | null, rr = 2) => {
        const row = await insertSignal(
          stats.db,
          { ...base, stop_loss: 1.08, take_profit: 1.085 + 0.005 * rr },
          new Date(now - (hoursAgo + 5) * HOUR),
        );
        if (result) {
          await backdateSignal(stats.db, row.id, {
            status: 'closed',
            result,
            createdAt: new Date(now - (hoursAgo + 5) * HOUR),
            activatedAt: new Date(now - (hoursAgo + 4) * HOUR),
            closedAt: new Date(now - hoursAgo * HOUR),
          });
        }
      };
      await make(30, 'profit', 2);
      await make(60, 'profit', 3);
      await make(80, 'loss', 1);
      await make(2, null); // still open: not closed
      await make(40 * 24, 'profit', 2); // closed 40 days ago: outside the period
      const viewer = await makeUser(stats);
      const token = (await signInAs(stats, viewer.username, 'secret123')).access_token;
      const res = await call<{ result: SignalPerformanceStats }>(
        stats,
        'GET',
        '/signal/performance-stats',
        { token },
      );
      expect(res.status).toBe(200);
      expect(Compile(SignalPerformanceStatsResultSchema).Check(res.body)).toBe(true);
      const r = res.body.result;
      expect(r).toMatchObject({
        period_days: 30,
        total_signals: 4,
        closed_signals: 3,
        profit_count: 2,
        loss_count: 1,
        win_rate: 66.7,
        average_risk_reward: 2,
      });
      expect(r.daily).toHaveLength(30);
      expect(r.daily.at(-1)).toMatchObject({ profit: 2, loss: 1 });
      expect(r.daily[0]).toMatchObject({ profit: 0, loss: 0 });
      // cumulative: never decreasing
      for (let i = 1; i < r.daily.length; i++) {
        expect(r.daily[i]!.profit).toBeGreaterThanOrEqual(r.daily[i - 1]!.profit);
      }
    } finally {
      await stats.close();
    }
  });

  it('GET /dashboard/trading-signal/stats answers the same figures to a signed-in user, 401 otherwise', async () => {
    const token = await tokenOf();
    const dashboard = await call<{ result: SignalPerformanceStats }>(
      server,
      'GET',
      '/dashboard/trading-signal/stats',
      { token },
    );
    const stats = await call<{ result: SignalPerformanceStats }>(
      server,
      'GET',
      '/signal/performance-stats',
      { token },
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toEqual(stats.body);
    expect((await call(server, 'GET', '/dashboard/trading-signal/stats')).status).toBe(401);
  });

  it('answers zeros, not a division by zero, with no closed signals', async () => {
    const empty = await startTestServer();
    try {
      const viewer = await makeUser(empty);
      const token = (await signInAs(empty, viewer.username, 'secret123')).access_token;
      const res = await call<{ result: SignalPerformanceStats }>(
        empty,
        'GET',
        '/signal/performance-stats',
        { token },
      );
      expect(res.body.result).toMatchObject({
        closed_signals: 0,
        win_rate: 0,
        average_risk_reward: 0,
      });
    } finally {
      await empty.close();
    }
  });
});
