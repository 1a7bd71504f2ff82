// <savdo-chat>: the community room of the interface language and the private support
// conversation, history with infinite scroll upwards, live messages, Enter to send with up to
// two images, the live connection state and the online users. While shown, the chat counts as
// open: the unread count is 0 and the read mark follows the newest message.
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  communityConversationId,
  parseConversationId,
  supportConversationId,
  type ConnectionState,
} from '@savdo/contract';
import {
  $liveState,
  $user,
  closeChat,
  markChatRead,
  openChat,
  reconnectLive,
  subscribeLive,
} from '@savdo/core';
import { chatApi, createChatRoom } from '@savdo/core/chat';
import {
  Button,
  LoadFailed,
  SignInNotice,
  Spinner,
  Tabs,
  WidgetTitle,
  token,
  useEmit,
  useLanguage,
  useOwnSession,
  useStore,
  useT,
  visuallyHidden,
} from '@savdo/ui';
import type { ChatRoomKind, chatManifest } from './manifest';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { OnlineList, useOnlineUsers } from './online-list';
import { chatStrings } from './strings';

export interface ChatProps {
  room?: ChatRoomKind;
  conversation?: string;
  hideOnline?: boolean;
  hideTitle?: boolean;
}

/** At this width and below the online list is not a column beside the timeline. */
const NARROW_MAX_PX = 560;

// The layout follows the widget's own width, not the window's: in the host app's 440 px side panel
// or a narrow partner column the online list must not squeeze the timeline.
const Region = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 24rem;
  min-width: 0;
  color: ${token('color-text')};
  background: ${token('color-surface')};
  border: ${token('border-width')} solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  overflow: hidden;
  container: savdo-chat / inline-size;
`;

// The tabs stay on one row: the room's name is left to screen readers.
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2')};
  justify-content: space-between;
  padding: ${token('space-2')} ${token('space-3')};
  border-bottom: ${token('border-width')} solid ${token('color-border')};
  & .state {
    display: inline-flex;
    align-items: center;
    gap: ${token('space-1')};
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  & .dot {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${token('color-text-muted')};
  }
  & .dot[data-state='connected'] {
    background: ${token('color-success')};
  }
  & .dot[data-state='disconnected'] {
    background: ${token('color-danger')};
  }
  & .online-toggle {
    display: none;
  }
  @container savdo-chat (max-width: ${NARROW_MAX_PX}px) {
    & .online-count {
      display: none;
    }
    & .online-toggle {
      display: inline-flex;
    }
    & .room {
      ${visuallyHidden}
    }
  }
`;

// Narrow: one column; the header's online button swaps the timeline for the list.
const Body = styled.div<{ $withOnline: boolean }>`
  flex: 1;
  min-height: 0;
  display: grid;
  grid-template-columns: ${(p) => (p.$withOnline ? 'minmax(0, 1fr) 12rem' : 'minmax(0, 1fr)')};
  & > aside {
    border-left: ${token('border-width')} solid ${token('color-border')};
  }
  @container savdo-chat (max-width: ${NARROW_MAX_PX}px) {
    grid-template-columns: minmax(0, 1fr);
    & > aside {
      display: none;
      border-left: 0;
    }
    &[data-online-open] > aside {
      display: block;
    }
    &[data-online-open] > :not(aside) {
      display: none;
    }
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  min-width: 0;
`;

const Hint = styled.p`
  margin: 0;
  padding: ${token('space-2')} ${token('space-3')};
  font-size: ${token('font-size-xs')};
  color: ${token('color-text-muted')};
`;

const Center = styled.div`
  flex: 1;
  display: grid;
  place-items: center;
  padding: ${token('space-4')};
  color: ${token('color-text-muted')};
`;

export function ConnectionBadge({ state }: { state: ConnectionState }) {
  const t = useT(chatStrings);
  return (
    <span className="state" role="status" data-testid="chat-connection" data-state={state}>
      <span className="dot" data-state={state} aria-hidden="true" />
      {t(`connection.${state}`)}
      {state === 'disconnected' || state === 'failed' ? (
        <Button variant="ghost" size="sm" onClick={reconnectLive}>
          {t('reconnect')}
        </Button>
      ) : null}
    </span>
  );
}

export function Chat({
  room = 'community',
  conversation,
  hideOnline = false,
  hideTitle = false,
}: ChatProps) {
  const t = useT(chatStrings);
  const { signedIn, apiBase } = useOwnSession();
  if (!signedIn) {
    return <SignInNotice text={t('signInText')} linkText={t('signIn')} href={`${apiBase}/auth`} />;
  }
  return (
    <SignedInChat
      room={room}
      conversation={conversation}
      hideOnline={hideOnline}
      hideTitle={hideTitle}
    />
  );
}

