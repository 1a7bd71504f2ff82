// The back office's plans: listed by level; an edit changes price, duration and what the plan
// includes, never its level; an unknown key is 400 naming it, a missing plan 404, non-admins 403,
// and each edit is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAuditEntry,
  AdminPlanResponse,
  AdminPlansResponse,
  PageResult,
} from '@savdo/contract';
import { insertPlan, type PlanRow } from './repository';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';

let server: TestServer;
let admin: string;
let trader: string;
let plan: PlanRow;

beforeAll(async () => {
  server = await startTestServer();
  const user = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, user.username, 'secret123')).access_token;
  const other = await makeUser(server, {});
  trader = (await signInAs(server, other.username, 'secret123')).access_token;
  plan = await insertPlan(server.db, {
    name: 'Admin Edit Plan',
    level: 7,
    price: 100_000,
    duration_days: 30,
  });
});
afterAll(async () => server?.close());

const patch = (json: unknown, id = plan.id, token = admin) =>
  call<AdminPlanResponse & { message?: string }>(server, 'PATCH', `/admin/plans/${id}`, {
    token,
    json,
  });

describe('admin plans', () => {
  it('lists plans, searched by name', async () => {
    const res = await call<AdminPlansResponse>(server, 'GET', '/admin/plans', {
      token: admin,
      query: { search: 'admin edit' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data).toMatchObject([{ id: plan.id, level: 7, price: 100_000 }]);
    expect((await call(server, 'GET', '/admin/plans', { token: trader })).status).toBe(403);
  });

  it('an edit changes the price and what it includes, and is logged', async () => {
    const res = await patch({
      price: 120_000,
      features: ['Premium signals'],
      translations: { uz: { name: 'Tahrir', features: ['Premium signallar'] } },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      price: 120_000,
      level: 7,
      features: ['Premium signals'],
      translations: { uz: { name: 'Tahrir', features: ['Premium signallar'] } },
    });
    const ru = await patch({ translations: { ru: { name: 'Правка', features: [] } } });
    expect(ru.body.result.translations).toMatchObject({
      uz: { name: 'Tahrir' },
      ru: { name: 'Правка' },
    });
    const log = await call<PageResult<AdminAuditEntry>>(server, 'GET', '/admin/audit', {
      token: admin,
      query: { entity: 'plan', entity_id: String(plan.id) },
    });
    // Newest first: the price change is the older of the two entries.
    expect(log.body.result.data[1]).toMatchObject({
      action: 'plan.update',
      before: { price: 100_000 },
      after: { price: 120_000 },
    });
  });

  it('refuses the level, a missing plan, a non-admin and a negative price', async () => {
    const level = await patch({ level: 1 });
    expect(level.status).toBe(400);
    expect(level.body.message).toContain('level');
    expect((await patch({ price: 1 }, 99_999_999)).status).toBe(404);
    expect((await patch({ price: 1 }, plan.id, trader)).status).toBe(403);
    expect((await patch({ price: -1 })).status).toBe(400);
  });
});
