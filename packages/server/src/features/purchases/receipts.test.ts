// Every purchase raises a receipt (docs/decisions/0281-purchase-receipts.md): one
// `purchase_receipt` notification and one mail in the outbox, in the buyer's language, naming the
// item, its price and the balance after, written in the purchase's own transaction. A refused
// purchase (insufficient balance), a rolled-back one and a repeated Idempotency-Key raise none;
// a renewal and a purchase paid straight through a provider raise theirs; the balance history
// names the item with the receipt's words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupThousands, type AppNotification, type Language } from '@savdo/contract';
import { insertPlan, type PlanRow } from '../plans/repository';
import { renewDueSubscriptions } from '../plans/renewals';
import { purchaseIn } from './service';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import {
  buildCourse,
  fakeVideo,
  featuresWith,
} from '../../../../../tests/kit/server/course-fixtures';
import { buildBot, GOOD_FIELDS } from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
let moduleId: number;
let basic: PlanRow;
let bot: { id: number; plans: number[] };
let resourceId: number;

beforeAll(async () => {
  server = await startTestServer({}, { features: featuresWith(fakeVideo()) });
  const course = await buildCourse(server, {
    title: 'Price Action',
    translations: { uz: { title: 'Narx harakati' }, ru: { title: 'Прайс экшн' } },
    modules: 1,
    price: 49_000,
  });
  moduleId = course.modules[0]!.module.id;
  basic = await insertPlan(server.db, {
    name: 'Basic',
    level: 1,
    price: 99_000,
    duration_days: 30,
    translations: { ru: { name: 'Базовый', features: [] } },
  });
  bot = await buildBot(server, { name: 'Trend Rider' });
  await server.db.query(
    `INSERT INTO resource_categories (name, titles) VALUES ('risk', '{"en": "Risk"}')`,
  );
  const resource = await server.db.query<{ id: number }>(
    `INSERT INTO resources (kind, category_name, price, texts)
     VALUES ('article', 'risk', 30000, $1) RETURNING id`,
    [
      JSON.stringify({
        en: { title: 'Stop-loss checklist', description: 'Where stops go', body: 'Text' },
        uz: { title: "Stop-loss ro'yxati", description: 'Stoplar', body: 'Matn' },
      }),
    ],
  );
  resourceId = resource.rows[0]!.id;
});
afterAll(async () => {
  await server?.close();
});

interface Buyer {
  id: number;
  email: string;
  token: string;
}

async function buyer(language: Language, balance: number): Promise<Buyer> {
  const user = await makeUser(server, { is_verified: true, balance });
  await server.db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
  const { access_token } = await signInAs(server, user.username, 'secret123');
  return { id: user.id, email: user.email ?? '', token: access_token };
}

/** The interface asks in English; the receipt follows the buyer's own language. */
const buy = (b: Buyer, path: string, json: unknown = {}, headers: Record<string, string> = {}) =>
  call<{ result?: { purchase: { balance: number } }; message?: string }>(server, 'POST', path, {
    token: b.token,
    json,
    headers: { 'accept-language': 'en', ...headers },
  });

const buyModule = (b: Buyer, headers?: Record<string, string>) =>
  buy(b, `/course/modules/${moduleId}/purchase`, { action: 'buy' }, headers);

async function receiptsOf(userId: number) {
  const res = await server.db.query<{ params: Record<string, unknown>; link: string }>(
    "SELECT params, link FROM notifications WHERE user_id = $1 AND kind = 'purchase_receipt' ORDER BY id",
    [userId],
  );
  return res.rows;
}

async function mailsTo(email: string) {
  const res = await server.db.query<{ subject: string; body: string; link: string }>(
    'SELECT subject, body, link FROM mail_outbox WHERE to_address = $1 ORDER BY id',
    [email],
  );
  return res.rows;
}

const uzs = (amount: number, currency: string) => `${groupThousands(amount)} ${currency}`;

