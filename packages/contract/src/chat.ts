/**
 * Chat and presence: the conversations (a community room per
 * interface language, a private support conversation between each user and the admins), their
 * messages with up to two uploaded images, who is online, moderation (delete, mute), and the
 * client's unread state. Calls: GET /chat/conversations, GET /chat/{conversation_id}/messages,
 * POST /chat/{conversation_id}/send, POST /chat/upload/image, GET /online-users, and the admin
 * calls under /admin/chat.
 */
import { Type, type Static } from 'typebox';
import { AdminListQuery } from './admin-list-query';
import { LiteralUnion, Nullable, PageOf, PageQuerySchema, ResultOf, IdSchema } from './common';
import {
  LANGUAGES,
  PAGE_SIZE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  type Language,
} from './constants';

/** Chat history pages hold 50 messages. */
export const CHAT_PAGE_SIZE = PAGE_SIZE.chatMessages;
/** The longest message, in characters (ours: a chat line, not an essay). */
export const CHAT_TEXT_MAX = 2_000;
/** The upload limit: two images per message, 5 MB each. */
export const CHAT_IMAGES_MAX = UPLOAD_MAX_FILES;
export const CHAT_IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;
/** Per-user send limit: this many messages in CHAT_SEND_WINDOW_SECONDS (decision 0241). */
export const CHAT_SEND_LIMIT = 20;
export const CHAT_SEND_WINDOW_SECONDS = 10;
/** The live `presence` event names at most this many online users (and the total). */
export const ONLINE_EVENT_MAX = 100;
/** GET /online-users lists at most this many. */
export const ONLINE_USERS_MAX = 500;
/** The longest mute an admin may give, in minutes (30 days). */
export const CHAT_MUTE_MAX_MINUTES = 30 * 24 * 60;

export const CONVERSATION_KINDS = ['community', 'support'] as const;
export const ConversationKindSchema = LiteralUnion(CONVERSATION_KINDS);
export type ConversationKind = Static<typeof ConversationKindSchema>;

/**
 * Conversation ids are readable strings: `community-uz|ru|en` (one room per interface language)
 * and `support-<user id>` (that user's private conversation with the admins).
 */
export const CONVERSATION_ID_PATTERN = `^(community-(${LANGUAGES.join('|')})|support-[1-9][0-9]{0,15})$`;
export const ConversationIdSchema = Type.String({
  pattern: CONVERSATION_ID_PATTERN,
  maxLength: 30,
  errorMessage:
    'conversation_id must be community-uz, community-ru, community-en or support-<user id>',
});
export const ConversationParamsSchema = Type.Object({ conversation_id: ConversationIdSchema });

export function communityConversationId(language: Language): string {
  return `community-${language}`;
}
export function supportConversationId(userId: number): string {
  return `support-${userId}`;
}

export type ParsedConversation =
  { kind: 'community'; language: Language } | { kind: 'support'; userId: number };

/** The conversation an id names, or null for an id that names none. */
export function parseConversationId(id: string): ParsedConversation | null {
  if (!new RegExp(CONVERSATION_ID_PATTERN).test(id)) return null;
  if (id.startsWith('community-')) return { kind: 'community', language: id.slice(10) as Language };
  const userId = Number(id.slice(8));
  return Number.isSafeInteger(userId) ? { kind: 'support', userId } : null;
}

/** An uploaded chat image: its id (sent with the message) and where it is served. */
export const ChatImageSchema = Type.Object({ id: Type.String(), url: Type.String() });
export type ChatImage = Static<typeof ChatImageSchema>;

export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.String(),
  user_id: Type.Integer(),
  /** The author's display name (first and last name, or the username). */
  user_name: Type.String(),
  user_avatar_url: Nullable(Type.String()),
  /** Written by an admin (shown as the support team in support conversations). */
  is_admin: Type.Boolean(),
  /** Plain text, never HTML: clients render it as text and only http(s) URLs as links. */
  text: Type.String(),
  images: Type.Array(ChatImageSchema),
  created_at: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** POST /chat/{conversation_id}/send: text, images, or both (not neither). */
