// Chat and presence (contract chat.ts): one typed function per call. Every call is the
// signed-in user's own (chat is for the product's own origin, docs/architecture.md security boundaries).
import type {
  ChatConversationsResponse,
  ChatDeletedResponse,
  ChatImageLinksResponse,
  ChatMessagesQuery,
  ChatMessagesResponse,
  ChatMuteRequest,
  ChatMuteResponse,
  ChatMutesResponse,
  ChatSendRequest,
  ChatSendResponse,
  ChatUploadResponse,
  OnlineUsersResponse,
} from '@savdo/contract';
import { CHAT_PAGE_SIZE } from '@savdo/contract';
import { mainApi } from '../api/client';

const conversation = (id: string) => `/chat/${encodeURIComponent(id)}`;

export function getChatConversations(): Promise<ChatConversationsResponse> {
  return mainApi.get<ChatConversationsResponse>('/chat/conversations');
}

/** A page of history (50 by default), oldest first within the page. */
export function getChatMessages(
  conversationId: string,
  query: ChatMessagesQuery = {},
): Promise<ChatMessagesResponse> {
  return mainApi.get<ChatMessagesResponse>(`${conversation(conversationId)}/messages`, {
    params: {
      limit: query.limit ?? CHAT_PAGE_SIZE,
      page: query.page,
      before_id: query.before_id,
    },
  });
}

export function sendChatMessage(
  conversationId: string,
  body: ChatSendRequest,
): Promise<ChatSendResponse> {
  return mainApi.post<ChatSendResponse>(`${conversation(conversationId)}/send`, body);
}

/** Uploads one image (multipart, field `file`); its id then goes with the message. */
export function uploadChatImage(file: Blob, name = 'image'): Promise<ChatUploadResponse> {
  const form = new FormData();
  form.append('file', file, name);
  return mainApi.post<ChatUploadResponse>('/chat/upload/image', form);
}

/** Fresh signed links for chat images the viewer may see (unknown ones are left out). */
export function renewChatImageLinks(ids: string[]): Promise<ChatImageLinksResponse> {
  return mainApi.post<ChatImageLinksResponse>('/chat/images/links', { ids });
}

export function getOnlineUsers(): Promise<OnlineUsersResponse> {
  return mainApi.get<OnlineUsersResponse>('/online-users');
}

export function deleteChatMessage(id: number): Promise<ChatDeletedResponse> {
  return mainApi.delete<ChatDeletedResponse>(
    `/admin/chat/messages/${encodeURIComponent(String(id))}`,
  );
}

export function muteChatUser(body: ChatMuteRequest): Promise<ChatMuteResponse> {
  return mainApi.post<ChatMuteResponse>('/admin/chat/mutes', body);
}

export function unmuteChatUser(userId: number): Promise<{ result: { ok: boolean } }> {
  return mainApi.delete(`/admin/chat/mutes/${encodeURIComponent(String(userId))}`);
}

export function getChatMutes(): Promise<ChatMutesResponse> {
  return mainApi.get<ChatMutesResponse>('/admin/chat/mutes');
}
