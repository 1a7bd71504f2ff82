// <savdo-notifications>: the bell with the unread count and the notification sidebar for a
// page outside the host app (a landing page of our own origin). Signed out it renders nothing:
// notifications are the signed-in user's own. `view="preferences"` shows the preferences form
// instead (the settings page mounts it).
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { AppNotification } from '@savdo/contract';
import { setNotificationsOpen, toggleNotifications } from '@savdo/core';
import { UnreadCount, focusRing, token, useEmit, useOwnSession, useT } from '@savdo/ui';
import {
  NotificationPreferencesForm,
  NotificationsPanel,
  notificationsStrings,
  useNotificationBell,
} from '@savdo/ui/notifications';
import type { notificationsManifest } from './manifest';

const Bell = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 38px;
  height: 38px;
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  cursor: pointer;
  ${focusRing}
`;

const Sidebar = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${token('z-overlay')};
  display: flex;
  flex-direction: column;
  width: min(400px, 100vw);
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  border-left: ${token('border-width')} solid ${token('color-border')};
  box-shadow: ${token('shadow')};
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${token('space-3')} ${token('space-4')};
    border-bottom: ${token('border-width')} solid ${token('color-border')};
  }
  h2 {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
  & > div {
    flex: 1;
    overflow-y: auto;
  }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: ${token('font-size-xl')};
  cursor: pointer;
  ${focusRing}
`;

const BellIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

export interface NotificationsProps {
  view?: 'bell' | 'preferences';
  onOpenLink?: (link: string) => void;
}

export function Notifications({ view = 'bell', onOpenLink }: NotificationsProps) {
  const session = useOwnSession();
  if (!session.signedIn) return null;
  return view === 'preferences' ? (
    <NotificationPreferencesForm />
  ) : (
    <BellAndSidebar onOpenLink={onOpenLink} />
  );
}

function BellAndSidebar({ onOpenLink }: { onOpenLink?: (link: string) => void }) {
  const t = useT(notificationsStrings);
  const emit = useEmit<typeof notificationsManifest>();
  const follow = (link: string, n: AppNotification) => {
    emit('savdo-notification-open', { id: n.id, link });
    setNotificationsOpen(false);
    if (onOpenLink) onOpenLink(link);
    else window.location.assign(link);
  };
  const { unreadCount, isOpen } = useNotificationBell(follow);
  const bell = useRef<HTMLButtonElement>(null);
  const side = useRef<HTMLElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!isOpen) return undefined;
    side.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setNotificationsOpen(false);
        bell.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);
  return (
    <>
      <Bell
        ref={bell}
        type="button"
        part="bell"
        aria-expanded={isOpen}
        aria-label={unreadCount > 0 ? t('openWithCount', { count: unreadCount }) : t('open')}
        onClick={() => toggleNotifications()}
      >
        <BellIcon />
        <UnreadCount count={unreadCount} />
      </Bell>
      {isOpen ? (
        <Sidebar ref={side} part="sidebar" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
          <header>
            <h2 id={titleId}>{t('title')}</h2>
            <Close
              type="button"
              aria-label={t('close')}
              onClick={() => setNotificationsOpen(false)}
            >
              ×
            </Close>
          </header>
          <div>
            <NotificationsPanel onOpenLink={follow} />
          </div>
        </Sidebar>
      ) : null}
    </>
  );
}
