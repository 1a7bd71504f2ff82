// The back office end to end (docs/decisions/0298-back-office-lists.md, 0294-admin-audit-log.md):
// an admin publishes a signal with its chart and texts in three languages and a signed-in trader
// sees it arrive live; enters an actual value and the partner page's calendar shows it live;
// activates a bought expert advisor and its buyer gets the notification and the new status;
// refunds a module purchase and the buyer's balance and history show it; uploads a banner's
// picture from its dialog; each write is in the audit log. Screenshots at 1366 and 360 px; axe on the admin pages.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  AdminBanner,
  ApiUser,
  Course,
  CourseModule,
  EconomicEvent,
  Page as ApiPage,
} from '@savdo/contract';
import { startPartnerDemoServer, type PartnerDemoServer } from '@savdo/server/partner-demo';
import { apiCall, tokenOf } from './support/api';
import { axeViolations } from './support/axe';
import { launchBrowser, openPage, PHONE, type E2EBrowser } from './support/browser';
import { DEMO, signIn, uniqueSuffix, waitForPath } from './support/flows';
import { makePng } from './support/png';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const root = process.cwd();
const WIDE = { width: 1366, height: 860 } as const;
const COURSE = 'Technical Analysis in Practice';
const json = { 'content-type': 'application/json' };
// Each flow drives two browsers and the server; under the whole suite's load it needs longer
// than the default minute.
const FLOW_TIMEOUT = 180_000;
let chrome: E2EBrowser;
let admin: string;

beforeAll(async () => {
  chrome = await launchBrowser();
  admin = await tokenOf(baseUrl, DEMO.admin.username, DEMO.admin.password);
});
afterAll(async () => {
  await chrome?.close();
});

async function adminPage(path: string, viewport: { width: number; height: number } = WIDE) {
  const opened = await openPage(chrome.browser, baseUrl, { viewport, language: 'en' });
  await signIn(opened.page, DEMO.admin.username, DEMO.admin.password);
  await waitForPath(opened.page, '/dashboard');
  await opened.page.goto(path);
  return opened;
}

/** The audit log's actions for one record, newest first (read through the API). */
async function auditActions(entity: string, entityId: string): Promise<string[]> {
  const log = await apiCall<{ result: ApiPage<{ action: string }> }>(
    baseUrl,
    `/admin/audit?entity=${entity}&entity_id=${encodeURIComponent(entityId)}`,
    { token: admin },
  );
  return log.result.data.map((row) => row.action);
}

/** A new verified trader with `balance` UZS, made through the API. */
async function traderWithBalance(balance: number): Promise<ApiUser & { password: string }> {
  const password = 'secret12';
  const created = await apiCall<{ result: ApiUser }>(baseUrl, '/auth/register', {
    method: 'POST',
    headers: { ...json, 'accept-language': 'en' },
    body: JSON.stringify({
      first_name: 'Dilshod',
      last_name: 'Karimov',
      email: `office.${uniqueSuffix()}@example.com`,
      password,
    }),
  });
  const id = created.result.id;
  await apiCall(baseUrl, `/admin/users/${id}`, {
    method: 'PATCH',
    token: admin,
    headers: json,
    body: JSON.stringify({ is_verified: true }),
  });
  await apiCall(baseUrl, `/admin/users/${id}/balance`, {
    method: 'POST',
    token: admin,
    headers: json,
    body: JSON.stringify({ amount: balance, reason: 'E2E balance for the back office' }),
  });
  return { ...created.result, password };
}

