// Notifications end to end against the real server in sandbox mode: the demo trader
// keeps the dashboard open in one tab and pays a top-up through the sandbox checkout in a
// second; the first tab gets the live notification (the bell's count goes up by one and a toast
// says it), opens the sidebar, opens the notification (marked read, the count goes down) and
// marks all read. Then the help page's FAQ and the dashboard's banners. Screenshots at 1366 px
// and 360 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, waitForPath } from './support/flows';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;
const WIDE = { width: 1366, height: 800 } as const;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/** The bell's unread count, from its accessible name ("Notifications: 3"). */
async function bellCount(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-bell').getAttribute('aria-label')) ?? '';
  return Number(/: (\d+)$/.exec(label)?.[1] ?? 0);
}

async function payTopUp(page: Page, amount: string): Promise<void> {
  await page.getByTestId('balance').click();
  const dialog = page.getByRole('dialog', { name: 'Top up balance' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await dialog.locator('label[data-provider="click"]').click();
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/click'), { timeout: 15_000 });
  await page.locator('#card').fill('8600 1234 5678 9012');
  await page.locator('button[value="pay"]').click();
  await waitForPath(page, '/payments/return');
}

describe('notifications', () => {
  it('a sandbox payment raises a live notification: the bell counts it, the sidebar opens and marks it read (1366 px)', async () => {
    const watcher = await openPage(chrome.browser, baseUrl, { viewport: WIDE, language: 'en' });
    await signIn(watcher.page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(watcher.page, '/dashboard');
    await watcher.page.getByTestId('notification-bell').waitFor();
    // The count settles once the first page of notifications has answered.
    await watcher.page.waitForTimeout(1_500);
    const before = await bellCount(watcher.page);

    const payer = await openPage(chrome.browser, baseUrl, { viewport: WIDE, language: 'en' });
    await signIn(payer.page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(payer.page, '/dashboard');
    await payTopUp(payer.page, '25000');

    await expect.poll(() => bellCount(watcher.page), { timeout: 20_000 }).toBe(before + 1);
    await watcher.page.getByText('Balance topped up').first().waitFor();
    await screenshot(watcher.page, 'notification-live-en-1366');

    await watcher.page.getByTestId('notification-bell').click();
    const sidebar = watcher.page.getByRole('dialog', { name: 'Notifications' });
    const newest = sidebar.getByTestId('notification').first();
    await newest.waitFor();
    expect(await newest.getAttribute('data-read')).toBe('false');
    expect(await newest.textContent()).toContain('25\u202F000 UZS');
    await screenshot(watcher.page, 'notification-sidebar-en-1366');
    await newest.getByRole('button').click();
    await expect.poll(() => bellCount(watcher.page), { timeout: 10_000 }).toBe(before);

    if (before > 0) {
      await watcher.page.getByTestId('notification-bell').click();
      await watcher.page
        .getByRole('dialog', { name: 'Notifications' })
        .getByRole('button', { name: 'Mark all as read' })
        .click();
      await expect.poll(() => bellCount(watcher.page), { timeout: 10_000 }).toBe(0);
    }
    await payer.context.close();
    await watcher.context.close();
  });

  it('the help page: the FAQ by page, searchable; the dashboard banners (360 px, uz)', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: PHONE,
      language: 'uz',
    });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/dashboard');
    await page.getByTestId('banner').first().waitFor({ timeout: 15_000 });
    await screenshot(page, 'dashboard-banners-uz-360');
    await page.goto(new URL('/help', baseUrl).href);
    await page.getByText("Balansni qanday to'ldirish mumkin").waitFor();
    await page.getByRole('searchbox', { name: 'Savol qidirish' }).fill('signal');
    await page.getByText("Signalni qanday o'qish kerak").waitFor();
    expect(await page.getByText("Balansni qanday to'ldirish mumkin").count()).toBe(0);
    await screenshot(page, 'help-search-uz-360');
    await context.close();
  });
});
