// The event detail's and the alerts' calls (docs/decisions/0312-calendar-alerts.md).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureCore, setPartnerKey } from '@savdo/core';
import { calendarDetailApi } from '@savdo/core/calendar-detail';
import { fakeFetch, resetSessionCore } from '../../../../tests/kit/session-test-helpers';

describe('event detail and alerts calls', () => {
  beforeEach(async () => {
    await resetSessionCore();
    setPartnerKey(null);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setPartnerKey(null);
  });

  it('asks for a series by its key, encoded in the path', async () => {
    const requests = fakeFetch([{ status: 200, body: { result: {} } }]);
    await calendarDetailApi.getEventSeries('USD:cpi-m-m');
    expect(requests[0]?.url).toBe('/api/v1/economic_calendar/series/USD%3Acpi-m-m');
  });

  it("a partner's page sends its partner key with the detail", async () => {
    configureCore({ mode: 'public', apiBase: 'https://api.savdo.example' });
    setPartnerKey('pk_demo');
    const requests = fakeFetch([{ status: 200, body: { result: {} } }]);
    await calendarDetailApi.getEventSeries('EUR:cpi-y-y');
    expect(requests[0]?.headers['x-savdo-partner']).toBe('pk_demo');
  });

  it('adds an alert with a POST of its body, removes one with a DELETE of its id', async () => {
    const requests = fakeFetch([
      { status: 200, body: { result: { id: 3 } } },
      { status: 200, body: { result: { message: 'Alert removed' } } },
    ]);
    await calendarDetailApi.addCalendarAlert({ series: 'USD:cpi-m-m', minutes_before: 10 });
    await calendarDetailApi.removeCalendarAlert(3);
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/api/v1/economic_calendar/alerts'],
      ['DELETE', '/api/v1/economic_calendar/alerts/3'],
    ]);
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      series: 'USD:cpi-m-m',
      minutes_before: 10,
    });
  });
});