describe('the back office', () => {
  it(
    'publishes a signal with its chart in three languages; a signed-in trader sees it arrive live',
    async () => {
      const symbol = `BO${Date.now().toString().slice(-6)}`;
      const trader = await openPage(chrome.browser, baseUrl, { viewport: WIDE, language: 'en' });
      await signIn(trader.page, DEMO.trader.username, DEMO.trader.password);
      await waitForPath(trader.page, '/dashboard');
      await trader.page.goto('/trading-signals');
      await trader.page.locator('[data-signal-id]').first().waitFor({ timeout: 20_000 });

      const { page, context } = await adminPage('/admin/signals/new');
      const form = page.getByRole('form', { name: 'New signal' });
      await form.waitFor({ timeout: 20_000 });
      // The form says what the server would, before sending.
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByText(/symbol must be 2 to 20 capital letters/).waitFor();
      await page.getByLabel('Symbol').fill(symbol);
      await page.getByLabel('Entry price').fill('1.1');
      await page.getByLabel('Stop loss').fill('1.09');
      await page.getByLabel('Take profit').fill('1.12');
      await page.getByLabel('Timeframe').fill('H4');
      await page.getByLabel('Description (UZ)').fill("E2E o'zbekcha tavsif");
      await page.getByLabel('Description (RU)').fill('E2E описание по-русски');
      await page.getByLabel('Description (EN)').fill('E2E English description');
      await page
        .getByLabel(/Image file/)
        .setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: makePng(320, 180) });
      await page.getByRole('img', { name: 'The uploaded chart' }).waitFor({ timeout: 20_000 });
      await screenshot(page, 'admin-signal-form-en-1366');
      await page.getByRole('button', { name: 'Publish' }).click();
      await waitForPath(page, '/admin/signals');
      await page.locator(`[data-signal="${symbol}"]`).waitFor({ timeout: 20_000 });
      await screenshot(page, 'admin-signals-en-1366');

      // The trader's open page shows it without a reload, in the trader's language.
      const card = trader.page.locator('[data-signal-id]', { hasText: symbol });
      await card.waitFor({ timeout: 20_000 });
      expect(await card.textContent()).toContain('E2E English description');
      // Its chart picture opens from the card, loaded from the file the admin uploaded.
      await card.locator('[part="chart-button"]').click();
      const picture = trader.page.getByRole('img', { name: `Analysis chart of ${symbol}` });
      await picture.waitFor({ timeout: 20_000 });
      await expect
        .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
          timeout: 20_000,
        })
        .toBe(320);
      await screenshot(trader.page, 'admin-signal-arrived-trader-en-1366');
      await trader.context.close();

      const created = await apiCall<{ result: ApiPage<{ id: number; symbol: string }> }>(
        baseUrl,
        `/admin/signals?search=${symbol}`,
        { token: admin },
      );
      const id = created.result.data[0]?.id;
      expect(await auditActions('signal', String(id))).toContain('signal.create');
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "enters an actual value; the partner page's calendar shows it live",
    async () => {
      const partner: PartnerDemoServer = await startPartnerDemoServer({
        host: '127.0.0.1',
        port: 0,
        apiOrigin: baseUrl,
        htmlFile: `${root}/demo/partner.html`,
      });
      try {
        const key = await apiCall<{ result: { key: string } }>(baseUrl, '/admin/partners', {
          method: 'POST',
          token: admin,
          headers: json,
          body: JSON.stringify({ name: 'E2E back office', allowed_origins: [partner.origin] }),
        });
        partner.setPartnerKey(key.result.key);
        const visitor = await chrome.browser.newContext({ viewport: { width: 1280, height: 900 } });
        const partnerPage = await visitor.newPage();
        await partnerPage.goto(partner.url);
        await partnerPage.waitForFunction(
          () =>
            Boolean(
              document
                .querySelector('savdo-economic-calendar')
                ?.shadowRoot?.querySelector('[data-event-id]'),
            ),
          undefined,
          { timeout: 20_000 },
        );
        const id = await partnerPage.evaluate(
          () =>
            document
              .querySelector('savdo-economic-calendar')
              ?.shadowRoot?.querySelector('[data-event-id]')
              ?.getAttribute('data-event-id') ?? '',
        );
        // The English name the row carries: the calendar also holds a year of each event's past
        // releases, so the admin's list is searched by name, newest first.
        const name = await partnerPage.evaluate(
          (eventId) =>
            document
              .querySelector('savdo-economic-calendar')
              ?.shadowRoot?.querySelector(`[data-event-id="${eventId}"] td.event`)
              ?.getAttribute('title') ?? '',
          id,
        );
        const newestFirst = `search=${encodeURIComponent(name)}&sort=time&order=desc`;
        const events = await apiCall<{ result: ApiPage<EconomicEvent> }>(
          baseUrl,
          `/admin/economic-calendar?limit=100&${newestFirst}`,
          { token: admin },
        );
        const event = events.result.data.find((e) => String(e.id) === id);
        if (!event) throw new Error(`event ${id} (${name}) is not among the admin's newest 100`);

        const { page, context } = await adminPage(`/admin/calendar?${newestFirst}`);
        const row = page.locator(`[data-event="${id}"]`);
        await row.waitFor({ timeout: 20_000 });
        await row.getByRole('button', { name: 'Actual value' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Actual value').fill('7.65%');
        await screenshot(page, 'admin-calendar-actual-en-1366');
        await dialog.getByRole('button', { name: 'Publish' }).click();
        await expect
          .poll(() => row.locator('[data-actual]').textContent(), { timeout: 20_000 })
          .toBe('7.65%');

        // The partner's widget speaks Uzbek: the figure is written the Uzbek way.
        await partnerPage.waitForFunction(
          (eventId) =>
            document
              .querySelector('savdo-economic-calendar')
              ?.shadowRoot?.querySelector(`[data-event-id="${eventId}"]`)
              ?.textContent?.includes('7,65%') ?? false,
          id,
          { timeout: 20_000 },
        );
        expect(await auditActions('economic_event', id)).toContain('economic_event.publish_actual');
        await visitor.close();
        await context.close();
      } finally {
        await partner.close();
      }
    },
    FLOW_TIMEOUT,
  );

  it(
    'activates a bought expert advisor; its buyer gets the notification and the new status',
    async () => {
      const buyer = await traderWithBalance(400_000);
      const market = await apiCall<{ result: ApiPage<{ id: number; name: string }> }>(
        baseUrl,
        '/algo-trade/all?limit=100',
      );
      const bot = market.result.data.find((b) => b.name === 'Gold Scalper');
      if (!bot) throw new Error('no demo bot "Gold Scalper"');
      const trader = await openPage(chrome.browser, baseUrl, { viewport: WIDE, language: 'en' });
      await signIn(trader.page, buyer.username, buyer.password);
      await waitForPath(trader.page, '/dashboard');
      await trader.page.goto(`/algo-trading/${bot.id}`);
      await trader.page.getByRole('button', { name: 'Purchase' }).waitFor({ timeout: 20_000 });
      await trader.page.getByLabel('Platform').selectOption('MT5');
      await trader.page.getByLabel('Broker').selectOption({ index: 1 });
      await trader.page.getByLabel('Account name').fill('Office account');
      await trader.page.getByLabel('Login').fill('7099001');
      await trader.page.getByLabel('Server').fill('Demo-Server-01');
      await trader.page.getByLabel('Deposit (USD)').fill('1000');
      await trader.page.getByLabel('Risk per trade (%)').fill('1');
      await trader.page.getByRole('button', { name: 'Purchase' }).click();
      await trader.page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      const link = trader.page.getByRole('link', {
        name: 'Open my expert advisor: download and install',
      });
      await link.waitFor({ timeout: 20_000 });
      await link.click();
      await trader.page.waitForURL(/\/algo-trading\/my\/\d+$/, { timeout: 20_000 });
      const eaId = Number(new URL(trader.page.url()).pathname.split('/').pop());
      const status = trader.page.locator('[data-savdo-my-expert-advisor] [data-status]').first();
      await expect
        .poll(() => status.getAttribute('data-status'), { timeout: 20_000 })
        .toBe('in_progress');

      const { page, context } = await adminPage(
        `/admin/expert-advisors?search=${encodeURIComponent(buyer.username)}`,
      );
      const row = page.locator(`[data-ea="${eaId}"]`);
      await row.waitFor({ timeout: 20_000 });
      expect(await row.textContent()).toContain('7099001');
      await screenshot(page, 'admin-ea-queue-en-1366');
      await row.getByRole('button', { name: 'Activate' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByLabel('Message to the buyer')
        .fill('Your advisor is running on your account.');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect
        .poll(() => row.getAttribute('data-ea-status'), { timeout: 20_000 })
        .toBe('active');

      // The buyer's open page moves on its own, and the bell has the operator's words.
      await expect
        .poll(() => status.getAttribute('data-status'), { timeout: 20_000 })
        .toBe('active');
      const buyerToken = await tokenOf(baseUrl, buyer.username, buyer.password);
      const notes = await apiCall<{ result: { data: { kind: string; body: string }[] } }>(
        baseUrl,
        '/notification',
        { token: buyerToken, headers: { 'accept-language': 'en' } },
      );
      const note = notes.result.data.find((n) => n.kind === 'expert_advisor_status');
      expect(note?.body).toContain('is now active');
      expect(note?.body).toContain('Your advisor is running on your account.');
      expect(await auditActions('expert_advisor', String(eaId))).toContain('expert_advisor.status');
      await trader.context.close();
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "uploads a banner's picture from its dialog; the banner then shows the stored file",
    async () => {
      // Not shown before 2099, so the dashboard's banners stay the demo's for the other tests.
      const title = `E2E banner ${uniqueSuffix()}`;
      const made = await apiCall<{ result: AdminBanner }>(baseUrl, '/admin/banner', {
        method: 'POST',
        token: admin,
        headers: json,
        body: JSON.stringify({
          title: { uz: title, ru: title, en: title },
          image_url: '/favicon.svg',
          starts_at: '2099-01-01T00:00:00.000Z',
        }),
      });
      const id = made.result.id;
      const { page, context } = await adminPage('/admin/banners');
      const row = page.locator(`[data-banner="${id}"]`);
      await row.waitFor({ timeout: 20_000 });
      await row.getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByLabel(/Upload an image/)
        .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: makePng(1200, 360) });
      await dialog.getByRole('button', { name: 'Upload the image' }).click();
      await dialog.getByText('Image uploaded and set on the banner').waitFor({ timeout: 20_000 });
      const preview = dialog.getByRole('img', { name: 'Image preview' });
      await expect
        .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth), {
          timeout: 20_000,
        })
        .toBe(1200);
      await screenshot(page, 'admin-banner-image-en-1366');

      const list = await apiCall<{ result: ApiPage<AdminBanner> }>(
        baseUrl,
        '/admin/banner?limit=100',
        { token: admin },
      );
      const url = list.result.data.find((b) => b.id === id)?.image_url ?? '';
      expect(url).toMatch(/^\/api\/v1\/files\//);
      const served = await fetch(new URL(url, baseUrl));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(await auditActions('banner', String(id))).toContain('banner.image');
      await apiCall(baseUrl, `/admin/banner/${id}`, { method: 'DELETE', token: admin });
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    "refunds a module purchase; the buyer's balance and history show it; the audit log lists it",
    async () => {
      const buyer = await traderWithBalance(200_000);
      const buyerToken = await tokenOf(baseUrl, buyer.username, buyer.password);
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
      await apiCall(baseUrl, `/course/modules/${module.id}/purchase`, {
        method: 'POST',
        token: buyerToken,
        headers: json,
        body: '{}',
      });

      const { page, context } = await adminPage(`/admin/users/${buyer.id}?tab=purchases`);
      const row = page.locator('[data-purchase]').first();
      await row.waitFor({ timeout: 20_000 });
      await row.getByRole('button', { name: 'Refund' }).click();
      const dialog = page.getByRole('dialog');
      // A refund needs its reason: the form says so before sending.
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await dialog.getByText('Give a reason of at least 3 characters').waitFor();
      await dialog.getByLabel('Reason').fill('E2E: bought by mistake');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await row.getByText(/^Refunded/).waitFor({ timeout: 20_000 });
      await page
        .locator('[data-admin-balance]')
        .getByText('200 000', { exact: false })
        .waitFor({ timeout: 20_000 });
      await screenshot(page, 'admin-user-refund-en-1366');

      const me = await apiCall<{ result: ApiUser }>(baseUrl, '/users/me', { token: buyerToken });
      expect(me.result.balance).toBe(200_000);
      const history = await apiCall<{ result: ApiPage<{ amount: number; reason: string }> }>(
        baseUrl,
        '/users/me/ledger',
        { token: buyerToken, headers: { 'accept-language': 'en' } },
      );
      expect(history.result.data[0]).toMatchObject({ amount: module.price });
      expect(history.result.data[0]?.reason).toMatch(/Refund/);

      // The audit log page shows the refund with what it changed.
      await page.goto('/admin/audit?action=purchase.refund');
      await page
        .locator('[data-audit-action="purchase.refund"]')
        .first()
        .waitFor({ timeout: 20_000 });
      await screenshot(page, 'admin-audit-en-1366');
      await context.close();
    },
    FLOW_TIMEOUT,
  );

  it(
    'every section opens at 360 px without sideways scrolling, and axe finds no violations',
    async () => {
      const { page, context } = await adminPage('/admin', PHONE);
      for (const path of [
        '/admin',
        '/admin/expert-advisors',
        '/admin/signals',
        '/admin/calendar',
        '/admin/audit',
      ]) {
        await page.goto(path);
        await page
          .locator('[data-page="admin"] table, [data-page="admin"] [data-savdo-state="empty"]')
          .first()
          .waitFor({ timeout: 20_000 });
        await page.waitForTimeout(500);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        // The open section's tab is in view in the sideways-scrolling bar of sections.
        const tab = await page
          .locator('[data-page="admin"] nav [aria-current="page"]')
          .boundingBox();
        expect(tab, `${path}: the open section's tab`).not.toBeNull();
        expect(tab!.x, `${path}: the open section's tab is in view`).toBeGreaterThanOrEqual(0);
        expect(tab!.x + tab!.width).toBeLessThanOrEqual(PHONE.width + 1);
        await screenshot(page, `admin${path.replace(/\//g, '-')}-en-360`);
      }
      await context.close();
      const wide = await adminPage('/admin');
      for (const path of ['/admin', '/admin/expert-advisors', '/admin/signals', '/admin/audit']) {
        await wide.page.goto(path);
        await wide.page.locator('[data-page="admin"] table').first().waitFor({ timeout: 20_000 });
        expect(await axeViolations(wide.page), path).toEqual([]);
      }
      await wide.context.close();
    },
    FLOW_TIMEOUT,
  );
});
