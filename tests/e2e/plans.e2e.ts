// Plans end to end against the real server in sandbox mode. The demo investor (no
// plan, 100 000 so'm) opens /upgrade-plan, chooses Pro (249 000): the purchase dialog shows the
// product's insufficient-balance text with the shortfall, its Top up button opens the top-up with
// the shortfall pre-filled, the payment goes through the Payme sandbox, the balance follows it,
// Pro is bought from the balance, and a Pro signal's levels appear on /trading-signals.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Page as ApiPage, TradingSignal } from '@savdo/contract';
import { axeViolations } from './support/axe';
import { tokenOf as tokenOfUser } from './support/api';
import { PHONE, launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, waitForPath } from './support/flows';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const tokenOf = (username: string, password: string) => tokenOfUser(baseUrl, username, password);
let chrome: E2EBrowser;
const WIDE = { width: 1366, height: 860 } as const;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

async function chipBalance(page: Page): Promise<number> {
  const text = await page.getByTestId('balance').locator('strong').textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** A Pro signal on the feed's first page, as a trader without a plan sees it (locked). */
async function aProSignal(token: string): Promise<TradingSignal> {
  const res = await fetch(`${baseUrl}/api/v1/signal/all?limit=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { result: ApiPage<TradingSignal> };
  const signal = body.result.data.find((s) => s.required_plan_name === 'Pro' && s.locked);
  if (!signal) throw new Error('no locked Pro signal on the first page of the demo feed');
  return signal;
}

describe('plans', () => {
  it('insufficient balance -> pre-filled top-up through Payme -> Pro bought -> Pro levels unlocked (en, 1366 px)', async () => {
    const proSignal = await aProSignal(
      await tokenOf(DEMO.investor.username, DEMO.investor.password),
    );
    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: WIDE,
      language: 'en',
    });
    await signIn(page, DEMO.investor.username, DEMO.investor.password);
    await waitForPath(page, '/dashboard');

    // Before: the Pro signal is locked for this trader.
    await page.goto(`${baseUrl}/trading-signals`);
    const card = page.locator(`[data-signal-id="${proSignal.id}"]`);
    await expect.poll(() => card.getAttribute('data-locked'), { timeout: 20_000 }).toBe('true');

    await page.goto(`${baseUrl}/upgrade-plan`);
    await page.locator('[data-plans-current="none"]').waitFor({ timeout: 20_000 });
    await page.waitForFunction(() =>
      /[1-9]/.test(document.querySelector('[data-testid="balance"] strong')?.textContent ?? ''),
    );
    expect(await chipBalance(page)).toBe(100_000);
    await screenshot(page, 'plans-en-1366');
    expect(await axeViolations(page)).toEqual([]);

    const pro = page.locator('li[data-plan-id]').filter({ hasText: 'Pro' }).first();
    await pro.locator('[data-plan-action="subscribe"]').click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to Pro' });
    await dialog
      .getByText(
        'Insufficient balance. You need 149\u202f000 UZS more to purchase this item. Please top up your balance.',
        { exact: true },
      )
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'plans-insufficient-en-1366');
    await dialog.getByRole('button', { name: 'Top up balance' }).click();

    const topUp = page.getByRole('dialog', { name: 'Top up balance' });
    const amount = topUp.getByRole('textbox', { name: 'Amount' });
    await amount.waitFor();
    expect(await amount.inputValue()).toBe('149\u202f000');
    await screenshot(page, 'plans-top-up-prefilled-en-1366');
    await topUp.locator('label[data-provider="payme"]').click();
    await topUp.getByRole('button', { name: 'Continue to payment' }).click();

    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/payme'), { timeout: 15_000 });
    await page.locator('#card').fill('8600 1234 5678 9012');
    await page.locator('button[value="pay"]').click();
    await waitForPath(page, '/payments/return');
    await page.locator('[data-payment-phase="paid"]').waitFor({ timeout: 20_000 });
    await expect.poll(() => chipBalance(page), { timeout: 15_000 }).toBe(249_000);

    await page.goto(`${baseUrl}/upgrade-plan`);
    await page.locator('[data-plans-current="none"]').waitFor({ timeout: 20_000 });
    await pro.locator('[data-plan-action="subscribe"]').click();
    const confirm = page.getByRole('dialog', { name: 'Subscribe to Pro' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('[data-plans-current="active"]').waitFor({ timeout: 15_000 });
    await expect.poll(() => chipBalance(page), { timeout: 15_000 }).toBe(0);
    await screenshot(page, 'plans-active-en-1366');

    // After: the same signal shows its entry, stop loss and take profit.
    await page.goto(`${baseUrl}/trading-signals`);
    await expect.poll(() => card.getAttribute('data-locked'), { timeout: 20_000 }).toBe('false');
    await card.getByText('Entry').waitFor();
    await card.getByText('Stop loss').waitFor();
    await context.close();
  });

  it("the page in uz and ru on a 360 px phone, the trader's current plan with its renewal", async () => {
    for (const language of ['uz', 'ru'] as const) {
      const { page, context } = await openPage(chrome.browser, baseUrl, {
        viewport: PHONE,
        language,
      });
      await signIn(page, DEMO.trader.username, DEMO.trader.password);
      await waitForPath(page, '/dashboard');
      await page.goto(`${baseUrl}/upgrade-plan`);
      await page.locator('[data-plans-current="active"]').waitFor({ timeout: 20_000 });
      await page.locator('[data-plan-action="upgrade"]').first().waitFor();
      expect(await page.locator('[data-plan-note="included"]').count()).toBe(1);
      await screenshot(page, `plans-trader-${language}-360`);
      await context.close();
    }
  });
});
