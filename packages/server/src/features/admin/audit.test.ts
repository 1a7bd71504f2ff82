// The audit log (docs/decisions/0294-admin-audit-log.md): an admin write through HTTP or the
// command line appends who, when, what, before and after; rows cannot be changed or removed;
// the log page filters; secrets never reach it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditEntry, ApiUser, PageResult } from '@savdo/contract';
import {
  call,
  makeUser,
  runAdminOn,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { redactSecrets } from './audit-repository';

let server: TestServer;
let admin: string;
let adminId: number;

async function auditPage(query: string) {
  return call<PageResult<AdminAuditEntry>>(server, 'GET', `/admin/audit?${query}`, {
    token: admin,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  const user = await makeUser(server, { role: 'admin' });
  adminId = Number(user.id);
  admin = (await signInAs(server, user.username, 'secret123')).access_token;
});
afterAll(() => server.close());

describe('the audit log of admin writes', () => {
  it('an admin write through HTTP records the actor, the action and the values before and after', async () => {
    const target = await makeUser(server, {});
    const res = await call<{ result: ApiUser }>(server, 'PATCH', `/admin/users/${target.id}`, {
      token: admin,
      json: { is_banned: true },
    });
    expect(res.status).toBe(200);
    const page = await auditPage(`entity=user&entity_id=${target.id}`);
    expect(page.status).toBe(200);
    const [row] = page.body.result.data;
    expect(row).toMatchObject({
      actor_id: adminId,
      via: 'http',
      action: 'user.update',
      entity: 'user',
      entity_id: String(target.id),
    });
    expect((row?.before as ApiUser).is_banned).toBe(false);
    expect((row?.after as ApiUser).is_banned).toBe(true);
  });

  it('a refused write (400, 404) records nothing', async () => {
    const before = (await auditPage('entity=user')).body.result.total;
    const missing = await call(server, 'PATCH', '/admin/users/99999999', {
      token: admin,
      json: { is_banned: true },
    });
    expect(missing.status).toBe(404);
    const unknownKey = await call(server, 'PATCH', `/admin/users/${adminId}`, {
      token: admin,
      json: { created_at: '2020-01-01' },
    });
    expect(unknownKey.status).toBe(400);
    expect((await auditPage('entity=user')).body.result.total).toBe(before);
  });

  it('a command of the command line that writes is recorded, one that only reads is not', async () => {
    const target = await makeUser(server, {});
    expect((await runAdminOn(server.db, 'set-role', String(target.id), 'admin')).code).toBe(0);
    expect((await runAdminOn(server.db, 'users')).code).toBe(0);
    const page = await auditPage('via=cli');
    const actions = page.body.result.data.map((row) => row.action);
    expect(actions).toContain('set-role');
    expect(actions).not.toContain('users');
    const row = page.body.result.data.find((r) => r.action === 'set-role');
    expect(row).toMatchObject({ actor_id: null, entity_id: String(target.id) });
    expect(row?.actor_name).toMatch(/^cli:/);
  });

  it('a command line password never reaches the log', async () => {
    const target = await makeUser(server, {});
    await runAdminOn(server.db, 'set-password', String(target.id), 'Sup3r-secret-pass');
    const page = await auditPage('action=set-password');
    expect(page.body.result.total).toBeGreaterThan(0);
    expect(JSON.stringify(page.body.result.data)).not.toContain('Sup3r-secret-pass');
  });

  it('secret fields are redacted at any depth', () => {
    expect(redactSecrets({ name: 'P', key: 'pk_1', nested: [{ password: 'x', ok: 1 }] })).toEqual({
      name: 'P',
      key: '[redacted]',
      nested: [{ password: '[redacted]', ok: 1 }],
    });
  });

  it('the log is append-only: a row cannot be changed or deleted', async () => {
    await expect(server.db.query(`UPDATE admin_audit SET action = 'x'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(server.db.query(`DELETE FROM admin_audit`)).rejects.toThrow(/append-only/);
  });

  it('the log page filters by actor, action and day, and is for admins only', async () => {
    const byActor = await auditPage(`actor=${adminId}`);
    expect(byActor.body.result.data.every((row) => row.actor_id === adminId)).toBe(true);
    const today = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 10);
    const byDay = await auditPage(`from=${today}&to=${today}`);
    expect(byDay.body.result.total).toBeGreaterThan(0);
    const future = await auditPage('from=2999-01-01');
    expect(future.body.result.total).toBe(0);
    const badDay = await auditPage('from=yesterday');
    expect(badDay.status).toBe(400);
    const trader = await makeUser(server, {});
    const traderToken = (await signInAs(server, trader.username, 'secret123')).access_token;
    const refused = await call(server, 'GET', '/admin/audit', { token: traderToken });
    expect(refused.status).toBe(403);
  });

  it('a day that does not exist (2026-02-31) is 400 naming the filter, not a database error', async () => {
    const res = await auditPage('from=2026-02-31');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('from must be a date');
  });
});
