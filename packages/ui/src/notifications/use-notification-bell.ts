// What the page does for notifications while signed in (the host app's bell, or
// <savdo-notifications>): the unread count from the first page, live arrivals (+1 on the bell,
// a toast, and a browser notification when allowed and chosen).
import { useEffect, useMemo, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { AppNotification } from '@savdo/contract';
import { $notifications, toast } from '@savdo/core';
import {
  $notificationPreferences,
  notificationsQuery,
  showBrowserNotification,
  subscribeNotifications,
  syncUnreadCount,
} from '@savdo/core/notifications';
import { useLanguage } from '../i18n/language-context';

export function useNotificationBell(
  onOpenLink?: (link: string, notification: AppNotification) => void,
): { unreadCount: number; isOpen: boolean } {
  const lang = useLanguage();
  const $first = useMemo(() => notificationsQuery(1, lang), [lang]);
  const first = useStore($first);
  const preferences = useStore($notificationPreferences);
  const state = useStore($notifications);
  useEffect(() => syncUnreadCount(first.data), [first.data]);

  const prefsRef = useRef(preferences.data?.result);
  prefsRef.current = preferences.data?.result;
  const openRef = useRef(onOpenLink);
  openRef.current = onOpenLink;

  useEffect(
    () =>
      subscribeNotifications(({ notification }) => {
        // A browser notification when the page is not in front, a toast when it is.
        const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
        const follow = (n: AppNotification) => {
          if (n.link) openRef.current?.(n.link, n);
        };
        if (!(hidden && showBrowserNotification(notification, prefsRef.current, follow)))
          toast.info(notification.title);
      }),
    [],
  );
  return state;
}
