// Google and Telegram sign-in buttons: configured from the server, hidden when not configured or
// when the provider's script cannot load, and turning the provider's answer into a session.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { $auth } from '@savdo/core';
import { ProviderButtons } from '@savdo/widgets';
import { resetAuthProviders } from '@savdo/widgets/auth/use-auth-providers';
import { resetLoadedScripts } from '@savdo/widgets/auth/load-script';
import {
  accessToken,
  apiUser,
  fakeApi,
  flush,
  resetAll,
} from '../../../../tests/kit/auth-test-helpers';

beforeEach(async () => {
  await resetAll('en');
  resetAuthProviders();
  resetLoadedScripts();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.google;
});

const providers = (google: string | null, telegram: string | null) => ({
  'GET /auth/providers': () => ({
    status: 200,
    body: { result: { google_client_id: google, telegram_bot_name: telegram } },
  }),
});

const tokens = () => ({
  status: 200,
  body: { access_token: accessToken(), refresh_token: 'r', token_type: 'bearer' },
});

describe('ProviderButtons', () => {
  it('renders nothing when the server has neither provider configured', async () => {
    const requests = fakeApi(providers(null, null));
    const { container } = render(<ProviderButtons />);
    await act(flush);
    expect(requests.map((r) => r.path)).toEqual(['/auth/providers']);
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing when the providers call fails', async () => {
    fakeApi({ 'GET /auth/providers': () => ({ status: 500 }) });
    const { container } = render(<ProviderButtons />);
    await act(flush);
    expect(container.innerHTML).toBe('');
  });

  it("draws Telegram's widget with the server's bot name; its user signs in through POST /auth/telegram", async () => {
    const requests = fakeApi({
      ...providers(null, 'savdo_bot'),
      'POST /auth/telegram': tokens,
      'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
    });
    const onSignedIn = vi.fn();
    render(<ProviderButtons onSignedIn={onSignedIn} />);
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[data-telegram-login]');
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    expect(script.dataset.telegramLogin).toBe('savdo_bot');
    expect(script.src).toContain('telegram.org/js/telegram-widget.js');
    const callback = /^(\w+)\(user\)$/.exec(script.dataset.onauth ?? '')?.[1] ?? '';
    const user = { id: 7, first_name: 'Jasur', auth_date: 1_700_000_000, hash: 'abc' };
    await act(async () => {
      (window as unknown as Record<string, (u: unknown) => void>)[callback]?.(user);
      await flush();
    });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(requests.find((r) => r.path === '/auth/telegram')?.body).toEqual(user);
    expect($auth.get().isAuthenticated).toBe(true);
  });

  it("hides Telegram (and the divider) when Telegram's script cannot load", async () => {
    fakeApi(providers(null, 'savdo_bot'));
    const { container } = render(<ProviderButtons />);
    const script = await waitFor(() => {
      const found = document.querySelector('script[data-telegram-login]');
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    await act(async () => {
      script.dispatchEvent(new Event('error'));
    });
    expect(container.innerHTML).toBe('');
  });

  it("loads Google's client with the server's client id; the ID token signs in through POST /auth/google", async () => {
    const requests = fakeApi({
      ...providers('client-1.apps.googleusercontent.com', null),
      'POST /auth/google': tokens,
      'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
    });
    let config: { client_id: string; callback: (r: { credential: string }) => void } | null = null;
    const renderButton = vi.fn();
    window.google = {
      accounts: {
        id: {
          initialize: (c) => {
            config = c;
          },
          renderButton,
        },
      },
    };
    const onSignedIn = vi.fn();
    render(<ProviderButtons onSignedIn={onSignedIn} />);
    const script = await waitFor(() => {
      const found = document.head.querySelector('script[src*="accounts.google.com/gsi/client"]');
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    await act(async () => {
      script.dispatchEvent(new Event('load'));
      await flush();
    });
    expect(config).not.toBeNull();
    const initialized = config as unknown as {
      client_id: string;
      callback: (r: { credential: string }) => void;
    };
    expect(initialized.client_id).toBe('client-1.apps.googleusercontent.com');
    expect(renderButton).toHaveBeenCalledTimes(1);
    await act(async () => {
      initialized.callback({ credential: 'google-id-token' });
      await flush();
    });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(requests.find((r) => r.path === '/auth/google')?.body).toEqual({
      token: 'google-id-token',
    });
  });

  it("reports the server's message when the provider sign-in is refused", async () => {
    fakeApi({
      ...providers(null, 'savdo_bot'),
      'POST /auth/telegram': () => ({ status: 400, body: { message: 'Telegram data is invalid' } }),
    });
    const onError = vi.fn();
    render(<ProviderButtons onError={onError} />);
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>('script[data-telegram-login]');
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    const callback = /^(\w+)\(user\)$/.exec(script.dataset.onauth ?? '')?.[1] ?? '';
    await act(async () => {
      (window as unknown as Record<string, (u: unknown) => void>)[callback]?.({
        id: 1,
        auth_date: 1,
        hash: 'x',
      });
      await flush();
    });
    await waitFor(() => expect(onError).toHaveBeenCalledWith('Telegram data is invalid'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
