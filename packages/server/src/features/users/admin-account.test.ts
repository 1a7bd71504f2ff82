// The back office's users: the list's search, filters (role, status, verified) and sorts; one
// user's detail (plan, devices, counts); signing a user out everywhere (every session ends at
// once); sending the forgot-password link in the user's language; each new route answers 403
// to a non-admin and 404 for a missing user, and its writes reach the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAuditEntry,
  AdminLedgerEntry,
  AdminUserDetail,
  ApiUser,
  PageResult,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  unique,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let admin: string;
let userToken: string;

beforeAll(async () => {
  server = await startTestServer();
  const boss = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, boss.username, 'secret123')).access_token;
  const plain = await makeUser(server, {});
  userToken = (await signInAs(server, plain.username, 'secret123')).access_token;
  // A loaded machine starts the server slowly.
}, 180_000);
afterAll(async () => {
  await server?.close();
});

const list = (query: string) =>
  call<PageResult<ApiUser>>(server, 'GET', `/admin/users?${query}`, { token: admin });

describe('GET /admin/users', () => {
  it('filters by status, role and verified, and sorts by balance or username', async () => {
    const tag = unique('flt');
    const rich = await makeUser(server, { username: `${tag}a`, balance: 9_000, is_verified: true });
    const banned = await makeUser(server, { username: `${tag}b`, is_banned: true });
    const inactive = await makeUser(server, { username: `${tag}c`, is_active: false });
    const poor = await makeUser(server, { username: `${tag}d`, balance: 1_000 });

    const ids = async (query: string) =>
      (await list(`search=${tag}&${query}`)).body.result.data.map((u) => u.id);
    expect(await ids('status=banned')).toEqual([banned.id]);
    expect(await ids('status=inactive')).toEqual([inactive.id]);
    expect((await ids('status=active&sort=username&order=asc')).sort()).toEqual(
      [rich.id, poor.id].sort(),
    );
    expect(await ids('verified=true')).toEqual([rich.id]);
    expect(await ids('role=admin')).toEqual([]);
    expect((await ids('sort=balance&order=desc')).slice(0, 2)).toEqual([rich.id, poor.id]);
    expect(await ids('sort=username&order=desc')).toEqual([
      poor.id,
      inactive.id,
      banned.id,
      rich.id,
    ]);
    const page = await list(`search=${tag}&limit=2&page=2&sort=username&order=asc`);
    expect(page.body.result).toMatchObject({ page: 2, limit: 2, total: 4 });
  });

  it('an unknown status or sort is 400 naming it; a non-admin is 403', async () => {
    const bad = await list('status=sleeping');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('status');
    expect((await list('sort=password_hash')).status).toBe(400);
    expect((await call(server, 'GET', '/admin/users', { token: userToken })).status).toBe(403);
  });
});

