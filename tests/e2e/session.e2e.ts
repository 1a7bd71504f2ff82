// The session in the UI: a revoked session ends on /auth with the session-expired toast, and the
// refresh routine renews the token before it expires without the user noticing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchBrowser, openPage, type E2EBrowser } from './support/browser';
import { DEMO, submitSignIn, toast, waitForPath } from './support/flows';
import { E2E_ACCESS_TOKEN_TTL_SECONDS } from './support/env';

const baseUrl = inject('baseUrl');
let chrome: E2EBrowser;

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});

interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** Signs in through the form and returns the token pair the server answered with. */
async function signInCapturingTokens(page: Page): Promise<TokenPair> {
  await page.goto('/auth');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/jwt/login'));
  await submitSignIn(page, DEMO.trader.username, DEMO.trader.password);
  const tokens = (await (await answer).json()) as TokenPair;
  await waitForPath(page, '/dashboard');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return tokens;
}

function expiryOf(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    exp: number;
  };
  return payload.exp;
}

describe('session', () => {
  it('a revoked session returns the user to /auth with the Uzbek session-expired toast', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'uz' });
    // The live socket answers nobody here: this is the path of the next request meeting the
    // revoked session. Had the server's session.revoked event reached the page first, it would
    // have sent the page to /auth with the toast, and the reload below would then have reloaded
    // /auth without it (seen under CI's load). The live path has tests of its own.
    await page.routeWebSocket(/\/api\/v1\/live/, () => undefined);
    const tokens = await signInCapturingTokens(page);
    const revoked = await fetch(
      `${baseUrl}/api/v1/auth/revoke?token=${encodeURIComponent(tokens.refresh_token)}`,
      { method: 'POST' },
    );
    expect(revoked.status).toBe(200);

    // The user comes back to the page: the next calls meet the revoked session.
    await page.reload();
    await waitForPath(page, '/auth');
    await toast(page, 'error')
      .filter({ hasText: 'Sessiya muddati tugadi. Iltimos, qaytadan tizimga kiring.' })
      .waitFor();
    // And the session is gone for good: private pages send to /auth again.
    await page.goto('/dashboard');
    await waitForPath(page, '/auth');
    await context.close();
  });

  it('refreshes the token before it expires without the user noticing', async () => {
    const { page, context } = await openPage(chrome.browser, baseUrl, { language: 'en' });
    await page.clock.install();
    const tokens = await signInCapturingTokens(page);
    expect(expiryOf(tokens.access_token) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(
      E2E_ACCESS_TOKEN_TTL_SECONDS,
    );
    // Marks this document: a reload or a navigation away would lose it.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });

    const refreshed = page.waitForResponse((r) => r.url().includes('/api/v1/auth/refresh'));
    // Two minutes later (one tick of the refresh routine) less than 3 minutes remain.
    await page.clock.fastForward(125_000);
    const answer = await refreshed;
    expect(answer.status()).toBe(200);
    const renewed = (await answer.json()) as TokenPair;
    expect(renewed.access_token).not.toBe(tokens.access_token);

    // Nothing visible happened: same document, same page, no toast, no warning, no dialog.
    await page.waitForTimeout(1_000);
    await expect(
      page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await expect(page.locator('li[data-toast-type]').count()).resolves.toBe(0);
    await expect(page.getByTestId('session-warning').count()).resolves.toBe(0);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    // The renewed session works: a reload restores it and stays on the dashboard.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await context.close();
  });
});
