// The back office's top-up orders: the list with its filters, one order with every provider
// transaction and the ledger entries it caused, reconciling one order with its provider
// records, and an admin's refund of a top-up (docs/decisions/0289-admin-refunds.md): a
// `top_up_refund` debit when the balance still holds it, 409 when it does not or when done twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPaymentOrder,
  AdminPaymentOrderDetail,
  AdminTopUpRefund,
  LedgerEntry,
  PageResult,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { ledgerDisagreements } from '../../../../../tests/kit/server/ledger-invariant';
import { changeBalance } from '../ledger';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  const boss = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, boss.username, 'secret123')).access_token;
  // A loaded machine starts the server slowly.
}, 180_000);
afterAll(async () => {
  await server?.close();
});

interface Payer {
  id: number;
  username: string;
  token: string;
}

async function payer(): Promise<Payer> {
  const user = await makeUser(server, { is_verified: true });
  const token = (await signInAs(server, user.username, 'secret123')).access_token;
  return { id: user.id, username: user.username, token };
}

const paymeAuth = () =>
  `Basic ${Buffer.from(`Paycom:${server.config.payments.payme.key}`).toString('base64')}`;
const rpc = (body: unknown) =>
  call<{ result?: Record<string, unknown> }>(server, 'POST', '/payments/payme', {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: paymeAuth() },
  });

/** A Payme top-up of `amount` UZS, created and (unless told) performed. */
async function topUp(
  p: Payer,
  amount: number,
  perform = true,
): Promise<{ order: string; tx: string }> {
  const res = await call<{ result: { order_id: string } }>(
    server,
    'POST',
    '/payme/generate_payment_url',
    {
      token: p.token,
      query: { amount: String(amount), product_name: 'Top-up', return_url: '/payments/return' },
      json: {},
    },
  );
  const order = res.body.result.order_id;
  const tx = `t${order}x${Date.now()}`.padEnd(24, '0').slice(0, 24);
  await rpc({
    id: 1,
    method: 'CreateTransaction',
    params: { id: tx, time: Date.now(), amount: amount * 100, account: { order_id: order } },
  });
  if (perform) await rpc({ id: 2, method: 'PerformTransaction', params: { id: tx } });
  return { order, tx };
}

