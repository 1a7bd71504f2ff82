// An admin's refund of a purchase (docs/decisions/0289-admin-refunds.md): what the balance paid
// comes back as a `purchase_refund` ledger entry, what was bought is revoked (module access,
// resource ownership, expert advisor, subscription), the purchase is marked refunded, and the
// buyer is told in their language; a second refund is refused with 409. The ledger invariant
// (the sum of a user's entries is their balance) holds after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAuditEntry,
  AdminPurchase,
  AdminPurchaseRefund,
  Language,
  LedgerEntry,
  PageResult,
} from '@savdo/contract';
import { insertPlan, type PlanRow } from '../plans/repository';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { ledgerDisagreements } from '../../../../../tests/kit/server/ledger-invariant';
import {
  buildCourse,
  fakeVideo,
  featuresWith,
} from '../../../../../tests/kit/server/course-fixtures';
import { buildBot, GOOD_FIELDS } from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
let admin: string;
let moduleId: number;
let basic: PlanRow;
let bot: { id: number; plans: number[] };
let resourceId: number;

beforeAll(async () => {
  server = await startTestServer({}, { features: featuresWith(fakeVideo()) });
  const boss = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, boss.username, 'secret123')).access_token;
  const course = await buildCourse(server, {
    title: 'Price Action',
    translations: { uz: { title: 'Narx harakati' } },
    modules: 1,
    price: 49_000,
  });
  moduleId = course.modules[0]!.module.id;
  basic = await insertPlan(server.db, {
    name: 'Refundable',
    level: 1,
    price: 99_000,
    duration_days: 30,
    translations: {},
  });
  bot = await buildBot(server, { name: 'Trend Rider' });
  await server.db.query(
    `INSERT INTO resource_categories (name, titles) VALUES ('refunds', '{"en": "Refunds"}')`,
  );
  const resource = await server.db.query<{ id: number }>(
    `INSERT INTO resources (kind, category_name, price, texts)
     VALUES ('article', 'refunds', 30000, $1) RETURNING id`,
    [JSON.stringify({ en: { title: 'Checklist', description: 'D', body: 'Text' } })],
  );
  resourceId = resource.rows[0]!.id;
  // A loaded machine starts the server slowly.
}, 180_000);
afterAll(async () => {
  await server?.close();
});

interface Buyer {
  id: number;
  token: string;
}

async function buyer(balance: number, language: Language = 'en'): Promise<Buyer> {
  const user = await makeUser(server, { is_verified: true, balance });
  await server.db.query('UPDATE users SET language = $2 WHERE id = $1', [user.id, language]);
  return { id: user.id, token: (await signInAs(server, user.username, 'secret123')).access_token };
}

async function buy(b: Buyer, path: string, json: unknown = {}): Promise<number> {
  const res = await call(server, 'POST', path, { token: b.token, json });
  expect(res.status).toBe(200);
  const { rows } = await server.db.query<{ id: number }>(
    'SELECT id FROM purchases WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [b.id],
  );
  return Number(rows[0]!.id);
}

const refund = (id: number, json: unknown = { reason: 'Bought by mistake' }, token = admin) =>
  call<{ result: AdminPurchaseRefund; message?: string }>(
    server,
    'POST',
    `/admin/purchases/${id}/refund`,
    { token, json },
  );

async function balanceOf(userId: number): Promise<number> {
  const { rows } = await server.db.query<{ balance: number }>(
    'SELECT balance FROM users WHERE id = $1',
    [userId],
  );
  return Number(rows[0]!.balance);
}

async function expectLedgerInvariant(userId: number) {
  const off = (await ledgerDisagreements(server.db)).filter((d) => Number(d.user_id) === userId);
  expect(off).toEqual([]);
}

