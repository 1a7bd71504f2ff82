// Profile and settings end to end: a new trader changes their details and picture,
// links and unlinks Telegram through the provider's stand-in, then switches theme, language and
// time zone in /settings and sees the economic calendar follow the zone.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { toast, uniqueSuffix, waitForPath } from './support/flows';
import { signedTelegramUser } from './support/identities';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

// The smallest valid PNG (1x1 transparent pixel).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function register(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Create Account' }).click();
  const form = page.locator('form[data-savdo-form="register"]');
  await form.locator('input[name="first_name"]').fill('Dilnoza');
  await form.locator('input[name="last_name"]').fill('Rahimova');
  await form.locator('input[name="email"]').fill(`dilnoza.${uniqueSuffix()}@example.com`);
  await form.locator('input[name="password"]').fill('secret12');
  await form.locator('input[name="acceptTerms"]').check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await waitForPath(page, '/dashboard');
}

/** Every calendar row's shown time, by event id. */
async function eventTimes(page: Page): Promise<Map<string, string>> {
  await page.locator('[data-event-id]').first().waitFor();
  const rows = await page
    .locator('[data-event-id]')
    .evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute('data-event-id') ?? '',
        el.querySelector('td.time')?.textContent ?? '',
      ]),
    );
  return new Map(rows as [string, string][]);
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.trim().split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

describe('profile and settings', () => {
  it('changes the profile and the avatar, links and unlinks Telegram', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await register(page);
    await page.goto('/profile');
    const details = page.locator('[data-profile-section="details"]');
    await details.getByLabel('First name').fill('Dilbar');
    await details.getByLabel('Phone number').fill('+998 90 555 12 34');
    await details.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'success').filter({ hasText: 'Saved' }).first().waitFor();
    await page.reload();
    await expect(
      page.locator('[data-profile-section="details"]').getByLabel('First name').inputValue(),
    ).resolves.toBe('Dilbar');

    // The picture: preview, save, then remove.
    await page.locator('[data-profile-avatar-input]').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    const picture = page.locator('[part="avatar"] img');
    await expect.poll(() => picture.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.getByRole('button', { name: 'Save picture' }).click();
    await expect.poll(() => picture.getAttribute('src')).toMatch(/\/api\/v1\/files\//);
    await page.getByRole('button', { name: 'Remove picture' }).click();
    await picture.waitFor({ state: 'detached' });

    // Telegram through the stand-in of its Login Widget.
    const telegram = page.locator('[data-profile-provider="telegram"]');
    await page.evaluate(
      (u) => {
        (window as unknown as { __e2eTelegramUser: unknown }).__e2eTelegramUser = u;
      },
      signedTelegramUser({ id: 710000000 + Math.floor(Math.random() * 1e6), first_name: 'Dilbar' }),
    );
    await telegram.getByRole('button', { name: 'Link' }).click();
    await telegram.locator('[data-e2e="telegram-button"]').click();
    await expect.poll(() => telegram.getAttribute('data-linked')).toBe('true');
    await telegram.getByRole('button', { name: 'Unlink' }).click();
    await expect.poll(() => telegram.getAttribute('data-linked')).toBe('false');
    await context.close();
  });

  it('switches theme, language and time zone; the calendar follows the zone', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await register(page);
    await page.goto('/economic-calendar');
    const before = await eventTimes(page);

    await page.goto('/settings');
    await page.locator('[data-choice-group="theme-choices"] [data-choice="dark"]').click();
    await expect(page.evaluate(() => localStorage.getItem('vite-ui-theme'))).resolves.toBe('dark');
    await page.locator('[data-choice-group="language-choices"] [data-choice="ru"]').click();
    await page.getByRole('heading', { name: 'Часовой пояс' }).waitFor();
    // Saved to the profile before we leave (the PATCH answered).
    const saved = page.waitForResponse((r) => r.url().includes('/users/me/update') && r.ok());
    await page.locator('[data-choice-group="time-zone-choices"] [data-choice="new_york"]').click();
    await saved;

    // The calendar (fresh page) shows its events 10 hours earlier: UTC-5 instead of UTC+5. (The
    // week's edges move with the zone, so only events in both views are compared.)
    await page.goto('/economic-calendar');
    const after = await eventTimes(page);
    const both = [...after.keys()].filter((id) => before.has(id));
    expect(both.length).toBeGreaterThan(0);
    for (const id of both) {
      const shift =
        (minutesOf(before.get(id) ?? '') - minutesOf(after.get(id) ?? '') + 24 * 60) % (24 * 60);
      expect(shift, `event ${id}`).toBe(10 * 60);
    }
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ru');
    await context.close();
  });
});
