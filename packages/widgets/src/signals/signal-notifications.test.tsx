// Notification settings (browser notification permission enabled or blocked, and 'Notification
// permission denied'): which asset types raise a notification, saved
// in the browser, and the notification itself for a live signal.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignalsFeed } from '@savdo/widgets';
import { NOTIFICATION_SETTINGS_KEY } from '@savdo/widgets/signals/use-signal-notifications';
import {
  FakeSocket,
  lockedSignal,
  resetSignals,
  signal,
  signalsApiFake,
} from '../../../../tests/kit/signals-fixtures';

type Permission = 'granted' | 'denied' | 'default';

const shown: { title: string; options: NotificationOptions | undefined }[] = [];

function installNotification(permission: Permission, answer: Permission = permission) {
  shown.length = 0;
  class FakeNotification {
    static permission: Permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return FakeNotification;
}

async function openSettings() {
  signalsApiFake({});
  render(<SignalsFeed hideStats />);
  await userEvent.click(screen.getByText('Notifications'));
}

function permissionRow() {
  return screen.getByText('Browser permission:').parentElement as HTMLElement;
}

beforeEach(async () => {
  await resetSignals('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('signal notification settings', () => {
  it('shows the permission as Enabled when the browser granted it', async () => {
    installNotification('granted');
    await openSettings();
    expect(permissionRow().textContent).toContain('Enabled');
  });

  it('shows the permission as Blocked when the browser denied it, with how to allow it', async () => {
    installNotification('denied');
    await openSettings();
    expect(permissionRow().textContent).toContain('Blocked');
    expect(screen.getByText(/turn notifications on for this site/)).toBeTruthy();
  });

  it("asks for the permission; a refusal says 'Notification permission denied'", async () => {
    const Fake = installNotification('default', 'denied');
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Enable notifications' }));
    expect(Fake.requestPermission).toHaveBeenCalledOnce();
    expect((await screen.findByRole('alert')).textContent).toBe('Notification permission denied');
    expect(permissionRow().textContent).toContain('Blocked');
  });

  it('a granted request shows Enabled', async () => {
    installNotification('default', 'granted');
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Enable notifications' }));
    await waitFor(() => expect(permissionRow().textContent).toContain('Enabled'));
  });

  it('says so when the browser has no notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    await openSettings();
    expect(screen.getByText('This browser does not support notifications')).toBeTruthy();
  });

  it('lets the user choose the asset types, saved in this browser', async () => {
    installNotification('granted');
    await openSettings();
    const crypto = screen.getByRole('checkbox', { name: 'Crypto' }) as HTMLInputElement;
    expect(crypto.checked).toBe(true);
    await userEvent.click(crypto);
    expect(crypto.checked).toBe(false);
    expect(JSON.parse(localStorage.getItem(NOTIFICATION_SETTINGS_KEY) ?? '{}')).toMatchObject({
      crypto: false,
      forex: true,
    });
  });

  it('a new live signal of a chosen asset type raises a browser notification; other types do not', async () => {
    installNotification('granted');
    localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify({ crypto: false, forex: true }));
    await openSettings();
    act(() => FakeSocket.latest().accept());
    const forex = signal({ symbol: 'EURUSD', asset_type: 'forex', entry_price: 1.0852 });
    act(() => FakeSocket.latest().receive({ type: 'signal.created', signal: forex }));
    act(() =>
      FakeSocket.latest().receive({
        type: 'signal.created',
        signal: signal({ symbol: 'BTCUSDT', asset_type: 'crypto' }),
      }),
    );
    expect(shown).toEqual([
      {
        title: 'New signal: EURUSD — Buy',
        options: { body: 'Forex · entry 1.0852', tag: `savdo-signal-${forex.id}` },
      },
    ]);
  });

  it('a locked premium signal notifies without levels', async () => {
    installNotification('granted');
    await openSettings();
    act(() => FakeSocket.latest().accept());
    act(() => FakeSocket.latest().receive({ type: 'signal.created', signal: lockedSignal() }));
    expect(shown[0]?.options?.body).toBe('Crypto · premium signal');
  });

  it('raises nothing while the permission is not granted', async () => {
    installNotification('denied');
    await openSettings();
    act(() => FakeSocket.latest().accept());
    act(() => FakeSocket.latest().receive({ type: 'signal.created', signal: signal() }));
    expect(shown).toEqual([]);
  });

  it('hidden settings (hide-notifications) raise no notification', async () => {
    installNotification('granted');
    signalsApiFake({});
    render(<SignalsFeed hideStats hideNotifications />);
    await screen.findByText('No signals');
    act(() => FakeSocket.latest().accept());
    act(() => FakeSocket.latest().receive({ type: 'signal.created', signal: signal() }));
    expect(shown).toEqual([]);
  });
});
