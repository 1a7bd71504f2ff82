// Route guards of the page table (docs/product.md, "Pages") and of unknown addresses, against the
// real server's demo users.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import type { MyPurchasesResponse } from '@savdo/contract';
import { apiCall, tokenOf } from './support/api';
import { DEMO, signIn, submitSignIn, waitForPath } from './support/flows';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

describe('guards', () => {
  it('sends a signed-out visitor of a private page to /auth', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl);
    for (const path of [
      '/dashboard',
      '/profile',
      '/video-courses/3/player/7',
      '/algo-trading/my/2',
    ]) {
      await page.goto(path);
      await waitForPath(page, '/auth');
    }
    await context.close();
  });

  it('sends a banned user to /ban and nowhere else', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await page.goto('/auth');
    await submitSignIn(page, DEMO.banned.username, DEMO.banned.password);
    await waitForPath(page, '/ban');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Your account has been banned',
    );
    for (const path of [
      '/dashboard',
      '/profile',
      '/',
      '/auth',
      '/auth/reset-password',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await waitForPath(page, '/ban');
    }
    await context.close();
  });

  it('shows the inactive notice with its exact Uzbek text', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'ru' });
    await page.goto('/dashboard');
    await waitForPath(page, '/auth');
    await submitSignIn(page, DEMO.inactive.username, DEMO.inactive.password);
    const notice = page.locator('[data-access-notice="inactive"]');
    await notice.waitFor();
    await expect(notice.getByRole('heading').innerText()).resolves.toBe('Akkaunt faol emas');
    await expect(notice.innerText()).resolves.toContain(
      "Akkauntingiz faollashtirish uchun admin bilan bog'laning.",
    );
    // Nothing of the app is reachable behind it.
    await expect(page.locator('nav').count()).resolves.toBe(0);
    await context.close();
  });

  it('lets only banned users stay on /ban', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl);
    await page.goto('/ban');
    await waitForPath(page, '/auth');
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/ban');
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('handles unmatched paths: /auth when signed out, the 404 page when signed in', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await page.goto('/this/does/not/exist');
    await waitForPath(page, '/auth');
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/this/does/not/exist');
    const errorPage = page.locator('[data-error-page="notFound"]');
    await errorPage.waitFor();
    await expect(errorPage.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      '404 Page Not Found',
    );
    await errorPage.getByRole('button', { name: 'Go home' }).click();
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('opens /auth/verify-email to anyone (common route)', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await page.goto('/auth/verify-email?token=not-a-real-token');
    const box = page.locator('[data-savdo-verify-email="failed"]');
    await box.waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/verify-email');
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/auth/verify-email');
    await page.locator('[data-savdo-verify-email="missing"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/verify-email');
    await context.close();
  });

  it("a page whose code cannot download shows the network-error page, not 'Page not found'", async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.route('**/assets/settings-page-*.js', (route) => route.abort());
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Network Error' }).waitFor();
    await page.getByRole('button', { name: /Try again/ }).waitFor();
    expect(await page.locator('[data-page-not-found]').count()).toBe(0);
    await context.close();
  });

  it("decision 0056: /admin says 'Ruxsat yo'q' to a trader and manages users for an admin", async () => {
    const trader = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await signIn(trader.page, DEMO.trader.username, DEMO.trader.password);
    await trader.page.goto('/admin');
    await trader.page.getByRole('heading', { name: "Ruxsat yo'q" }).waitFor();
    await trader.context.close();
    const admin = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await signIn(admin.page, DEMO.admin.username, DEMO.admin.password);
    await admin.page.goto('/admin');
    await admin.page.getByRole('heading', { level: 1, name: 'Administration' }).waitFor();
    await admin.page.locator('tr[data-user-id]').first().waitFor();
    expect(await admin.page.getByText('@trader').count()).toBeGreaterThan(0);
    await admin.context.close();
  });

  it('shows every private page of the route table with its title', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    // The trader's own expert advisor, looked up: which id it has depends on what the files
    // before this one bought on the shared e2e server.
    const mine = (
      await apiCall<MyPurchasesResponse>(baseUrl, '/algo-trade/my-purchases', {
        token: await tokenOf(baseUrl, DEMO.trader.username, DEMO.trader.password),
      })
    ).result.data[0];
    expect(mine, 'the demo trader owns an expert advisor').toBeDefined();
    const pages: [string, string][] = [
      ['/profile', 'Profile'],
      ['/economic-calendar', 'Economic calendar'],
      ['/resource-center', 'Resource center'],
      ['/resource-center/5', 'Resource'],
      ['/video-courses', 'Video courses'],
      ['/video-courses/2', 'Course'],
      // A page about one course or bot names it once loaded.
      ['/video-courses/2/player', 'Technical Analysis in Practice'],
      ['/video-courses/2/player/9', 'Technical Analysis in Practice'],
      // A lesson's own address looks the lesson up and goes on to the player at it.
      ['/video-courses/lessons/9', 'Technical Analysis in Practice'],
      ['/settings', 'Settings'],
      ['/analytics', 'Analytics'],
      ['/trading-chart', 'Trading chart'],
      ['/trading-signals', 'Trading signals'],
      ['/trading-journal', 'Trading journal'],
      ['/copy-trade', 'Copy trading'],
      ['/ai-assistant', 'AI assistant'],
      ['/algo-trading', 'Algo trading'],
      ['/algo-trading/4', 'Breakout Hunter'],
      [`/algo-trading/my/${mine!.id}`, mine!.name],
      ['/upgrade-plan', 'Upgrade plan'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1 });
      await h1.waitFor();
      // The title settles once the page has what it needs (the lesson page redirects first).
      await expect
        .poll(async () => `${path}: ${await h1.innerText()}`, { timeout: 10_000 })
        .toBe(`${path}: ${title}`);
    }
    await context.close();
    // Twenty page loads: over the project's 60 s at a load of 10 (CI, 2026-11-30).
  }, 180_000);
});