export const ChatSendBodySchema = Type.Object(
  {
    text: Type.String({
      maxLength: CHAT_TEXT_MAX,
      errorMessage: `text must be at most ${CHAT_TEXT_MAX} characters`,
    }),
    image_ids: Type.Optional(
      Type.Array(
        Type.String({
          pattern: UUID_PATTERN,
          errorMessage: 'image_ids must be uploaded image ids',
        }),
        {
          maxItems: CHAT_IMAGES_MAX,
          errorMessage: `At most ${CHAT_IMAGES_MAX} images per message`,
        },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ChatSendRequest = Static<typeof ChatSendBodySchema>;

/** GET /chat/{conversation_id}/messages: page 1 is the newest 50; `before_id` pins the pages. */
export const ChatMessagesQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  /** Only messages older than this one: paging upwards stays stable while new ones arrive. */
  before_id: Type.Optional(IdSchema('before_id must be a message id')),
});
export type ChatMessagesQuery = Static<typeof ChatMessagesQuerySchema>;

/** A page of history, oldest first within the page (ready to render top to bottom). */
export const ChatMessagesResultSchema = PageOf(ChatMessageSchema);
export type ChatMessagesResponse = Static<typeof ChatMessagesResultSchema>;
export const ChatSendResultSchema = ResultOf(ChatMessageSchema);
export type ChatSendResponse = Static<typeof ChatSendResultSchema>;
export const ChatUploadResultSchema = ResultOf(ChatImageSchema);
export type ChatUploadResponse = Static<typeof ChatUploadResultSchema>;

/** Image ids one POST /chat/images/links may name: a page of messages with two images each. */
export const CHAT_IMAGE_LINKS_MAX = 2 * CHAT_PAGE_SIZE;

/**
 * POST /chat/images/links: fresh signed links for chat images whose links are about to expire
 * (or failed to load) in a chat left open. The answer lists only the images the viewer may see,
 * in the order asked; an id the viewer may not see is left out, as a missing one is.
 */
export const ChatImageLinksBodySchema = Type.Object(
  {
    ids: Type.Array(
      Type.String({ pattern: UUID_PATTERN, errorMessage: 'ids must be chat image ids' }),
      {
        minItems: 1,
        maxItems: CHAT_IMAGE_LINKS_MAX,
        errorMessage: `ids must list 1 to ${CHAT_IMAGE_LINKS_MAX} image ids`,
      },
    ),
  },
  { additionalProperties: false },
);
export type ChatImageLinksRequest = Static<typeof ChatImageLinksBodySchema>;
export const ChatImageLinksResultSchema = ResultOf(Type.Array(ChatImageSchema));
export type ChatImageLinksResponse = Static<typeof ChatImageLinksResultSchema>;

/** What GET /chat/conversations lists: the viewer's rooms (admins: every support one too). */
export const ChatConversationSchema = Type.Object({
  id: Type.String(),
  kind: ConversationKindSchema,
  /** The community room's language; null for support. */
  language: Nullable(LiteralUnion(LANGUAGES)),
  /** Support: the user the conversation is with; null for community rooms. */
  user_id: Nullable(Type.Integer()),
  /** Support, for admins: the user's name; community rooms: null (the client names them). */
  title: Nullable(Type.String()),
  last_message: Nullable(ChatMessageSchema),
});
export type ChatConversation = Static<typeof ChatConversationSchema>;
export const ChatConversationsResultSchema = ResultOf(Type.Array(ChatConversationSchema));
export type ChatConversationsResponse = Static<typeof ChatConversationsResultSchema>;

export const OnlineUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
  avatar_url: Nullable(Type.String()),
});
export type OnlineUser = Static<typeof OnlineUserSchema>;
export const OnlineUsersResultSchema = ResultOf(Type.Array(OnlineUserSchema));
export type OnlineUsersResponse = Static<typeof OnlineUsersResultSchema>;

