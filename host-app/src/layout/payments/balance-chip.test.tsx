// The header's balance chip: it opens the top-up in a dialog (decision 0151), follows the
// live `balance` event (a payment landing while the page is open), and opens the top-up
// pre-filled for core's top-up requests and for a `?top_up=` link (decision 0161).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login, resetLive } from '@savdo/core';
import { clearTopUpRequest, requestTopUp } from '@savdo/core/payments';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';
import { FakeSocket, installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { renderApp } from '../../../../tests/kit/render-app';

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
  clearTopUpRequest();
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

  it('opens the top-up pre-filled when a purchase asks for one', async () => {
    renderApp('/dashboard');
    await screen.findByTestId('balance');
    let listened = false;
    act(() => {
      listened = requestTopUp(34_500.5);
    });
    expect(listened).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Top up balance' });
    const field = await within(dialog).findByRole<HTMLInputElement>(
      'textbox',
      { name: 'Amount' },
      { timeout: 10_000 },
    );
    expect(field.value).toBe('34\u202F501');
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the top-up for a ?top_up= link and takes the parameter off the address', async () => {
    const { router } = renderApp('/dashboard?top_up=12000&tab=x');
    const dialog = await screen.findByRole('dialog', { name: 'Top up balance' });
    const field = await within(dialog).findByRole<HTMLInputElement>(
      'textbox',
      { name: 'Amount' },
      { timeout: 10_000 },
    );
    expect(field.value).toBe('12\u202F000');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
