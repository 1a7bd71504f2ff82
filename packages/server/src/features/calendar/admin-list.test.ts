// The back office's calendar: events paged by Tashkent day, currency, country and impact, sorted
// by a known name; an edit changes only the given fields (never the actual value), refuses an
// unknown key naming it, a missing event is 404, a clash with another event 409, and each edit
// is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAuditEntry,
  AdminCalendarResponse,
  EconomicEvent,
  PageResult,
} from '@savdo/contract';
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

const event = (time: string, currency: string, name: string, impact: string) => ({
  time,
  flag: currency === 'USD' ? 'us' : 'eu',
  currency,
  event: name,
  impact,
});

beforeAll(async () => {
  server = await startTestServer();
  const user = await makeUser(server, { role: 'admin' });
  admin = (await signInAs(server, user.username, 'secret123')).access_token;
  const other = await makeUser(server, {});
  trader = (await signInAs(server, other.username, 'secret123')).access_token;
  const imported = await call(server, 'POST', '/admin/economic-calendar/import', {
    token: admin,
    json: {
      events: [
        // 23:30 Tashkent on 1 March is 18:30 UTC; 00:30 Tashkent on 2 March is 19:30 UTC 1 March.
        event('2031-03-01T18:30:00Z', 'USD', 'Admin list CPI', 'high'),
        event('2031-03-01T19:30:00Z', 'EUR', 'Admin list GDP', 'low'),
        event('2031-03-03T08:00:00Z', 'USD', 'Admin list payrolls', 'medium'),
      ],
    },
  });
  expect(imported.status).toBe(200);
});
afterAll(async () => server?.close());

const list = (query: Record<string, string>, token = admin) =>
  call<AdminCalendarResponse>(server, 'GET', '/admin/economic-calendar', { token, query });
const patch = (id: number, json: unknown, token = admin) =>
  call<{ result: EconomicEvent; message?: string }>(
    server,
    'PATCH',
    `/admin/economic-calendar/${id}`,
    { token, json },
  );

describe('the admin calendar list', () => {
  it('filters by Tashkent day, currency, country and impact', async () => {
    const day = await list({ from: '2031-03-01', to: '2031-03-01' });
    expect(day.status).toBe(200);
    expect(day.body.result.data.map((e) => e.event)).toEqual(['Admin list CPI']);
    const usd = await list({ search: 'admin list', currency: 'USD', sort: 'time', order: 'desc' });
    expect(usd.body.result.data.map((e) => e.event)).toEqual([
      'Admin list payrolls',
      'Admin list CPI',
    ]);
    const eu = await list({ search: 'admin list', country: 'EU' });
    expect(eu.body.result.data.map((e) => e.event)).toEqual(['Admin list GDP']);
    const high = await list({ search: 'admin list', sort: 'impact', order: 'desc' });
    expect(high.body.result.data[0]?.impact).toBe('high');
    expect((await list({ impact: 'huge' })).status).toBe(400);
    expect((await list({}, trader)).status).toBe(403);
  });

  it('an edit changes the given fields only and is logged; bad edits are refused', async () => {
    const [cpi] = (await list({ search: 'Admin list CPI' })).body.result.data;
    const id = cpi!.id;
    const res = await patch(id, { forecast: '3.1%', impact: 'medium' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      forecast: '3.1%',
      impact: 'medium',
      event: 'Admin list CPI',
    });
    const actual = await patch(id, { actual: '3.3%' });
    expect(actual.status).toBe(400);
    expect(actual.body.message).toContain('actual');
    expect((await patch(99_999_999, { forecast: '1' })).status).toBe(404);
    expect((await patch(id, { forecast: '1' }, trader)).status).toBe(403);
    const clash = await patch(id, { time: '2031-03-03T08:00:00Z', event: 'Admin list payrolls' });
    expect(clash.status).toBe(409);
    const log = await call<PageResult<AdminAuditEntry>>(server, 'GET', '/admin/audit', {
      token: admin,
      query: { entity: 'economic_event', entity_id: String(id) },
    });
    expect(log.body.result.data).toHaveLength(1);
    expect((log.body.result.data[0]?.before as EconomicEvent).forecast).toBeNull();
  });
});
