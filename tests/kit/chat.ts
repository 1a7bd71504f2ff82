// Chat, contract-typed: a message and online-user factory, a demo chat server (the
// three community rooms and a support conversation) and the chat routes answering as the
// server does: history in pages of 50 (oldest first in a page, before_id pinning), send (the
// empty-message rule, the 2-image limit), upload, image link renewal, online users, conversations.
import {
  CHAT_IMAGES_MAX,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  LANGUAGES,
  communityConversationId,
  supportConversationId,
  type ChatConversationsResponse,
  type ChatImageLinksRequest,
  type ChatImageLinksResponse,
  type ChatMessage,
  type ChatMessagesResponse,
  type ChatSendRequest,
  type ChatSendResponse,
  type ChatUploadResponse,
  type OnlineUser,
  type OnlineUsersResponse,
} from '@savdo/contract';
import { failure, ok, type FakeRequest, type RouteTable } from './fake-api';

let nextId = 1;
export function makeChatMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const id = overrides.id ?? nextId++;
  return {
    id,
    conversation_id: 'community-uz',
    user_id: 2,
    user_name: 'Dilshod Karimov',
    user_avatar_url: null,
    is_admin: false,
    text: `Xabar ${id}`,
    images: [],
    created_at: new Date(Date.UTC(2026, 10, 22, 9, 0) + id * 60_000).toISOString(),
    ...overrides,
  };
}

export function makeOnlineUser(overrides: Partial<OnlineUser> = {}): OnlineUser {
  const id = overrides.id ?? nextId++;
  return { id, name: `Trader ${id}`, username: `trader${id}`, avatar_url: null, ...overrides };
}

export interface ChatServer {
  viewerId: number;
  messages: ChatMessage[];
  online: OnlineUser[];
  uploads: number;
  /** The ids of each POST /chat/images/links, in order. */
  renewals: string[][];
}

/** A chat with `count` messages in community-uz and a short support conversation. */
export function makeChatServer(count = 8, viewerId = 1): ChatServer {
  const lines = [
    'Salom hammaga! Bugun EURUSD bo‘yicha kim savdo qilyapti?',
    'Men kutyapman, 1.0850 darajasi muhim. https://savdo.uz/economic-calendar',
    'Kursning 2-modulini tugatdim 👍',
  ];
  const messages: ChatMessage[] = [];
  for (let i = 0; i < count; i += 1) {
    messages.push(
      makeChatMessage({
        id: 1000 + i,
        user_id: i % 3 === 0 ? viewerId : 2 + (i % 2),
        user_name: i % 3 === 0 ? 'Aziz Rahimov' : i % 2 ? 'Malika Yusupova' : 'Dilshod Karimov',
        text: lines[i % lines.length] ?? '',
      }),
    );
  }
  messages.push(
    makeChatMessage({
      id: 2000,
      conversation_id: supportConversationId(viewerId),
      user_id: viewerId,
      text: 'Modulga kirish muddatini qanday uzaytiraman?',
    }),
    makeChatMessage({
      id: 2001,
      conversation_id: supportConversationId(viewerId),
      user_id: 99,
      user_name: 'Admin',
      is_admin: true,
      text: 'Modulni qayta sotib oling: kirish 7 kunga uzayadi.',
    }),
  );
  return {
    viewerId,
    messages,
    online: [
      makeOnlineUser({ id: 2, name: 'Dilshod Karimov' }),
      makeOnlineUser({ id: 3, name: 'Malika Yusupova' }),
    ],
    uploads: 0,
    renewals: [],
  };
}

export function chatHistory(server: ChatServer, request: FakeRequest): ChatMessagesResponse {
  const conversation = request.params.conversation_id ?? '';
  const limit = Number(request.query.get('limit') ?? CHAT_PAGE_SIZE);
  const page = Number(request.query.get('page') ?? 1);
  const before = request.query.get('before_id');
  const all = server.messages
    .filter((m) => m.conversation_id === conversation && (!before || m.id < Number(before)))
    .sort((a, b) => b.id - a.id);
  const data = all.slice((page - 1) * limit, page * limit).reverse();
  return { result: { data, page, limit, total: all.length } };
}

export function chatRoutes(server: ChatServer): RouteTable {
  return {
    'GET /chat/conversations': () =>
      ok<ChatConversationsResponse>({
        result: [
          ...LANGUAGES.map((language) => ({
            id: communityConversationId(language),
            kind: 'community' as const,
            language,
            user_id: null,
            title: null,
            last_message: null,
          })),
          {
            id: supportConversationId(server.viewerId),
            kind: 'support' as const,
            language: null,
            user_id: server.viewerId,
            title: null,
            last_message: null,
          },
        ],
      }),
    'GET /chat/:conversation_id/messages': (request) => ok(chatHistory(server, request)),
    'POST /chat/:conversation_id/send': (request) => {
      const body = request.body as ChatSendRequest;
      const ids = body.image_ids ?? [];
      if (ids.length > CHAT_IMAGES_MAX) return failure(400, CHAT_MESSAGES.tooManyImages);
      if (body.text.trim() === '' && ids.length === 0) return failure(400, CHAT_MESSAGES.empty);
      const message = makeChatMessage({
        id: Math.max(0, ...server.messages.map((m) => m.id)) + 1,
        conversation_id: request.params.conversation_id ?? '',
        user_id: server.viewerId,
        user_name: 'Aziz Rahimov',
        text: body.text.trim(),
        images: ids.map((id) => ({ id, url: `/api/v1/files/${id}` })),
      });
      server.messages.push(message);
      return { status: 201, body: { result: message } satisfies ChatSendResponse };
    },
    'POST /chat/upload/image': () => {
      server.uploads += 1;
      const id = `00000000-0000-4000-8000-${String(server.uploads).padStart(12, '0')}`;
      return {
        status: 201,
        body: { result: { id, url: `/api/v1/files/${id}` } } satisfies ChatUploadResponse,
      };
    },
    'POST /chat/images/links': (request) => {
      const { ids } = request.body as ChatImageLinksRequest;
      server.renewals.push(ids);
      const known = new Set(server.messages.flatMap((m) => m.images.map((image) => image.id)));
      // As the server does: a fresh link an hour long, unknown ids left out.
      const exp = Math.floor(Date.now() / 1000) + 3600;
      return ok<ChatImageLinksResponse>({
        result: ids
          .filter((id) => known.has(id))
          .map((id) => ({ id, url: `/api/v1/files/${id}?exp=${exp}&sig=renewed` })),
      });
    },
    'GET /online-users': () => ok<OnlineUsersResponse>({ result: server.online }),
  };
}
