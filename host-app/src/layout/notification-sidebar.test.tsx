// The bell and the notification sidebar (docs/product.md, "Pages": the header): the unread count
// comes from the server, a live notification adds one, the sidebar toggles open and closed, opening
// one marks it read (is_read true) and the count goes down, mark all read resets it to 0.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { $notifications, login, resetLive, resetNotifications } from '@savdo/core';
import { accessToken, apiUser, fakeApi, resetAll } from '../../../tests/kit/auth-test-helpers';
import { FakeSocket, installFakeSocket } from '../../../tests/kit/live-test-socket';
import {
  makeNotification,
  notificationsRoutes,
  recordToasts,
  type NotificationsServer,
} from '../../../tests/kit';
import type { FakeRequest } from '../../../tests/kit';
import { renderApp } from '../../../tests/kit/render-app';

let server: NotificationsServer;
let requests: FakeRequest[];
beforeEach(async () => {
  resetLive();
  resetNotifications();
  await resetAll('en');
  installFakeSocket();
  server = {
    notifications: [
      makeNotification({ id: 3, title: 'Payment failed', kind: 'payment_failed', link: null }),
      makeNotification({ id: 2, title: 'Balance topped up' }),
      makeNotification({ id: 1, title: 'Old one', is_read: true }),
    ],
  };
  requests = fakeApi({
    'GET /users/me': () => ({ status: 200, body: { result: apiUser() } }),
    'GET /auth/providers': () => ({
      status: 200,
      body: { result: { google_client_id: null, telegram_bot_name: null } },
    }),
    ...notificationsRoutes(server),
  });
  login({ access_token: accessToken(), refresh_token: 'r', user: apiUser() });
});

afterEach(() => {
  resetLive();
  resetNotifications();
  vi.unstubAllGlobals();
});

describe('notification bell and sidebar', { timeout: 20_000 }, () => {
  it('shows the unread count from the server, +1 on a live notification', async () => {
    renderApp('/dashboard');
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications: 2'));
    await waitFor(() => expect(FakeSocket.instances.length).toBeGreaterThan(0));
    const toasts = recordToasts();
    act(() => {
      FakeSocket.latest().accept(42);
      FakeSocket.latest().receive({
        type: 'notification',
        notification: makeNotification({ id: 4, title: 'New signal: BTCUSD', kind: 'signal_new' }),
      });
    });
    expect($notifications.get().unreadCount).toBe(3);
    // A toast says it while the page is in front. Read from the record: the toaster's code loads
    // with the first toast, and on a loaded machine the toast can close before it is drawn.
    toasts.stop();
    expect(toasts.messages).toEqual(['New signal: BTCUSD']);
  });

  it('toggles open and closed; opening one marks it read and the count goes down', async () => {
    const errors = vi.spyOn(console, 'error');
    renderApp('/dashboard');
    const user = userEvent.setup();
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications: 2'));
    await user.click(bell);
    expect($notifications.get().isOpen).toBe(true);
    const sidebar = await screen.findByRole('dialog', { name: 'Notifications' });
    // The panel shows the bell's own answer: opening it sets nothing of the bell's in a render.
    expect(errors.mock.calls.map(String).filter((c) => c.includes('Cannot update'))).toEqual([]);
    errors.mockRestore();
    await user.click(await within(sidebar).findByText('Payment failed'));
    await waitFor(() => expect($notifications.get().unreadCount).toBe(1));
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.path).toBe('/notification/3/read');
    expect(patch?.body).toEqual({ is_read: true });
    await user.click(bell);
    expect($notifications.get().isOpen).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it('mark all read resets the count to 0', async () => {
    renderApp('/dashboard');
    const user = userEvent.setup();
    const bell = await screen.findByTestId('notification-bell');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications: 2'));
    await user.click(bell);
    const sidebar = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(sidebar).findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect($notifications.get().unreadCount).toBe(0));
    expect(bell.getAttribute('aria-label')).toBe('Notifications');
  });

  it('a notification with a link opens its page and closes the sidebar', async () => {
    const { router } = renderApp('/dashboard');
    const user = userEvent.setup();
    server.notifications[1]!.link = '/upgrade-plan';
    await user.click(await screen.findByTestId('notification-bell'));
    const sidebar = await screen.findByRole('dialog', { name: 'Notifications' });
    await user.click(await within(sidebar).findByText('Balance topped up'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upgrade-plan'));
    expect($notifications.get().isOpen).toBe(false);
  });
});
