// Steps many tests share: signing in through the real form, reading toasts, waiting for a path.
import type { Page } from 'playwright-core';

/** Demo users of the server's seed (packages/server/src/features/users/seed.ts). */
export const DEMO = {
  trader: { username: 'trader', password: 'trader123' },
  investor: { username: 'investor', password: 'investor123' },
  admin: { username: 'admin', password: 'admin123' },
  banned: { username: 'banned', password: 'banned123' },
  inactive: { username: 'inactive', password: 'inactive123' },
  telegramArrival: { telegramId: 700000001, firstName: 'Jasur', lastName: 'Aliyev' },
} as const;

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}

export async function waitForPath(
  page: Page,
  path: string | RegExp,
  timeout = 15_000,
): Promise<void> {
  await page.waitForURL(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    { timeout },
  );
}

/** Fills and sends the sign-in form on /auth (the page must show it). */
export async function submitSignIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.locator('form[data-savdo-form="sign-in"]');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

/** Opens /auth and signs in; resolves once the app has left /auth. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await submitSignIn(page, username, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 30_000 });
}

/** A toast of the given type (ui's Toaster marks each item with data-toast-type). */
export function toast(page: Page, type: 'success' | 'info' | 'warning' | 'error' | 'loading') {
  return page.locator(`li[data-toast-type="${type}"]`);
}
