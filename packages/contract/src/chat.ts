/**
 * Chat (section 3): messages, who is online, and the client's unread state. No server route
 * yet: the schemas state the shapes once, and the feature adds its limits when it lands.
 */
import { Type, type Static } from 'typebox';
import { Nullable, PageOf, ResultOf } from './common';

export const ChatMessageSchema = Type.Object({
  id: Type.Integer(),
  conversation_id: Type.String(),
  user_id: Type.Integer(),
  user_name: Type.String(),
  text: Type.String(),
  image_url: Nullable(Type.String()),
  created_at: Type.String(),
});
export type ChatMessage = Static<typeof ChatMessageSchema>;

export const ChatMessageInputSchema = Type.Object({
  text: Type.String(),
  image_url: Type.Optional(Nullable(Type.String())),
});
export type ChatMessageInput = Static<typeof ChatMessageInputSchema>;

export const OnlineUserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  username: Type.String(),
  avatar_url: Nullable(Type.String()),
});
export type OnlineUser = Static<typeof OnlineUserSchema>;

export const ChatMessagesResultSchema = PageOf(ChatMessageSchema);
export type ChatMessagesResponse = Static<typeof ChatMessagesResultSchema>;
export const ChatSendResultSchema = ResultOf(ChatMessageSchema);
export type ChatSendResponse = Static<typeof ChatSendResultSchema>;
export const ChatUploadResultSchema = ResultOf(Type.Object({ url: Type.String() }));
export type ChatUploadResponse = Static<typeof ChatUploadResultSchema>;
export const OnlineUsersResultSchema = ResultOf(Type.Array(OnlineUserSchema));
export type OnlineUsersResponse = Static<typeof OnlineUsersResultSchema>;

/** Client-only: the chat button's unread count and panel state (never on the wire). */
export interface ChatState {
  unreadCount: number;
  lastReadMessageId: number | null;
  isOpen: boolean;
}
