// The real events that notify (docs/decisions/0230-notifications.md): a payment credited or failed
// (Payme and Click), a module's access ending within a day and ended, a subscription ending, a new
// signal in the user's chosen asset types, an expert advisor's status change. Each notifies once,
// however often the provider repeats itself or the job runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind } from '@savdo/contract';
import { notifyModuleAccess } from '../courses/access-notice-job';
import { notifyEndingSubscriptions } from '../plans/ending-notice-job';
import { createSignal } from '../signals/service';
import { changeEaStatus } from '../algo/admin-service';
import {
  call,
  makeUser,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { openLive } from '../../../../../tests/kit/server/live-client';
import {
  clickCall,
  clickForm,
  paymeCall,
  payingUser,
  topUpOrder,
} from '../../../../../tests/kit/server/provider-calls';
import { GOOD_FIELDS, buildBot, buyer } from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server.close());

const publish = () => server.app.ctx.live.publish.bind(server.app.ctx.live);

async function kindsOf(userId: number): Promise<NotificationKind[]> {
  const { rows } = await server.db.query<{ kind: NotificationKind }>(
    'SELECT kind FROM notifications WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows.map((r) => r.kind);
}

describe('payments', () => {
  it('a Payme payment credited notifies once, live, even when Payme performs twice', async () => {
    const payer = await payingUser(server);
    const live = openLive(server.baseUrl, payer.token);
    await live.next('hello');
    const orderId = await topUpOrder(server, payer.token, 'payme', 25_000);
    const id = `n${Date.now()}`.padEnd(24, '0');
    const account = { order_id: orderId };
    await paymeCall(server, 'CreateTransaction', {
      id,
      time: Date.now(),
      amount: 2_500_000,
      account,
    });
    await paymeCall(server, 'PerformTransaction', { id });
    await paymeCall(server, 'PerformTransaction', { id });
    const event = await live.next('notification');
    expect(event).toMatchObject({ notification: { kind: 'payment_credited', is_read: false } });
    expect(await kindsOf(payer.id)).toEqual(['payment_credited']);
    live.close();
  });

  it('a Payme transaction cancelled before it was performed is a failed payment, once', async () => {
    const payer = await payingUser(server);
    const orderId = await topUpOrder(server, payer.token, 'payme', 15_000);
    const id = `f${Date.now()}`.padEnd(24, '0');
    const account = { order_id: orderId };
    await paymeCall(server, 'CreateTransaction', {
      id,
      time: Date.now(),
      amount: 1_500_000,
      account,
    });
    await paymeCall(server, 'CancelTransaction', { id, reason: 3 });
    await paymeCall(server, 'CancelTransaction', { id, reason: 3 });
    expect(await kindsOf(payer.id)).toEqual(['payment_failed']);
  });

  it('Click: complete credits and notifies; a cancelled prepare is a failed payment', async () => {
    const keys = {
      serviceId: server.config.payments.click.serviceId,
      secretKey: server.config.payments.click.secretKey,
    };
    const payer = await payingUser(server);
    const orderId = await topUpOrder(server, payer.token, 'click', 50_000);
    const trans = String(Date.now());
    const prepared = await clickCall(server, 0, clickForm(keys, 0, orderId, trans));
    const prepareId = String(prepared.body.merchant_prepare_id);
    await clickCall(
      server,
      1,
      clickForm(keys, 1, orderId, trans, { merchant_prepare_id: prepareId }),
    );
    await clickCall(
      server,
      1,
      clickForm(keys, 1, orderId, trans, { merchant_prepare_id: prepareId }),
    );
    expect(await kindsOf(payer.id)).toEqual(['payment_credited']);

    const second = await topUpOrder(server, payer.token, 'click', 50_000);
    const trans2 = String(Date.now() + 1);
    const p2 = await clickCall(server, 0, clickForm(keys, 0, second, trans2));
    await clickCall(
      server,
      1,
      clickForm(keys, 1, second, trans2, {
        merchant_prepare_id: String(p2.body.merchant_prepare_id),
        error: '-5017',
      }),
    );
    expect(await kindsOf(payer.id)).toEqual(['payment_credited', 'payment_failed']);
  });
});

async function moduleWithAccess(userId: number, expiresInMs: number): Promise<number> {
  const course = await server.db.query<{ id: number }>(
    `INSERT INTO courses (title, level, translations) VALUES ('Price action', 'beginner', '{}') RETURNING id`,
  );
  const mod = await server.db.query<{ id: number }>(
    `INSERT INTO course_modules (course_id, title, translations, price)
     VALUES ($1, 'Candles', '{"uz":{"title":"Shamlar"},"ru":{"title":"Свечи"}}', 50000) RETURNING id`,
    [course.rows[0]!.id],
  );
  const moduleId = mod.rows[0]!.id;
  const expires = new Date(Date.now() + expiresInMs);
  await server.db.query(
    `INSERT INTO module_access (user_id, module_id, started_at, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [userId, moduleId, new Date(expires.getTime() - 7 * 86_400_000), expires],
  );
  return moduleId;
}

describe('module access (the job)', () => {
  it('ending within a day notifies once however often the job runs', async () => {
    const user = await makeUser(server);
    await moduleWithAccess(user.id, 5 * 3_600_000);
    await notifyModuleAccess(server.db, publish());
    await notifyModuleAccess(server.db, publish());
    expect(await kindsOf(user.id)).toEqual(['module_access_ending']);
  });

  it('more than a day left notifies nothing', async () => {
    const user = await makeUser(server);
    await moduleWithAccess(user.id, 3 * 86_400_000);
    await notifyModuleAccess(server.db, publish());
    expect(await kindsOf(user.id)).toEqual([]);
  });

  it('ended notifies once, with the module title in the reader’s language', async () => {
    const user = await makeUser(server);
    await server.db.query("UPDATE users SET language = 'uz' WHERE id = $1", [user.id]);
    const moduleId = await moduleWithAccess(user.id, -60_000);
    await notifyModuleAccess(server.db, publish());
    await notifyModuleAccess(server.db, publish());
    expect(await kindsOf(user.id)).toEqual(['module_access_ended']);
    const { rows } = await server.db.query<{ params: Record<string, unknown> }>(
      'SELECT params FROM notifications WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]!.params).toMatchObject({
      module: 'Candles',
      module_uz: 'Shamlar',
      module_id: moduleId,
    });
  });

  it('access bought again (a new expiry) is told about again', async () => {
    const user = await makeUser(server);
    const moduleId = await moduleWithAccess(user.id, 2 * 3_600_000);
    await notifyModuleAccess(server.db, publish());
    await server.db.query(
      "UPDATE module_access SET expires_at = expires_at + interval '2 hours' WHERE module_id = $1",
      [moduleId],
    );
    await notifyModuleAccess(server.db, publish());
    expect(await kindsOf(user.id)).toEqual(['module_access_ending', 'module_access_ending']);
  });
});

describe('subscriptions (the job)', () => {
  it('a subscription ending within three days notifies once, saying whether it renews', async () => {
    const user = await makeUser(server);
    const plan = await server.db.query<{ id: number }>(
      `INSERT INTO subscription_plans (name, level, price, duration_days)
       VALUES ($1, 1, 99000, 30) RETURNING id`,
      [`Pro ${user.id}`],
    );
    await server.db.query(
      `INSERT INTO user_subscriptions (user_id, plan_id, status, expires_at, auto_renew)
       VALUES ($1, $2, 'active', now() + interval '2 days', true)`,
      [user.id, plan.rows[0]!.id],
    );
    await notifyEndingSubscriptions(server.db, publish());
    await notifyEndingSubscriptions(server.db, publish());
    expect(await kindsOf(user.id)).toEqual(['subscription_ending']);
    const { rows } = await server.db.query<{ params: Record<string, unknown> }>(
      'SELECT params FROM notifications WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0]!.params).toMatchObject({ renews: true, price: 99000 });
  });
});

describe('signals', () => {
  it('a new signal notifies users who chose its asset type, not those who did not', async () => {
    const follower = await makeUser(server);
    const optedOut = await makeUser(server);
    await server.db.query(
      `INSERT INTO notification_preferences (user_id, browser_kinds, email, signal_asset_types)
       VALUES ($1, '{}', false, '{forex}')`,
      [optedOut.id],
    );
    const row = await createSignal(server.db, publish(), {
      symbol: 'BTCUSD',
      type: 'buy',
      asset_type: 'crypto',
      entry_price: 60000,
      stop_loss: 58000,
      take_profit: 65000,
    } as never);
    expect(await kindsOf(follower.id)).toEqual(['signal_new']);
    expect(await kindsOf(optedOut.id)).toEqual([]);
    const { rows } = await server.db.query<{ params: Record<string, unknown>; link: string }>(
      'SELECT params, link FROM notifications WHERE user_id = $1',
      [follower.id],
    );
    expect(rows[0]).toMatchObject({
      params: { symbol: 'BTCUSD', side: 'buy', signal_id: row.id },
      link: '/trading-signals',
    });
  });
});

describe('expert advisors', () => {
  it('a status change notifies its owner once; the same change repeated does not', async () => {
    const bot = await buildBot(server, { name: `Bot ${Date.now()}` });
    const { user, token } = await buyer(server);
    const bought = await call<{ result: { expert_advisor: { id: number } } }>(
      server,
      'POST',
      `/algo-trade/${bot.id}/purchase`,
      { token, json: { fields: GOOD_FIELDS } },
    );
    const id = bought.body.result.expert_advisor.id;
    await changeEaStatus(server.db, publish(), id, 'active');
    await changeEaStatus(server.db, publish(), id, 'active');
    expect((await kindsOf(user.id)).filter((k) => k === 'expert_advisor_status')).toHaveLength(1);
    await changeEaStatus(server.db, publish(), id, 'paused');
    const res = await call<{ result: { data: { kind: string; body: string; link: string }[] } }>(
      server,
      'GET',
      '/notification',
      { token },
    );
    expect(res.body.result.data[0]).toMatchObject({
      kind: 'expert_advisor_status',
      link: `/algo-trading/my/${id}`,
    });
    expect(res.body.result.data[0]!.body).toContain('paused');
  });
});

describe('support', () => {
  it("an admin's support reply notifies the trader once, live, leading to /help", async () => {
    const { member, send } = await import('../../../../../tests/kit/server/chat-fixtures');
    const trader = await member(server);
    const admin = await member(server, { role: 'admin' });
    const live = openLive(server.baseUrl, trader.token);
    await live.next('hello');
    await send(server, trader.token, `support-${trader.id}`, { text: 'How do I top up?' });
    expect(await kindsOf(trader.id)).toEqual([]);
    await send(server, admin.token, `support-${trader.id}`, {
      text: 'Open the balance in the header and choose Payme or Click.',
    });
    const event = await live.next('notification');
    expect(event).toMatchObject({
      notification: {
        kind: 'support_reply',
        title: 'Support replied',
        body: 'Open the balance in the header and choose Payme or Click.',
        link: '/help',
      },
    });
    expect(await kindsOf(trader.id)).toEqual(['support_reply']);
    // The admin's own messages elsewhere notify nobody.
    await send(server, admin.token, 'community-en', { text: 'Hello all' });
    expect(await kindsOf(trader.id)).toEqual(['support_reply']);
    live.close();
  });
});
