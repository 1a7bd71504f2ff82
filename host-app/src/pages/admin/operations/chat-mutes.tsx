// The chat's current mutes, each with "Unmute" (confirmed first). The mutes answer whole
// (GET /admin/chat/mutes), so they are a WholeList; the messages list reads the same answer to
// offer "Unmute" beside a muted author.
import { Link } from 'react-router';
import type { ChatMute } from '@savdo/contract';
import { formatDateTime } from '@savdo/core';
import { Button, useT, useLanguage } from '@savdo/ui';
import type { DataColumn } from '@savdo/ui/data-table';
import { adminStrings } from '../strings';
import { opsStrings } from './ops-strings';
import { WholeList } from './whole-list';

export const MUTES_API = '/admin/chat/mutes';

export function ChatMutes({ onUnmute }: { onUnmute: (userId: number) => void }) {
  const t = useT(opsStrings);
  const at = useT(adminStrings);
  const lang = useLanguage();
  const columns: DataColumn<ChatMute>[] = [
    {
      id: 'user',
      header: t('chat.user'),
      cell: (m) => <Link to={`/admin/users/${m.user_id}`}>#{m.user_id}</Link>,
    },
    { id: 'until', header: t('chat.until'), cell: (m) => formatDateTime(m.until, lang) },
    { id: 'reason', header: t('chat.reason'), cell: (m) => m.reason || at('common.none') },
    {
      id: 'actions',
      header: at('users.actions'),
      cell: (m) => (
        <Button size="sm" variant="secondary" onClick={() => onUnmute(m.user_id)}>
          {t('chat.unmute')}
        </Button>
      ),
    },
  ];
  return (
    <WholeList<ChatMute>
      api={MUTES_API}
      caption={(total) => t('chat.mutesCaption', { count: total })}
      columns={columns}
      rowKey={(m) => m.user_id}
      rowAttributes={(m) => ({ 'data-mute': String(m.user_id) })}
      empty={t('chat.noMutes')}
    />
  );
}
