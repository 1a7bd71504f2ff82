// Subscriptions bought from the balance through the one purchase service
// (docs/decisions/0153-purchases-and-subscriptions.md, decision 0153): the plans list, subscribe /
// renew / upgrade with the unused part credited, the insufficient-balance answer, one charge under
// concurrency and retries, cancel and resume, the renewal job, the server-enforced expiry of
// premium signal fields, and a plan paid straight through a provider.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insufficientBalanceMessage,
  type MySubscription,
  type Page,
  type SubscriptionPlan,
  type SubscriptionQuote,
  type TradingSignal,
} from '@savdo/contract';
import { changeBalance } from '../../index';
import { insertPlan, type PlanRow } from './repository';
import { renewDueSubscriptions } from './renewals';
import { insertSignal } from '../signals/repository';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let basic: PlanRow;
let pro: PlanRow;
let vip: PlanRow;
let proSignalId: number;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  basic = await insertPlan(server.db, {
    name: 'Basic',
    level: 1,
    price: 99_000,
    duration_days: 30,
    features: ['Economic calendar'],
    translations: { uz: { name: 'Basic', features: ['Iqtisodiy taqvim'] } },
  });
  pro = await insertPlan(server.db, { name: 'Pro', level: 2, price: 249_000, duration_days: 30 });
  vip = await insertPlan(server.db, { name: 'VIP', level: 3, price: 590_000, duration_days: 30 });
  const signal = await insertSignal(server.db, {
    symbol: 'BTCUSDT',
    type: 'buy',
    asset_type: 'crypto',
    entry_price: 97_000,
    stop_loss: 96_000,
    take_profit: 99_000,
    description: 'Pro only',
    analysis_type: 'Technical',
    timeframe: 'H4',
    is_premium: true,
    required_plan_id: pro.id,
  });
  proSignalId = signal.id;
});
afterAll(async () => {
  await server?.close();
});

interface Trader {
  id: number;
  token: string;
}

async function trader(balance = 0): Promise<Trader> {
  const user = await makeUser(server, { is_verified: true });
  if (balance > 0)
    await changeBalance(server.db, { userId: user.id, amount: balance, reason: 'Test top-up' });
  return { id: user.id, token: (await signInAs(server, user.username, 'secret123')).access_token };
}

