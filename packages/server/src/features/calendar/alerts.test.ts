// Calendar alerts (docs/decisions/0312-calendar-alerts.md): the CRUD calls, and delivery through
// the notifications service: a reminder once at T-N, the actual once when it is set (admin
// route, command line, demo clock, import), never twice on a re-run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, CalendarAlert } from '@savdo/contract';
import { sendDueReminders } from './alerts-delivery';
import { importEvents, publishActual } from './service';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { addEvents, admin, eventAt } from '../../../../../tests/kit/server/calendar-support';

let server: TestServer;
let adminToken: string;
const MINUTE = 60_000;
const published: unknown[] = [];
const publish = async (event: unknown) => {
  published.push(event);
};

beforeAll(async () => {
  server = await startTestServer();
  const boss = await makeUser(server, { role: 'admin' });
  adminToken = (await signInAs(server, boss.username, 'secret123')).access_token;
});
afterAll(async () => {
  await server?.close();
});

async function trader() {
  const user = await makeUser(server);
  const token = (await signInAs(server, user.username, 'secret123')).access_token;
  return { id: Number(user.id), token };
}

function addAlert(token: string, json: unknown) {
  return call<{ result: CalendarAlert }>(server, 'POST', '/economic_calendar/alerts', {
    token,
    json,
  });
}

async function notifications(token: string) {
  const res = await call<{ result: { data: AppNotification[] } }>(server, 'GET', '/notification', {
    token,
  });
  return res.body.result.data;
}

describe('alerts CRUD', () => {
  it('a signed-in user adds, lists and removes an alert on a series', async () => {
    const me = await trader();
    await addEvents(server.db, [
      eventAt(new Date(Date.now() + 60 * MINUTE), { event: 'Crud figure' }),
    ]);
    const added = await addAlert(me.token, { series: 'USD:crud-figure', minutes_before: 10 });
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({
      series: 'USD:crud-figure',
      series_event: 'Crud figure',
      minutes_before: 10,
      on_actual: false,
      currency: null,
      impact: null,
    });
    const list = await call<{ result: CalendarAlert[] }>(
      server,
      'GET',
      '/economic_calendar/alerts',
      {
        token: me.token,
      },
    );
    expect(list.body.result.map((a) => a.id)).toEqual([added.body.result.id]);
    const removed = await call(
      server,
      'DELETE',
      `/economic_calendar/alerts/${added.body.result.id}`,
      {
        token: me.token,
      },
    );
    expect(removed.status).toBe(200);
    const after = await call<{ result: CalendarAlert[] }>(
      server,
      'GET',
      '/economic_calendar/alerts',
      {
        token: me.token,
      },
    );
    expect(after.body.result).toEqual([]);
  });

  it('an alert on a currency and impact is kept as such', async () => {
    const me = await trader();
    const res = await addAlert(me.token, { currency: 'EUR', impact: 'high', on_actual: true });
    expect(res.body.result).toMatchObject({
      series: null,
      currency: 'EUR',
      impact: 'high',
      on_actual: true,
    });
  });

  it('bad alerts are refused with a clear message', async () => {
    const me = await trader();
    const cases: [unknown, number, string][] = [
      [{ minutes_before: 10 }, 400, 'Choose an event, or a currency and an impact'],
      [
        { currency: 'EUR', minutes_before: 10 },
        400,
        'Choose an event, or a currency and an impact',
      ],
      [{ series: 'USD:crud-figure' }, 400, 'Choose a reminder time or the actual value'],
      [
        { series: 'USD:crud-figure', minutes_before: 7 },
        400,
        'minutes_before must be one of: 5, 10, 15, 30, 60',
      ],
      [{ series: 'USD:never-released', on_actual: true }, 400, 'Event series not found'],
    ];
    for (const [json, status, message] of cases) {
      const res = await addAlert(me.token, json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(res.body, JSON.stringify(json)).toMatchObject({ message });
    }
  });

  it('a guest cannot add or list alerts (401); a user cannot remove another user’s alert (404)', async () => {
    expect((await call(server, 'GET', '/economic_calendar/alerts')).status).toBe(401);
    expect(
      (
        await call(server, 'POST', '/economic_calendar/alerts', {
          json: { currency: 'EUR', impact: 'high', on_actual: true },
        })
      ).status,
    ).toBe(401);
    const owner = await trader();
    const other = await trader();
    const added = await addAlert(owner.token, { currency: 'GBP', impact: 'low', on_actual: true });
    const res = await call(server, 'DELETE', `/economic_calendar/alerts/${added.body.result.id}`, {
      token: other.token,
    });
    expect(res.status).toBe(404);
  });
});

describe('reminder delivery', () => {
  it('fires once at T-N through notifications (bell and live push), not before, not on a re-run', async () => {
    const me = await trader();
    const release = new Date(Date.now() + 60 * MINUTE);
    const [event] = await addEvents(server.db, [
      eventAt(release, { event: 'Reminder figure', forecast: '2.5%' }),
    ]);
    await addAlert(me.token, { series: 'USD:reminder-figure', minutes_before: 15 });
    const deps = { db: server.db, publish };

    // 16 minutes before: not yet.
    await sendDueReminders(deps, new Date(release.getTime() - 16 * MINUTE));
    expect((await notifications(me.token)).filter((n) => n.kind === 'calendar_reminder')).toEqual(
      [],
    );

    // 15 minutes before, and again a tick later: one reminder.
    published.length = 0;
    await sendDueReminders(deps, new Date(release.getTime() - 15 * MINUTE));
    await sendDueReminders(deps, new Date(release.getTime() - 14 * MINUTE));
    const mine = (await notifications(me.token)).filter((n) => n.kind === 'calendar_reminder');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      title: 'In 15 minutes: Reminder figure',
      link: '/economic-calendar/event/USD%3Areminder-figure',
      params: expect.objectContaining({ event_id: event!.id, forecast: '2.5%' }),
    });
    expect(published.filter((e) => (e as { type: string }).type === 'notification')).toHaveLength(
      1,
    );

    // After the release: nothing late.
    await sendDueReminders(deps, new Date(release.getTime() + MINUTE));
    expect(
      (await notifications(me.token)).filter((n) => n.kind === 'calendar_reminder'),
    ).toHaveLength(1);
  });

  it('an alert on a currency and impact reminds of each matching release, in the reader’s language', async () => {
    const me = await trader();
    await server.db.query("UPDATE users SET language = 'ru' WHERE id = $1", [me.id]);
    const release = new Date(Date.now() + 3 * 60 * MINUTE);
    await addEvents(server.db, [
      eventAt(release, { event: 'Match one', currency: 'NZD', flag: 'nz', impact: 'high' }),
      eventAt(release, { event: 'Low one', currency: 'NZD', flag: 'nz', impact: 'low' }),
    ]);
    await addAlert(me.token, { currency: 'NZD', impact: 'high', minutes_before: 5 });
    await sendDueReminders({ db: server.db, publish }, new Date(release.getTime() - 5 * MINUTE));
    const res = await call<{ result: { data: AppNotification[] } }>(
      server,
      'GET',
      '/notification',
      {
        token: me.token,
        headers: { 'accept-language': 'ru' },
      },
    );
    const titles = res.body.result.data.map((n) => n.title);
    expect(titles).toEqual(['Через 5 мин: Match one']);
  });
});

