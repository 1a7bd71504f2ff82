// Top-up end to end against the real server in sandbox mode: the verified demo
// trader opens the top-up from the header's balance chip, picks a provider and an amount, pays
// on the sandbox checkout page, comes back to /payments/return, sees "paid", and the chip shows
// the balance raised by exactly the amount. Screenshots (uz) at 1366 px and 360 px.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/axe';
import { PHONE, launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, waitForPath } from './support/flows';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;
const WIDE = { width: 1366, height: 800 } as const;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/** The chip's amount in whole UZS (its text is "1 500 000 so'm" with narrow spaces). */
async function chipBalance(page: Page): Promise<number> {
  const text = await page.getByTestId('balance').locator('strong').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

async function openTopUp(page: Page) {
  await page.getByTestId('balance').click();
  const dialog = page.getByRole('dialog', { name: "Balansni to'ldirish" });
  await dialog.getByRole('textbox', { name: 'Summa' }).waitFor();
  return dialog;
}

/** Fills a 16-digit card on the sandbox checkout and presses Pay; resolves on the return page. */
async function payOnSandbox(page: Page, provider: 'click' | 'payme'): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith(`/sandbox/${provider}`), {
    timeout: 15_000,
  });
  await page.locator('#card').fill('8600 1234 5678 9012');
  await page.locator('button[value="pay"]').click();
  await waitForPath(page, '/payments/return');
  expect(new URL(page.url()).searchParams.get('savdo_order')).toMatch(/^\d+$/);
}

async function seePaid(page: Page): Promise<void> {
  await page.locator('[data-payment-phase="paid"]').waitFor({ timeout: 20_000 });
  await page.getByText("To'lov qabul qilindi").waitFor();
}

describe('top-up', () => {
  it('Click, 50 000: from the balance chip through the sandbox checkout to "paid", balance +50 000 (1366 px)', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: WIDE,
      language: 'uz',
    });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/dashboard');
    await page.getByTestId('balance').waitFor();
    // The header asks GET /users/me once it mounts: wait for the balance it brings.
    await page.waitForFunction(() =>
      /[1-9]/.test(document.querySelector('[data-testid="balance"] strong')?.textContent ?? ''),
    );
    const before = await chipBalance(page);

    const dialog = await openTopUp(page);
    await screenshot(page, 'top-up-dialog-uz-1366');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.locator('label[data-provider="click"]').click(); // the radio card
    expect(await dialog.getByRole('radio', { name: /Click/ }).isChecked()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Summa' }).fill('50000');
    expect(await dialog.getByRole('textbox', { name: 'Summa' }).inputValue()).toBe('50\u202F000');
    await screenshot(page, 'top-up-dialog-filled-uz-1366');
    await dialog.getByRole('button', { name: "To'lovga o'tish" }).click();

    await payOnSandbox(page, 'click');
    await seePaid(page);
    await expect.poll(() => chipBalance(page), { timeout: 15_000 }).toBe(before + 50_000);
    expect(await page.getByTestId('payment-new-balance').textContent()).toContain(
      String(before + 50_000).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202F'),
    );
    // The balance history under the status shows the credit (the live `balance` event refetches it).
    const history = page.getByRole('region', { name: 'Balans tarixi' });
    await history
      .locator('tr[data-ledger-entry]')
      .filter({ hasText: '+50\u202F000' })
      .filter({ hasText: "Click orqali to'ldirish" })
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'top-up-paid-uz-1366');
    await context.close();
  });

  it('Payme on a 360 px phone: a quick amount, the checkout, "paid"', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: PHONE,
      language: 'uz',
    });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/dashboard');
    await page.waitForFunction(() =>
      /[1-9]/.test(document.querySelector('[data-testid="balance"] strong')?.textContent ?? ''),
    );
    const before = await chipBalance(page);

    const dialog = await openTopUp(page);
    await dialog.getByRole('button', { name: "50\u202F000 so'm", exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Summa' }).fill('500');
    await dialog.getByRole('button', { name: "To'lovga o'tish" }).click();
    await dialog.getByText("Eng kam to'ldirish summasi — 1\u202F000 so'm").waitFor();
    await screenshot(page, 'top-up-dialog-error-uz-360');
    await dialog.getByRole('button', { name: "50\u202F000 so'm", exact: true }).click();
    expect(await dialog.getByRole('radio', { name: /Payme/ }).isChecked()).toBe(true);
    await screenshot(page, 'top-up-dialog-uz-360');
    await dialog.getByRole('button', { name: "To'lovga o'tish" }).click();

    await payOnSandbox(page, 'payme');
    await seePaid(page);
    await expect.poll(() => chipBalance(page), { timeout: 15_000 }).toBe(before + 50_000);
    await screenshot(page, 'top-up-paid-uz-360');
    await context.close();
  });
});
