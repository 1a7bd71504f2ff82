// The calendar's event detail and alerts end to end (docs/decisions/0311-economic-event-series.md,
// 0312-calendar-alerts.md): an admin imports a figure's last 12 releases and one due in 10
// minutes and 15 seconds; the demo trader opens it from the calendar (the chart has 12 points),
// sets "10 minutes before", and the reminder arrives live in the browser (the bell counts it)
// once the reminders job (every 10 s) sees its minute. Under a minute.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { apiCall, tokenOf } from './support/api';
import { DEMO, signIn, uniqueSuffix, waitForPath } from './support/flows';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;
const WIDE = { width: 1366, height: 800 } as const;
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/: (\d+)$/.exec(label)?.[1] ?? 0);
}

describe('calendar event detail and alerts', () => {
  it('opens an event’s 12-release history and delivers a "10 minutes before" reminder live', async () => {
    const name = `E2E Alert Figure ${uniqueSuffix()}`;
    const now = Date.now();
    const release = (time: number, fields: Record<string, string | null> = {}) => ({
      time: new Date(time).toISOString(),
      flag: 'us',
      currency: 'USD',
      event: name,
      impact: 'high',
      ...fields,
    });
    const events = [
      ...Array.from({ length: 12 }, (_, i) =>
        release(now - (12 - i) * 28 * DAY, { forecast: `${100 + i}K`, actual: `${95 + i * 2}K` }),
      ),
      release(now + 10 * 60_000 + 15_000, { forecast: '120K' }),
    ];
    const admin = await tokenOf(baseUrl, DEMO.admin.username, DEMO.admin.password);
    await apiCall(baseUrl, '/admin/economic-calendar/import', {
      method: 'POST',
      token: admin,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events }),
    });

    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: WIDE,
      language: 'en',
    });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/dashboard');
    await page.getByTestId('notification-bell').waitFor();
    await page.waitForTimeout(1_000);
    const before = await bellCount(page);

    await page.goto(`${baseUrl}/economic-calendar`);
    await page.getByRole('searchbox').or(page.getByLabel('Search')).first().fill(name);
    await page.getByRole('button', { name }).first().click();
    const chart = page.locator('[part~="history-chart"]');
    await chart.waitFor({ timeout: 15_000 });
    expect(await chart.getAttribute('data-points')).toBe('12');
    await expect.poll(() => chart.getAttribute('data-phase'), { timeout: 10_000 }).toBe('ready');
    expect(new URL(page.url()).pathname).toBe(
      `/economic-calendar/event/${encodeURIComponent(`USD:${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`)}`,
    );
    await screenshot(page, 'calendar-event-detail-en-1366');

    await page.getByLabel('Remind me before').selectOption('10');
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.getByText('Alert saved').waitFor();

    await expect.poll(() => bellCount(page), { timeout: 40_000 }).toBe(before + 1);
    await page.getByText(`In 10 minutes: ${name}`).first().waitFor();
    await screenshot(page, 'calendar-reminder-live-en-1366');
    await context.close();
  });
});
