// Review moderation (docs/decisions/0296-review-moderation.md): the list with who hid what, the
// hidden filter in the request, hiding only after confirmation, restoring at once.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReview } from '@savdo/contract';
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

const visible: AdminReview = {
  id: 3,
  algo_trade_id: 7,
  user_id: 9,
  user_name: 'Bobur T',
  rating: 1,
  comment: 'Scam, buy my bot instead',
  created_at: '2026-11-20T10:00:00.000Z',
  bot_name: 'Gold Scalper',
  hidden_at: null,
  hidden_by: null,
};
const hidden: AdminReview = {
  ...visible,
  id: 4,
  comment: 'Rude words',
  hidden_at: '2026-11-21T09:00:00.000Z',
  hidden_by: 'admin',
};

async function row(id: number) {
  return waitFor(
    () => {
      const found = document.querySelector<HTMLElement>(`tr[data-review="${id}"]`);
      if (!found) throw new Error(`no review ${id}`);
      return found;
    },
    { timeout: 20_000 },
  );
}

backOfficeTestFile();

describe('review moderation', () => {
  it('hides a review only after confirmation, and restores a hidden one at once', async () => {
    const requests = asAdmin({
      'GET /admin/algo-trade/reviews': () => ({
        status: 200,
        body: { result: { data: [visible, hidden], page: 1, limit: 20, total: 2 } },
      }),
      'POST /admin/algo-trade/reviews/:id/hide': () => ({
        status: 200,
        body: { result: { ...visible, hidden_at: '2026-11-22T00:00:00.000Z', hidden_by: 'admin' } },
      }),
      'POST /admin/algo-trade/reviews/:id/restore': () => ({
        status: 200,
        body: { result: { ...hidden, hidden_at: null, hidden_by: null } },
      }),
    });
    renderApp('/admin/reviews');
    const first = await row(3);
    expect(within(first).getByText('Gold Scalper (#7)')).toBeTruthy();
    expect(within(first).getByText('Visible')).toBeTruthy();
    expect(within(await row(4)).getByText(/^Hidden by admin, /)).toBeTruthy();

    await userEvent.click(within(first).getByRole('button', { name: 'Hide' }));
    expect(requests.some((r) => r.path.endsWith('/hide'))).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: "Hide Bobur T's review" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/admin/algo-trade/reviews/3/hide')).toHaveLength(1),
    );

    await userEvent.click(within(await row(4)).getByRole('button', { name: 'Restore' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/admin/algo-trade/reviews/4/restore')).toBe(true),
    );
  });

  it('sends the hidden filter and shows a refused restore above the list', async () => {
    const requests = asAdmin({
      'GET /admin/algo-trade/reviews': () => ({
        status: 200,
        body: { result: { data: [hidden], page: 1, limit: 20, total: 1 } },
      }),
      'POST /admin/algo-trade/reviews/:id/restore': () => ({
        status: 404,
        body: { message: 'Review not found' },
      }),
    });
    renderApp('/admin/reviews?hidden=true');
    await userEvent.click(within(await row(4)).getByRole('button', { name: 'Restore' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Review not found');
    expect(requests.find((r) => r.path === '/admin/algo-trade/reviews')?.query.get('hidden')).toBe(
      'true',
    );
  });
});
