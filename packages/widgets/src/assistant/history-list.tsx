// The user's conversations, newest first (20 a page): open one, delete one, or clear them all
// after a confirmation.
import { useMemo, useState } from 'react';
import { ASSISTANT_PAGE_SIZE } from '@savdo/contract';
import { formatDate } from '@savdo/core';
import {
  assistantApi,
  assistantConversationsQuery,
  invalidateAssistantHistory,
} from '@savdo/core/assistant';
import { Button, LoadFailed, Skeleton, useLanguage, useStore, useT } from '@savdo/ui';
import { aiAssistantStrings } from './strings';

export function HistoryList({
  activeId,
  onOpen,
  onNew,
  onCleared,
}: {
  activeId: number | null;
  onOpen: (id: number) => void;
  onNew: () => void;
  /** A deleted conversation was the one on screen, or everything was cleared. */
  onCleared: (id: number | null) => void;
}) {
  const t = useT(aiAssistantStrings);
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const $list = useMemo(() => assistantConversationsQuery(page), [page]);
  const value = useStore($list);
  const list = value.data?.result;
  const pages = list ? Math.max(1, Math.ceil(list.total / ASSISTANT_PAGE_SIZE)) : 1;

  const remove = async (id: number) => {
    await assistantApi.deleteAssistantConversation(id).catch(() => undefined);
    invalidateAssistantHistory();
    onCleared(id);
  };
  const clearAll = async () => {
    setConfirming(false);
    await assistantApi.deleteAllAssistantConversations().catch(() => undefined);
    invalidateAssistantHistory();
    setPage(1);
    onCleared(null);
  };

  return (
    <nav className="ai-history" part="history" aria-label={t('history')}>
      <div className="ai-history-head">
        <h3>{t('history')}</h3>
        <Button size="sm" variant="secondary" onClick={onNew}>
          {t('newChat')}
        </Button>
      </div>
      {list ? (
        list.data.length === 0 ? (
          <p className="ai-muted">{t('historyEmpty')}</p>
        ) : (
          <ul className="ai-history-list">
            {list.data.map((c) => (
              <li
                key={c.id}
                data-conversation-id={c.id}
                aria-current={c.id === activeId ? 'true' : undefined}
              >
                <button type="button" className="ai-history-open" onClick={() => onOpen(c.id)}>
                  <span className="ai-history-title">{c.title}</span>
                  <span className="ai-muted">
                    {formatDate(c.updated_at, lang)} · {t('messages', { count: c.message_count })}
                  </span>
                </button>
                <button
                  type="button"
                  className="ai-history-delete"
                  aria-label={`${t('clearOne')}: ${c.title}`}
                  title={t('clearOne')}
                  onClick={() => void remove(c.id)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )
      ) : value.error !== undefined && !value.loading ? (
        <LoadFailed
          size="sm"
          title={t('historyFailed')}
          retryLabel={t('retry')}
          onRetry={() => $list.invalidate()}
        />
      ) : (
        <Skeleton height="8rem" />
      )}
      {pages > 1 ? (
        <div className="ai-pager">
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ‹
          </Button>
          <span>
            {page} / {pages}
          </span>
          <Button
            size="sm"
            variant="ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            ›
          </Button>
        </div>
      ) : null}
      {list && list.total > 0 ? (
        confirming ? (
          <div className="ai-confirm" role="alertdialog" aria-label={t('clearAll')}>
            <p>{t('clearAllConfirm')}</p>
            <Button size="sm" variant="danger" onClick={() => void clearAll()}>
              {t('confirm')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
          </div>
        ) : (
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} data-clear-all="">
            {t('clearAll')}
          </Button>
        )
      ) : null}
    </nav>
  );
}
