// GET /economic_calendar (the contract) and the calendar's admin calls: import (JSON list, CSV or
// JSON file, command line), publishing an actual value live, and the demo week.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import { EconomicCalendarResultSchema, type EconomicEvent } from '@savdo/contract';
import { calendarRange } from './date-range';
import { listEvents } from './repository';
import { demoWeekEvents, DEMO_WEEK } from '@savdo/contract/demo/calendar-week';
import { seedDemoCalendar } from './seed';
import { demoHistoryEvents } from '@savdo/contract/demo/calendar-series';
import { SIGN_IN_OR_PARTNER_MESSAGE } from '../partners/public-access';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { addEvents, admin, eventAt } from '../../../../../tests/kit/server/calendar-support';
import { openLive, type LiveClient } from '../../../../../tests/kit/server/live-client';

let server: TestServer;
let userToken: string;
let adminToken: string;
const sockets: LiveClient[] = [];
const checkCalendar = Compile(EconomicCalendarResultSchema);
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await startTestServer();
  const user = await makeUser(server);
  userToken = (await signInAs(server, user.username, 'secret123')).access_token;
  const boss = await makeUser(server, { role: 'admin' });
  adminToken = (await signInAs(server, boss.username, 'secret123')).access_token;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
});

async function calendar(query: Record<string, string> = {}, token: string | null = userToken) {
  return call<{ result: EconomicEvent[] }>(server, 'GET', '/economic_calendar', {
    token: token ?? undefined,
    query,
  });
}

describe('GET /economic_calendar', () => {
  it('needs a signed-in user or a partner key: otherwise 401', async () => {
    const res = await calendar({}, null);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: SIGN_IN_OR_PARTNER_MESSAGE });
  });

  it('answers { result: [...] } with every field of the economic event', async () => {
    const [stored] = await addEvents(server.db, [
      eventAt(new Date(Date.now() + HOUR), {
        event: 'Fields check',
        is_tentative: true,
        is_preliminary: true,
        is_report: true,
        is_speech: true,
        actual: '1.3%',
      }),
    ]);
    const res = await calendar({
      date_filter: 'custom',
      from_date: '2000-01-01',
      to_date: '2100-01-01',
    }).catch(() => null);
    // A range longer than the maximum is refused; ask for the event's own day instead.
    expect(res?.status).toBe(400);
    const day = new Date(Date.parse(stored!.time) + 5 * HOUR).toISOString().slice(0, 10);
    const ok = await calendar({ from_date: day, to_date: day, query: 'Fields check' });
    expect(ok.status).toBe(200);
    expect(checkCalendar.Check(ok.body)).toBe(true);
    expect(ok.body.result).toEqual([
      {
        id: stored!.id,
        time: stored!.time,
        flag: 'us',
        currency: 'USD',
        event: 'Fields check',
        impact: 'medium',
        previous: '1.0%',
        forecast: '1.2%',
        actual: '1.3%',
        consensus: '1.1%',
        is_tentative: true,
        is_preliminary: true,
        is_report: true,
        is_speech: true,
        // Ours: the series the release belongs to, and its names (none given here).
        series: 'USD:fields-check',
        event_names: { uz: null, ru: null },
      },
    ]);
  });

  it('date_filter today, tomorrow, this_week, next_week each answer exactly the events inside them, in time order', async () => {
    const now = new Date();
    const tag = `Range${Date.now()}`;
    const today = calendarRange({ date_filter: 'today' }, now);
    const tomorrow = calendarRange({ date_filter: 'tomorrow' }, now);
    const nextWeek = calendarRange({ date_filter: 'next_week' }, now);
    const events = [
      eventAt(new Date(today.from.getTime() + 2 * HOUR), { event: `${tag} today late` }),
      eventAt(today.from, { event: `${tag} today first` }),
      eventAt(new Date(today.from.getTime() - 1), { event: `${tag} yesterday` }),
      eventAt(new Date(tomorrow.from.getTime() + HOUR), { event: `${tag} tomorrow` }),
      eventAt(new Date(nextWeek.from.getTime() + 3 * 24 * HOUR), { event: `${tag} next week` }),
      eventAt(nextWeek.to, { event: `${tag} after next week` }),
    ];
    await addEvents(server.db, events);
    const sorted = [...events].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
    for (const filter of ['today', 'tomorrow', 'this_week', 'next_week'] as const) {
      const range = calendarRange({ date_filter: filter }, now);
      const expected = sorted
        .filter(
          (e) =>
            Date.parse(e.time) >= range.from.getTime() && Date.parse(e.time) < range.to.getTime(),
        )
        .map((e) => e.event);
      const res = await calendar({ date_filter: filter, query: tag });
      expect(
        res.body.result.map((e) => e.event),
        filter,
      ).toEqual(expected);
    }
    // The fixture really tells the filters apart.
    expect(
      (await calendar({ date_filter: 'today', query: tag })).body.result.map((e) => e.event),
    ).toEqual([`${tag} today first`, `${tag} today late`]);
    expect(
      (await calendar({ date_filter: 'next_week', query: tag })).body.result.map((e) => e.event),
    ).toContain(`${tag} next week`);
  });

  it('query matches part of the event name (any case) or the currency code', async () => {
    const at = new Date(Date.now() + 30 * 60_000);
    await addEvents(server.db, [
      eventAt(at, { event: 'Querytest Retail Sales m/m', currency: 'AUD', flag: 'au' }),
      eventAt(at, { event: 'Querytest CPI y/y', currency: 'JPY', flag: 'jp' }),
    ]);
    const day = new Date(at.getTime() + 5 * HOUR).toISOString().slice(0, 10);
    const found = async (query: string) =>
      (await calendar({ from_date: day, to_date: day, query })).body.result.map((e) => e.event);
    expect(await found('querytest retail')).toEqual(['Querytest Retail Sales m/m']);
    expect(await found('jpy')).toContain('Querytest CPI y/y');
    expect(await found('jpy')).not.toContain('Querytest Retail Sales m/m');
  });

  it('a % in the query is the text %, not a wildcard', async () => {
    const at = new Date(Date.now() + 40 * 60_000);
    await addEvents(server.db, [
      eventAt(at, { event: 'Wildcard 100% check' }),
      eventAt(at, { event: 'Wildcard 100 check' }),
    ]);
    const day = new Date(at.getTime() + 5 * HOUR).toISOString().slice(0, 10);
    const res = await calendar({ from_date: day, to_date: day, query: '100%' });
    expect(res.body.result.map((e) => e.event)).toEqual(['Wildcard 100% check']);
  });

  it('rejects a bad date_filter, a bad date and a reversed range with 400 and a message', async () => {
    const bad = await calendar({ date_filter: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: 'date_filter must be one of: today, tomorrow, this_week, next_week, custom',
    });
    expect((await calendar({ from_date: '2026-13-01' })).status).toBe(400);
    const reversed = await calendar({ from_date: '2026-12-03', to_date: '2026-12-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ message: 'to_date must not be before from_date' });
  });
});

