// Browser notifications for in-app notifications (permission enabled or
// blocked; 'Notification permission denied' when the user refuses). A notification raises one
// only when the browser allows it and the user chose its kind (server-stored preferences).
import type { AppNotification, NotificationPreferences } from '@savdo/contract';

export type BrowserPermission = 'enabled' | 'blocked' | 'default' | 'unsupported';

/** The spec's text when the user refuses the permission. */
export const NOTIFICATION_PERMISSION_DENIED = 'Notification permission denied';

export function browserPermission(): BrowserPermission {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'granted') return 'enabled';
  if (Notification.permission === 'denied') return 'blocked';
  return 'default';
}

/** Asks the browser (only when not yet decided); answers the state afterwards. */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  if (browserPermission() !== 'default') return browserPermission();
  await Notification.requestPermission();
  return browserPermission();
}

/**
 * The same tag as the signals widget's own notification for a new signal, so the two raise
 * one; otherwise one per notification.
 */
export function notificationTag(notification: AppNotification): string {
  const signalId = notification.params.signal_id;
  return notification.kind === 'signal_new' && signalId != null
    ? `savdo-signal-${String(signalId)}`
    : `savdo-notification-${notification.id}`;
}

/** Raises it when allowed and chosen; answers whether it did. */
export function showBrowserNotification(
  notification: AppNotification,
  preferences: NotificationPreferences | undefined,
  onClick?: (notification: AppNotification) => void,
): boolean {
  if (browserPermission() !== 'enabled') return false;
  if (preferences && !preferences.browser_kinds.includes(notification.kind)) return false;
  try {
    const shown = new Notification(notification.title, {
      body: notification.body,
      tag: notificationTag(notification),
    });
    if (onClick)
      shown.onclick = () => {
        window.focus();
        onClick(notification);
        shown.close();
      };
    return true;
  } catch {
    // Some browsers allow notifications only from a service worker: nothing to show.
    return false;
  }
}
