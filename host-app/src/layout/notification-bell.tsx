// The notification bell and sidebar (spec sections 3, 4): core's unread count on the button
// (set from the server, +1 live, -1 on read, reset on mark all read), the sidebar toggles open
// and closed (core's isOpen), and each notification's link opens in the app.
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { setNotificationsOpen, toggleNotifications } from '@savdo/core';
import { focusRing, token } from '@savdo/ui';
import {
  NotificationsPanel,
  notificationsStrings,
  useNotificationBell,
} from '@savdo/ui/notifications';
import { useT } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Icon } from './icons';
import { HeaderButton } from './popover';

const Count = styled.span`
  position: absolute;
  top: -5px;
  right: -5px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${token('color-danger')};
  color: ${token('color-on-status')};
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

const Sidebar = styled.aside`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 60;
  display: flex;
  flex-direction: column;
  width: min(400px, 100vw);
  border-left: 1px solid ${token('color-border')};
  background: ${token('color-surface-raised')};
  box-shadow: ${token('shadow')};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  padding: ${token('space-3')} ${token('space-4')};
  border-bottom: 1px solid ${token('color-border')};
  h2 {
    margin: 0;
    font-size: ${token('font-size-lg')};
  }
`;

const Close = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${token('radius-md')};
  background: transparent;
  color: ${token('color-text')};
  cursor: pointer;
  &:hover {
    background: ${token('color-surface')};
  }
  ${focusRing}
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
`;

export function NotificationBell() {
  const t = useAppT();
  const tn = useT(notificationsStrings);
  const navigate = useNavigate();
  const follow = (link: string) => {
    setNotificationsOpen(false);
    if (/^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener');
    else void navigate(link);
  };
  const { unreadCount, isOpen } = useNotificationBell(follow);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();
  const label =
    unreadCount > 0 ? `${t('header.notifications')} (${unreadCount})` : t('header.notifications');

  useEffect(() => {
    if (!isOpen) return undefined;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setNotificationsOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOpen]);
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
        {unreadCount > 0 ? (
          <Count aria-hidden="true" data-testid="notification-count">
            {unreadCount > 99 ? '99+' : unreadCount}
          </Count>
        ) : null}
      </HeaderButton>
      {isOpen ? (
        <Sidebar
          ref={panel}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          data-testid="notification-sidebar"
        >
          <Head>
            <h2 id={titleId}>{t('header.notifications')}</h2>
            <Close
              type="button"
              aria-label={tn('close')}
              onClick={() => {
                setNotificationsOpen(false);
                button.current?.focus();
              }}
            >
              <Icon name="close" size={18} />
            </Close>
          </Head>
          <Body>
            <NotificationsPanel onOpenLink={follow} />
          </Body>
        </Sidebar>
      ) : null}
    </>
  );
}
