// Password recovery end to end (docs/decisions/0280-password-recovery.md): a trader who registered
// in Russian is signed in on one browser; on another, "Forgot password?" on /auth takes their
// username, the reset link arrives in the development mail (the server's mail drop), in Russian,
// the link sets a new password, the first browser is signed out at once, and the new password
// signs in while the old one no longer does.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiUser } from '@savdo/contract';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { signIn, submitSignIn, uniqueSuffix, waitForPath } from './support/flows';
import { waitForMail } from './support/mail';
import { screenshot } from './support/screenshots';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
let chrome: E2EBrowser;
const WIDE = { width: 1366, height: 860 } as const;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

/** A new account, registered through the API from a Russian interface. */
async function registerInRussian(): Promise<ApiUser & { email: string; password: string }> {
  const email = `recover.${uniqueSuffix()}@example.com`;
  const res = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'ru' },
    body: JSON.stringify({
      first_name: 'Dilshod',
      last_name: 'Rahimov',
      email,
      password: 'old-secret1',
    }),
  });
  expect(res.status).toBe(201);
  const { result } = (await res.json()) as { result: ApiUser };
  return { ...result, email, password: 'old-secret1' };
}

describe('password recovery', () => {
  it('forgot password -> the mailed link -> a new password signs in, and a session opened before is signed out', async () => {
    const user = await registerInRussian();

    // A session opened before the reset, on another browser.
    const before = await openPage(chrome.browser, baseUrl, { viewport: WIDE, language: 'en' });
    await signIn(before.page, user.username, user.password);
    await waitForPath(before.page, '/dashboard');
    // The bell holds the page's live socket open, as it does for every signed-in page.
    await before.page.getByTestId('notification-bell').waitFor();

    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: WIDE,
      language: 'en',
    });
    await page.goto('/auth');
    await page.locator('form[data-savdo-form="sign-in"]').waitFor();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    const form = page.locator('form[data-savdo-form="forgot-password"]');
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.innerText()).resolves.toContain('This field is required');
    await form.locator('input[name="login"]').fill(user.username);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    const sent = page.locator('[data-savdo-forgot-password="sent"]').getByRole('status');
    await sent.waitFor();
    await expect(sent.innerText()).resolves.toContain(`If an account “${user.username}” exists`);
    await screenshot(page, 'forgot-password-sent-en-1366');

    // The link, from the development mail, in the account's language (Russian).
    const mail = await waitForMail(dataDir, user.email ?? '', (m) =>
      m.link.includes('/reset-password'),
    );
    expect(mail.subject).toBe('Сброс пароля Savdo');
    expect(mail.text).toContain(mail.link);
    expect(new URL(mail.link).origin).toBe(baseUrl);

    await page.goto(mail.link);
    const reset = page.locator('[data-savdo-reset-password]');
    await reset.locator('input[name="password"]').fill('new-secret2');
    await reset.locator('input[name="confirmPassword"]').fill('new-secret2');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset
      .getByText('Your password has been reset. You can sign in with it now.')
      .waitFor({ timeout: 15_000 });

    // The session opened before the reset ends at once: its page is back on sign-in.
    await waitForPath(before.page, '/auth', 20_000);
    await before.context.close();

    // The old password no longer works; the new one signs in.
    await reset.getByRole('link', { name: 'Go to sign in' }).click();
    await waitForPath(page, '/auth');
    await submitSignIn(page, user.username, user.password);
    const alert = page.locator('form[data-savdo-form="sign-in"]').getByRole('alert');
    await expect(alert.innerText()).resolves.toBe('Incorrect username or password');
    await submitSignIn(page, user.username, 'new-secret2');
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('a used link says so and offers a new one', async () => {
    const user = await registerInRussian();
    const { page, context } = await openPage(chrome.browser, baseUrl, {
      viewport: WIDE,
      language: 'en',
    });
    await page.goto('/auth?tab=forgot-password');
    const form = page.locator('form[data-savdo-form="forgot-password"]');
    await form.locator('input[name="login"]').fill(user.email ?? '');
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await page.locator('[data-savdo-forgot-password="sent"]').waitFor();
    const mail = await waitForMail(dataDir, user.email ?? '', (m) =>
      m.link.includes('/reset-password'),
    );
    const res = await fetch(`${baseUrl}/api/v1/auth/reset-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        token: new URL(mail.link).searchParams.get('token'),
        password: 'first-use1',
      }),
    });
    expect(res.status).toBe(200);

    await page.goto(mail.link);
    const reset = page.locator('[data-savdo-reset-password]');
    await reset.locator('input[name="password"]').fill('second-use2');
    await reset.locator('input[name="confirmPassword"]').fill('second-use2');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(reset.getByRole('alert').innerText()).resolves.toBe(
      'The reset link is invalid or has expired',
    );
    await reset.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();
    await context.close();
  });
});