describe('admin import', () => {
  const importBody = (events: unknown[]) => ({ token: adminToken, json: { events } });

  it('only admins may import (403 for a user)', async () => {
    const res = await call(server, 'POST', '/admin/economic-calendar/import', {
      token: userToken,
      json: { events: [eventAt(new Date())] },
    });
    expect(res.status).toBe(403);
  });

  it('imports a JSON list; figures and flags may be left out; re-importing updates instead of doubling', async () => {
    const time = new Date('2031-03-03T13:30:00Z').toISOString();
    const minimal = { time, flag: 'us', currency: 'usd', event: 'Import twice', impact: 'high' };
    const first = await call(
      server,
      'POST',
      '/admin/economic-calendar/import',
      importBody([{ ...minimal, currency: 'USD' }]),
    );
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ result: { imported: 1 } });
    await call(
      server,
      'POST',
      '/admin/economic-calendar/import',
      importBody([{ ...minimal, currency: 'USD', forecast: '2.0%' }]),
    );
    const events = await listEvents(server.db, {
      from: new Date(time),
      to: new Date(Date.parse(time) + 1),
      query: 'Import twice',
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      forecast: '2.0%',
      previous: null,
      actual: null,
      is_speech: false,
    });
  });

  it('an invalid event is refused with the field named', async () => {
    const res = await call(
      server,
      'POST',
      '/admin/economic-calendar/import',
      importBody([{ time: 'soon', flag: 'us', currency: 'USD', event: 'Bad', impact: 'high' }]),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'time must be an ISO date-time' });
  });

  it('imports a CSV file upload (quoted commas, flags as yes/no)', async () => {
    const csv = [
      'time,flag,currency,event,impact,previous,forecast,actual,consensus,is_tentative,is_preliminary,is_report,is_speech',
      '2031-04-07T13:30:00Z,us,usd,"Retail Sales, ex autos",high,0.4%,0.3%,,0.3%,no,yes,no,no',
      '2031-04-07T15:00:00Z,eu,EUR,Lagarde Speaks,medium,,,,,yes,no,no,yes',
    ].join('\r\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'week.csv');
    const res = await call(server, 'POST', '/admin/economic-calendar/import-file', {
      token: adminToken,
      body: form,
    });
    expect(res.body).toEqual({ result: { imported: 2 } });
    const events = await listEvents(server.db, {
      from: new Date('2031-04-07T00:00:00Z'),
      to: new Date('2031-04-08T00:00:00Z'),
      query: '',
    });
    expect(
      events.map((e) => [e.event, e.currency, e.is_preliminary, e.is_speech, e.actual]),
    ).toEqual([
      ['Retail Sales, ex autos', 'USD', true, false, null],
      ['Lagarde Speaks', 'EUR', false, true, null],
    ]);
  });

  it('a file with a bad row names the row, and nothing of it is stored', async () => {
    const json = JSON.stringify({
      events: [
        {
          time: '2031-05-05T10:00:00Z',
          flag: 'gb',
          currency: 'GBP',
          event: 'Good row',
          impact: 'low',
        },
        {
          time: '2031-05-05T11:00:00Z',
          flag: 'gb',
          currency: 'GBP',
          event: 'Bad row',
          impact: 'huge',
        },
      ],
    });
    const form = new FormData();
    form.append('file', new Blob([json], { type: 'application/json' }), 'week.json');
    const res = await call(server, 'POST', '/admin/economic-calendar/import-file', {
      token: adminToken,
      body: form,
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: 'Event 2: impact must be one of: low, medium, high',
    });
    const stored = await listEvents(server.db, {
      from: new Date('2031-05-05T00:00:00Z'),
      to: new Date('2031-05-06T00:00:00Z'),
      query: '',
    });
    expect(stored).toEqual([]);
  });

  it('the command line imports a week from a CSV file and lists it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'savdo-cal-'));
    const file = join(dir, 'week.csv');
    writeFileSync(
      file,
      'time,flag,currency,event,impact,forecast\n2031-06-02T12:00:00Z,jp,JPY,CLI import check,medium,1.5%\n',
    );
    const imported = await admin(server.db, 'calendar-import', file);
    expect(imported).toMatchObject({
      code: 0,
      out: `calendar-import: 1 events imported from ${file}`,
    });
    const listed = await admin(
      server.db,
      'calendar-list',
      'CLI import',
      '--from',
      '2031-06-02',
      '--to',
      '2031-06-02',
    );
    expect(listed.code).toBe(0);
    expect(listed.out).toContain('JPY  medium  CLI import check');
    expect(listed.out).toContain('1 events');
  });
});

