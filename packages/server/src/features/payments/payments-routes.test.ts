// Payments over HTTP (docs/decisions/0150-payments.md): the two checkout-link calls of the
// contract, the merchant endpoints as the providers call them (always HTTP 200), and the sandbox
// checkout pages driving them end to end, as `npm start` runs them with no provider keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickSign } from './click-protocol';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let token: string;
let userId: number;
let unverifiedToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const user = await makeUser(server, { is_verified: true });
  userId = user.id;
  token = (await signInAs(server, user.username, 'secret123')).access_token;
  const newbie = await makeUser(server, { is_verified: false });
  unverifiedToken = (await signInAs(server, newbie.username, 'secret123')).access_token;
});
afterAll(async () => {
  await server?.close();
});

const query = (over: Record<string, string> = {}) => ({
  amount: '50000',
  product_name: 'Balance top-up',
  return_url: '/payments/return',
  reference_id: 'ref-1',
  ...over,
});
const generate = (provider: string, over: Record<string, string> = {}, t = token) =>
  call<{ result: { url: string; order_id: string }; message?: string }>(
    server,
    'POST',
    `/${provider}/generate_payment_url`,
    { token: t, query: query(over), json: {} },
  );
async function balance(): Promise<number> {
  const res = await call<{ result: { balance: number } }>(server, 'GET', '/users/me', { token });
  return res.body.result.balance;
}
const paymeAuth = () =>
  `Basic ${Buffer.from(`Paycom:${server.config.payments.payme.key}`).toString('base64')}`;
const rpc = (body: unknown, auth = paymeAuth()) =>
  call<{ id: unknown; result?: Record<string, unknown>; error?: { code: number; data?: string } }>(
    server,
    'POST',
    '/payments/payme',
    {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json', authorization: auth },
    },
  );
/** Follows a sandbox link on the test server (the configured host is not reachable here). */
const local = (url: string) => {
  const u = new URL(url);
  return `${server.baseUrl}${u.pathname}${u.search}`;
};

