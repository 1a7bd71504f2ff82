// /admin/support: the support inbox — every support conversation, those waiting for an answer
// first with a "waiting" badge (docs/decisions/0297-support-inbox.md); each opens its thread
// (support-conversation.tsx).
import { Link } from 'react-router';
import type { AdminSupportConversation } from '@savdo/contract';
import { formatDateTime } from '@savdo/core';
import { Badge, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { opsStrings } from './ops-strings';

export function SupportSection() {
  const t = useT(opsStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : at('common.none'));
  const columns: DataColumn<AdminSupportConversation>[] = [
    {
      id: 'user',
      header: t('support.user'),
      cell: (c) => (
        <div>
          <Link to={`/admin/support/${c.user_id}`}>{c.user_name}</Link>
          <div>@{c.username}</div>
        </div>
      ),
    },
    {
      id: 'waiting',
      header: t('support.waitingFilter'),
      sortable: true,
      cell: (c) =>
        c.waiting ? (
          <Badge tone="warning">{t('support.waiting')}</Badge>
        ) : (
          <Badge tone="neutral">{t('support.answered')}</Badge>
        ),
    },
    {
      // The server's `last_message_at` sort orders by the newest message, whoever wrote it.
      id: 'last_message_at',
      header: t('support.lastMessage'),
      sortable: true,
      cell: (c) =>
        c.last_message ? (
          <div>
            <div>{formatDateTime(c.last_message.created_at, lang)}</div>
            <div>{c.last_message.text}</div>
          </div>
        ) : (
          at('common.none')
        ),
    },
    {
      id: 'user_wrote',
      header: t('support.lastUserMessage'),
      cell: (c) => when(c.last_user_message_at),
    },
    { id: 'reply', header: t('support.lastReply'), cell: (c) => when(c.last_reply_at) },
    {
      id: 'count',
      header: t('support.messages'),
      numeric: true,
      cell: (c) => String(c.messages_count),
    },
  ];
  return (
    <AdminList<AdminSupportConversation>
      api="/admin/support/conversations"
      caption={(total) => t('support.caption', { count: total })}
      columns={columns}
      rowKey={(c) => c.user_id}
      rowAttributes={(c) => ({
        'data-support-user': String(c.user_id),
        'data-waiting': c.waiting ? 'true' : 'false',
      })}
      searchLabel={t('support.search')}
      filters={[
        {
          name: 'waiting',
          label: t('support.waitingFilter'),
          kind: 'select',
          options: [
            { value: 'true', label: t('support.waiting') },
            { value: 'false', label: t('support.answered') },
          ],
        },
      ]}
      empty={t('support.empty')}
    />
  );
}
