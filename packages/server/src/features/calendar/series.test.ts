// Event series (docs/decisions/0311-economic-event-series.md): the stable key, releases linked to
// their series, GET /economic_calendar/series/{key} (last 12 releases, next release, meaning,
// source), names in uz and ru, an import of past releases de-duplicated, and the demo's year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import {
  EventSeriesDetailResultSchema,
  seriesKey,
  type EconomicEvent,
  type EventSeriesDetail,
} from '@savdo/contract';
import { demoHistoryEvents, DEMO_SERIES } from '@savdo/contract/demo/calendar-series';
import { DEMO_WEEK } from '@savdo/contract/demo/calendar-week';
import { upsertSeriesTexts } from './series-repository';
import { calendarRange } from './date-range';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { addEvents, eventAt } from '../../../../../tests/kit/server/calendar-support';

let server: TestServer;
let userToken: string;
let adminToken: string;
const DAY = 24 * 3_600_000;
const checkDetail = Compile(EventSeriesDetailResultSchema);

beforeAll(async () => {
  server = await startTestServer();
  const user = await makeUser(server);
  userToken = (await signInAs(server, user.username, 'secret123')).access_token;
  const boss = await makeUser(server, { role: 'admin' });
  adminToken = (await signInAs(server, boss.username, 'secret123')).access_token;
});
afterAll(async () => {
  await server?.close();
});

function detail(key: string, token: string | null = userToken) {
  return call<{ result: EventSeriesDetail }>(
    server,
    'GET',
    `/economic_calendar/series/${encodeURIComponent(key)}`,
    { token: token ?? undefined },
  );
}

/** Monthly releases of one figure: `past` before now (with actual values), then one ahead. */
function monthly(event: string, past: number): ReturnType<typeof eventAt>[] {
  const now = Date.now();
  const out = [];
  for (let k = past; k >= 1; k -= 1)
    out.push(
      eventAt(new Date(now - k * 30 * DAY), {
        event,
        forecast: `${k}.0%`,
        actual: `${k}.1%`,
      }),
    );
  out.push(eventAt(new Date(now + 2 * DAY), { event, forecast: '9.9%' }));
  return out;
}

describe('seriesKey', () => {
  it('is the currency and the lower-cased name with runs of other characters as one dash', () => {
    expect(seriesKey('usd', 'Non-Farm Employment Change')).toBe('USD:non-farm-employment-change');
    expect(seriesKey('EUR', 'CPI m/m (Flash)')).toBe('EUR:cpi-m-m-flash');
    expect(seriesKey('JPY', '***')).toBe('JPY:event');
  });
});

