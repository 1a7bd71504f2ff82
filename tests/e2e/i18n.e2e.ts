// Language switching in the real app: uz and ru (and back to en) with no untranslated key on
// screen, the choice remembered across a reload.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn } from './support/flows';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/** Text that looks like an i18n key (`dashboard.winRate`, `errors.actions.back`). */
const RAW_KEY = /\b[a-z]+(\.[a-zA-Z_]+)+\b/g;

async function rawKeysOnScreen(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text.match(RAW_KEY) ?? [];
}

async function switchLanguage(page: Page, language: 'uz' | 'ru' | 'en'): Promise<void> {
  await page.getByTestId('language-switcher').first().click();
  await page.locator(`[data-language="${language}"]`).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
}

describe('languages', () => {
  it('switches to uz and ru with no untranslated keys on screen', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await page.goto('/auth');
    await switchLanguage(page, 'uz');
    expect(await rawKeysOnScreen(page)).toEqual([]);
    await expect(page.getByRole('tab', { name: 'Hisob yaratish' }).count()).resolves.toBe(1);
    await switchLanguage(page, 'ru');
    expect(await rawKeysOnScreen(page)).toEqual([]);
    await expect(page.getByRole('tab', { name: 'Создать аккаунт' }).count()).resolves.toBe(1);

    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const language of ['uz', 'ru'] as const) {
      await page.goto('/dashboard');
      await switchLanguage(page, language);
      for (const path of ['/dashboard', '/copy-trade', '/no-such-page']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect({ language, path, keys: await rawKeysOnScreen(page) }).toEqual({
          language,
          path,
          keys: [],
        });
      }
    }
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Добро пожаловать, Aziz',
    );
    await expect(page.getByTestId('balance').innerText()).resolves.toContain('сум');
    // Remembered (i18nextLng) across a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.evaluate(() => localStorage.getItem('i18nextLng'))).resolves.toBe('ru');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('ru');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Welcome, Aziz',
    );
    await context.close();
  });
});
