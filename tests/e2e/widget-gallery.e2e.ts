// The widget gallery (docs/decisions/0324-widget-gallery-and-builder.md) as a partner uses it,
// signed out: pick the calendar, choose high impact and Russian, and the live preview — the real
// element loaded by savdo.js in its frame — shows only high-impact events in Russian, while the
// snippet carries the same attributes. Photographed at 1366 and 360 px.
import type { Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

async function previewFrame(page: Page, part: string): Promise<Frame> {
  for (let i = 0; i < 100; i += 1) {
    const frame = page
      .frames()
      .find((f) => f.url().includes('/preview?') && f.url().includes(part));
    if (frame) return frame;
    await page.waitForTimeout(200);
  }
  throw new Error(`no preview frame with ${part}`);
}

describe('widget gallery', () => {
  it('the builder changes the live preview and the snippet together (en, 1366 px)', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: { width: 1366, height: 900 },
      language: 'en',
    });
    await page.goto('/widgets');
    await page.getByRole('link', { name: 'Set up: Economic calendar' }).click();
    await page.locator('select[data-control="impact"]').selectOption('high');
    await page.locator('select[data-control="lang"]').selectOption('ru');
    const code = page.locator('[data-snippet="html"]');
    await expect
      .poll(() => code.textContent())
      .toContain('<savdo-economic-calendar lang="ru" impact="high"></savdo-economic-calendar>');

    const frame = await previewFrame(page, 'a.impact=high');
    expect(frame.url()).toContain('a.lang=ru');
    await frame.waitForFunction(
      () => {
        const root = document.querySelector('savdo-economic-calendar')?.shadowRoot;
        const rows = root ? [...root.querySelectorAll('[data-event-id]')] : [];
        return rows.length > 0 && root?.textContent?.includes('Экономический календарь');
      },
      undefined,
      { timeout: 30_000 },
    );
    // Only high-impact events in the preview.
    const impacts = await frame.evaluate(() =>
      [
        ...(document
          .querySelector('savdo-economic-calendar')
          ?.shadowRoot?.querySelectorAll('[data-event-id] [data-impact]') ?? []),
      ].map((n) => n.getAttribute('data-impact')),
    );
    expect(new Set(impacts)).toEqual(new Set(['high']));
    await screenshot(page, 'widget-gallery-builder-en-1366');
    await context.close();
  });

  it('the gallery and the builder fit a 360 px phone in Uzbek', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: { width: 360, height: 800 },
      language: 'uz',
    });
    await page.goto('/widgets');
    await page.getByRole('heading', { level: 1, name: 'Vidjetlar' }).waitFor();
    await screenshot(page, 'widget-gallery-uz-360');
    await page.goto('/widgets?widget=signals');
    await page.locator('[data-preview-frame]').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'widget-gallery-builder-uz-360');
    await context.close();
  });
});
