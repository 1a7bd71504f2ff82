// The forced password-setup dialog (docs/product.md, "Rules that matter to a trader") for Telegram
// and Google arrivals, signing in through the provider buttons (with the providers' scripts played
// by the test).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, toast, uniqueSuffix, waitForPath } from './support/flows';
import { googleIdToken, signedTelegramUser } from './support/identities';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

const dialog = (page: Page) => page.getByRole('dialog');

describe('password-setup dialog', () => {
  it('forces a Telegram arrival through email, then password', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    const user = signedTelegramUser({
      id: DEMO.telegramArrival.telegramId,
      first_name: DEMO.telegramArrival.firstName,
      last_name: DEMO.telegramArrival.lastName,
    });
    await page.goto('/auth');
    await page.evaluate((u) => {
      (window as unknown as { __e2eTelegramUser: unknown }).__e2eTelegramUser = u;
    }, user);
    await page.locator('[data-e2e="telegram-button"]').click();
    await waitForPath(page, '/dashboard');

    const box = dialog(page);
    await box.waitFor();
    await expect(box.getByRole('heading').innerText()).resolves.toBe(
      "Xavfsizlik uchun parol o'rnating",
    );
    await expect(box.innerText()).resolves.toContain(
      "Telegram orqali kirganingiz uchun email va parol o'rnatishingiz zarur.",
    );
    // It cannot be closed while the password is unset.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(box.isVisible()).resolves.toBe(true);
    await expect(box.getByRole('button', { name: 'Close' }).count()).resolves.toBe(0);

    // The validation messages of the registration and sign-in rules (docs/product.md, "Rules that
    // matter to a trader").
    const submit = box.getByRole('button', { name: "Email va parolni o'rnatish" });
    await submit.click();
    await expect(box.innerText()).resolves.toContain('Email manzil kiritish majburiy');
    await box.locator('input[name="email"]').fill('jasur@');
    await box.locator('input[name="password"]').fill('abc');
    await box.locator('input[name="confirmPassword"]').fill('abd');
    await submit.click();
    const text = await box.innerText();
    expect(text).toContain("Email manzil formati noto'g'ri");
    expect(text).toContain("Parol kamida 6 ta belgidan iborat bo'lishi kerak");
    expect(text).toContain('Parollar mos kelmaydi');

    const email = `jasur.${uniqueSuffix()}@example.com`;
    await box.locator('input[name="email"]').fill(email);
    await box.locator('input[name="password"]').fill('parol123');
    await expect(box.locator('[data-savdo-checklist="met"]').innerText()).resolves.toContain(
      'Parol talablari:',
    );
    await box.locator('input[name="confirmPassword"]').fill('parol123');
    await submit.click();
    await toast(page, 'success')
      .filter({ hasText: "Email va parol muvaffaqiyatli o'rnatildi" })
      .waitFor();
    await box.waitFor({ state: 'detached' });

    // The server kept both: after a reload the dialog stays away.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(dialog(page).count()).resolves.toBe(0);
    await context.close();
  });

  it('forces a Google arrival through a password only', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'ru' });
    const suffix = uniqueSuffix();
    const credential = googleIdToken(inject('googlePrivateKeyPem'), inject('googleKeyId'), {
      sub: `g-${suffix}`,
      email: `kamola.${suffix}@gmail.example`,
      givenName: 'Kamola',
      familyName: 'Ergasheva',
    });
    await page.goto('/auth');
    await page.evaluate((c) => {
      (window as unknown as { __e2eGoogleCredential: string }).__e2eGoogleCredential = c;
    }, credential);
    await page.locator('[data-e2e="google-button"]').click();
    await waitForPath(page, '/dashboard');

    const box = dialog(page);
    await box.waitFor();
    // Uzbek in every language (docs/product.md, "Rules that matter to a trader").
    await expect(box.innerText()).resolves.toContain(
      "Google orqali kirganingiz uchun hisobingizni himoya qilish maqsadida parol o'rnatishingiz zarur.",
    );
    await expect(box.locator('input[name="email"]').count()).resolves.toBe(0);
    await box.locator('input[name="password"]').fill('kamola77');
    await box.locator('input[name="confirmPassword"]').fill('kamola77');
    await box.getByRole('button', { name: "Parolni o'rnatish" }).click();
    await toast(page, 'success').filter({ hasText: "Parol muvaffaqiyatli o'rnatildi" }).waitFor();
    await box.waitFor({ state: 'detached' });
    await context.close();
  });
});
