// The back office's expert advisor queue (docs/decisions/0295-expert-advisor-queue.md): an admin
// lists what buyers bought with their account details, filters and searches it; a status change
// reaches the buyer live and as a notification in their language with the operator's message;
// pausing or switching off needs a message; non-admins are refused, a missing id is 404, an
// unknown body key is 400 naming it, and every change is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAuditEntry,
  AdminExpertAdvisor,
  AdminExpertAdvisorResponse,
  AdminExpertAdvisorsResponse,
  AlgoBuyResponse,
  LiveEvent,
  PageResult,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { openLive, type LiveClient } from '../../../../../tests/kit/server/live-client';
import {
  GOOD_FIELDS,
  buildBot,
  buyer,
  type BuiltBot,
} from '../../../../../tests/kit/server/algo-fixtures';

let server: TestServer;
let bot: BuiltBot;
let admin: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
  bot = await buildBot(server, { name: 'Queue Rider' });
  const user = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, user.username, user.password ?? '')).access_token;
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

async function bought(login = GOOD_FIELDS.login) {
  const owner = await buyer(server);
  const res = await call<AlgoBuyResponse>(server, 'POST', `/algo-trade/${bot.id}/purchase`, {
    token: owner.token,
    json: { fields: { ...GOOD_FIELDS, login } },
  });
  expect(res.status).toBe(200);
  return { ...owner, id: res.body.result.expert_advisor.id };
}

const queue = (query: Record<string, string>) =>
  call<AdminExpertAdvisorsResponse>(server, 'GET', '/admin/algo-trade/purchases', {
    token: admin,
    query,
  });

const setStatus = (id: number, json: unknown, token = admin) =>
  call<AdminExpertAdvisorResponse & { message?: string; fields?: Record<string, string> }>(
    server,
    'POST',
    `/admin/algo-trade/purchases/${id}/status`,
    { token, json },
  );

describe('the expert advisor queue', () => {
  it('lists the buyer, the bot, the plan and the account details entered at purchase', async () => {
    const ea = await bought('77001122');
    const res = await queue({ search: '77001122' });
    expect(res.status).toBe(200);
    expect(res.body.result.total).toBe(1);
    const row = res.body.result.data[0] as AdminExpertAdvisor;
    expect(row).toMatchObject({
      id: ea.id,
      status: 'in_progress',
      buyer: { id: Number(ea.user.id), username: ea.user.username },
      bot: { id: bot.id, name: 'Queue Rider' },
      plan: { id: bot.plans[0], name: '1 month', duration_days: 30 },
      platform: 'MT5',
      broker: 'Exness',
      login: '77001122',
      server: 'Exness-MT5Real8',
      expired: false,
    });
    expect(row.fields).toMatchObject({ broker: 'Exness', login: '77001122' });
  });

  it('filters by status and searches by username', async () => {
    const ea = await bought('55001122');
    const byName = await queue({ search: ea.user.username, status: 'in_progress' });
    expect(byName.body.result.data.map((r) => r.id)).toEqual([ea.id]);
    const active = await queue({ search: ea.user.username, status: 'active' });
    expect(active.body.result.total).toBe(0);
    const bad = await queue({ status: 'failed' });
    expect(bad.status).toBe(400);
    const badSort = await queue({ sort: 'password' });
    expect(badSort.status).toBe(400);
  });

  it('a status change reaches the buyer live and as a notification in their language, with the message', async () => {
    const ea = await bought('66001122');
    await server.db.query("UPDATE users SET language = 'ru' WHERE id = $1", [ea.user.id]);
    const socket = openLive(server.baseUrl, ea.token);
    clients.push(socket);
    await socket.next('hello');
    const res = await setStatus(ea.id, { status: 'paused', message: 'Неверный сервер брокера' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: ea.id, status: 'paused' });
    const live = await socket.next('expert_advisor.status');
    expect(live).toMatchObject({ expert_advisor: { id: ea.id, status: 'paused' } });
    const note = (await socket.next('notification')) as Extract<
      LiveEvent,
      { type: 'notification' }
    >;
    expect(note.notification.kind).toBe('expert_advisor_status');
    expect(note.notification.title).toBe('Статус советника');
    expect(note.notification.body).toContain('приостановлен');
    expect(note.notification.body).toContain('Неверный сервер брокера');
  });

  it('pausing or deactivating without a message is 400 naming message; activating needs none', async () => {
    const ea = await bought('44001122');
    for (const status of ['paused', 'deactivated']) {
      const res = await setStatus(ea.id, { status, message: '  ' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('message');
    }
    expect((await setStatus(ea.id, { status: 'active' })).status).toBe(200);
  });

  it('refuses non-admins, a missing id, an unknown body key and a status outside the queue set', async () => {
    const ea = await bought('33001122');
    expect((await setStatus(ea.id, { status: 'active' }, ea.token)).status).toBe(403);
    expect(
      (await call(server, 'GET', '/admin/algo-trade/purchases', { token: ea.token })).status,
    ).toBe(403);
    expect((await setStatus(99_999_999, { status: 'active' })).status).toBe(404);
    const unknown = await setStatus(ea.id, { status: 'active', note: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('note');
    expect((await setStatus(ea.id, { status: 'in_progress' })).status).toBe(400);
  });

  it('records each change in the audit log with the record before and after', async () => {
    const ea = await bought('22001122');
    expect((await setStatus(ea.id, { status: 'deactivated', message: 'Wrong login' })).status).toBe(
      200,
    );
    const log = await call<PageResult<AdminAuditEntry>>(server, 'GET', '/admin/audit', {
      token: admin,
      query: { entity: 'expert_advisor', entity_id: String(ea.id) },
    });
    const row = log.body.result.data[0];
    expect(row?.action).toBe('expert_advisor.status');
    expect((row?.before as AdminExpertAdvisor).status).toBe('in_progress');
    expect((row?.after as AdminExpertAdvisor).status).toBe('deactivated');
  });
});
