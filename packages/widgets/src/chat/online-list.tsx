// Who is online: the list of GET /online-users, kept current by live `presence` events.
import { useEffect } from 'react';
import styled from 'styled-components';
import { $onlineUsers, subscribePresence } from '@savdo/core/chat';
import { token, useStore, useT } from '@savdo/ui';
import { chatStrings } from './strings';

const Box = styled.aside`
  min-width: 0;
  padding: ${token('space-3')};
  font-size: ${token('font-size-sm')};
  overflow-y: auto;
  & h3 {
    margin: 0 0 ${token('space-2')};
    font-size: ${token('font-size-sm')};
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-direction: column;
    gap: ${token('space-1')};
  }
  & li::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: ${token('space-2')};
    border-radius: 50%;
    background: ${token('color-success')};
  }
  & .muted {
    color: ${token('color-text-muted')};
  }
`;

export function useOnlineUsers() {
  const value = useStore($onlineUsers);
  useEffect(() => subscribePresence(() => undefined), []);
  return value.data?.result ?? [];
}

export function OnlineList() {
  const t = useT(chatStrings);
  const users = useOnlineUsers();
  return (
    <Box
      part="online"
      id="savdo-chat-online"
      aria-label={t('online.show')}
      data-testid="chat-online"
    >
      <h3>{t('online.count', { count: users.length })}</h3>
      {users.length === 0 ? (
        <p className="muted">{t('online.empty')}</p>
      ) : (
        <ul>
          {users.map((u) => (
            <li key={u.id} title={`@${u.username}`}>
              {u.name}
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}