/** POST /admin/chat/mutes: mute a user for `minutes`. */
export const ChatMuteBodySchema = Type.Object(
  {
    user_id: IdSchema('user_id must be a user id'),
    minutes: Type.Integer({
      minimum: 1,
      maximum: CHAT_MUTE_MAX_MINUTES,
      errorMessage: `minutes must be a whole number from 1 to ${CHAT_MUTE_MAX_MINUTES}`,
    }),
    reason: Type.Optional(
      Type.String({ maxLength: 500, errorMessage: 'reason must be at most 500 characters' }),
    ),
  },
  { additionalProperties: false },
);
export type ChatMuteRequest = Static<typeof ChatMuteBodySchema>;
export const ChatMuteSchema = Type.Object({
  user_id: Type.Integer(),
  until: Type.String(),
  reason: Nullable(Type.String()),
});
export type ChatMute = Static<typeof ChatMuteSchema>;
export const ChatMuteResultSchema = ResultOf(ChatMuteSchema);
export type ChatMuteResponse = Static<typeof ChatMuteResultSchema>;
export const ChatMutesResultSchema = ResultOf(Type.Array(ChatMuteSchema));
export type ChatMutesResponse = Static<typeof ChatMutesResultSchema>;
/** DELETE /admin/chat/messages/{id}: what was removed. */
export const ChatDeletedResultSchema = ResultOf(
  Type.Object({ conversation_id: Type.String(), message_id: Type.Integer() }),
);
export type ChatDeletedResponse = Static<typeof ChatDeletedResultSchema>;
export const ChatUserParamsSchema = Type.Object({ user_id: IdSchema('user_id must be a user id') });
export const ChatMessageParamsSchema = Type.Object({
  id: IdSchema('The message id must be a positive whole number'),
});

// ---- The back office: the support inbox and the moderation list ----

/**
 * One support conversation in the inbox. `waiting`: the user wrote after support's last reply
 * (or support never replied) — docs/decisions/0297-support-inbox.md.
 */
export const AdminSupportConversationSchema = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  user_name: Type.String(),
  waiting: Type.Boolean(),
  /** The user's newest message's time; null when only support wrote. */
  last_user_message_at: Nullable(Type.String()),
  /** Support's newest reply's time; null before the first. */
  last_reply_at: Nullable(Type.String()),
  messages_count: Type.Integer(),
  last_message: Nullable(ChatMessageSchema),
});
export type AdminSupportConversation = Static<typeof AdminSupportConversationSchema>;

export const ADMIN_SUPPORT_SORTS = ['waiting', 'last_message_at'] as const;
/** GET /admin/support/conversations: waiting ones first, oldest wait first; search by user. */
export const AdminSupportConversationsQuerySchema = AdminListQuery(ADMIN_SUPPORT_SORTS, {
  waiting: Type.Optional(Type.Boolean()),
});
export type AdminSupportConversationsQuery = Static<typeof AdminSupportConversationsQuerySchema>;
export const AdminSupportConversationsPageSchema = PageOf(AdminSupportConversationSchema);
export type AdminSupportConversationsResponse = Static<typeof AdminSupportConversationsPageSchema>;

export const AdminSupportParamsSchema = Type.Object({
  userId: IdSchema('userId must be a user id'),
});
/** GET /admin/support/conversations/{userId}/messages: like the chat's own history pages. */
export const AdminSupportMessagesQuerySchema = ChatMessagesQuerySchema;

/** POST /admin/support/conversations/{userId}/reply: support's answer, text only. */
export const AdminSupportReplyBodySchema = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      maxLength: CHAT_TEXT_MAX,
      pattern: '\\S',
      errorMessage: `text must be 1 to ${CHAT_TEXT_MAX} characters, not only spaces`,
    }),
  },
  { additionalProperties: false },
);
export type AdminSupportReplyRequest = Static<typeof AdminSupportReplyBodySchema>;

export const ADMIN_CHAT_MESSAGE_SORTS = ['created_at'] as const;
/** GET /admin/chat/messages: every conversation's messages, newest first; search in the text. */
export const AdminChatMessagesQuerySchema = AdminListQuery(ADMIN_CHAT_MESSAGE_SORTS, {
  user_id: Type.Optional(IdSchema('user_id must be a user id')),
  /** An author's username or name (part of it). */
  user: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  conversation_id: Type.Optional(ConversationIdSchema),
  /** ISO date-times on the message's time; `to` is inclusive. */
  from: Type.Optional(
    Type.String({ format: 'date-time', errorMessage: 'from must be an ISO date-time' }),
  ),
  to: Type.Optional(
    Type.String({ format: 'date-time', errorMessage: 'to must be an ISO date-time' }),
  ),
});
export type AdminChatMessagesQuery = Static<typeof AdminChatMessagesQuerySchema>;
export const AdminChatMessagesPageSchema = PageOf(ChatMessageSchema);
export type AdminChatMessagesResponse = Static<typeof AdminChatMessagesPageSchema>;