describe('a receipt for every kind of purchase', () => {
  it('a course module: one notification and one mail, in Uzbek, with the item, price and balance after', async () => {
    const b = await buyer('uz', 100_000);
    const res = await buyModule(b);
    expect(res.status).toBe(200);
    expect(res.body.result?.purchase.balance).toBe(51_000);

    const receipts = await receiptsOf(b.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      params: {
        item_kind: 'course_module',
        name: 'Price Action: Module 1',
        name_uz: 'Narx harakati: Modul 1',
        price: 49_000,
        balance_after: 51_000,
      },
      link: expect.stringMatching(/^\/video-courses\/\d+$/),
    });
    const mails = await mailsTo(b.email);
    expect(mails).toHaveLength(1);
    const item = '"Narx harakati: Modul 1" kurs moduli';
    expect(mails[0]!.subject).toBe(`Xarid cheki: ${item}`);
    expect(mails[0]!.body).toContain(`Mahsulot: ${item}`);
    expect(mails[0]!.body).toContain(`Narxi: ${uzs(49_000, "so'm")}`);
    expect(mails[0]!.body).toContain(`Xariddan keyingi balans: ${uzs(51_000, "so'm")}`);
    expect(mails[0]!.body).toMatch(/Sana \(Toshkent vaqti\): .*20\d\d/);
    expect(mails[0]!.link).toMatch(/^https?:\/\/[^/]+\/video-courses\/\d+$/);

    // The bell reads it in the interface's language; the balance history names the same item.
    const bell = await call<{ result: { data: AppNotification[] } }>(
      server,
      'GET',
      '/notification',
      {
        token: b.token,
        headers: { 'accept-language': 'uz' },
      },
    );
    expect(bell.body.result.data[0]).toMatchObject({
      kind: 'purchase_receipt',
      title: 'Xarid cheki',
      body: `${item} ${uzs(49_000, "so'm")}ga sotib olindi. Xariddan keyingi balans: ${uzs(51_000, "so'm")}.`,
    });
    const ledger = await call<{ result: { data: { reason: string }[] } }>(
      server,
      'GET',
      '/users/me/ledger',
      { token: b.token, headers: { 'accept-language': 'uz' } },
    );
    expect(ledger.body.result.data[0]?.reason).toBe(`Xarid: ${item}`);
  });

  it('an expert advisor: one notification and one mail, in Russian', async () => {
    const b = await buyer('ru', 1_000_000);
    const res = await buy(b, `/algo-trade/${bot.id}/purchase`, {
      plan_id: bot.plans[0],
      fields: GOOD_FIELDS,
    });
    expect(res.status).toBe(200);
    const receipts = await receiptsOf(b.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.params).toMatchObject({
      item_kind: 'algo_trade',
      name: 'Trend Rider (1 month)',
      price: 300_000,
      balance_after: 700_000,
    });
    const mails = await mailsTo(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Чек о покупке: советник «Trend Rider (1 month)»');
    expect(mails[0]!.body).toContain(`Цена: ${uzs(300_000, 'сум')}`);
    expect(mails[0]!.body).toContain(`Баланс после покупки: ${uzs(700_000, 'сум')}`);
  });

  it('a plan: one notification and one mail, in English, naming the plan and its action', async () => {
    const b = await buyer('en', 150_000);
    const res = await buy(b, `/subscription/plans/${basic.id}/purchase`, { action: 'subscribe' });
    expect(res.status).toBe(200);
    const receipts = await receiptsOf(b.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      params: { item_kind: 'plan', name: 'Basic', action: 'subscribe', balance_after: 51_000 },
      link: '/upgrade-plan',
    });
    const mails = await mailsTo(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Purchase receipt: Basic plan (subscription)');
    expect(mails[0]!.body).toContain(`Price: ${uzs(99_000, 'UZS')}`);
    expect(mails[0]!.body).toContain(`Balance after: ${uzs(51_000, 'UZS')}`);
  });

  it('a resource: one notification and one mail, in English', async () => {
    const b = await buyer('en', 30_000);
    const res = await buy(b, `/resource/${resourceId}/purchase`);
    expect(res.status).toBe(200);
    const receipts = await receiptsOf(b.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      params: { item_kind: 'resource', name: 'Stop-loss checklist', balance_after: 0 },
      link: `/resource-center/${resourceId}`,
    });
    const mails = await mailsTo(b.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Purchase receipt: resource "Stop-loss checklist"');
    expect(mails[0]!.body).toContain(`Balance after: ${uzs(0, 'UZS')}`);
  });
});

