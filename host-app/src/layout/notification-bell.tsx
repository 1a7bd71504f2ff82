// The notification bell: core's unread counter on the button, and a panel that says where
// notifications will appear (the notifications feature comes in a later issue).
import { useEffect } from 'react';
import styled from 'styled-components';
import { $notifications, setNotificationsOpen } from '@savdo/core';
import { token, useStore } from '@savdo/ui';
import { useAppT } from '../i18n/app-strings';
import { Icon } from './icons';
import { Popover } from './popover';

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

const Body = styled.div`
  padding: 14px 12px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  align-items: center;
  text-align: center;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
  & > strong {
    color: ${token('color-text')};
    font-size: ${token('font-size-md')};
  }
`;

export function NotificationBell() {
  const t = useAppT();
  const { unreadCount } = useStore($notifications);
  const label =
    unreadCount > 0 ? `${t('header.notifications')} (${unreadCount})` : t('header.notifications');
  return (
    <Popover
      label={label}
      role="dialog"
      testId="notification-bell"
      trigger={
        <>
          <Icon name="bell" size={18} />
          {unreadCount > 0 ? (
            <Count aria-hidden="true">{unreadCount > 99 ? '99+' : unreadCount}</Count>
          ) : null}
        </>
      }
    >
      {() => <BellPanel />}
    </Popover>
  );
}

// Open while shown: core's notification sidebar state follows the panel.
function BellPanel() {
  const t = useAppT();
  useEffect(() => {
    setNotificationsOpen(true);
    return () => setNotificationsOpen(false);
  }, []);
  return (
    <Body>
      <Icon name="bell" size={28} />
      <strong>{t('header.notifications')}</strong>
      <span>{t('header.notificationsEmpty')}</span>
    </Body>
  );
}
