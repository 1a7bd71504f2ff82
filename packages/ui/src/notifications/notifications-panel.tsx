// The notification list (the sidebar's body and <savdo-notifications>): newest first, 20 a
// page with "show more", unread ones marked, a click marks one read (is_read true)
// and follows its link; "mark all as read". Texts are the server's, rendered as text.
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { AppNotification } from '@savdo/contract';
import { toast } from '@savdo/core';
import {
  notificationsQuery,
  readAllNotifications,
  readNotification,
  syncUnreadCount,
} from '@savdo/core/notifications';
import { useStore } from '@nanostores/react';
import { Button } from '../primitives/button';
import { EmptyState, LoadFailed } from '../primitives/states';
import { Skeleton } from '../primitives/skeleton';
import { focusRing } from '../primitives/focus-ring';
import { token } from '../theme/tokens';
import { useLanguage, useT } from '../i18n/language-context';
import { notificationsStrings } from './notifications-strings';
import { relativeTime } from './relative-time';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

const Row = styled.li`
  border-bottom: ${token('border-width')} solid ${token('color-border')};
  &:last-child {
    border-bottom: 0;
  }
`;

const Item = styled.button<{ $unread: boolean }>`
  display: grid;
  grid-template-columns: 10px 1fr;
  gap: ${token('space-2')};
  width: 100%;
  padding: ${token('space-3')};
  border: 0;
  background: ${(p) => (p.$unread ? token('color-info-soft') : 'transparent')};
  color: ${token('color-text')};
  text-align: left;
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${token('color-surface')};
  }
  ${focusRing}
`;

const Dot = styled.span<{ $unread: boolean }>`
  width: 8px;
  height: 8px;
  margin-top: 6px;
  border-radius: ${token('radius-pill')};
  background: ${(p) => (p.$unread ? token('color-accent') : 'transparent')};
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  min-width: 0;
  strong {
    font-size: ${token('font-size-md')};
  }
  span {
    font-size: ${token('font-size-sm')};
    color: ${token('color-text-muted')};
    overflow-wrap: anywhere;
  }
  time {
    font-size: ${token('font-size-xs')};
    color: ${token('color-text-muted')};
  }
`;

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  padding: ${token('space-2')} ${token('space-3')};
  border-bottom: ${token('border-width')} solid ${token('color-border')};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding: ${token('space-3')};
`;

export interface NotificationsPanelProps {
  /** Follows a notification's link (the host app's router); none leaves it to the page. */
  onOpenLink?: (link: string, notification: AppNotification) => void;
}

export function NotificationsPanel({ onOpenLink }: NotificationsPanelProps) {
  const t = useT(notificationsStrings);
  const lang = useLanguage();
  const [pages, setPages] = useState(1);
  const $first = useMemo(() => notificationsQuery(1, lang), [lang]);
  const first = useStore($first);
  useEffect(() => syncUnreadCount(first.data), [first.data]);
  const [busy, setBusy] = useState(false);

  if (first.error && !first.loading)
    return (
      <LoadFailed
        size="sm"
        title={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void $first.invalidate()}
      />
    );
  if (!first.data)
    return (
      <List aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Row key={i}>
            <Skeleton height="56px" />
          </Row>
        ))}
      </List>
    );
  const { total, unread } = first.data.result;
  if (total === 0) return <EmptyState title={t('empty')} text={t('emptyText')} />;

  const open = (n: AppNotification) => {
    readNotification(n).catch(() => toast.error(t('actionFailed')));
    if (n.link && onOpenLink) onOpenLink(n.link, n);
  };
  const readAll = async () => {
    setBusy(true);
    try {
      await readAllNotifications();
    } catch {
      toast.error(t('actionFailed'));
    } finally {
      setBusy(false);
    }
  };
  const limit = first.data.result.limit || 20;
  return (
    <div part="notification-list">
      {unread > 0 ? (
        <Toolbar>
          <Button size="sm" variant="ghost" busy={busy} onClick={() => void readAll()}>
            {t('markAllRead')}
          </Button>
        </Toolbar>
      ) : null}
      <List>
        {Array.from({ length: pages }, (_, i) =>
          i === 0 ? (
            <Rows key={1} items={first.data!.result.data} onOpen={open} />
          ) : (
            <PageRows key={i + 1} page={i + 1} onOpen={open} />
          ),
        )}
      </List>
      {pages * limit < total ? (
        <More>
          <Button size="sm" variant="secondary" onClick={() => setPages(pages + 1)}>
            {t('loadMore')}
          </Button>
        </More>
      ) : null}
    </div>
  );
}

function PageRows({ page, onOpen }: { page: number; onOpen: (n: AppNotification) => void }) {
  const lang = useLanguage();
  const $page = useMemo(() => notificationsQuery(page, lang), [page, lang]);
  const value = useStore($page);
  if (!value.data) return null;
  return <Rows items={value.data.result.data} onOpen={onOpen} />;
}

function Rows({
  items,
  onOpen,
}: {
  items: AppNotification[];
  onOpen: (n: AppNotification) => void;
}) {
  const t = useT(notificationsStrings);
  const lang = useLanguage();
  return (
    <>
      {items.map((n) => (
        <Row key={n.id} data-testid="notification" data-read={n.is_read ? 'true' : 'false'}>
          <Item type="button" $unread={!n.is_read} onClick={() => onOpen(n)}>
            <Dot $unread={!n.is_read} aria-hidden="true" />
            <Text>
              <strong>
                {n.is_read ? null : <VisuallyHidden>{t('unread')}: </VisuallyHidden>}
                {n.title}
              </strong>
              <span>{n.body}</span>
              <time dateTime={n.created_at}>
                {relativeTime(n.created_at, lang) ?? t('justNow')}
              </time>
            </Text>
          </Item>
        </Row>
      ))}
    </>
  );
}

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
