/**
 * The two providers' servers as test code: Payme's JSON-RPC call with its Basic auth, Click's
 * signed form (one builder for the service tests and the HTTP tests), and what a money test
 * asserts afterwards (a user's balance, ledger rows by reference). Calls go over real HTTP.
 */
import type { Queryable } from '@savdo/server';
import { clickSign } from '../../../packages/server/src/features/payments/click-protocol';
import { call, makeUser, signInAs, type Answer, type TestServer } from './helpers';

export interface PaymeAnswer {
  jsonrpc: '2.0';
  id: unknown;
  result?: Record<string, unknown>;
  error?: { code: number; message?: Record<string, string>; data?: string };
}

export const paymeAuthHeader = (key: string): string =>
  `Basic ${Buffer.from(`Paycom:${key}`).toString('base64')}`;

/** One Payme Merchant API call, as Payme's server sends it. */
export function paymeCall(
  server: Pick<TestServer, 'baseUrl'> & { config: { payments: { payme: { key: string } } } },
  method: string,
  params: unknown,
  id: number | string = 1,
): Promise<Answer<PaymeAnswer>> {
  return paymeRaw(server, server.config.payments.payme.key, { jsonrpc: '2.0', id, method, params });
}

/** A Payme call with any body and key (fuzzing), still as application/json with Basic auth. */
export function paymeRaw(
  server: Pick<TestServer, 'baseUrl'>,
  key: string,
  body: unknown,
): Promise<Answer<PaymeAnswer>> {
  return call<PaymeAnswer>(server, 'POST', '/payments/payme', {
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', authorization: paymeAuthHeader(key) },
  });
}

export interface ClickKeys {
  serviceId: string;
  secretKey: string;
}

/**
 * A Click Prepare (0) or Complete (1) form as Click sends it, signed with `keys`; `over`
 * replaces any field before signing (a `sign_string` in it is kept as given).
 */
export function clickForm(
  keys: ClickKeys,
  action: 0 | 1,
  orderId: number | string,
  trans: string,
  over: Record<string, string> = {},
): Record<string, string> {
  const body: Record<string, string> = {
    click_trans_id: trans,
    service_id: keys.serviceId,
    click_paydoc_id: '5',
    merchant_trans_id: String(orderId),
    amount: '50000',
    action: String(action),
    error: '0',
    error_note: 'Success',
    sign_time: '2026-11-23 12:00:00',
    ...(action === 1 ? { merchant_prepare_id: '0' } : {}),
    ...over,
  };
  body.sign_string ??= clickSign(
    { ...body, action: body.action ?? '' } as Parameters<typeof clickSign>[0],
    keys.secretKey,
  );
  return body;
}

export interface ClickAnswer {
  click_trans_id: string | null;
  merchant_trans_id: string | null;
  merchant_prepare_id?: number | null;
  merchant_confirm_id?: number | null;
  error: number;
  error_note: string;
}

/** POSTs a Click form (form-encoded) to Prepare (0) or Complete (1). */
export function clickCall(
  server: Pick<TestServer, 'baseUrl'>,
  action: 0 | 1,
  form: Record<string, string>,
): Promise<Answer<ClickAnswer>> {
  const path = action === 0 ? '/payments/click/prepare' : '/payments/click/complete';
  return call<ClickAnswer>(server, 'POST', path, { form });
}

/** A verified user signed in, who can create top-up orders. */
export async function payingUser(
  server: TestServer,
): Promise<{ id: number; token: string; username: string }> {
  const user = await makeUser(server, { is_verified: true });
  const token = (await signInAs(server, user.username, 'secret123')).access_token;
  return { id: user.id, token, username: user.username };
}

/** A pending top-up order through `/{provider}/generate_payment_url`, as the widget makes it. */
export async function topUpOrder(
  server: Pick<TestServer, 'baseUrl'>,
  token: string,
  provider: 'payme' | 'click',
  amount: number,
): Promise<string> {
  const res = await call<{ result: { order_id: string } }>(
    server,
    'POST',
    `/${provider}/generate_payment_url`,
    {
      token,
      query: {
        amount: String(amount),
        product_name: 'Balance top-up',
        return_url: '/payments/return',
      },
      json: {},
    },
  );
  if (res.status !== 200) throw new Error(`order: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.result.order_id;
}

export async function balanceOf(db: Queryable, userId: number): Promise<number> {
  const res = await db.query<{ balance: number }>('SELECT balance FROM users WHERE id = $1', [
    userId,
  ]);
  return res.rows[0]?.balance ?? Number.NaN;
}

export async function ledgerOf(
  db: Queryable,
  userId: number,
): Promise<{ amount: number; reference: string | null }[]> {
  const res = await db.query<{ amount: number; reference: string | null }>(
    'SELECT amount, reference FROM ledger_entries WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return res.rows;
}