const refund = (order: string, json: unknown = { reason: 'Asked for a refund' }, token = admin) =>
  call<{ result: AdminTopUpRefund; message?: string }>(
    server,
    'POST',
    `/admin/payments/orders/${order}/refund`,
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

describe('GET /admin/payments/orders', () => {
  it('filters by user, state and provider, and lists each order with its provider transactions', async () => {
    const p = await payer();
    const paid = await topUp(p, 20_000);
    await topUp(p, 5_000, false);
    const list = await call<PageResult<AdminPaymentOrder>>(
      server,
      'GET',
      `/admin/payments/orders?user=${p.username}&state=paid&provider=payme`,
      { token: admin },
    );
    expect(list.status).toBe(200);
    expect(list.body.result.total).toBe(1);
    const [order] = list.body.result.data;
    expect(order).toMatchObject({ id: paid.order, status: 'paid', amount: 20_000, user_id: p.id });
    expect(order!.transactions).toEqual([
      expect.objectContaining({
        provider: 'payme',
        id: paid.tx,
        state: 'performed',
        state_code: 2,
      }),
    ]);
    expect(order!.transactions[0]!.performed_at).not.toBeNull();

    const byId = await call<PageResult<AdminPaymentOrder>>(
      server,
      'GET',
      `/admin/payments/orders?user=${p.id}&sort=amount&order=asc`,
      { token: admin },
    );
    expect(byId.body.result.data.map((o) => o.amount)).toEqual([5_000, 20_000]);
  });

  it('a bad filter is 400 naming it', async () => {
    const res = await call(server, 'GET', '/admin/payments/orders?provider=paypal', {
      token: admin,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('provider');
    const day = await call(server, 'GET', '/admin/payments/orders?from=yesterday', {
      token: admin,
    });
    expect(day.status).toBe(400);
    const impossible = await call(server, 'GET', '/admin/payments/orders?to=2026-02-31', {
      token: admin,
    });
    expect(impossible.status).toBe(400);
    expect(JSON.stringify(impossible.body)).toContain('to must be a date');
  });
});

describe('GET /admin/payments/orders/{id}', () => {
  it('answers the order, its transactions and the ledger entries it caused', async () => {
    const p = await payer();
    const { order, tx } = await topUp(p, 12_000);
    const res = await call<{ result: AdminPaymentOrderDetail }>(
      server,
      'GET',
      `/admin/payments/orders/${order}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.ledger_entries).toEqual([
      expect.objectContaining({ amount: 12_000, reason_code: 'top_up', reference: `payme:${tx}` }),
    ]);
    expect(
      (await call(server, 'GET', '/admin/payments/orders/99999999', { token: admin })).status,
    ).toBe(404);
  });
});

describe('POST /admin/payments/orders/{id}/refund', () => {
  it('debits the top-up with top_up_refund, marks the order refunded and notes the card is the provider’s', async () => {
    const p = await payer();
    const { order, tx } = await topUp(p, 30_000);
    const res = await refund(order);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      balance: 0,
      entry: { amount: -30_000, reason_code: 'top_up_refund', reference: `payme:${tx}:refund` },
      order: { id: order, status: 'refunded', refund_reason: 'Asked for a refund' },
    });
    expect(res.body.result.note).toMatch(/provider/);
    expect(await balanceOf(p.id)).toBe(0);
    await expectLedgerInvariant(p.id);
    // The buyer reads it in their history and is notified.
    const history = await call<PageResult<LedgerEntry>>(server, 'GET', '/users/me/ledger', {
      token: p.token,
    });
    expect(history.body.result.data[0]).toMatchObject({
      amount: -30_000,
      reason: 'Top-up via Payme refunded',
    });
    const notices = await server.db.query(
      "SELECT 1 FROM notifications WHERE user_id = $1 AND kind = 'top_up_refunded'",
      [p.id],
    );
    expect(notices.rows).toHaveLength(1);
  });

  it('refusing twice: a second refund is 409 and debits nothing', async () => {
    const p = await payer();
    const { order } = await topUp(p, 10_000);
    await changeBalance(server.db, { userId: p.id, amount: 50_000, reason: 'Test balance' });
    expect((await refund(order)).status).toBe(200);
    const again = await refund(order);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This top-up has already been refunded');
    expect(await balanceOf(p.id)).toBe(50_000);
    await expectLedgerInvariant(p.id);
  });

  it('a balance that no longer holds the top-up is 409 with a clear message, nothing written', async () => {
    const p = await payer();
    const { order } = await topUp(p, 10_000);
    await changeBalance(server.db, { userId: p.id, amount: -4_000, reason: 'Spent' });
    const res = await refund(order);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('is less than the top-up');
    expect(await balanceOf(p.id)).toBe(6_000);
    const status = await server.db.query<{ status: string }>(
      'SELECT status FROM payment_orders WHERE id = $1',
      [order],
    );
    expect(status.rows[0]?.status).toBe('paid');
  });

  it('an unpaid order is 409; bad input is 400 naming the field; 403 for a non-admin; 404 for none', async () => {
    const p = await payer();
    const { order } = await topUp(p, 10_000, false);
    expect((await refund(order)).status).toBe(409);
    const extra = await refund(order, { reason: 'fine reason', amount: 5 });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).toContain('amount');
    expect((await refund(order, { reason: '' })).status).toBe(400);
    expect((await refund(order, undefined, p.token)).status).toBe(403);
    expect((await refund('99999999')).status).toBe(404);
  });
});

describe('POST /admin/payments/orders/{id}/reconcile', () => {
  it('credits a performed payment whose credit is missing, once, and the order becomes paid', async () => {
    const p = await payer();
    const { order, tx } = await topUp(p, 8_000);
    // Simulate a lost credit: the provider performed, our ledger and order do not show it.
    await server.db.query('DELETE FROM ledger_entries WHERE reference = $1', [`payme:${tx}`]);
    await server.db.query('UPDATE users SET balance = balance - 8000 WHERE id = $1', [p.id]);
    await server.db.query("UPDATE payment_orders SET status = 'pending' WHERE id = $1", [order]);
    const res = await call<{ result: AdminPaymentOrder }>(
      server,
      'POST',
      `/admin/payments/orders/${order}/reconcile`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.status).toBe('paid');
    expect(await balanceOf(p.id)).toBe(8_000);
    const again = await call(server, 'POST', `/admin/payments/orders/${order}/reconcile`, {
      token: admin,
    });
    expect(again.status).toBe(200);
    expect(await balanceOf(p.id)).toBe(8_000);
    await expectLedgerInvariant(p.id);
    expect(
      (await call(server, 'POST', '/admin/payments/orders/99999999/reconcile', { token: admin }))
        .status,
    ).toBe(404);
  });
});