/** The English messages of the chat rules (error-messages.ts gives their uz and ru). */
export const CHAT_MESSAGES = {
  notMember: 'You are not in this conversation',
  empty: 'Write a message or attach an image',
  tooFast: 'You are sending messages too fast. Wait a few seconds and try again.',
  unknownImage: 'An attached image was not found; upload it again',
  imageUsed: 'An attached image is already in another message',
  notFound: 'Message not found',
  chooseImage: 'Choose an image to upload',
  notImage: 'Only images can be uploaded (PNG, JPEG, GIF or WebP)',
  tooLarge: `The image must be at most ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
  tooManyImages: `At most ${CHAT_IMAGES_MAX} images per message`,
} as const;

type Texts = { uz: string; ru: string };
/** For error-messages.ts: code, English text, translations. */
export const CHAT_ERROR_TEXTS: Record<string, [string, Texts]> = {
  'chat.not_member': [
    CHAT_MESSAGES.notMember,
    { uz: 'Siz bu suhbat ishtirokchisi emassiz', ru: 'Вы не участник этого разговора' },
  ],
  'chat.empty': [
    CHAT_MESSAGES.empty,
    {
      uz: 'Xabar yozing yoki rasm biriktiring',
      ru: 'Напишите сообщение или прикрепите изображение',
    },
  ],
  'chat.too_fast': [
    CHAT_MESSAGES.tooFast,
    {
      uz: "Siz xabarlarni juda tez yuboryapsiz. Bir necha soniya kutib, qayta urinib ko'ring.",
      ru: 'Вы отправляете сообщения слишком часто. Подождите несколько секунд и повторите.',
    },
  ],
  'chat.unknown_image': [
    CHAT_MESSAGES.unknownImage,
    {
      uz: 'Biriktirilgan rasm topilmadi; uni qayta yuklang',
      ru: 'Прикреплённое изображение не найдено; загрузите его снова',
    },
  ],
  'chat.image_used': [
    CHAT_MESSAGES.imageUsed,
    {
      uz: 'Biriktirilgan rasm boshqa xabarda ishlatilgan',
      ru: 'Прикреплённое изображение уже есть в другом сообщении',
    },
  ],
  'chat.message_not_found': [
    CHAT_MESSAGES.notFound,
    { uz: 'Xabar topilmadi', ru: 'Сообщение не найдено' },
  ],
  'upload.image_too_large': [
    CHAT_MESSAGES.tooLarge,
    {
      uz: `Rasm ko'pi bilan ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB bo'lishi kerak`,
      ru: `Изображение должно быть не больше ${UPLOAD_MAX_BYTES / (1024 * 1024)} МБ`,
    },
  ],
  'chat.too_many_images': [
    CHAT_MESSAGES.tooManyImages,
    {
      uz: `Bitta xabarda ko'pi bilan ${CHAT_IMAGES_MAX} ta rasm`,
      ru: `Не более ${CHAT_IMAGES_MAX} изображений в сообщении`,
    },
  ],
};

/** Messages with numbers in them: the mute's end. */
export const CHAT_ERROR_PATTERNS: [string, RegExp, Texts][] = [
  [
    'chat.muted',
    /^You are muted in the chat until (\d{4}-\d\d-\d\d \d\d:\d\d) UTC$/,
    {
      uz: '{1} UTC gacha chatda yozish taqiqlangan',
      ru: 'Вы не можете писать в чат до {1} UTC',
    },
  ],
];

/** The mute message for a mute that ends at `until` (matches CHAT_ERROR_PATTERNS). */
export function chatMutedMessage(until: Date): string {
  return `You are muted in the chat until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Client-only: the chat button's unread count and panel state (never on the wire). */
export interface ChatState {
  unreadCount: number;
  lastReadMessageId: number | null;
  isOpen: boolean;
}
