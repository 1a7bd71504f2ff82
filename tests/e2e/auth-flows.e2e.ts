// Sign-in and registration in a real browser against the real server.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, signIn, submitSignIn, uniqueSuffix, waitForPath } from './support/flows';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

describe('sign-in and registration', () => {
  it('register -> sign in -> dashboard', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    const email = `new.trader.${uniqueSuffix()}@example.com`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const form = page.locator('form[data-savdo-form="register"]');
    await form.locator('input[name="first_name"]').fill('Nodira');
    await form.locator('input[name="last_name"]').fill('Qodirova');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill('secret12');
    await form.locator('input[name="acceptTerms"]').check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    // Registration signs the new account in and lands on the dashboard.
    await waitForPath(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Welcome, Nodira',
    );

    // Sign out, then sign in with the same credentials.
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await waitForPath(page, '/auth');
    await submitSignIn(page, email, 'secret12');
    await waitForPath(page, '/dashboard');
    await expect(page.getByTestId('balance').innerText()).resolves.toContain('UZS');
    await context.close();
  });

  it("registration shows the registration rule's messages and the policy rule", async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await page.goto('/auth?tab=register');
    const form = page.locator('form[data-savdo-form="register"]');
    await form.locator('input[name="first_name"]').fill('A');
    await form.locator('input[name="email"]').fill('not-an-email');
    await form.locator('input[name="password"]').fill('123');
    await form.getByRole('button', { name: 'Create Account' }).click();
    const text = await form.innerText();
    expect(text).toContain('Please enter a valid email address');
    expect(text).toContain('You must accept the Privacy Policy and Terms of Service');
    expect(text).toContain('Password must be at least 6 characters');
    expect(text).toContain('This field is required');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await context.close();
  });

  it("sign-in shows the login rule and the server's failure message", async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await page.goto('/auth');
    await submitSignIn(page, 'a b', '12345');
    const form = page.locator('form[data-savdo-form="sign-in"]');
    await expect(form.innerText()).resolves.toContain(
      'Enter a valid email or username (min 3 chars, no spaces)',
    );
    await submitSignIn(page, DEMO.trader.username, 'wrong-password');
    const alert = form.getByRole('alert');
    await alert.waitFor();
    await expect(alert.innerText()).resolves.toBe('Incorrect username or password');
    await context.close();
  });

  it("the server's failure message is shown in the interface language (uz, ru)", async () => {
    for (const [language, expected] of [
      ['uz', "Foydalanuvchi nomi yoki parol noto'g'ri"],
      ['ru', 'Неверное имя пользователя или пароль'],
    ] as const) {
      const { page, context } = await openPage(chrome.browser, baseUrl, { language });
      await page.goto('/auth');
      await submitSignIn(page, DEMO.trader.username, 'wrong-password');
      const alert = page.locator('form[data-savdo-form="sign-in"]').getByRole('alert');
      await alert.waitFor();
      await expect(alert.innerText()).resolves.toBe(expected);
      await context.close();
    }
  });

  it('"Forgot password?" opens the recovery form, in the interface language (the whole flow: password-recovery.e2e.ts)', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'uz' });
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Parolni unutdingizmi?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Parolni tiklash' }).waitFor();
    const form = page.locator('form[data-savdo-form="forgot-password"]');
    await form.locator('input[name="login"]').fill('a b');
    await form.getByRole('button', { name: 'Havolani yuborish' }).click();
    await expect(form.innerText()).resolves.toContain(
      "To'g'ri email yoki foydalanuvchi nomini kiriting",
    );
    await page.getByRole('button', { name: 'Kirish sahifasiga qaytish' }).click();
    await page.locator('form[data-savdo-form="sign-in"]').waitFor();
    await context.close();
  });

  it('keeps the page the visitor came from through sign-in (return-to)', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await page.goto('/trading-journal?tab=stats');
    await waitForPath(page, '/auth');
    await submitSignIn(page, DEMO.trader.username, DEMO.trader.password);
    await waitForPath(page, '/trading-journal');
    expect(new URL(page.url()).search).toBe('?tab=stats');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      'Trading journal',
    );
    await context.close();
  });

  it('sends a signed-in user away from /auth (to /dashboard)', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/auth');
    await waitForPath(page, '/dashboard');
    await page.goto('/auth/reset-password');
    await waitForPath(page, '/dashboard');
    await context.close();
  });

  it('redirects / to /dashboard for a signed-in user', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await signIn(page, DEMO.trader.username, DEMO.trader.password);
    await page.goto('/');
    await waitForPath(page, '/dashboard');
    await context.close();
  });
});
