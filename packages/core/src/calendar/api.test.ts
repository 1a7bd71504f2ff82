import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  calendarApi,
  configureCore,
  login,
  partnerHeaders,
  setPartnerKey,
  $partnerKey,
} from '@savdo/core';
import {
  apiUser,
  fakeFetch,
  NOW,
  resetSessionCore,
  token,
} from '../../../../tests/kit/session-test-helpers';

const EMPTY = { status: 200, body: { result: [] } };

describe('GET /economic_calendar', () => {
  beforeEach(async () => {
    await resetSessionCore();
    setPartnerKey(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setPartnerKey(null);
  });

  it('sends query, date_filter and utc_offset as query parameters', async () => {
    const requests = fakeFetch([EMPTY]);
    await calendarApi.getEconomicCalendar({
      query: ' CPI ',
      date_filter: 'this_week',
      utc_offset: 300,
    });
    expect(requests[0]?.url).toBe(
      '/api/v1/economic_calendar?query=CPI&date_filter=this_week&utc_offset=300',
    );
  });

  it('sends from_date and to_date with a custom range only', async () => {
    const requests = fakeFetch([EMPTY, EMPTY]);
    await calendarApi.getEconomicCalendar({
      date_filter: 'custom',
      from_date: '2026-12-01',
      to_date: '2026-12-07',
    });
    await calendarApi.getEconomicCalendar({
      date_filter: 'today',
      from_date: '2026-12-01',
      to_date: '2026-12-07',
    });
    expect(requests.map((r) => r.url)).toEqual([
      '/api/v1/economic_calendar?date_filter=custom&from_date=2026-12-01&to_date=2026-12-07',
      '/api/v1/economic_calendar?date_filter=today',
    ]);
  });

  it('answers the events of { result }', async () => {
    fakeFetch([{ status: 200, body: { result: [{ id: 7 }] } }]);
    expect((await calendarApi.getEconomicCalendar()).result).toEqual([{ id: 7 }]);
  });

  it('a signed-in page sends the bearer token and no partner key', async () => {
    const access = token();
    login({ access_token: access, user: apiUser() }, NOW);
    const requests = fakeFetch([EMPTY]);
    await calendarApi.getEconomicCalendar({ date_filter: 'today' });
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${access}`);
    expect(requests[0]?.headers['x-savdo-partner']).toBeUndefined();
  });

  it("a partner's page (public mode) sends its partner key and never a bearer token", async () => {
    login({ access_token: token(), user: apiUser() }, NOW);
    configureCore({ mode: 'public', apiBase: 'https://api.savdo.example' });
    setPartnerKey('pk_demo');
    const requests = fakeFetch([EMPTY]);
    await calendarApi.getEconomicCalendar({ date_filter: 'today' });
    expect(requests[0]?.url).toBe(
      'https://api.savdo.example/api/v1/economic_calendar?date_filter=today',
    );
    expect(requests[0]?.headers['x-savdo-partner']).toBe('pk_demo');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });
});

describe('partner key', () => {
  afterEach(() => setPartnerKey(null));

  it('is trimmed; an empty key means none', () => {
    setPartnerKey('  pk_x  ');
    expect($partnerKey.get()).toBe('pk_x');
    expect(partnerHeaders()).toEqual({ 'X-Savdo-Partner': 'pk_x' });
    setPartnerKey('   ');
    expect($partnerKey.get()).toBeNull();
    expect(partnerHeaders()).toEqual({});
    setPartnerKey(undefined);
    expect(partnerHeaders()).toEqual({});
  });
});
