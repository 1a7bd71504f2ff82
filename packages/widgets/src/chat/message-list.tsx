// The history: oldest at the top. Scrolling near the top loads the page before (infinite
// scroll upwards) and keeps what the reader was looking at in place; a new message scrolls to
// the bottom only when the reader was already there (or wrote it).
import { useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import type { ChatMessage } from '@savdo/contract';
import { formatDateTime } from '@savdo/core';
import { Button, Spinner, token, useT } from '@savdo/ui';
import { MessageText } from './message-text';
import { chatStrings } from './strings';

/** How close to the top (px) the older page starts loading. */
export const LOAD_OLDER_THRESHOLD_PX = 80;

const List = styled.ol`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  margin: 0;
  padding: ${token('space-3')};
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  overscroll-behavior: contain;
  & > li.mine {
    align-self: flex-end;
    background: color-mix(in srgb, ${token('color-accent')} 14%, ${token('color-surface')});
  }
  & > li.msg {
    max-width: min(36rem, 85%);
    padding: ${token('space-2')} ${token('space-3')};
    border-radius: ${token('radius-md')};
    border: ${token('border-width')} solid ${token('color-border')};
    background: ${token('color-surface-raised')};
    font-size: ${token('font-size-sm')};
    overflow-wrap: anywhere;
  }
  & .who {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${token('space-2')};
    align-items: baseline;
    font-weight: 600;
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
  & .text {
    white-space: pre-wrap;
    margin-top: 2px;
  }
  & .text a {
    color: ${token('color-accent')};
  }
  & .images {
    display: flex;
    gap: ${token('space-2')};
    margin-top: ${token('space-2')};
  }
  & .images img {
    max-width: 160px;
    max-height: 160px;
    border-radius: ${token('radius-sm')};
    object-fit: cover;
  }
  & > li.note {
    align-self: center;
    color: ${token('color-text-muted')};
    font-size: ${token('font-size-xs')};
  }
`;

export interface MessageListProps {
  messages: ChatMessage[];
  viewerId: number | null;
  isSupport: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => Promise<number>;
  canDelete: boolean;
  onDelete: (id: number) => void;
  /** An image failed to load (its signed link may have expired): the room renews its link. */
  onImageError: (imageId: string) => void;
}

export function MessageList({
  messages,
  viewerId,
  isSupport,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  canDelete,
  onDelete,
  onImageError,
}: MessageListProps) {
  const t = useT(chatStrings);
  const ref = useRef<HTMLOListElement>(null);
  // Distance from the bottom before older messages were put on top: restored after.
  const keepFromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);
  const lastId = useRef<number | null>(null);

  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const newest = messages.at(-1)?.id ?? null;
    if (keepFromBottom.current !== null) {
      list.scrollTop = list.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (newest !== lastId.current) {
      const mine = messages.at(-1)?.user_id === viewerId;
      if (atBottom.current || mine || lastId.current === null) list.scrollTop = list.scrollHeight;
    }
    lastId.current = newest;
  }, [messages, viewerId]);

  const loadOlder = () => {
    const list = ref.current;
    if (!list || !hasOlder || loadingOlder) return;
    keepFromBottom.current = list.scrollHeight - list.scrollTop;
    onLoadOlder().catch(() => {
      keepFromBottom.current = null;
    });
  };

  const onScroll = () => {
    const list = ref.current;
    if (!list) return;
    atBottom.current = list.scrollHeight - list.scrollTop - list.clientHeight < 40;
    if (list.scrollTop < LOAD_OLDER_THRESHOLD_PX) loadOlder();
  };

  // A first page shorter than the box cannot scroll: load on until it can (or nothing is left).
  useEffect(() => {
    const list = ref.current;
    if (list && hasOlder && !loadingOlder && list.scrollHeight <= list.clientHeight) loadOlder();
  });

  return (
    <List
      ref={ref}
      part="messages"
      onScroll={onScroll}
      aria-live="polite"
      aria-relevant="additions"
      data-testid="chat-messages"
    >
      {loadingOlder ? (
        <li className="note" role="status">
          <Spinner size={14} /> {t('loadingOlder')}
        </li>
      ) : !hasOlder ? (
        <li className="note">{t('start')}</li>
      ) : null}
      {messages.map((m) => {
        const mine = m.user_id === viewerId;
        const author = mine ? t('you') : isSupport && m.is_admin ? t('support') : m.user_name;
        return (
          <li
            key={m.id}
            part="message"
            className={mine ? 'msg mine' : 'msg'}
            data-message-id={m.id}
          >
            <div className="who">
              <span>{author}</span>
              {m.is_admin && !isSupport ? <span>{t('admin')}</span> : null}
              <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
              {canDelete ? (
                <Button variant="ghost" size="sm" onClick={() => onDelete(m.id)}>
                  {t('delete')}
                </Button>
              ) : null}
            </div>
            {m.text ? (
              <div className="text">
                <MessageText text={m.text} />
              </div>
            ) : null}
            {m.images.length > 0 ? (
              <div className="images">
                {m.images.map((image) => (
                  <a
                    key={image.id}
                    href={image.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('openImage')}
                  >
                    <img
                      src={image.url}
                      alt={t('image')}
                      loading="lazy"
                      onError={() => onImageError(image.id)}
                    />
                  </a>
                ))}
              </div>
            ) : null}
          </li>
        );
      })}
    </List>
  );
}
