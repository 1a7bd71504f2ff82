// The journal's statement import end to end (docs/decisions/0319-journal-statement-import.md,
// 0317, 0318): the demo trader imports an MT4 detailed statement twice and each trade is there
// once, the second import saying both were already there; the EURUSD trade shows R computed
// from the report's stop; tagged with a setup, it appears in the reports by setup tag.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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

const FIXTURE = new URL(
  '../../packages/server/src/features/algo/fixtures/mt4-detailed-statement.htm',
  import.meta.url,
);

describe('journal statement import', () => {
  it('imports an MT4 statement twice, each trade once, with R and a report by setup tag (en, 1366 px)', async () => {
    // Symbols of this run only, so the demo trader's other entries never match.
    const tag = Date.now().toString(36).slice(-5).toUpperCase();
    const euro = `EU${tag}`;
    const statement = readFileSync(FIXTURE, 'utf8')
      .replace(/eurusd/g, euro.toLowerCase())
      .replace(/xauusd/g, `XA${tag}`.toLowerCase());
    const file = { name: 'statement.htm', mimeType: 'text/html', buffer: Buffer.from(statement) };

    const { page } = await openPage(chrome.browser, baseUrl, { viewport: WIDE, language: 'en' });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/dashboard');
    await page.goto('/trading-journal');
    await page.locator('tr[data-entry-id]').first().waitFor({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Import trades' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a CSV or an MT4/MT5 statement' });
    for (const expected of ['New: 2, already there: 0', 'New: 0, already there: 2']) {
      await dialog.locator('input[type="file"]').setInputFiles(file);
      await dialog.getByRole('button', { name: 'Check and import' }).click();
      await expect
        .poll(() => dialog.locator('[data-import-result]').textContent(), { timeout: 15_000 })
        .toBe(expected);
    }
    await screenshot(page, 'journal-statement-import-en-1366');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

    // Each trade once.
    await page.getByLabel('Symbol').first().fill(euro);
    await expect.poll(() => page.locator('tr[data-entry-id]').count(), { timeout: 15_000 }).toBe(1);

    // R from the stop: (20.00 - 0.70) / (0.005 x 0.10 x 100,000) = 0.386.
    await page.getByRole('button', { name: `Open ${euro}` }).click();
    const view = page.getByRole('dialog', { name: new RegExp(euro) });
    await expect
      .poll(() => view.locator('[data-trade-detail="r"] dd').textContent(), { timeout: 15_000 })
      .toBe('0.386');
    await view.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit entry' });
    await edit.getByLabel('Setup tags').fill('london breakout');
    await edit.getByRole('button', { name: 'Save' }).click();
    const saved = page.getByRole('dialog', { name: new RegExp(euro) });
    await expect
      .poll(() => saved.locator('dd', { hasText: 'london breakout' }).count(), { timeout: 15_000 })
      .toBe(1);
    await saved.getByRole('button', { name: 'Close', exact: true }).last().click();

    // The report by setup tag, for the filtered trades.
    await page.getByRole('button', { name: 'Reports' }).click();
    const reports = page.getByRole('dialog', { name: 'Reports' });
    const row = reports.locator('[data-report="setup"] tbody tr');
    await expect
      .poll(() => row.locator('th').textContent(), { timeout: 15_000 })
      .toBe('london breakout');
    expect(await row.locator('td').allTextContents()).toEqual([
      '1',
      '100.0%',
      '19.30',
      '0.39',
      '—',
    ]);
    await screenshot(page, 'journal-reports-en-1366');
  }, 60_000);
});