function SignedInChat({
  room,
  conversation,
  hideOnline,
  hideTitle,
}: Required<Omit<ChatProps, 'conversation'>> & { conversation?: string }) {
  const t = useT(chatStrings);
  const emit = useEmit<typeof chatManifest>();
  const language = useLanguage();
  const user = useStore($user);
  const viewerId = user?.id ?? null;
  const isAdmin = user?.role === 'admin';
  const explicit = conversation && parseConversationId(conversation) ? conversation : null;
  const [kind, setKind] = useState<ChatRoomKind>(room);
  const [onlineOpen, setOnlineOpen] = useState(false);
  useEffect(() => setKind(room), [room]);
  const conversationId =
    explicit ??
    (kind === 'support' && viewerId !== null
      ? supportConversationId(viewerId)
      : communityConversationId(language));

  const chatRoom = useMemo(() => createChatRoom(conversationId), [conversationId]);
  useEffect(() => chatRoom.start(), [chatRoom]);
  const state = useStore(chatRoom.$state);
  const liveState = useStore($liveState);
  const online = useOnlineUsers();
  // Keeps the page's live socket open (and so `liveState` true) while the chat shows.
  useEffect(() => subscribeLive('hello', () => undefined), []);

  // Shown means read: open the counter now and move the read mark with each new message.
  const newest = state.messages.at(-1)?.id;
  useEffect(() => {
    openChat(newest);
    return () => closeChat();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (newest !== undefined) markChatRead(newest);
  }, [newest]);

  const isSupport = conversationId.startsWith('support-');
  const send = async (body: Parameters<typeof chatRoom.send>[0]) => {
    const message = await chatRoom.send(body);
    emit('savdo-chat-sent', { conversationId, messageId: message.id });
  };
  const remove = (id: number) => {
    void chatApi.deleteChatMessage(id).catch(() => undefined);
  };

  return (
    <Region aria-label={t('title')} data-conversation={conversationId}>
      <Header part="header">
        {hideTitle ? null : <WidgetTitle>{t('title')}</WidgetTitle>}
        {explicit ? (
          <strong>{t('supportWith', { name: explicit })}</strong>
        ) : (
          <Tabs
            items={[
              {
                id: 'community',
                label: (
                  <>
                    {t('rooms.community')}
                    <span className="room"> · {t(`communityRoom.${language}`)}</span>
                  </>
                ),
              },
              { id: 'support', label: t('rooms.support') },
            ]}
            value={kind}
            onChange={setKind}
            label={t('rooms.label')}
            idPrefix="savdo-chat"
            panelId="savdo-chat-panel"
            variant="underline"
          />
        )}
        <ConnectionBadge state={liveState} />
        {hideOnline ? null : (
          <>
            <span className="state online-count">
              {t('online.count', { count: online.length })}
            </span>
            <Button
              className="online-toggle"
              variant="ghost"
              size="sm"
              aria-expanded={onlineOpen}
              aria-controls="savdo-chat-online"
              onClick={() => setOnlineOpen((v) => !v)}
              data-testid="chat-online-toggle"
            >
              {onlineOpen ? t('online.back') : t('online.count', { count: online.length })}
            </Button>
          </>
        )}
      </Header>
      <Body
        $withOnline={!hideOnline}
        id="savdo-chat-panel"
        data-online-open={onlineOpen && !hideOnline ? '' : undefined}
      >
        <Column>
          {isSupport && !explicit ? <Hint>{t('supportHint')}</Hint> : null}
          {state.loading && state.messages.length === 0 ? (
            <Center>
              <Spinner label={t('loading')} />
            </Center>
          ) : state.error !== undefined && state.messages.length === 0 ? (
            <Center>
              <LoadFailed
                title={t('loadFailed')}
                retryLabel={t('retry')}
                onRetry={chatRoom.retry}
              />
            </Center>
          ) : state.messages.length === 0 ? (
            <Center>{t('empty')}</Center>
          ) : (
            <MessageList
              messages={state.messages}
              viewerId={viewerId}
              isSupport={isSupport}
              hasOlder={state.hasOlder}
              loadingOlder={state.loadingOlder}
              onLoadOlder={chatRoom.loadOlder}
              canDelete={isAdmin}
              onDelete={remove}
              onImageError={(id) => void chatRoom.renewImages([id])}
            />
          )}
          <Composer onSend={send} />
        </Column>
        {hideOnline ? null : <OnlineList />}
      </Body>
    </Region>
  );
}
