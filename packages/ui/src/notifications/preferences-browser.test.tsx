// Notification preferences and browser notifications: the
// permission shown as enabled or blocked, 'Notification permission denied' when the user
// refuses, the server-stored choices saved as they change, and a browser notification only
// when allowed and chosen.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { clearToasts, login, resetLive } from '@savdo/core';
import { showBrowserNotification } from '@savdo/core/notifications';
import { NotificationPreferencesForm } from '@savdo/ui/notifications';
import {
  makeNotification,
  notificationsRoutes,
  type NotificationsServer,
} from '../../../../tests/kit';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../../tests/kit/auth-test-helpers';

afterEach(() => {
  resetLive();
  clearToasts();
  vi.unstubAllGlobals();
});

function stubNotification(permission: NotificationPermission, answer?: NotificationPermission) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      if (answer) FakeNotification.permission = answer;
      return FakeNotification.permission;
    });
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
    close() {}
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { shown, FakeNotification };
}

async function mountForm(
  server: NotificationsServer,
  permission: NotificationPermission,
  lang: 'en' | 'ru' = 'en',
  answer?: NotificationPermission,
) {
  await resetAll(lang);
  const requests = fakeApi(notificationsRoutes(server));
  const fake = stubNotification(permission, answer);
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
  render(<NotificationPreferencesForm />);
  return { requests, ...fake };
}

describe('NotificationPreferencesForm', () => {
  it("asks for the permission; a refusal says 'Notification permission denied' and shows blocked", async () => {
    const { FakeNotification } = await mountForm({ notifications: [] }, 'default', 'en', 'denied');
    expect((await screen.findByTestId('notification-permission')).textContent).toBe(
      'Not asked yet',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enable notifications' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Notification permission denied',
    );
    expect(screen.getByTestId('notification-permission').textContent).toBe('Blocked');
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('shows enabled when granted, with no button', async () => {
    await mountForm({ notifications: [] }, 'granted');
    expect((await screen.findByTestId('notification-permission')).textContent).toBe('Enabled');
    expect(screen.queryByRole('button', { name: 'Enable notifications' })).toBeNull();
  });

  it('saves each choice to the server: a kind off, email on, an asset type off', async () => {
    const server: NotificationsServer = { notifications: [] };
    const { requests } = await mountForm(server, 'granted');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'New signal' }));
    await waitFor(() => expect(server.preferences?.browser_kinds).not.toContain('signal_new'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also send notifications by email' }));
    await waitFor(() => expect(server.preferences?.email).toBe(true));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Forex' }));
    await waitFor(() =>
      expect(server.preferences?.signal_asset_types).toEqual(['crypto', 'stocks', 'commodities']),
    );
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(3);
  });

  it('in Russian', async () => {
    await mountForm({ notifications: [] }, 'denied', 'ru');
    expect((await screen.findByTestId('notification-permission')).textContent).toBe(
      'Заблокированы',
    );
    expect(
      screen.getByText(
        'Чтобы разрешить их, включите уведомления для этого сайта в настройках браузера.',
      ),
    ).toBeTruthy();
  });
});

describe('showBrowserNotification', () => {
  const prefs = {
    browser_kinds: ['payment_credited' as const],
    email: false,
    signal_asset_types: [],
  };
  it('raises one only when the permission is enabled and the kind is chosen', () => {
    const { shown } = stubNotification('granted');
    expect(showBrowserNotification(makeNotification({ id: 7 }), prefs)).toBe(true);
    expect(shown[0]).toMatchObject({
      title: 'Balance topped up',
      options: { tag: 'savdo-notification-7' },
    });
    expect(showBrowserNotification(makeNotification({ kind: 'signal_new' }), prefs)).toBe(false);
    stubNotification('denied');
    expect(showBrowserNotification(makeNotification(), prefs)).toBe(false);
  });

  it("a new signal's tag is the signals widget's, so the two raise one", () => {
    const { shown } = stubNotification('granted');
    showBrowserNotification(
      makeNotification({ kind: 'signal_new', params: { signal_id: 12 } }),
      undefined,
    );
    expect(shown[0]!.options?.tag).toBe('savdo-signal-12');
  });
});