describe('actual-value delivery', () => {
  it('the admin publishing the actual tells once; publishing it again does not repeat', async () => {
    const me = await trader();
    const [event] = await addEvents(server.db, [
      eventAt(new Date(Date.now() - MINUTE), { event: 'Actual figure', forecast: '1.0%' }),
    ]);
    await addAlert(me.token, { series: 'USD:actual-figure', on_actual: true });
    for (const actual of ['1.4%', '1.4%']) {
      const res = await call(server, 'POST', `/admin/economic-calendar/${event!.id}/actual`, {
        token: adminToken,
        json: { actual },
      });
      expect(res.status).toBe(200);
    }
    const mine = (await notifications(me.token)).filter((n) => n.kind === 'calendar_actual');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.title).toBe('USD Actual figure: 1.4%');
  });

  it('the command line and the demo clock (publishActual) tell too', async () => {
    const me = await trader();
    const [a, b] = await addEvents(server.db, [
      eventAt(new Date(Date.now() - MINUTE), { event: 'Cli figure' }),
      eventAt(new Date(Date.now() - MINUTE), { event: 'Clock figure' }),
    ]);
    await addAlert(me.token, { series: 'USD:cli-figure', on_actual: true });
    await addAlert(me.token, { series: 'USD:clock-figure', on_actual: true });
    const cli = await admin(server.db, 'calendar-actual', String(a!.id), '2%');
    expect(cli.code).toBe(0);
    await publishActual(server.db, { publish }, b!.id, '3%');
    const kinds = (await notifications(me.token)).filter((n) => n.kind === 'calendar_actual');
    expect(kinds.map((n) => n.title).sort()).toEqual([
      'USD Cli figure: 2%',
      'USD Clock figure: 3%',
    ]);
  });

  it('an import that brings a fresh actual tells; one that repeats it, or an old release, does not', async () => {
    const me = await trader();
    const fresh = eventAt(new Date(Date.now() - MINUTE), { event: 'Imported actual' });
    const old = eventAt(new Date(Date.now() - 40 * 24 * 60 * MINUTE), { event: 'Imported actual' });
    await importEvents(server.db, [fresh, old]);
    await addAlert(me.token, { series: 'USD:imported-actual', on_actual: true });
    for (let i = 0; i < 2; i += 1)
      await importEvents(
        server.db,
        [
          { ...fresh, actual: '4%' },
          { ...old, actual: '3%' },
        ],
        { publish },
      );
    const mine = (await notifications(me.token)).filter((n) => n.kind === 'calendar_actual');
    expect(mine.map((n) => n.title)).toEqual(['USD Imported actual: 4%']);
  });
});
