// Partner keys: the list leaves keys out; a new key is checked with the contract before it is
// sent, then shown once with a copy button and the warning, and gone when the dialog closes;
// revoking is confirmed first.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PartnerKey, PartnerKeyCreated } from '@savdo/contract';
import { login } from '@savdo/core';
import {
  accessToken,
  apiUser,
  fakeApi,
  type ApiRoutes,
} from '../../../../../tests/kit/auth-test-helpers';
import { renderApp } from '../../../../../tests/kit/render-app';
import { backOfficeTestFile } from '../../../../../tests/kit/admin-test-helpers';

const admin = apiUser({ id: 1, role: 'admin', username: 'admin' });

function asAdmin(routes: ApiRoutes) {
  const requests = fakeApi({
    'GET /users/me': () => ({ status: 200, body: { result: admin } }),
    ...routes,
  });
  login({
    access_token: accessToken(3600, { is_verified: true }),
    refresh_token: 'r',
    user: admin,
  });
  return requests;
}

const NEWS_KEY = 'pk_live_news_0123456789';
const news: PartnerKey = {
  id: 2,
  key_prefix: 'pk_live',
  name: 'Kun.uz',
  allowed_origins: ['https://kun.uz'],
  rate_limit_per_minute: 120,
  created_at: '2026-11-01T10:00:00.000Z',
  revoked_at: null,
};
const created: PartnerKeyCreated = {
  ...news,
  id: 3,
  key: 'pk_live_new_abcdef',
  name: 'Daryo',
  allowed_origins: ['https://daryo.uz', 'https://m.daryo.uz'],
  rate_limit_per_minute: 60,
};

backOfficeTestFile();

describe('partner keys', () => {
  it('creates a key checked before sending, shows it once with copy and warning', async () => {
    const user = userEvent.setup();
    const requests = asAdmin({
      'GET /admin/partners': () => ({ status: 200, body: { result: [news] } }),
      'POST /admin/partners': () => ({ status: 200, body: { result: created } }),
    });
    renderApp('/admin/partners');
    const row = await waitFor(
      () => {
        const found = document.querySelector<HTMLElement>('tr[data-partner="2"]');
        if (!found) throw new Error('no row');
        return found;
      },
      { timeout: 20_000 },
    );
    expect(within(row).getByText('https://kun.uz')).toBeTruthy();
    expect(screen.queryByText(NEWS_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New partner key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Daryo');
    await user.type(within(dialog).getByLabelText('Allowed origins'), 'https://daryo.uz/news');
    await user.click(within(dialog).getByRole('button', { name: 'New partner' }));
    expect(
      await within(dialog).findByText(
        'An allowed origin looks like https://partner.example (no path)',
      ),
    ).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Allowed origins'));
    await user.type(
      within(dialog).getByLabelText('Allowed origins'),
      'https://daryo.uz, https://m.daryo.uz',
    );
    await user.type(within(dialog).getByLabelText('Requests per minute'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'New partner' }));
    const reveal = await screen.findByRole('dialog', { name: 'Key of “Daryo”' });
    expect(within(reveal).getByText('pk_live_new_abcdef')).toBeTruthy();
    expect(
      within(reveal).getByText(
        "Copy the key now: it will not be shown here again. It goes into the partner's page.",
      ),
    ).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Daryo',
      allowed_origins: ['https://daryo.uz', 'https://m.daryo.uz'],
      rate_limit_per_minute: 60,
    });
    await user.click(within(reveal).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('pk_live_new_abcdef');
    expect(within(reveal).getByRole('button', { name: 'Copied' })).toBeTruthy();
    await user.click(within(reveal).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('pk_live_new_abcdef')).toBeNull());
  });

  it('revokes a key only after confirmation', async () => {
    const requests = asAdmin({
      'GET /admin/partners': () => ({ status: 200, body: { result: [news] } }),
      'DELETE /admin/partners/:id': () => ({
        status: 200,
        body: { result: { ...news, revoked_at: '2026-11-29T00:00:00.000Z' } },
      }),
    });
    renderApp('/admin/partners');
    const revoke = await screen.findByRole('button', { name: 'Revoke' }, { timeout: 20_000 });
    await userEvent.click(revoke);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key of “Kun.uz”' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(
        requests.filter((r) => r.method === 'DELETE' && r.path === '/admin/partners/2'),
      ).toHaveLength(1),
    );
  });
});