describe('no receipt without its purchase, no purchase without its receipt', () => {
  it('a purchase refused for an insufficient balance raises none', async () => {
    const b = await buyer('en', 10_000);
    const res = await buyModule(b);
    expect(res.status).toBe(402);
    expect(await receiptsOf(b.id)).toEqual([]);
    expect(await mailsTo(b.email)).toEqual([]);
  });

  it('a purchase whose transaction rolls back leaves no receipt behind', async () => {
    const b = await buyer('en', 100_000);
    await expect(
      server.db.transaction(async (tx) => {
        await purchaseIn(tx, server.app.ctx.purchases, {
          userId: b.id,
          kind: 'course_module',
          itemId: moduleId,
          options: { action: 'buy' },
        });
        throw new Error('something after the purchase failed');
      }),
    ).rejects.toThrow('something after the purchase failed');
    expect(await receiptsOf(b.id)).toEqual([]);
    expect(await mailsTo(b.email)).toEqual([]);
  });

  it('a receipt that cannot be written undoes its purchase', async () => {
    const b = await buyer('en', 100_000);
    await server.db.query('ALTER TABLE mail_outbox RENAME TO mail_outbox_away');
    try {
      expect((await buyModule(b)).status).toBe(500);
    } finally {
      await server.db.query('ALTER TABLE mail_outbox_away RENAME TO mail_outbox');
    }
    const purchases = await server.db.query('SELECT id FROM purchases WHERE user_id = $1', [b.id]);
    expect(purchases.rows).toEqual([]);
    expect(await receiptsOf(b.id)).toEqual([]);
    const balance = await server.db.query<{ balance: number }>(
      'SELECT balance FROM users WHERE id = $1',
      [b.id],
    );
    expect(Number(balance.rows[0]!.balance)).toBe(100_000);
  });

  it('a retried request with the same Idempotency-Key raises one receipt', async () => {
    const b = await buyer('en', 100_000);
    const headers = { 'idempotency-key': 'confirm-1' };
    expect((await buyModule(b, headers)).status).toBe(200);
    expect((await buyModule(b, headers)).status).toBe(200);
    expect(await receiptsOf(b.id)).toHaveLength(1);
    expect(await mailsTo(b.email)).toHaveLength(1);
  });

  it('a renewal by the job raises its own receipt', async () => {
    const b = await buyer('en', 250_000);
    await buy(b, `/subscription/plans/${basic.id}/purchase`, { action: 'subscribe' });
    await server.db.query(
      "UPDATE user_subscriptions SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [b.id],
    );
    const report = await renewDueSubscriptions(server.db, server.app.ctx.purchases);
    expect(report.receipts.map((r) => Number(r.user_id))).toContain(b.id);
    const receipts = await receiptsOf(b.id);
    expect(receipts.map((r) => r.params.action)).toEqual(['subscribe', 'renew']);
    expect(receipts[1]!.params.balance_after).toBe(52_000);
    const mails = await mailsTo(b.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Purchase receipt: Basic plan (subscription)',
      'Purchase receipt: Basic plan (renewal)',
    ]);
  });
});

describe('a purchase paid straight through a provider', () => {
  const paymeAuth = () =>
    `Basic ${Buffer.from(`Paycom:${server.config.payments.payme.key}`).toString('base64')}`;
  const rpc = (method: string, params: unknown) =>
    call(server, 'POST', '/payments/payme', {
      body: JSON.stringify({ id: 1, method, params }),
      headers: { 'content-type': 'application/json', authorization: paymeAuth() },
    });

  /** A checkout link for `purchase`: its order, refused (not 200) when it cannot be bought. */
  async function order(b: Buyer, amount: number, purchase: unknown): Promise<string> {
    const link = await call<{ result: { order_id: string } }>(
      server,
      'POST',
      '/payme/generate_payment_url',
      {
        token: b.token,
        query: { amount: String(amount), product_name: 'Module', return_url: '/payments/return' },
        json: { purchase },
      },
    );
    expect(link.status).toBe(200);
    return link.body.result.order_id;
  }

  /** Payme creates and performs the order's transaction: the money lands. */
  async function pay(orderId: string, amount: number): Promise<void> {
    const id = `r${orderId}`.padEnd(24, '0');
    await rpc('CreateTransaction', {
      id,
      time: Date.now(),
      amount: amount * 100,
      account: { order_id: orderId },
    });
    await rpc('PerformTransaction', { id });
  }

  it('raises its receipt with the credit; one the money can no longer buy raises none', async () => {
    const b = await buyer('ru', 0);
    const module = { kind: 'course_module', item_id: moduleId, options: { action: 'buy' } };
    const first = await order(b, 49_000, module);
    const second = await order(b, 49_000, module);
    await pay(first, 49_000);
    const receipts = await receiptsOf(b.id);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.params).toMatchObject({ price: 49_000, balance_after: 0 });
    // The module has no Russian title: its English name, in Russian words.
    expect((await mailsTo(b.email)).map((m) => m.subject)).toEqual([
      'Чек о покупке: модуль курса «Price Action: Module 1»',
    ]);

    // Bought meanwhile: the second payment stays on the balance, without a receipt.
    await pay(second, 49_000);
    expect(await receiptsOf(b.id)).toHaveLength(1);
    expect(await mailsTo(b.email)).toHaveLength(1);
  });
});
