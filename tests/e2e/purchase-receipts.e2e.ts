// A purchase's receipt end to end (docs/decisions/0281-purchase-receipts.md): a new trader with a
// verified email and a balance (set through the admin API) buys the first module of "Technical
// Analysis in Practice"; the bell counts the receipt, the sidebar shows it with the module, its
// price and the balance after, and the receipt went out by mail too.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  groupThousands,
  type ApiUser,
  type Course,
  type CourseModule,
  type Page as ApiPage,
} from '@savdo/contract';
import { apiCall, tokenOf } from './support/api';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, uniqueSuffix, waitForPath } from './support/flows';
import { waitForMail } from './support/mail';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let chrome: E2EBrowser;
const WIDE = { width: 1366, height: 860 } as const;
const COURSE = 'Technical Analysis in Practice';

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

/** A new trader with a verified email and `balance` UZS, made through the API. */
async function traderWithBalance(
  balance: number,
): Promise<ApiUser & { email: string; password: string }> {
  const email = `receipt.${uniqueSuffix()}@example.com`;
  const password = 'secret12';
  const created = await apiCall<{ result: ApiUser }>(baseUrl, '/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ first_name: 'Kamola', last_name: 'Yusupova', email, password }),
  });
  const admin = await tokenOf(baseUrl, DEMO.admin.username, DEMO.admin.password);
  const json = { 'content-type': 'application/json' };
  await apiCall(baseUrl, `/admin/users/${created.result.id}`, {
    method: 'PATCH',
    token: admin,
    headers: json,
    body: JSON.stringify({ is_verified: true }),
  });
  await apiCall(baseUrl, `/admin/users/${created.result.id}/balance`, {
    method: 'POST',
    token: admin,
    headers: json,
    body: JSON.stringify({ amount: balance, reason: 'E2E balance for a receipt' }),
  });
  return { ...created.result, email, password };
}

async function firstModule(): Promise<{ course: Course; module: CourseModule }> {
  const list = await apiCall<{ result: ApiPage<Course> }>(
    baseUrl,
    `/course/all?search=${encodeURIComponent(COURSE)}`,
  );
  const course = list.result.data.find((c) => c.title === COURSE);
  if (!course) throw new Error(`no demo course "${COURSE}"`);
  const modules = await apiCall<{ result: ApiPage<CourseModule> }>(
    baseUrl,
    `/course/${course.id}/modules`,
  );
  const module = modules.result.data[0];
  if (!module) throw new Error('the demo course has no modules');
  return { course, module };
}

describe('purchase receipts', () => {
  it('a module purchase shows its receipt notification in the bell, and mails it (en, 1366 px)', async () => {
    const { course, module } = await firstModule();
    const trader = await traderWithBalance(200_000);
    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: WIDE,
      language: 'en',
    });
    await signIn(page, trader.username, trader.password);
    await waitForPath(page, '/dashboard');
    await page.getByTestId('notification-bell').waitFor();
    // The count settles once the first page of notifications has answered.
    await page.waitForTimeout(1_500);
    const before = await bellCount(page);

    await page.goto(`/video-courses/${course.id}`);
    const moduleBox = page.locator(`[data-module-id="${module.id}"]`);
    await moduleBox.locator('[data-module-action="buy"]').click();
    await page
      .getByRole('dialog', { name: 'Buy the module' })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await moduleBox.getByText(/Access until .* \(7 days left\)/).waitFor({ timeout: 15_000 });

    await expect.poll(() => bellCount(page), { timeout: 20_000 }).toBe(before + 1);
    await page.getByTestId('notification-bell').click();
    const sidebar = page.getByRole('dialog', { name: 'Notifications' });
    const newest = sidebar.getByTestId('notification').first();
    await newest.waitFor();
    const text = (await newest.textContent()) ?? '';
    const price = groupThousands(module.price);
    const after = groupThousands(200_000 - module.price);
    expect(text).toContain('Purchase receipt');
    expect(text).toContain(`You bought the course module "${COURSE}: ${module.title}"`);
    expect(text).toContain(`for ${price} UZS`);
    expect(text).toContain(`Balance after: ${after} UZS`);
    await screenshot(page, 'purchase-receipt-bell-en-1366');

    const mail = await waitForMail(dataDir, trader.email ?? '', (m) =>
      m.subject.startsWith('Purchase receipt'),
    );
    expect(mail.subject).toBe(`Purchase receipt: course module "${COURSE}: ${module.title}"`);
    expect(mail.text).toContain(`Balance after: ${after} UZS`);
    await context.close();
  });
});
