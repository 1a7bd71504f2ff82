// The notification bell (docs/product.md, "Pages"): core's unread count on the button, and the
// sidebar it toggles open and closed (core's isOpen). The centre behind it (the count kept in
// step with the server and the live channel, the sidebar) loads after the first paint.
import { Suspense, lazy, useEffect, useRef } from 'react';
import { $notifications, setNotificationsOpen, toggleNotifications } from '@savdo/core';
import { UnreadCount, useStore } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Icon } from './icons';
import { HeaderButton } from './popover';

const NotificationCenter = lazy(() => import('./notification-center'));

export function NotificationBell() {
  const t = useAppT();
  const { unreadCount, isOpen } = useStore($notifications);
  const button = useRef<HTMLButtonElement>(null);
  const label =
    // 'Notifications: 3' (not '(3)': a screen reader's name must contain the badge's text as a word).
    unreadCount > 0 ? `${t('header.notifications')}: ${unreadCount}` : t('header.notifications');
  // Signing out or leaving the layout closes it.
  useEffect(() => () => setNotificationsOpen(false), []);
  return (
    <>
      <HeaderButton
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={isOpen}
        data-testid="notification-bell"
        onClick={() => toggleNotifications()}
      >
        <Icon name="bell" size={18} />
        <UnreadCount count={unreadCount} data-testid="notification-count" />
      </HeaderButton>
      <Suspense fallback={null}>
        <NotificationCenter button={button} />
      </Suspense>
    </>
  );
}
