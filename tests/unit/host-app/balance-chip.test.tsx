// The header's balance chip: it opens the top-up in a dialog (decision 0151) and follows the
// live `balance` event (a payment landing while the page is open).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login, resetLive } from '@savdo/core';
import { accessToken, apiUser, fakeApi, resetAll } from '../widgets/auth/auth-test-helpers';
import { FakeSocket, installFakeSocket } from '../core/live-test-socket';
import { renderApp } from './render-app';

beforeEach(async () => {
  resetLive();
  await resetAll('en');
  installFakeSocket();
  fakeApi({
    'GET /users/me': () => ({ status: 200, body: { result: apiUser({ balance: 1_500_000 }) } }),
    'GET /auth/providers': () => ({
      status: 200,
      body: { result: { google_client_id: null, telegram_bot_name: null } },
    }),
  });
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser({ balance: 1_500_000 }) });
});

afterEach(() => {
  resetLive();
  vi.unstubAllGlobals();
});

describe('balance chip', () => {
  it('opens the top-up form in a dialog', async () => {
    renderApp('/dashboard');
    const chip = await screen.findByTestId('balance');
    expect(chip.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.setup().click(chip);
    const dialog = await screen.findByRole('dialog', { name: 'Top up balance' });
    // The form's code loads on first open.
    expect(
      await within(dialog).findByRole('textbox', { name: 'Amount' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: /Click/ })).toBeTruthy();
  });

  it('shows the balance the live channel pushes', async () => {
    renderApp('/dashboard');
    const chip = await screen.findByTestId('balance');
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    act(() => {
      FakeSocket.latest().accept(42);
      FakeSocket.latest().receive({ type: 'balance', balance: 1_525_000 });
    });
    expect(chip.textContent).toContain('1\u202F525\u202F000 UZS');
  });
});