describe('POST /payme/generate_payment_url and /click/generate_payment_url', () => {
  it("Payme's link: base64 of m, ac.order_id, a in tiyin and c, the return page with the order", async () => {
    const res = await generate('payme');
    expect(res.status).toBe(200);
    const { url, order_id } = res.body.result;
    const encoded = url.slice(server.config.payments.payme.checkoutUrl.length + 1);
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    expect(decoded).toBe(
      `m=${server.config.payments.payme.merchantId};ac.order_id=${order_id};a=5000000;c=http://savdo.test/payments/return?savdo_order=${order_id}`,
    );
  });

  it("Click's link: service_id, merchant_id, amount, transaction_param, return_url", async () => {
    const res = await generate('click');
    const url = new URL(res.body.result.url);
    expect(url.searchParams.get('service_id')).toBe(server.config.payments.click.serviceId);
    expect(url.searchParams.get('amount')).toBe('50000.00');
    expect(url.searchParams.get('transaction_param')).toBe(res.body.result.order_id);
  });

  it('refuses less than 1,000 UZS, a fraction, a foreign return_url, an unverified email, no sign-in', async () => {
    const small = await generate('payme', { amount: '999' });
    expect([small.status, small.body.message]).toEqual([
      400,
      'The amount must be a whole number of UZS from 1000 to 100000000',
    ]);
    expect((await generate('payme', { amount: '1500.5' })).status).toBe(400);
    const foreign = await generate('click', { return_url: 'https://evil.example/steal' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('The return address must be a page of this site');
    const unverified = await generate('payme', {}, unverifiedToken);
    expect(unverified.status).toBe(403);
    expect(unverified.body.message).toBe('Verify your email address to top up the balance');
    expect(
      (await call(server, 'POST', '/payme/generate_payment_url', { query: query() })).status,
    ).toBe(401);
  });

  it('GET /payments/orders/{id} answers one’s own order only', async () => {
    const { order_id } = (await generate('payme')).body.result;
    const mine = await call<{ result: { status: string; amount: number } }>(
      server,
      'GET',
      `/payments/orders/${order_id}`,
      { token },
    );
    expect(mine.body.result).toMatchObject({
      status: 'pending',
      amount: 50_000,
      provider: 'payme',
    });
    const other = await call(server, 'GET', `/payments/orders/${order_id}`, {
      token: unverifiedToken,
    });
    expect(other.status).toBe(404);
  });
});

describe('POST /payments/payme (JSON-RPC, always HTTP 200)', () => {
  it('a wrong key is -32504, malformed JSON -32700, an unknown method -32601, all at HTTP 200', async () => {
    const wrong = await rpc(
      { id: 1, method: 'CheckTransaction', params: { id: 'x' } },
      'Basic eDp5',
    );
    expect([wrong.status, wrong.body.error?.code, wrong.body.id]).toEqual([200, -32504, 1]);
    const broken = await rpc('{"id": 2, "method": ');
    expect([broken.status, broken.body.error?.code]).toEqual([200, -32700]);
    const unknown = await rpc({ id: 3, method: 'Refund', params: {} });
    expect(unknown.body.error).toMatchObject({ code: -32601, data: 'Refund' });
    const nul = await rpc({ id: 4, method: 'CheckTransaction', params: { id: 'a\u0000' } });
    expect([nul.status, nul.body.error?.code]).toEqual([200, -32600]);
  });

  it('the full Payme flow credits the balance once', async () => {
    const before = await balance();
    const { order_id } = (await generate('payme', { amount: '12000' })).body.result;
    const account = { order_id };
    expect(
      (
        await rpc({
          id: 1,
          method: 'CheckPerformTransaction',
          params: { amount: 1_200_000, account },
        })
      ).body.result,
    ).toEqual({ allow: true });
    const id = `t${Date.now()}`.padEnd(24, '0');
    await rpc({
      id: 2,
      method: 'CreateTransaction',
      params: { id, time: Date.now(), amount: 1_200_000, account },
    });
    const performed = await rpc({ id: 3, method: 'PerformTransaction', params: { id } });
    expect(performed.body.result).toMatchObject({ state: 2 });
    await rpc({ id: 4, method: 'PerformTransaction', params: { id } });
    expect(await balance()).toBe(before + 12_000);
  });
});

describe('POST /payments/click/prepare and /complete (form-encoded)', () => {
  it('prepare and complete with a valid sign credit once; a missing field is -8', async () => {
    const before = await balance();
    const { order_id } = (await generate('click', { amount: '7000' })).body.result;
    const { serviceId, secretKey } = server.config.payments.click;
    const base = {
      click_trans_id: String(Date.now()),
      service_id: serviceId,
      click_paydoc_id: '1',
      merchant_trans_id: order_id,
      amount: '7000',
      error: '0',
      error_note: 'Success',
      sign_time: '2026-11-23 12:00:00',
    };
    const prepare = await call<Record<string, unknown>>(server, 'POST', '/payments/click/prepare', {
      form: { ...base, action: '0', sign_string: clickSign({ ...base, action: 0 }, secretKey) },
    });
    expect(prepare.body).toMatchObject({ error: 0, merchant_trans_id: order_id });
    const complete = { ...base, merchant_prepare_id: String(prepare.body.merchant_prepare_id) };
    const done = await call<Record<string, unknown>>(server, 'POST', '/payments/click/complete', {
      form: {
        ...complete,
        action: '1',
        sign_string: clickSign({ ...complete, action: 1 }, secretKey),
      },
    });
    expect(done.body).toMatchObject({ error: 0, error_note: 'Success' });
    expect(await balance()).toBe(before + 7000);
    const missing = await call<Record<string, unknown>>(
      server,
      'POST',
      '/payments/click/complete',
      {
        form: { action: '1' },
      },
    );
    expect([missing.status, missing.body.error]).toEqual([200, -8]);
  });
});

describe('sandbox checkout pages (no provider keys, as npm start runs)', () => {
  it('Payme sandbox: the page, a wrong card, then pay: 303 to the return page, balance credited, order paid', async () => {
    const before = await balance();
    const { url, order_id } = (await generate('payme', { amount: '25000' })).body.result;
    const page = await fetch(local(url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Payme');
    expect(html).toContain('25');
    // An inline empty icon: the browser asks for no /favicon.ico (a 404 in the log on every load).
    expect(html).toContain('<link rel="icon" href="data:,">');
    const unknown = await fetch(`${server.baseUrl}/sandbox/payme/bm90LWEtbGluaw`);
    expect(await unknown.text()).toContain('<link rel="icon" href="data:,">');
    const bad = await fetch(local(url), {
      method: 'POST',
      body: new URLSearchParams({ choice: 'pay', card: '123', lang: 'en' }),
      redirect: 'manual',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('The card number must have 16 digits');
    const paid = await fetch(local(url), {
      method: 'POST',
      body: new URLSearchParams({ choice: 'pay', card: '8600 0691 9540 6311', expiry: '03/99' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://savdo.test/payments/return?savdo_order=${order_id}`,
    );
    expect(await balance()).toBe(before + 25_000);
    const order = await call<{ result: { status: string } }>(
      server,
      'GET',
      `/payments/orders/${order_id}`,
      { token },
    );
    expect(order.body.result.status).toBe('paid');
  });

  it('Click sandbox: decline cancels the order and credits nothing', async () => {
    const before = await balance();
    const { url, order_id } = (await generate('click', { amount: '3000' })).body.result;
    expect((await fetch(local(url))).status).toBe(200);
    const form = Object.fromEntries(new URL(url).searchParams);
    const declined = await fetch(`${server.baseUrl}/sandbox/click`, {
      method: 'POST',
      body: new URLSearchParams({ ...form, choice: 'decline' }),
      redirect: 'manual',
    });
    expect(declined.status).toBe(303);
    expect(await balance()).toBe(before);
    const order = await call<{ result: { status: string } }>(
      server,
      'GET',
      `/payments/orders/${order_id}`,
      { token },
    );
    expect(order.body.result.status).toBe('cancelled');
  });

  it('every credit has its ledger row (no balance change without one)', async () => {
    const ledger = await server.db.query<{ total: number }>(
      'SELECT COALESCE(sum(amount), 0)::bigint AS total FROM ledger_entries WHERE user_id = $1',
      [userId],
    );
    expect(ledger.rows[0]?.total).toBe(await balance());
  });
});

describe('configuration', () => {
  it('no keys: sandbox in development; in production payments are off (503), never a sandbox', async () => {
    const { readPaymentsConfig } = await import('./payments-config');
    const secret = 'x'.repeat(40);
    const dev = readPaymentsConfig({}, secret, 'http://localhost:8080');
    expect(dev).toMatchObject({ enabled: true, sandbox: true });
    expect(dev.payme.checkoutUrl).toBe('http://localhost:8080/sandbox/payme');
    expect(readPaymentsConfig({}, secret, 'http://x').payme.key).toBe(dev.payme.key);
    const prod = readPaymentsConfig({ NODE_ENV: 'production' }, secret, 'https://savdo.uz');
    expect(prod).toMatchObject({ enabled: false, sandbox: false });
    expect(() => readPaymentsConfig({ PAYME_KEY: 'k' }, secret, 'http://x')).toThrow(
      /missing PAYME_MERCHANT_ID/,
    );

    const off = await startTestServer({ payments: prod });
    try {
      const user = await makeUser(off, { is_verified: true });
      const t = (await signInAs(off, user.username, 'secret123')).access_token;
      const res = await call<{ message: string }>(off, 'POST', '/payme/generate_payment_url', {
        token: t,
        query: query(),
        json: {},
      });
      expect(res.status).toBe(503);
      expect((await fetch(`${off.baseUrl}/sandbox/click`)).status).not.toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('payment messages in the asked language', () => {
  it('the verify-email refusal and the amount rule in uz and ru, with stable codes', async () => {
    const uz = await call<{ message: string; code: string }>(
      server,
      'POST',
      '/payme/generate_payment_url',
      {
        token: unverifiedToken,
        query: query(),
        json: {},
        headers: { 'accept-language': 'uz' },
      },
    );
    expect(uz.body).toEqual({
      message: "Balansni to'ldirish uchun email manzilingizni tasdiqlang",
      code: 'payments.verify_email',
    });
    const ru = await call<{ message: string; code: string }>(
      server,
      'POST',
      '/click/generate_payment_url',
      {
        token,
        query: query({ amount: '10' }),
        json: {},
        headers: { 'accept-language': 'ru' },
      },
    );
    expect(ru.body).toMatchObject({
      message: 'Сумма должна быть целым числом сумов от 1000 до 100000000',
      code: 'payments.amount',
    });
  });
});

describe('the optional body (the contract)', () => {
  it('generate_payment_url answers without any body at all', async () => {
    const res = await call<{ result: { url: string } }>(
      server,
      'POST',
      '/click/generate_payment_url',
      {
        token,
        query: query(),
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.url).toContain('transaction_param=');
  });
});

describe('review: the sandbox never redirects off the site', () => {
  it('a forged Click sandbox link with a foreign return_url lands on our own home page', async () => {
    const { url } = (await generate('click', { amount: '2000' })).body.result;
    const form = {
      ...Object.fromEntries(new URL(url).searchParams),
      return_url: 'https://evil.example/',
    };
    const res = await fetch(`${server.baseUrl}/sandbox/click`, {
      method: 'POST',
      body: new URLSearchParams({ ...form, choice: 'decline' }),
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });
});
