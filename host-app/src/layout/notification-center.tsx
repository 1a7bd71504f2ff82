// The notification centre behind the bell, loaded after the first paint (its code stays out of
// the host app's first load): it keeps the bell's count in step with the server and the live
// channel (useNotificationBell) and renders the sidebar while core's isOpen is set.
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { setNotificationsOpen } from '@savdo/core';
import { Portal, focusRing, token, useT } from '@savdo/ui';
import {
  NotificationsPanel,
  notificationsStrings,
  useNotificationBell,
} from '@savdo/ui/notifications';
import { useAppT } from '../i18n/app-strings';
import { Icon } from './icons';

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

export default function NotificationCenter({
  button,
}: {
  button: RefObject<HTMLButtonElement | null>;
}) {
  const t = useAppT();
  const tn = useT(notificationsStrings);
  const navigate = useNavigate();
  const follow = (link: string) => {
    setNotificationsOpen(false);
    if (/^https?:\/\//.test(link)) window.open(link, '_blank', 'noopener');
    else void navigate(link);
  };
  const { isOpen } = useNotificationBell(follow);
  const panel = useRef<HTMLElement>(null);
  const titleId = useId();

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
  }, [isOpen, button]);

  if (!isOpen) return null;
  // Out of the header (its sticky bar is a containing block for fixed children, which would
  // clip the sidebar to its height), through ui's Portal, which keeps the theme's tokens.
  return (
    <Portal>
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
    </Portal>
  );
}
