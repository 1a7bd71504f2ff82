// /admin/chat: chat moderation — every message of every conversation (search in the text, the
// author, Tashkent days), each deletable after confirmation, its author muted for a time or
// unmuted; and the current mutes (chat-mutes.tsx). The mute's fields are checked with the
// contract's ChatMuteBodySchema, the rule the server enforces (docs/product.md, "Chat").
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import {
  CHAT_MUTE_MAX_MINUTES,
  ChatMuteBodySchema,
  type ChatMessage,
  type ChatMute,
} from '@savdo/contract';
import { adminWrite, formatDateTime, type AdminListParams } from '@savdo/core';
import { Badge, Button, Cluster, Stack, token, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { ActionDialog, type ActionDialogProps } from '../common/action-dialog';
import { AdminList } from '../list/admin-list';
import { adminStrings } from '../strings';
import { ChatMutes, MUTES_API } from './chat-mutes';
import { opsStrings } from './ops-strings';
import { tashkentDayEnd, tashkentDayStart } from './tashkent-day';
import { useWholeList } from './whole-list';

const Text = styled.p`
  margin: 0;
  max-width: 56ch;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

const H2 = styled.h2`
  margin: 0 0 ${token('space-3')};
  font-size: ${token('font-size-lg')};
`;

type Dialog = Omit<ActionDialogProps, 'open' | 'onClose'> | null;

/** The URL keeps days; the call takes date-times (contract AdminChatMessagesQuerySchema). */
function chatQuery(query: AdminListParams): AdminListParams {
  return { ...query, from: tashkentDayStart(query.from), to: tashkentDayEnd(query.to) };
}

export function ChatSection() {
  const t = useT(opsStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const [dialog, setDialog] = useState<Dialog>(null);
  const mutes = new Map((useWholeList<ChatMute>(MUTES_API).rows ?? []).map((m) => [m.user_id, m]));

  const unmute = (userId: number): Dialog => ({
    title: t('chat.unmuteTitle', { id: userId }),
    description: t('chat.unmuteText'),
    confirmLabel: t('chat.unmute'),
    onConfirm: () => adminWrite('delete', `/admin/chat/mutes/${userId}`),
  });
  const mute = (m: ChatMessage): Dialog => ({
    title: t('chat.muteTitle', { user: m.user_name }),
    description: t('chat.muteText'),
    confirmLabel: t('chat.mute'),
    danger: true,
    fields: [
      {
        name: 'minutes',
        label: t('chat.minutes'),
        hint: t('chat.minutesHint', { max: CHAT_MUTE_MAX_MINUTES }),
        type: 'number',
      },
      { name: 'reason', label: t('chat.reasonOptional') },
    ],
    schema: ChatMuteBodySchema,
    body: (values) => {
      const reason = (values.reason ?? '').trim();
      const minutes = Number((values.minutes ?? '').replace(/[\s_]/g, '') || 'NaN');
      return { user_id: m.user_id, minutes, ...(reason ? { reason } : {}) };
    },
    onConfirm: (body) => adminWrite('post', MUTES_API, body),
  });
  const remove = (m: ChatMessage): Dialog => ({
    title: t('chat.deleteTitle'),
    description: t('chat.deleteText', { user: m.user_name }),
    confirmLabel: t('chat.delete'),
    danger: true,
    onConfirm: () => adminWrite('delete', `/admin/chat/messages/${m.id}`),
  });

  const columns: DataColumn<ChatMessage>[] = [
    {
      id: 'created_at',
      header: t('chat.at'),
      sortable: true,
      cell: (m) => formatDateTime(m.created_at, lang),
    },
    {
      id: 'author',
      header: t('chat.author'),
      cell: (m) => {
        const muted = mutes.get(m.user_id);
        return (
          <div>
            <Link to={`/admin/users/${m.user_id}`}>{m.user_name}</Link>
            {muted ? (
              <div>
                <Badge tone="warning">
                  {t('chat.muted', { date: formatDateTime(muted.until, lang) })}
                </Badge>
              </div>
            ) : null}
          </div>
        );
      },
    },
    { id: 'conversation', header: t('chat.conversation'), cell: (m) => m.conversation_id },
    {
      id: 'text',
      header: t('chat.text'),
      cell: (m) => (
        <div>
          <Text>{m.text}</Text>
          {m.images.length > 0 ? (
            <Badge tone="neutral">{t('chat.images', { count: m.images.length })}</Badge>
          ) : null}
        </div>
      ),
    },
    {
      id: 'actions',
      header: at('users.actions'),
      cell: (m) => (
        <Cluster $gap={1}>
          <Button size="sm" variant="danger" onClick={() => setDialog(remove(m))}>
            {t('chat.delete')}
          </Button>
          {m.is_admin ? null : mutes.has(m.user_id) ? (
            <Button size="sm" variant="secondary" onClick={() => setDialog(unmute(m.user_id))}>
              {t('chat.unmute')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => setDialog(mute(m))}>
              {t('chat.mute')}
            </Button>
          )}
        </Cluster>
      ),
    },
  ];

  return (
    <Stack $gap={5}>
      <section>
        <H2>{t('chat.messages')}</H2>
        <AdminList<ChatMessage>
          api="/admin/chat/messages"
          toQuery={chatQuery}
          caption={(total) => t('chat.caption', { count: total })}
          columns={columns}
          rowKey={(m) => m.id}
          rowAttributes={(m) => ({ 'data-message': String(m.id) })}
          searchLabel={t('chat.search')}
          filters={[
            { name: 'user', label: t('chat.authorFilter'), kind: 'text' },
            { name: 'from', label: at('list.from'), kind: 'date' },
            { name: 'to', label: at('list.to'), kind: 'date' },
          ]}
          empty={t('chat.empty')}
        />
      </section>
      <section>
        <H2>{t('chat.mutes')}</H2>
        <ChatMutes onUnmute={(userId) => setDialog(unmute(userId))} />
      </section>
      {dialog ? <ActionDialog open {...dialog} onClose={() => setDialog(null)} /> : null}
    </Stack>
  );
}