describe('publishing an actual value', () => {
  it('sets it, answers the event and pushes calendar.actual live to public subscribers', async () => {
    const [event] = await addEvents(server.db, [
      eventAt(new Date(Date.now() + HOUR), { event: 'Live actual' }),
    ]);
    const socket = openLive(server.baseUrl);
    sockets.push(socket);
    await socket.next('hello');
    const res = await call<{ result: EconomicEvent }>(
      server,
      'POST',
      `/admin/economic-calendar/${event!.id}/actual`,
      {
        token: adminToken,
        json: { actual: ' 1.6% ' },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: event!.id, actual: '1.6%' });
    const pushed = await socket.next('calendar.actual');
    expect(pushed).toEqual({ type: 'calendar.actual', event: res.body.result });
  });

  it('the command line publishes too (live through NOTIFY)', async () => {
    const [event] = await addEvents(server.db, [
      eventAt(new Date(Date.now() + 2 * HOUR), { event: 'CLI actual' }),
    ]);
    const socket = openLive(server.baseUrl);
    sockets.push(socket);
    await socket.next('hello');
    const result = await admin(server.db, 'calendar-actual', String(event!.id), '250K');
    expect(result).toMatchObject({
      code: 0,
      out: 'calendar-actual: USD CLI actual: actual 250K (published)',
    });
    const pushed = await socket.next('calendar.actual');
    expect(pushed).toMatchObject({ event: { id: event!.id, actual: '250K' } });
  });

  it('an unknown event is a 404; a user may not publish (403)', async () => {
    const missing = await call(server, 'POST', '/admin/economic-calendar/999999/actual', {
      token: adminToken,
      json: { actual: '1' },
    });
    expect(missing.status).toBe(404);
    const forbidden = await call(server, 'POST', '/admin/economic-calendar/1/actual', {
      token: userToken,
      json: { actual: '1' },
    });
    expect(forbidden.status).toBe(403);
  });
});

describe('the demo week', () => {
  it('has Monday-to-Sunday events with every flag kind, past ones with actual values', () => {
    const monday = calendarRange(
      { date_filter: 'this_week' },
      new Date('2026-11-25T05:00:00Z'),
    ).from;
    const events = demoWeekEvents(monday, new Date('2026-11-25T05:00:00Z'));
    expect(events).toHaveLength(DEMO_WEEK.length);
    for (const flag of ['is_tentative', 'is_preliminary', 'is_report', 'is_speech'] as const) {
      expect(events.some((e) => e[flag])).toBe(true);
    }
    const now = Date.parse('2026-11-25T05:00:00Z');
    for (const e of events) {
      const t = Date.parse(e.time);
      expect(t).toBeGreaterThanOrEqual(monday.getTime());
      expect(t).toBeLessThan(monday.getTime() + 7 * 24 * HOUR);
      if (t > now) expect(e.actual).toBeNull();
    }
    expect(events.filter((e) => Date.parse(e.time) <= now).some((e) => e.actual !== null)).toBe(
      true,
    );
  });

  it('seeding twice stores each event once (this week and next, and the year before)', async () => {
    const fresh = await startTestServer();
    try {
      const now = new Date();
      await seedDemoCalendar(fresh.db, now);
      await seedDemoCalendar(fresh.db, now);
      const all = await listEvents(fresh.db, { from: null, to: null, query: '' });
      const history = demoHistoryEvents(calendarRange({ date_filter: 'this_week' }, now).from);
      expect(all).toHaveLength(DEMO_WEEK.length * 2 + history.length);
    } finally {
      await fresh.close();
    }
  });
});
