// The routes and guards of the host app (docs/product.md, "Pages") through core's access rules.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { login } from '@savdo/core';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../tests/kit/auth-test-helpers';
import { pathOf, renderApp } from '../../../tests/kit/render-app';

beforeEach(async () => {
  await resetAll('en');
  fakeApi({
    'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
    'GET /auth/providers': () => ({
      status: 200,
      body: { result: { google_client_id: null, telegram_bot_name: null } },
    }),
  });
});

function signInAs(overrides: Parameters<typeof apiUser>[0] = {}, secondsLeft = 3600) {
  const user = apiUser(overrides);
  login({
    access_token: accessToken(secondsLeft, {
      is_active: user.is_active,
      is_banned: user.is_banned,
      is_password_set: user.is_password_set,
    }),
    refresh_token: 'r',
    user,
  });
}

async function settle(router: Parameters<typeof pathOf>[0], path: string) {
  await waitFor(() => expect(pathOf(router)).toBe(path));
}

describe('private pages', () => {
  it('send a signed-out visitor to /auth, keeping the page they came from', async () => {
    const { router } = renderApp('/trading-signals');
    await settle(router, '/auth');
    expect(router.state.location.state).toEqual({ from: '/trading-signals' });
  });

  it('send a banned user to /ban', async () => {
    signInAs({ is_banned: true });
    const { router } = renderApp('/profile');
    await settle(router, '/ban');
    expect(
      await screen.findByRole('heading', { name: 'Your account has been banned' }),
    ).toBeTruthy();
  });

  it("show an inactive user the notice 'Akkaunt faol emas'", async () => {
    signInAs({ is_active: false });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Akkaunt faol emas' })).toBeTruthy();
    expect(
      screen.getByText("Akkauntingiz faollashtirish uchun admin bilan bog'laning."),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('send a user whose access token has expired to /auth', async () => {
    signInAs({}, 30); // less than the 60 s margin left
    const { router } = renderApp('/settings');
    await settle(router, '/auth');
  });

  it('show the page in the layout for a signed-in user', async () => {
    signInAs();
    renderApp('/settings');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    // The settings widget itself, no longer a placeholder.
    expect(await screen.findByRole('heading', { name: 'Appearance' })).toBeTruthy();
  });

  it('show the forced password dialog over the page for a user with no password set', async () => {
    fakeApi({
      'GET /users/me': () => ({
        status: 200,
        body: { result: apiUser({ is_password_set: false }) },
      }),
    });
    signInAs({ is_password_set: false });
    renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Google orqali');
    // The page is there under it (hidden from assistive technology while the dialog is modal).
    await waitFor(
      () =>
        expect(document.querySelector('[data-page="dashboard"] h1')?.textContent).toBe(
          'Welcome, Aziz',
        ),
      { timeout: 20_000 },
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('redirect / to /dashboard', async () => {
    signInAs();
    const { router } = renderApp('/');
    await settle(router, '/dashboard');
  });
});

describe('guest-only pages', () => {
  it('send a signed-in user to the page they came from', async () => {
    signInAs();
    const { router } = renderApp('/auth', { from: '/algo-trading/my/3?tab=trades' });
    await settle(router, '/algo-trading/my/3');
    expect(router.state.location.search).toBe('?tab=trades');
  });

  it('send a signed-in user to /dashboard when they came from nowhere or from /auth...', async () => {
    signInAs();
    const first = renderApp('/auth');
    await settle(first.router, '/dashboard');
    first.unmount();
    const second = renderApp('/auth/reset-password', { from: '/auth/verify-email' });
    await settle(second.router, '/dashboard');
  });

  it('send a banned user to /ban', async () => {
    signInAs({ is_banned: true });
    const { router } = renderApp('/auth');
    await settle(router, '/ban');
  });

  it('return the visitor to their page once they sign in', async () => {
    const { router } = renderApp('/economic-calendar');
    await settle(router, '/auth');
    act(() => signInAs());
    await settle(router, '/economic-calendar');
  });
});

describe('/ban', () => {
  it('sends a signed-out visitor to /auth and a user who is not banned to /dashboard', async () => {
    const first = renderApp('/ban');
    await settle(first.router, '/auth');
    first.unmount();
    signInAs();
    const second = renderApp('/ban');
    await settle(second.router, '/dashboard');
  });

  it('keeps a banned user', async () => {
    signInAs({ is_banned: true });
    const { router } = renderApp('/ban');
    expect(
      await screen.findByRole('heading', { name: 'Your account has been banned' }),
    ).toBeTruthy();
    expect(pathOf(router)).toBe('/ban');
  });
});

describe('unmatched paths (the catch-all route)', () => {
  it('send a signed-out visitor to /auth, without keeping the unknown path', async () => {
    const { router } = renderApp('/no/such/page');
    await settle(router, '/auth');
    expect(router.state.location.state).toBeNull();
  });

  it('show a signed-in user the 404 page', async () => {
    signInAs();
    const { router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(pathOf(router)).toBe('/no/such/page');
  });
});

describe('/auth/verify-email (common)', () => {
  it('opens signed out and signed in', async () => {
    const first = renderApp('/auth/verify-email');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email verification' }),
    ).toBeTruthy();
    first.unmount();
    signInAs();
    const second = renderApp('/auth/verify-email');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email verification' }),
    ).toBeTruthy();
    expect(pathOf(second.router)).toBe('/auth/verify-email');
  });
});

describe('the frame from one section to another (routes-for-path.ts)', () => {
  it('keeps the same header and sidebar: nothing is mounted again', async () => {
    signInAs();
    const { router } = renderApp('/dashboard');
    const frameHeader = async () =>
      (await screen.findByTestId('language-switcher')).closest('header');
    const header = await frameHeader();
    expect(header).not.toBeNull();
    const sidebar = document.getElementById('savdo-sidebar');
    await act(async () => {
      await router.navigate('/help');
    });
    await settle(router, '/help');
    expect(await frameHeader()).toBe(header);
    expect(document.getElementById('savdo-sidebar')).toBe(sidebar);
  });
});
