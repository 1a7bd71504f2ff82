// The signed-in frame as a phone or a desktop shows it: the header's controls at every phone width.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

describe('the header on phones', () => {
  it('keeps every control on screen from 360 to 1024 px, in uz, ru and en', async () => {
    for (const language of ['uz', 'ru', 'en'] as const) {
      const { page, context } = await openPage(chrome.browser, baseUrl, {
        viewport: PHONE,
        language,
      });
      await signIn(page, DEMO.trader.username, DEMO.trader.password);
      await page.locator('[data-page="dashboard"]').waitFor();
      for (const width of [360, 390, 412, 430, 480, 520, 560, 600, 640, 800, 1023]) {
        await page.setViewportSize({ width, height: 800 });
        const right = await page.evaluate(() =>
          Math.max(
            ...[...document.querySelectorAll('header button, header a')].map(
              (control) => control.getBoundingClientRect().right,
            ),
          ),
        );
        expect(right, `${language} at ${width} px`).toBeLessThanOrEqual(width);
      }
      await context.close();
    }
  });
});
