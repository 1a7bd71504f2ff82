// Money: integer UZS, every balance change a ledger row in the same transaction, and the
// balance never negative — also under 200 concurrent debits that would overdraw.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiUser } from '@savdo/contract';
import { changeBalance, InsufficientBalanceError } from '../../index';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let adminToken: string;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await makeUser(server, { role: 'admin' });
  adminToken = (await signInAs(server, admin.username, 'secret123')).access_token;
});
afterAll(async () => {
  await server?.close();
});

async function ledgerOf(userId: number) {
  const res = await server.db.query<{ amount: number; balance_after: number }>(
    'SELECT amount, balance_after FROM ledger_entries WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return res.rows;
}

async function balanceOf(userId: number): Promise<number> {
  const res = await server.db.query<{ balance: number }>(
    'SELECT balance FROM users WHERE id = $1',
    [userId],
  );
  return res.rows[0]?.balance ?? -1;
}

describe('POST /admin/users/{id}/balance', () => {
  it('credits with a ledger reason; the balance and the ledger agree', async () => {
    const user = await makeUser(server);
    const res = await call(server, 'POST', `/admin/users/${user.id}/balance`, {
      token: adminToken,
      json: { amount: 25_000, reason: 'Manual top-up' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: { balance: 25_000, amount: 25_000 } });
    expect(await ledgerOf(user.id)).toEqual([{ amount: 25_000, balance_after: 25_000 }]);
  });

  it("a debit beyond the balance is refused with the spec's insufficient-balance message", async () => {
    const user = await makeUser(server);
    await changeBalance(server.db, { userId: user.id, amount: 1_000, reason: 'seed' });
    const res = await call(server, 'POST', `/admin/users/${user.id}/balance`, {
      token: adminToken,
      json: { amount: -4_000, reason: 'Purchase' },
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      message:
        'Insufficient balance. You need 3\u202f000 UZS more to purchase this item. Please top up your balance.',
      shortfall: 3_000,
    });
    expect(await balanceOf(user.id)).toBe(1_000);
    expect(await ledgerOf(user.id)).toHaveLength(1);
  });

  it('amounts must be whole non-zero UZS; a reason is required', async () => {
    const user = await makeUser(server);
    for (const body of [
      { amount: 10.5, reason: 'x-reason' },
      { amount: 0, reason: 'x-reason' },
      { amount: 100 },
    ]) {
      const res = await call(server, 'POST', `/admin/users/${user.id}/balance`, {
        token: adminToken,
        json: body,
      });
      expect(res.status).toBe(400);
    }
  });

  it('a reference is applied once (no double credit)', async () => {
    const user = await makeUser(server);
    const body = { amount: 5_000, reason: 'Payment', reference: `pay-${user.id}` };
    expect(
      (
        await call(server, 'POST', `/admin/users/${user.id}/balance`, {
          token: adminToken,
          json: body,
        })
      ).status,
    ).toBe(200);
    const again = await call(server, 'POST', `/admin/users/${user.id}/balance`, {
      token: adminToken,
      json: body,
    });
    expect(again.status).toBe(409);
    expect(await balanceOf(user.id)).toBe(5_000);
  });

  it('needs an admin: a user gets 403, nobody gets 401', async () => {
    const user = await makeUser(server);
    const token = (await signInAs(server, user.username, 'secret123')).access_token;
    const res = await call(server, 'POST', `/admin/users/${user.id}/balance`, {
      token,
      json: { amount: 1, reason: 'self' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ message: 'This action needs the admin role' });
    expect((await call(server, 'GET', '/admin/users')).status).toBe(401);
  });

  it('200 concurrent debits that would overdraw: exactly as many succeed as the balance allows', async () => {
    const user = await makeUser(server);
    await changeBalance(server.db, { userId: user.id, amount: 50_000, reason: 'seed' });
    // 200 debits of 1,000 UZS against 50,000 UZS: 50 may succeed, 150 must be refused.
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        call(server, 'POST', `/admin/users/${user.id}/balance`, {
          token: adminToken,
          json: { amount: -1_000, reason: `debit ${i}` },
        }),
      ),
    );
    const ok = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 402).length;
    expect(ok).toBe(50);
    expect(refused).toBe(150);
    expect(await balanceOf(user.id)).toBe(0);
    const ledger = await ledgerOf(user.id);
    expect(ledger).toHaveLength(51);
    expect(ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    expect(ledger.every((e) => e.balance_after >= 0)).toBe(true);
  });

  it('the same holds for 200 concurrent debits straight through the ledger service', async () => {
    const user = await makeUser(server);
    await changeBalance(server.db, { userId: user.id, amount: 7_500, reason: 'seed' });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        changeBalance(server.db, { userId: user.id, amount: -100, reason: 'debit' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(75);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected.every((r) => r.reason instanceof InsufficientBalanceError)).toBe(true);
    expect(await balanceOf(user.id)).toBe(0);
  });

  it('the database itself refuses a negative balance', async () => {
    const user = await makeUser(server);
    await expect(
      server.db.query('UPDATE users SET balance = -1 WHERE id = $1', [user.id]),
    ).rejects.toThrow();
  });
});

describe('GET /users/me/ledger and the admin user calls', () => {
  it("lists the user's own ledger, newest first, as a page", async () => {
    const user = await makeUser(server);
    await changeBalance(server.db, { userId: user.id, amount: 3_000, reason: 'first' });
    await changeBalance(server.db, { userId: user.id, amount: -1_000, reason: 'second' });
    const token = (await signInAs(server, user.username, 'secret123')).access_token;
    const res = await call(server, 'GET', '/users/me/ledger', { token, query: { limit: '1' } });
    expect(res.body).toMatchObject({
      result: {
        data: [{ amount: -1_000, reason: 'second', balance_after: 2_000 }],
        page: 1,
        limit: 1,
        total: 2,
      },
    });
  });

  it('an admin bans, deactivates, verifies and promotes through PATCH /admin/users/{id}', async () => {
    const user = await makeUser(server);
    const res = await call<{ result: ApiUser }>(server, 'PATCH', `/admin/users/${user.id}`, {
      token: adminToken,
      json: { is_banned: true, is_active: false, is_verified: true, role: 'admin' },
    });
    expect(res.body.result).toMatchObject({
      is_banned: true,
      is_active: false,
      is_verified: true,
      role: 'admin',
    });
    const list = await call<{ result: { data: ApiUser[]; total: number } }>(
      server,
      'GET',
      '/admin/users',
      {
        token: adminToken,
        query: { search: user.username },
      },
    );
    expect(list.body.result.total).toBe(1);
    expect(list.body.result.data[0]?.id).toBe(user.id);
  });

  it('limit above 100 is refused (decision 17)', async () => {
    const res = await call(server, 'GET', '/admin/users', {
      token: adminToken,
      query: { limit: '101' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'limit must be at most 100' });
  });
});