describe('POST /admin/purchases/{id}/refund', () => {
  it('a module: the price comes back through the ledger, access ends, the purchase is marked refunded', async () => {
    const b = await buyer(100_000);
    const id = await buy(b, `/course/modules/${moduleId}/purchase`, { action: 'buy' });
    expect(await balanceOf(b.id)).toBe(51_000);

    const res = await refund(id);
    expect(res.status).toBe(200);
    expect(res.body.result.balance).toBe(100_000);
    expect(res.body.result.purchase).toMatchObject({
      id,
      refunded: true,
      refund_reason: 'Bought by mistake',
    });
    expect(res.body.result.entry).toMatchObject({
      amount: 49_000,
      reason_code: 'purchase_refund',
      reference: `purchase:${id}:refund`,
    });
    const access = await server.db.query('SELECT 1 FROM module_access WHERE user_id = $1', [b.id]);
    expect(access.rows).toHaveLength(0);
    expect(await balanceOf(b.id)).toBe(100_000);
    await expectLedgerInvariant(b.id);
  });

  it("the refund shows in the buyer's own balance history with a readable reason, in their language", async () => {
    const b = await buyer(100_000, 'uz');
    const id = await buy(b, `/course/modules/${moduleId}/purchase`, { action: 'buy' });
    expect((await refund(id)).status).toBe(200);
    const history = await call<PageResult<LedgerEntry>>(server, 'GET', '/users/me/ledger', {
      token: b.token,
      headers: { 'accept-language': 'uz' },
    });
    expect(history.body.result.data[0]).toMatchObject({
      amount: 49_000,
      reason: 'Pul qaytarildi: "Narx harakati: Modul 1" kurs moduli',
    });
    const en = await call<PageResult<LedgerEntry>>(server, 'GET', '/users/me/ledger', {
      token: b.token,
      headers: { 'accept-language': 'en' },
    });
    expect(en.body.result.data[0]!.reason).toBe('Refund: course module "Price Action: Module 1"');
  });

  it('the buyer is notified (and mailed) of the refund, with the reason', async () => {
    const b = await buyer(100_000, 'ru');
    const id = await buy(b, `/course/modules/${moduleId}/purchase`, { action: 'buy' });
    expect((await refund(id, { reason: 'Дубль покупки' })).status).toBe(200);
    const { rows } = await server.db.query<{ params: Record<string, unknown> }>(
      "SELECT params FROM notifications WHERE user_id = $1 AND kind = 'purchase_refunded'",
      [b.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.params).toMatchObject({ amount: 49_000, reason: 'Дубль покупки' });
    const mail = await server.db.query<{ subject: string; body: string }>(
      `SELECT subject, body FROM mail_outbox WHERE to_address = (SELECT email FROM users WHERE id = $1)
       AND subject = 'Возврат за покупку'`,
      [b.id],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.body).toContain('Дубль покупки');
  });

  it('refusing twice: a second refund of the same purchase is 409 and moves nothing', async () => {
    const b = await buyer(100_000);
    const id = await buy(b, `/course/modules/${moduleId}/purchase`, { action: 'buy' });
    expect((await refund(id)).status).toBe(200);
    const again = await refund(id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This purchase has already been refunded');
    expect(await balanceOf(b.id)).toBe(100_000);
    await expectLedgerInvariant(b.id);
  });

  it('a resource: ownership ends', async () => {
    const b = await buyer(30_000);
    const id = await buy(b, `/resource/${resourceId}/purchase`);
    expect((await refund(id)).status).toBe(200);
    const owners = await server.db.query('SELECT 1 FROM resource_owners WHERE user_id = $1', [
      b.id,
    ]);
    expect(owners.rows).toHaveLength(0);
    expect(await balanceOf(b.id)).toBe(30_000);
    await expectLedgerInvariant(b.id);
  });

  it('an expert advisor: deactivated and expired', async () => {
    const b = await buyer(1_000_000);
    const id = await buy(b, `/algo-trade/${bot.id}/purchase`, {
      plan_id: bot.plans[0],
      fields: GOOD_FIELDS,
    });
    expect((await refund(id)).status).toBe(200);
    const { rows } = await server.db.query<{ status: string; expired: boolean }>(
      'SELECT status, expires_at <= now() AS expired FROM expert_advisors WHERE purchase_id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ status: 'deactivated', expired: true });
    expect(await balanceOf(b.id)).toBe(1_000_000);
    await expectLedgerInvariant(b.id);
  });

  it('a plan: the subscription it bought ends now', async () => {
    const b = await buyer(150_000);
    const id = await buy(b, `/subscription/plans/${basic.id}/purchase`, { action: 'subscribe' });
    expect((await refund(id)).status).toBe(200);
    const { rows } = await server.db.query<{ status: string }>(
      'SELECT status FROM user_subscriptions WHERE purchase_id = $1',
      [id],
    );
    expect(rows[0]?.status).toBe('inactive');
    expect(await balanceOf(b.id)).toBe(150_000);
    await expectLedgerInvariant(b.id);
  });

  it('the audit log keeps the purchase before and after its refund', async () => {
    const b = await buyer(100_000);
    const id = await buy(b, `/course/modules/${moduleId}/purchase`, { action: 'buy' });
    expect((await refund(id)).status).toBe(200);
    const log = await call<PageResult<AdminAuditEntry>>(
      server,
      'GET',
      `/admin/audit?entity=purchase&entity_id=${id}`,
      { token: admin },
    );
    const [row] = log.body.result.data;
    expect(row?.action).toBe('purchase.refund');
    expect((row?.before as AdminPurchase).refunded).toBe(false);
    expect((row?.after as { purchase: AdminPurchase }).purchase.refunded).toBe(true);
  });

  it('bad input: a reason under 3 characters or an unknown key is 400 naming the field', async () => {
    const short = await refund(1, { reason: 'no' });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('reason');
    const extra = await refund(1, { reason: 'valid reason', bogus: 1 });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).toContain('bogus');
  });

  it('403 for a non-admin, 404 for a missing purchase', async () => {
    const b = await buyer(0);
    expect((await refund(1, undefined, b.token)).status).toBe(403);
    const missing = await refund(99_999_999);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Purchase not found');
  });
});

describe('GET /admin/users/{id}/purchases', () => {
  it("pages the user's purchases with kind, name, price, time and refunded, filtered", async () => {
    const b = await buyer(200_000);
    const first = await buy(b, `/course/modules/${moduleId}/purchase`, { action: 'buy' });
    await buy(b, `/resource/${resourceId}/purchase`);
    expect((await refund(first)).status).toBe(200);
    const list = await call<PageResult<AdminPurchase>>(
      server,
      'GET',
      `/admin/users/${b.id}/purchases?sort=price&order=desc`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.result.total).toBe(2);
    expect(list.body.result.data.map((p) => [p.kind, p.price, p.refunded])).toEqual([
      ['course_module', 49_000, true],
      ['resource', 30_000, false],
    ]);
    const refunded = await call<PageResult<AdminPurchase>>(
      server,
      'GET',
      `/admin/users/${b.id}/purchases?refunded=true`,
      { token: admin },
    );
    expect(refunded.body.result.data.map((p) => p.id)).toEqual([first]);
    expect(
      (await call(server, 'GET', '/admin/users/99999999/purchases', { token: admin })).status,
    ).toBe(404);
  });
});