const buy = (t: Trader, plan: PlanRow, action: string, key?: string) =>
  call<{
    result: { subscription: MySubscription; purchase: { id: number; charged: number } };
    message?: string;
    code?: string;
    shortfall?: number;
  }>(server, 'POST', `/subscription/plans/${plan.id}/purchase`, {
    token: t.token,
    json: { action },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

const quote = (t: Trader, plan: PlanRow) =>
  call<{ result: SubscriptionQuote; code?: string }>(
    server,
    'GET',
    `/subscription/plans/${plan.id}/quote`,
    { token: t.token },
  );

const mine = async (t: Trader) =>
  (
    await call<{ result: MySubscription | null }>(server, 'GET', '/subscription/me', {
      token: t.token,
    })
  ).body.result;

async function balanceOf(userId: number): Promise<number> {
  const res = await server.db.query<{ balance: number }>(
    'SELECT balance FROM users WHERE id = $1',
    [userId],
  );
  return res.rows[0]!.balance;
}

async function ledgerOf(userId: number) {
  const res = await server.db.query<{ amount: number; reason: string; reference: string | null }>(
    'SELECT amount, reason, reference FROM ledger_entries WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return res.rows;
}

/** Moves the current subscription's span back in time by `days` (the clock cannot be faked). */
async function age(userId: number, days: number): Promise<void> {
  await server.db.query(
    `UPDATE user_subscriptions
     SET started_at = started_at - make_interval(days => $2), expires_at = expires_at - make_interval(days => $2)
     WHERE user_id = $1 AND status IN ('active', 'pending_payment')`,
    [userId, days],
  );
}

async function proSignalFor(t: Trader): Promise<TradingSignal> {
  const res = await call<{ result: Page<TradingSignal> }>(server, 'GET', '/signal/all', {
    token: t.token,
  });
  const found = res.body.result.data.find((s) => s.id === proSignalId);
  if (!found) throw new Error('the Pro signal is not in the feed');
  return found;
}

describe('GET /subscription/plans', () => {
  it('is public and lists every plan, lowest level first, with its translations', async () => {
    const res = await call<{ result: SubscriptionPlan[] }>(server, 'GET', '/subscription/plans');
    expect(res.status).toBe(200);
    expect(res.body.result.map((p) => p.name)).toEqual(['Basic', 'Pro', 'VIP']);
    expect(res.body.result[0]).toMatchObject({
      level: 1,
      price: 99_000,
      duration_days: 30,
      features: ['Economic calendar'],
      translations: { uz: { name: 'Basic', features: ['Iqtisodiy taqvim'] } },
    });
  });
});

describe('subscribe from the balance (one purchase service)', () => {
  it('a short balance answers 402 with the exact text and the shortfall; nothing changes', async () => {
    const t = await trader(49_000);
    const res = await buy(t, pro, 'subscribe');
    expect(res.status).toBe(402);
    expect(res.body.message).toBe(
      'Insufficient balance. You need 200\u202f000 UZS more to purchase this item. Please top up your balance.',
    );
    expect(res.body.message).toBe(insufficientBalanceMessage(200_000));
    expect(res.body).toMatchObject({ code: 'purchase.insufficient_balance', shortfall: 200_000 });
    expect(await balanceOf(t.id)).toBe(49_000);
    expect(await ledgerOf(t.id)).toHaveLength(1);
    expect(await mine(t)).toBeNull();
  });

  it('the insufficient-balance text in uz and ru, the shortfall unchanged', async () => {
    const t = await trader(0);
    for (const [lang, text] of [
      ['uz', "yana 249\u202f000 so'm kerak"],
      ['ru', 'не хватает 249\u202f000 сум'],
    ] as const) {
      const res = await call<{ message: string; shortfall: number }>(
        server,
        'POST',
        `/subscription/plans/${pro.id}/purchase`,
        { token: t.token, json: { action: 'subscribe' }, headers: { 'accept-language': lang } },
      );
      expect(res.status).toBe(402);
      expect(res.body.message).toContain(text);
      expect(res.body.shortfall).toBe(249_000);
    }
  });

  it('debits the price with a ledger row, starts the plan for its period, unlocks premium fields', async () => {
    const t = await trader(300_000);
    expect((await proSignalFor(t)).entry_price).toBeNull();
    const res = await buy(t, pro, 'subscribe');
    expect(res.status).toBe(200);
    const { subscription, purchase } = res.body.result;
    expect(subscription).toMatchObject({
      plan_id: pro.id,
      plan_name: 'Pro',
      level: 2,
      status: 'active',
      auto_renew: true,
      price_paid: 249_000,
    });
    const days = (Date.parse(subscription.expires_at!) - Date.parse(subscription.started_at)) / DAY;
    expect(days).toBeCloseTo(30, 5);
    expect(purchase).toMatchObject({
      kind: 'plan',
      item_id: pro.id,
      charged: 249_000,
      balance: 51_000,
    });
    expect(await balanceOf(t.id)).toBe(51_000);
    expect((await ledgerOf(t.id)).at(-1)).toEqual({
      amount: -249_000,
      reason: 'Purchase: Pro plan, subscription',
      reference: `purchase:${purchase.id}`,
    });
    expect((await proSignalFor(t)).entry_price).toBe(97_000);
    const me = await call<{ result: { subscriptions: { status: string }[] } }>(
      server,
      'GET',
      '/users/me',
      { token: t.token },
    );
    expect(me.body.result.subscriptions[0]).toMatchObject({ status: 'active', auto_renew: true });
  });

  it('ten concurrent purchases of the same plan charge once; the others are told it is active', async () => {
    const t = await trader(1_000_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(t, pro, 'subscribe')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.body.code).toBe('plan.already_active');
    expect(await balanceOf(t.id)).toBe(1_000_000 - 249_000);
    expect((await ledgerOf(t.id)).filter((e) => e.amount < 0)).toHaveLength(1);
  });

  it('a retried request with the same Idempotency-Key answers the first purchase, charging once', async () => {
    const t = await trader(1_000_000);
    const first = await buy(t, basic, 'subscribe', 'confirm-1');
    const again = await Promise.all([1, 2, 3].map(() => buy(t, basic, 'subscribe', 'confirm-1')));
    for (const a of again) {
      expect(a.status).toBe(200);
      expect(a.body.result.purchase.id).toBe(first.body.result.purchase.id);
    }
    expect(await balanceOf(t.id)).toBe(1_000_000 - 99_000);
    const other = await buy(t, pro, 'upgrade', 'confirm-1');
    expect(other.status).toBe(409);
    const bad = await buy(t, pro, 'upgrade', 'x'.repeat(101));
    expect(bad.status).toBe(400);
    expect(await balanceOf(t.id)).toBe(1_000_000 - 99_000);
  });

  it('an unknown plan is 404 and a wrong action 400, with nothing charged', async () => {
    const t = await trader(1_000_000);
    const missing = await call(server, 'POST', '/subscription/plans/999999/purchase', {
      token: t.token,
      json: { action: 'subscribe' },
    });
    expect(missing.status).toBe(404);
    expect((await buy(t, pro, 'steal')).status).toBe(400);
    expect(await balanceOf(t.id)).toBe(1_000_000);
    const anonymous = await call(server, 'POST', `/subscription/plans/${pro.id}/purchase`, {
      json: { action: 'subscribe' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('renew, upgrade, moving down', () => {
  it('renew pays the next period from the expiry; at most one period ahead', async () => {
    const t = await trader(1_000_000);
    const first = (await buy(t, pro, 'subscribe')).body.result.subscription;
    const q = (await quote(t, pro)).body.result;
    expect(q).toMatchObject({ action: 'renew', charge: 249_000, starts_at: first.expires_at });
    const renewed = await buy(t, pro, 'renew');
    expect(renewed.status).toBe(200);
    const sub = renewed.body.result.subscription;
    expect(Date.parse(sub.expires_at!) - Date.parse(first.expires_at!)).toBe(30 * DAY);
    expect(sub.price_paid).toBe(498_000);
    const twice = await buy(t, pro, 'renew');
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('plan.renewed_ahead');
    expect(await balanceOf(t.id)).toBe(1_000_000 - 2 * 249_000);
  });

  it('upgrade credits the unused part: floor(price paid x time left / span)', async () => {
    const t = await trader(1_000_000);
    await buy(t, pro, 'subscribe');
    await age(t.id, 12); // 18 of 30 days left
    const q = (await quote(t, vip)).body.result;
    expect(q.action).toBe('upgrade');
    const expectedCredit = Math.floor((249_000 * 18) / 30);
    expect(q.credit).toBeGreaterThanOrEqual(expectedCredit - 1);
    expect(q.credit).toBeLessThanOrEqual(expectedCredit);
    expect(q.charge).toBe(590_000 - q.credit);
    const up = await buy(t, vip, 'upgrade');
    expect(up.status).toBe(200);
    const charged = up.body.result.purchase.charged;
    expect(Math.abs(charged - q.charge)).toBeLessThanOrEqual(1);
    expect(up.body.result.subscription).toMatchObject({ plan_name: 'VIP', status: 'active' });
    expect(await balanceOf(t.id)).toBe(1_000_000 - 249_000 - charged);
    const rows = await server.db.query<{ status: string }>(
      'SELECT status FROM user_subscriptions WHERE user_id = $1 ORDER BY id',
      [t.id],
    );
    expect(rows.rows.map((r) => r.status)).toEqual(['inactive', 'active']);
  });

  it('a lower plan while a higher one runs is refused (quote and purchase), nothing charged', async () => {
    const t = await trader(1_000_000);
    await buy(t, vip, 'subscribe');
    const q = await quote(t, basic);
    expect(q.status).toBe(409);
    expect(q.body.code).toBe('plan.upgrade_higher_only');
    expect((await buy(t, basic, 'upgrade')).status).toBe(409);
    expect((await buy(t, basic, 'subscribe')).status).toBe(409);
    expect(await balanceOf(t.id)).toBe(1_000_000 - 590_000);
  });
});

describe('cancel, resume, expiry and the renewal job', () => {
  it('cancel keeps the plan active until its end; resume turns the renewal back on', async () => {
    const t = await trader(300_000);
    await buy(t, pro, 'subscribe');
    const cancelled = await call<{ result: MySubscription }>(
      server,
      'POST',
      '/subscription/cancel',
      {
        token: t.token,
      },
    );
    expect(cancelled.body.result).toMatchObject({ status: 'active', auto_renew: false });
    const resumed = await call<{ result: MySubscription }>(server, 'POST', '/subscription/resume', {
      token: t.token,
    });
    expect(resumed.body.result).toMatchObject({ status: 'active', auto_renew: true });
    const again = await call<{ code: string }>(server, 'POST', '/subscription/resume', {
      token: t.token,
    });
    expect(again.status).toBe(409);
  });

  it('premium fields stop the moment the plan expires, before any job runs; the job then records it', async () => {
    const t = await trader(400_000);
    await buy(t, pro, 'subscribe');
    await call(server, 'POST', '/subscription/cancel', { token: t.token });
    expect((await proSignalFor(t)).entry_price).toBe(97_000);
    await age(t.id, 31);
    expect((await proSignalFor(t)).entry_price).toBeNull();
    expect((await mine(t))?.status).toBe('expired');
    await renewDueSubscriptions(server.db, server.app.ctx.purchases);
    const row = await server.db.query<{ status: string }>(
      'SELECT status FROM user_subscriptions WHERE user_id = $1',
      [t.id],
    );
    expect(row.rows[0]?.status).toBe('expired');
    // An expired plan may be bought again.
    expect((await buy(t, basic, 'subscribe')).status).toBe(200);
  });

  it('the job renews from the balance; short of money it waits as pending payment, then renews after a top-up', async () => {
    const rich = await trader(600_000);
    const poor = await trader(249_000);
    await buy(rich, pro, 'subscribe');
    await buy(poor, pro, 'subscribe');
    await age(rich.id, 30);
    await age(poor.id, 30);
    const report = await renewDueSubscriptions(server.db, server.app.ctx.purchases);
    expect(report.renewed).toBeGreaterThanOrEqual(1);
    expect(await mine(rich)).toMatchObject({ status: 'active', price_paid: 249_000 });
    expect(await balanceOf(rich.id)).toBe(600_000 - 2 * 249_000);
    expect(report.moved).toContainEqual({ userId: rich.id, balance: 102_000 });
    expect(await mine(poor)).toMatchObject({ status: 'pending_payment' });
    expect((await proSignalFor(poor)).entry_price).toBeNull();
    await changeBalance(server.db, { userId: poor.id, amount: 249_000, reason: 'Test top-up' });
    await renewDueSubscriptions(server.db, server.app.ctx.purchases);
    expect(await mine(poor)).toMatchObject({ status: 'active' });
    expect((await proSignalFor(poor)).entry_price).toBe(97_000);
    expect(await balanceOf(poor.id)).toBe(0);
  });

  it('a renewal that waits more than 7 days expires; cancelling a waiting renewal expires it now', async () => {
    const a = await trader(249_000);
    const b = await trader(249_000);
    await buy(a, pro, 'subscribe');
    await buy(b, pro, 'subscribe');
    await age(a.id, 38);
    await age(b.id, 30);
    await renewDueSubscriptions(server.db, server.app.ctx.purchases);
    expect((await mine(a))?.status).toBe('expired');
    expect((await mine(b))?.status).toBe('pending_payment');
    await call(server, 'POST', '/subscription/cancel', { token: b.token });
    expect((await mine(b))?.status).toBe('expired');
  });
});

describe('a plan paid straight through a provider (the order names the purchase)', () => {
  const paymeAuth = () =>
    `Basic ${Buffer.from(`Paycom:${server.config.payments.payme.key}`).toString('base64')}`;
  const rpc = (method: string, params: unknown) =>
    call<{ result?: Record<string, unknown>; error?: { code: number } }>(
      server,
      'POST',
      '/payments/payme',
      {
        body: JSON.stringify({ id: 1, method, params }),
        headers: { 'content-type': 'application/json', authorization: paymeAuth() },
      },
    );
  async function payWithPayme(t: Trader, amount: number, purchase: unknown) {
    const link = await call<{ result: { order_id: string } }>(
      server,
      'POST',
      '/payme/generate_payment_url',
      {
        token: t.token,
        query: { amount: String(amount), product_name: 'Pro plan', return_url: '/payments/return' },
        json: { purchase },
      },
    );
    expect(link.status).toBe(200);
    const orderId = link.body.result.order_id;
    const id = `p${orderId}`.padEnd(24, '0');
    const account = { order_id: orderId };
    await rpc('CreateTransaction', { id, time: Date.now(), amount: amount * 100, account });
    expect((await rpc('PerformTransaction', { id })).body.result).toMatchObject({ state: 2 });
    return orderId;
  }

  it('the credit and the purchase land together: the plan is active and the order says so', async () => {
    const t = await trader(0);
    const orderId = await payWithPayme(t, 249_000, {
      kind: 'plan',
      item_id: pro.id,
      options: { action: 'subscribe' },
    });
    expect(await mine(t)).toMatchObject({ plan_name: 'Pro', status: 'active' });
    expect(await balanceOf(t.id)).toBe(0);
    expect((await ledgerOf(t.id)).map((e) => e.amount)).toEqual([249_000, -249_000]);
    const order = await call<{ result: { status: string; purchase: unknown } }>(
      server,
      'GET',
      `/payments/orders/${orderId}`,
      { token: t.token },
    );
    expect(order.body.result).toMatchObject({
      status: 'paid',
      purchase: { kind: 'plan', item_id: pro.id, status: 'done', error: null },
    });
  });

  it('a purchase no longer possible when the money lands keeps the money on the balance', async () => {
    const t = await trader(249_000);
    const purchase = { kind: 'plan', item_id: pro.id, options: { action: 'subscribe' } };
    const link = await call<{ result: { order_id: string } }>(
      server,
      'POST',
      '/payme/generate_payment_url',
      {
        token: t.token,
        query: { amount: '249000', product_name: 'Pro plan', return_url: '/payments/return' },
        json: { purchase },
      },
    );
    const orderId = link.body.result.order_id;
    // Bought from the balance in another tab meanwhile.
    expect((await buy(t, pro, 'subscribe')).status).toBe(200);
    const id = `q${orderId}`.padEnd(24, '0');
    await rpc('CreateTransaction', {
      id,
      time: Date.now(),
      amount: 24_900_000,
      account: { order_id: orderId },
    });
    await rpc('PerformTransaction', { id });
    expect(await balanceOf(t.id)).toBe(249_000);
    const order = await call<{ result: { purchase: { status: string; error: string } } }>(
      server,
      'GET',
      `/payments/orders/${orderId}`,
      { token: t.token },
    );
    expect(order.body.result.purchase).toMatchObject({
      status: 'failed',
      error: 'You already have an active plan: renew or upgrade it instead',
    });
  });

  it('a purchase that cannot be made is refused before paying (unknown plan 404, active plan 409)', async () => {
    const t = await trader(300_000);
    const link = (purchase: unknown) =>
      call(server, 'POST', '/click/generate_payment_url', {
        token: t.token,
        query: { amount: '249000', product_name: 'Plan', return_url: '/payments/return' },
        json: { purchase },
      });
    expect(
      (await link({ kind: 'plan', item_id: 999_999, options: { action: 'subscribe' } })).status,
    ).toBe(404);
    await buy(t, basic, 'subscribe');
    expect(
      (await link({ kind: 'plan', item_id: pro.id, options: { action: 'subscribe' } })).status,
    ).toBe(409);
    expect(
      (await link({ kind: 'plan', item_id: pro.id, options: { action: 'upgrade' } })).status,
    ).toBe(200);
  });
});

describe("the balance history speaks the reader's language", () => {
  it("a plan purchase and a top-up read in en, uz and ru; an admin's typed reason stays as typed", async () => {
    const t = await trader(300_000);
    await buy(t, basic, 'subscribe');
    const reasons = async (lang: string) =>
      (
        await call<{ result: { data: { reason: string }[] } }>(server, 'GET', '/users/me/ledger', {
          token: t.token,
          headers: { 'accept-language': lang },
        })
      ).body.result.data.map((e) => e.reason);
    expect(await reasons('en')).toEqual(['Purchase: Basic plan, subscription', 'Test top-up']);
    expect(await reasons('uz')).toEqual(['Basic tarifi: obuna', 'Test top-up']);
    expect(await reasons('ru')).toEqual(['Тариф Basic: подписка', 'Test top-up']);
  });
});

describe('the ledger holds every balance change', () => {
  it("every user's balance equals the sum of their ledger rows", async () => {
    const res = await server.db.query<{ id: number }>(
      `SELECT u.id FROM users u
       LEFT JOIN (SELECT user_id, sum(amount) AS total FROM ledger_entries GROUP BY user_id) l
         ON l.user_id = u.id
       WHERE u.balance <> COALESCE(l.total, 0)`,
    );
    expect(res.rows).toEqual([]);
  });
});