describe('GET /admin/users/{id}', () => {
  it('answers the user with balance, subscriptions, devices and counts', async () => {
    const u = await makeUser(server, { balance: 5_000 });
    await signInAs(server, u.username, 'secret123', { 'user-agent': 'TestPhone/1.0' });
    const res = await call<{ result: AdminUserDetail }>(server, 'GET', `/admin/users/${u.id}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      user: { id: u.id, username: u.username },
      balance: 5_000,
      plan: null,
      subscriptions: [],
      counts: { purchases: 0, refunded_purchases: 0, payment_orders: 0, ledger_entries: 1 },
    });
    expect(res.body.result.devices).toEqual([
      expect.objectContaining({ user_agent: 'TestPhone/1.0', revoked_at: null }),
    ]);
    expect((await call(server, 'GET', '/admin/users/99999999', { token: admin })).status).toBe(404);
    expect((await call(server, 'GET', `/admin/users/${u.id}`, { token: userToken })).status).toBe(
      403,
    );
  });
});

describe('POST /admin/users/{id}/sign-out-everywhere', () => {
  it('ends every session of the user: access and refresh tokens stop working, and it is logged', async () => {
    const u = await makeUser(server, {});
    const one = await signInAs(server, u.username, 'secret123');
    const two = await signInAs(server, u.username, 'secret123');
    const res = await call<{ result: { user_id: number; revoked: number } }>(
      server,
      'POST',
      `/admin/users/${u.id}/sign-out-everywhere`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ user_id: u.id, revoked: 2 });
    for (const session of [one, two]) {
      expect((await call(server, 'GET', '/users/me', { token: session.access_token })).status).toBe(
        401,
      );
      const refresh = await call(server, 'POST', '/auth/refresh', {
        query: { token: session.refresh_token },
      });
      expect(refresh.status).toBe(401);
    }
    const log = await call<PageResult<AdminAuditEntry>>(
      server,
      'GET',
      `/admin/audit?entity=user&entity_id=${u.id}&action=user.sign_out_everywhere`,
      { token: admin },
    );
    expect(log.body.result.data[0]?.after).toEqual({ user_id: u.id, revoked: 2 });
    expect(
      (log.body.result.data[0]?.before as { live_devices: number[] }).live_devices,
    ).toHaveLength(2);
  });

  it('403 for a non-admin, 404 for a missing user', async () => {
    const path = (id: number) => `/admin/users/${id}/sign-out-everywhere`;
    expect((await call(server, 'POST', path(1), { token: userToken })).status).toBe(403);
    expect((await call(server, 'POST', path(99_999_999), { token: admin })).status).toBe(404);
  });
});

describe('POST /admin/users/{id}/password-reset', () => {
  it("mails the forgot-password link to the user's address, in the user's language", async () => {
    const u = await makeUser(server, {});
    await server.db.query("UPDATE users SET language = 'ru' WHERE id = $1", [u.id]);
    const res = await call<{ result: { email: string; language: string } }>(
      server,
      'POST',
      `/admin/users/${u.id}/password-reset`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ email: u.email, language: 'ru' });
    const mail = server.mail.filter((m) => m.to === u.email).at(-1);
    expect(mail?.link).toMatch(/\/auth\/reset-password\?token=pr_/);
    // The same mail as forgot-password sends a Russian reader.
    await call(server, 'POST', '/auth/forgot-password', { json: { email: u.email } });
    const own = server.mail.filter((m) => m.to === u.email).at(-1);
    expect(mail?.subject).toBe(own?.subject);
    expect(mail?.subject).toMatch(/[а-яА-Я]/);
  });

  it('a user without an email is 409 with a clear message; 404 for a missing user; 403 for a non-admin', async () => {
    const u = await makeUser(server, { email: null });
    const res = await call<{ message: string }>(
      server,
      'POST',
      `/admin/users/${u.id}/password-reset`,
      { token: admin },
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This user has no email address to send a reset link to');
    const path = (id: number) => `/admin/users/${id}/password-reset`;
    expect((await call(server, 'POST', path(99_999_999), { token: admin })).status).toBe(404);
    expect((await call(server, 'POST', path(u.id), { token: userToken })).status).toBe(403);
  });
});

describe('POST /admin/users/{id}/balance and GET /admin/users/{id}/ledger', () => {
  it('a credit needs a reason of at least 3 characters and answers the new balance and its entry', async () => {
    const u = await makeUser(server, {});
    const path = `/admin/users/${u.id}/balance`;
    const short = await call(server, 'POST', path, {
      token: admin,
      json: { amount: 1000, reason: 'ok' },
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain('reason');
    const missing = await call(server, 'POST', path, { token: admin, json: { amount: 1000 } });
    expect(missing.status).toBe(400);
    const extra = await call(server, 'POST', path, {
      token: admin,
      json: { amount: 1000, reason: 'Goodwill', note: 'x' },
    });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).toContain('note');

    const res = await call<{ result: { balance: number; entry: AdminLedgerEntry } }>(
      server,
      'POST',
      path,
      { token: admin, json: { amount: 2500, reason: 'Goodwill credit' } },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.balance).toBe(2500);
    expect(res.body.result.entry).toMatchObject({
      amount: 2500,
      balance_after: 2500,
      reason: 'Goodwill credit',
      reason_code: null,
    });

    const ledger = await call<PageResult<AdminLedgerEntry>>(
      server,
      'GET',
      `/admin/users/${u.id}/ledger`,
      { token: admin },
    );
    expect(ledger.status).toBe(200);
    expect(ledger.body.result.data).toEqual([
      expect.objectContaining({ amount: 2500, balance_after: 2500, reason: 'Goodwill credit' }),
    ]);
    expect(
      (await call(server, 'GET', '/admin/users/99999999/ledger', { token: admin })).status,
    ).toBe(404);
    expect(
      (await call(server, 'GET', `/admin/users/${u.id}/ledger`, { token: userToken })).status,
    ).toBe(403);
  });
});
