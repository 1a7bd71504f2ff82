// Chat: the viewer's conversations and who is online, as query stores. A live
// `presence` event replaces the online list in the cache; a message or a deletion refreshes
// the conversations (their newest message), the old answer kept on screen meanwhile.
import type { ChatConversationsResponse, OnlineUsersResponse } from '@savdo/contract';
import { getChatConversations, getOnlineUsers } from './api';
import { liveFanOut } from '../query/live-fan-out';
import { createQuery, keyOf, refreshQueries, updateQueries } from '../query/query-client';

export const CHAT_CONVERSATIONS_QUERY = 'chat/conversations';
export const ONLINE_USERS_QUERY = 'chat/online-users';

export const $chatConversations = createQuery<ChatConversationsResponse>(
  CHAT_CONVERSATIONS_QUERY,
  undefined,
  () => getChatConversations(),
);

export const $onlineUsers = createQuery<OnlineUsersResponse>(ONLINE_USERS_QUERY, undefined, () =>
  getOnlineUsers(),
);

/** Live presence: the online list follows without asking again. */
export const subscribePresence = liveFanOut(['presence'], (event) => {
  // The event names the first 100; with more online, the list is asked for again.
  if ((event.total ?? event.online.length) > event.online.length) {
    refreshQueries(keyOf(ONLINE_USERS_QUERY));
    return;
  }
  updateQueries<OnlineUsersResponse>(keyOf(ONLINE_USERS_QUERY), () => ({ result: event.online }));
});

/** Live messages and deletions: the conversations' newest messages are refetched. */
export const subscribeChatEvents = liveFanOut(['chat.message', 'chat.deleted'], () =>
  refreshQueries(keyOf(CHAT_CONVERSATIONS_QUERY)),
);
