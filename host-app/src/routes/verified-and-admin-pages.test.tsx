// docs/decisions/0056-verified-email-and-admin-pages.md: the verification and role steps of the
// guard are real. /upgrade-plan shows the plans to everyone signed in and asks for a verified
// email at the purchase (docs/decisions/0303-plans-open-verification-at-the-purchase.md); /admin
// needs the admin role and manages users.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiUser } from '@savdo/contract';
import { login } from '@savdo/core';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../tests/kit/auth-test-helpers';
import { renderApp } from '../../../tests/kit/render-app';

beforeEach(async () => {
  await resetAll('en');
});

function signInAs(overrides: Partial<ApiUser>) {
  const user = apiUser(overrides);
  login({
    access_token: accessToken(3600, { is_verified: user.is_verified }),
    refresh_token: 'r',
    user,
  });
  return user;
}

describe('verified email (guard step 4)', () => {
  it('/upgrade-plan shows the plans to an unverified user too (decision 0303): no verification notice', async () => {
    const user = apiUser({ is_verified: false, email: 'new@savdo.demo' });
    fakeApi({ 'GET /users/me': () => ({ status: 200, body: { result: user } }) });
    signInAs(user);
    renderApp('/upgrade-plan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade plan' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Email tasdiqlash kerak' })).toBeNull();
  });

  it('a verified user sees /upgrade-plan itself', async () => {
    fakeApi({ 'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }) });
    signInAs({ is_verified: true });
    renderApp('/upgrade-plan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade plan' }, { timeout: 20_000 }),
    ).toBeTruthy();
  });

  it('the dashboard offers a new verification link next to "Email not verified"', async () => {
    const user = apiUser({ is_verified: false });
    fakeApi({
      'GET /users/me': () => ({ status: 200, body: { result: user } }),
      'POST /auth/request-verify-token': () => ({ status: 429, body: { message: 'Too many' } }),
    });
    signInAs(user);
    renderApp('/dashboard');
    const button = await screen.findByRole(
      'button',
      { name: 'Send verification link' },
      { timeout: 20_000 },
    );
    await userEvent.click(button);
    expect(
      await screen.findByText('The link could not be sent. Please try again later.'),
    ).toBeTruthy();
  });
});

describe('admin role (guard step 5)', () => {
  it("/admin tells a trader 'Ruxsat yo'q' and needs the admin role", async () => {
    fakeApi({ 'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }) });
    signInAs({ role: 'user' });
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { name: "Ruxsat yo'q" }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByText('Bu sahifaga kirish uchun admin huquqi kerak.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Administration' })).toBeNull();
  });

  it('an admin finds users and bans one; the row shows it', async () => {
    const admin = apiUser({ id: 1, role: 'admin', username: 'admin' });
    const target = apiUser({ id: 9, username: 'bobur', first_name: 'Bobur', last_name: 'T' });
    // The server's side: the list answers what the last change left.
    let stored = target;
    const requests = fakeApi({
      'GET /users/me': () => ({ status: 200, body: { result: admin } }),
      'GET /admin/users': () => ({
        status: 200,
        body: { result: { data: [admin, stored], page: 1, limit: 20, total: 2 } },
      }),
      'PATCH /admin/users/9': () => {
        stored = { ...target, is_banned: true };
        return { status: 200, body: { result: stored } };
      },
    });
    signInAs(admin);
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Administration' }, { timeout: 20_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Administration' })).toBeTruthy();
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('tr[data-user-id="9"]');
      expect(found).toBeTruthy();
      return found!;
    });
    // No buttons on the admin's own row.
    expect(
      within(document.querySelector<HTMLElement>('tr[data-user-id="1"]')!).queryByRole('button'),
    ).toBeNull();
    await userEvent.click(within(row).getByRole('button', { name: 'Ban' }));
    // The list is read again after the change: the row shows the server's new state.
    await waitFor(() =>
      expect(
        within(document.querySelector<HTMLElement>('tr[data-user-id="9"]')!).getByText('Banned'),
      ).toBeTruthy(),
    );
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ is_banned: true });
    await userEvent.type(screen.getByLabelText('Search by name, email or username'), 'bob');
    await waitFor(() =>
      expect(
        requests.some((r) => r.path === '/admin/users' && r.query.get('search') === 'bob'),
      ).toBe(true),
    );
  });
});
