// The trading journal end to end against the real server: the demo trader creates an
// entry with three chart images, sees it in the statistics and the daily heatmap, edits one
// field (the P&L) and sees both change, then deletes it after confirming.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoChartPng } from '@savdo/server/features/journal/demo-chart-png';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, waitForPath } from './support/flows';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;
const WIDE = { width: 1366, height: 900 } as const;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

const png = (seed: number, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(demoChartPng(seed, 1)),
});

describe('trading journal', () => {
  it('create with three images, edit one field, see statistics and heatmap follow, delete (en, 1366 px)', async () => {
    const symbol = `E2E${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const { page } = await openPage(chrome.browser, baseUrl, { viewport: WIDE, language: 'en' });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/dashboard');
    await page.goto('/trading-journal');
    await page.locator('tr[data-entry-id]').first().waitFor({ timeout: 20_000 });
    await screenshot(page, 'trading-journal-en-1366');

    // Create, with the three named images.
    await page.getByRole('button', { name: 'Add entry' }).click();
    const form = page.getByRole('dialog', { name: 'New journal entry' });
    await form.getByLabel('Symbol').fill(symbol);
    // The field shows the date in the interface language; its ISO value is in data-value.
    const today = await form.getByLabel('Trade date').getAttribute('data-value');
    await form.getByLabel('P&L ($)').fill('120');
    await form.getByLabel('Risk ($)').fill('40');
    await form.getByLabel('Risk/reward ratio').fill('3');
    await form.locator('input[name="before_image_1"]').setInputFiles(png(1, 'm15.png'));
    await form.locator('input[name="before_image_2"]').setInputFiles(png(2, 'h1.png'));
    await form.locator('input[name="after_image"]').setInputFiles(png(3, 'after.png'));
    await expect.poll(() => form.locator('img[data-preview]').count()).toBe(3);
    // The previews really show (the page's CSP allows data: images, not blob:).
    for (const img of await form.locator('img[data-preview]').all()) {
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
    }
    await form.getByLabel('Point 1').first().fill('Break of the range');
    await form.getByRole('button', { name: 'Save' }).click();

    const view = page.getByRole('dialog', { name: new RegExp(symbol) });
    await view.waitFor({ timeout: 20_000 });
    const images = view.locator('img');
    await expect.poll(() => images.count(), { timeout: 10_000 }).toBe(3);
    for (const img of await images.all()) {
      await expect
        .poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
    }
    // The dialog's own "Close" button (the header's × is named "Close" too).
    await view.getByRole('button', { name: 'Close', exact: true }).last().click();

    // Statistics and heatmap over this symbol only.
    await page.getByLabel('Symbol').first().fill(symbol);
    const total = page.locator('[data-figure="total-pnl"]');
    await expect.poll(() => total.textContent(), { timeout: 20_000 }).toBe('+$120.00');
    const day = page.locator(`rect[data-date="${today}"]`);
    await expect.poll(() => day.getAttribute('data-pnl'), { timeout: 20_000 }).toBe('120');
    await screenshot(page, 'trading-journal-entry-en-1366');

    // Edit one field.
    await page.getByRole('button', { name: `Open ${symbol}` }).click();
    await page
      .getByRole('dialog', { name: new RegExp(symbol) })
      .getByRole('button', { name: 'Edit' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit entry' });
    await edit.getByLabel('P&L ($)').fill('200');
    await edit.getByRole('button', { name: 'Save' }).click();
    const after = page.getByRole('dialog', { name: new RegExp(symbol) });
    await after.getByText('+$200.00').waitFor({ timeout: 20_000 });
    await expect.poll(() => total.textContent(), { timeout: 20_000 }).toBe('+$200.00');
    await expect.poll(() => day.getAttribute('data-pnl'), { timeout: 20_000 }).toBe('200');

    // Delete after confirming.
    await after.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this entry?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No entries match these filters').waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('[data-figure="trades"]').textContent()).toBe('0');
    await expect.poll(() => page.locator(`rect[data-date="${today}"]`).count()).toBe(0);
  }, 180_000);
});
