// Accessibility (axe-core in the page) of /auth, /dashboard and the password dialog, and the
// reviewer's screenshots of /auth and /dashboard in light and dark, desktop and phone.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { DESKTOP, PHONE, launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, uniqueSuffix, waitForPath } from './support/flows';
import { googleIdToken } from './support/identities';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

const THEMES = ['light', 'dark'] as const;
const SIZES = { desktop: DESKTOP, phone: PHONE } as const;

/**
 * The page is drawn: no spinner, no skeleton, the h1 is there. Like a person, it scrolls to the
 * end and back first, so the panels that render when they come near the viewport have.
 */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(100);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-page-spinner]') &&
      !document.querySelector('[data-savdo-skeleton]'),
  );
}

describe('accessibility and screenshots', () => {
  for (const theme of THEMES) {
    it(`/auth has no axe violations (${theme}) and is photographed`, async () => {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const { page, context } = await openPage(chrome.browser, baseUrl, {
          viewport,
          theme,
          language: 'uz',
        });
        await page.goto('/auth');
        await page.locator('form[data-savdo-form="sign-in"]').waitFor();
        await page.locator('[data-savdo-providers]').waitFor();
        await screenshot(page, `auth-${theme}-${size}`);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      }
    });

    it(`/dashboard has no axe violations (${theme}) and is photographed`, async () => {
      for (const [size, viewport] of Object.entries(SIZES)) {
        const { page, context } = await openPage(chrome.browser, baseUrl, {
          viewport,
          theme,
          language: 'uz',
        });
        await signIn(page, DEMO.trader.username, DEMO.trader.password);
        await waitForPath(page, '/dashboard');
        await settled(page);
        await screenshot(page, `dashboard-${theme}-${size}`);
        expect(await axeViolations(page)).toEqual([]);
        await context.close();
      }
    });
  }

  it('the password dialog has no axe violations', async () => {
    for (const theme of THEMES) {
      const { page, context } = await openPage(chrome.browser, baseUrl, { theme, language: 'uz' });
      const suffix = uniqueSuffix();
      const credential = googleIdToken(inject('googlePrivateKeyPem'), inject('googleKeyId'), {
        sub: `a11y-${suffix}`,
        email: `a11y.${suffix}@gmail.example`,
        givenName: 'Sardor',
        familyName: 'Nazarov',
      });
      await page.goto('/auth');
      await page.evaluate((c) => {
        (window as unknown as { __e2eGoogleCredential: string }).__e2eGoogleCredential = c;
      }, credential);
      await page.locator('[data-e2e="google-button"]').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.locator('input[name="password"]').focus();
      await dialog.locator('input[name="password"]').fill('abc');
      await settled(page);
      await screenshot(page, `password-dialog-${theme}-desktop`);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