describe('GET /economic_calendar/series/{key}', () => {
  it('answers the last 12 releases oldest first, and the next release, of the same series only', async () => {
    await addEvents(server.db, [
      ...monthly('Series history check', 14),
      eventAt(new Date(Date.now() - DAY), { event: 'Another figure', actual: '5%' }),
    ]);
    const res = await detail('USD:series-history-check');
    expect(res.status).toBe(200);
    expect(checkDetail.Check(res.body)).toBe(true);
    const { history, next, series } = res.body.result;
    expect(history).toHaveLength(12);
    expect(history.map((e) => e.actual)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${12 - i}.1%`),
    );
    expect(history.every((e) => e.event === 'Series history check')).toBe(true);
    expect(next?.forecast).toBe('9.9%');
    expect(series).toMatchObject({ key: 'USD:series-history-check', currency: 'USD' });
  });

  it('an unknown series is 404 with a clear message; a malformed key is 400', async () => {
    const missing = await detail('USD:no-such-figure');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: 'Event series not found' });
    const bad = await detail('not a key');
    expect(bad.status).toBe(400);
  });

  it('needs a signed-in user or a partner key, as the calendar does', async () => {
    const res = await detail('USD:series-history-check', null);
    expect(res.status).toBe(401);
  });

  it('carries the names in uz and ru, the meaning in three languages and the source', async () => {
    await addEvents(server.db, [eventAt(new Date(Date.now() + DAY), { event: 'Named figure' })]);
    await upsertSeriesTexts(server.db, {
      currency: 'USD',
      event: 'Named figure',
      name_uz: 'Nomli ko‘rsatkich',
      name_ru: 'Именованный показатель',
      description_en: 'What it measures',
      description_uz: 'Nimani o‘lchaydi',
      description_ru: 'Что измеряет',
      source: 'Test Bureau',
    });
    const res = await detail('USD:named-figure');
    expect(res.body.result.series).toMatchObject({
      names: { uz: 'Nomli ko‘rsatkich', ru: 'Именованный показатель' },
      description: { en: 'What it measures', uz: 'Nimani o‘lchaydi', ru: 'Что измеряет' },
      source: 'Test Bureau',
    });
  });
});

describe('event names in uz and ru on the calendar', () => {
  it('each event carries its series key and its names; a search finds it by its Russian name', async () => {
    const day = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    const res = await call<{ result: EconomicEvent[] }>(server, 'GET', '/economic_calendar', {
      token: userToken,
      // The day is UTC's, so the query reads it at offset 0 (the default is Tashkent's day).
      query: { from_date: day, to_date: day, utc_offset: '0', query: 'Именованный' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(1);
    expect(res.body.result[0]).toMatchObject({
      series: 'USD:named-figure',
      event: 'Named figure',
      event_names: { uz: 'Nomli ko‘rsatkich', ru: 'Именованный показатель' },
    });
  });
});

describe('import with history', () => {
  it('past releases in a file are stored once however often the file is imported', async () => {
    const rows = monthly('Imported history', 12).slice(0, 12);
    const header = 'time,flag,currency,event,impact,previous,forecast,actual';
    const csv = [
      header,
      ...rows.map((e) => `${e.time},us,USD,${e.event},medium,,${e.forecast},${e.actual}`),
    ].join('\n');
    for (let i = 0; i < 2; i += 1) {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'history.csv');
      const res = await call(server, 'POST', '/admin/economic-calendar/import-file', {
        token: adminToken,
        body: form,
      });
      expect(res.body).toEqual({ result: { imported: 12 } });
    }
    const res = await detail('USD:imported-history');
    expect(res.body.result.history).toHaveLength(12);
    expect(new Set(res.body.result.history.map((e) => e.id)).size).toBe(12);
  });

  it('a row repeated inside one import is stored once (the last one wins)', async () => {
    const time = new Date(Date.now() - 3 * DAY);
    const stored = await addEvents(server.db, [
      eventAt(time, { event: 'Twice in one file', actual: '1%' }),
      eventAt(time, { event: 'Twice in one file', actual: '2%' }),
    ]);
    expect(new Set(stored.map((e) => e.id)).size).toBe(1);
    const res = await detail('USD:twice-in-one-file');
    expect(res.body.result.history.map((e) => e.actual)).toEqual(['2%']);
  });
});

describe('the demo history', () => {
  it('a year of releases for each demo figure, deterministic, with actual and forecast on figures', () => {
    const monday = calendarRange(
      { date_filter: 'this_week' },
      new Date('2026-11-25T05:00:00Z'),
    ).from;
    const a = demoHistoryEvents(monday);
    expect(demoHistoryEvents(monday)).toEqual(a);
    for (const t of DEMO_WEEK) {
      const releases = a.filter((e) => e.currency === t.currency && e.event === t.event);
      const info = DEMO_SERIES[`${t.currency}|${t.event}`];
      expect(releases).toHaveLength(info!.perYear);
      expect(releases.every((e) => Date.parse(e.time) < monday.getTime())).toBe(true);
      const first = Date.parse(releases[0]!.time);
      expect(monday.getTime() - first).toBeGreaterThan(300 * DAY);
      if (t.forecast !== null)
        expect(releases.every((e) => e.actual !== null && e.forecast !== null)).toBe(true);
    }
  });
});
