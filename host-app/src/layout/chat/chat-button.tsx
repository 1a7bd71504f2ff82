// The header's chat button: the unread badge (docs/product.md, "Pages"; live messages of the
// viewer's conversations add one; opening the chat resets it to 0) and a side panel with
// <savdo-chat> (full screen on a phone). The chat widget loads only when the panel first opens.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { $chat } from '@savdo/core';
import { followChatUnread } from '@savdo/core/chat/chat-unread';
import { Portal, Spinner, UnreadCount, focusRing, token, useStore, useT } from '@savdo/ui';
import { Icon } from '../icons';
import { HeaderButton } from '../popover';
import { chatButtonStrings } from './chat-button-strings';

const Chat = lazy(() => import('@savdo/widgets/chat').then((m) => ({ default: m.Chat })));

const Panel = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 60;
  width: min(440px, 100vw);
  display: flex;
  flex-direction: column;
  background: ${token('color-bg')};
  border-left: 1px solid ${token('color-border')};
  box-shadow: -12px 0 32px rgb(0 0 0 / 18%);
  @media (max-width: 640px) {
    width: 100vw;
    border-left: 0;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 10px 12px;
  border-bottom: 1px solid ${token('color-border')};
  & h2 {
    margin: 0;
    font-size: ${token('font-size-md')};
  }
`;

const Close = styled.button`
  display: inline-flex;
  width: 36px;
  height: 36px;
  align-items: center;
  justify-content: center;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  cursor: pointer;
  ${focusRing}
`;

const PanelBody = styled.div`
  flex: 1;
  min-height: 0;
  padding: 8px;
  display: flex;
  flex-direction: column;
  & > * {
    flex: 1;
    min-height: 0;
  }
`;

export function ChatButton() {
  const t = useT(chatButtonStrings);
  const { unreadCount } = useStore($chat);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // Counts live messages for the badge while the app shows the header.
  useEffect(() => followChatUnread(), []);
  useEffect(() => {
    if (!open) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <>
      <HeaderButton
        ref={button}
        type="button"
        aria-label={unreadCount > 0 ? t('openUnread', { count: unreadCount }) : t('open')}
        aria-expanded={open}
        data-testid="chat-button"
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="chat" size={18} />
        <UnreadCount count={unreadCount} data-testid="chat-unread" />
      </HeaderButton>
      {/* Portalled out of the header (with the theme's tokens): the header's backdrop-filter
          makes it the containing block of fixed descendants, which shrank the panel to 64 px. */}
      {open ? (
        <Portal>
          <Panel role="dialog" aria-modal="false" aria-label={t('title')} data-testid="chat-panel">
            <PanelHead>
              <h2>{t('title')}</h2>
              <Close ref={closeButton} type="button" aria-label={t('close')} onClick={close}>
                <Icon name="close" size={18} />
              </Close>
            </PanelHead>
            <PanelBody>
              <Suspense fallback={<Spinner />}>
                {/* Mounted means open: the widget resets the unread count (openChat). */}
                <Chat hideTitle hideOnline={false} />
              </Suspense>
            </PanelBody>
          </Panel>
        </Portal>
      ) : null}
    </>
  );
}
