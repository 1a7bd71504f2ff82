// Browser notifications for new signals: which asset types raise one (saved in this browser),
// the permission state (enabled, blocked, not asked, unsupported), the permission request, and
// the notification itself when a live signal of a chosen type arrives.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssetType, TradingSignal } from '@savdo/contract';
import { subscribeLive } from '@savdo/core';
import { ASSET_TYPES } from './signal-filters';

export const NOTIFICATION_SETTINGS_KEY = 'savdo-signal-notifications';

export type NotificationSettings = Record<AssetType, boolean>;
export type PermissionState = 'enabled' | 'blocked' | 'default' | 'unsupported';

const ALL_ON: NotificationSettings = { crypto: true, forex: true, stocks: true, commodities: true };

export function readNotificationSettings(): NotificationSettings {
  try {
    const raw = localStorage.getItem(NOTIFICATION_SETTINGS_KEY);
    if (!raw) return { ...ALL_ON };
    const parsed = JSON.parse(raw) as Partial<Record<string, unknown>>;
    const settings = { ...ALL_ON };
    for (const type of ASSET_TYPES) {
      if (typeof parsed[type] === 'boolean') settings[type] = parsed[type];
    }
    return settings;
  } catch {
    return { ...ALL_ON };
  }
}

function saveNotificationSettings(settings: NotificationSettings): void {
  try {
    localStorage.setItem(NOTIFICATION_SETTINGS_KEY, JSON.stringify(settings));
  } catch {
    // storage unavailable: the choice holds for this page only
  }
}

/** The browser's notification permission as the widget names it. */
export function currentPermission(): PermissionState {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission === 'granted') return 'enabled';
  if (Notification.permission === 'denied') return 'blocked';
  return 'default';
}

export interface NotificationTexts {
  title: (signal: TradingSignal) => string;
  body: (signal: TradingSignal) => string;
}

export interface SignalNotifications {
  settings: NotificationSettings;
  setEnabled: (type: AssetType, on: boolean) => void;
  permission: PermissionState;
  /** Asks for the permission; true when the user was asked now and refused. */
  requestPermission: () => Promise<boolean>;
}

/**
 * `active` false (the settings are hidden) raises no notification. The permission is read once
 * and re-read when the page regains focus or visibility, never per live event: in Chromium
 * `Notification.permission` is a slow synchronous call, measurable at 100 events a second.
 */
export function useSignalNotifications(
  texts: NotificationTexts,
  active = true,
): SignalNotifications {
  const [settings, setSettings] = useState<NotificationSettings>(readNotificationSettings);
  const [permission, setPermission] = useState<PermissionState>(currentPermission);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const permissionRef = useRef(permission);
  permissionRef.current = permission;
  const textsRef = useRef(texts);
  textsRef.current = texts;

  const setEnabled = useCallback((type: AssetType, on: boolean) => {
    setSettings((current) => {
      const next = { ...current, [type]: on };
      saveNotificationSettings(next);
      return next;
    });
  }, []);

  const requestPermission = useCallback(async () => {
    if (typeof Notification === 'undefined') return false;
    const answer = await Notification.requestPermission();
    setPermission(currentPermission());
    return answer === 'denied';
  }, []);

  // The permission may change in the browser's settings while the page is open.
  useEffect(() => {
    const recheck = () => setPermission(currentPermission());
    document.addEventListener('visibilitychange', recheck);
    window.addEventListener('focus', recheck);
    return () => {
      document.removeEventListener('visibilitychange', recheck);
      window.removeEventListener('focus', recheck);
    };
  }, []);

  useEffect(() => {
    if (!active) return undefined;
    return subscribeLive('signal.created', ({ signal }) => {
      if (!settingsRef.current[signal.asset_type] || permissionRef.current !== 'enabled') return;
      try {
        // The tag makes two widgets on one page raise one notification, not two.
        new Notification(textsRef.current.title(signal), {
          body: textsRef.current.body(signal),
          tag: `savdo-signal-${signal.id}`,
        });
      } catch {
        // Some browsers allow notifications only from a service worker: nothing to show.
      }
    });
  }, [active]);

  return { settings, setEnabled, permission, requestPermission };
}
