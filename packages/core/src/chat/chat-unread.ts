// The chat button's unread count fed by the live channel: +1 for a message in
// a conversation the viewer follows (the community room of their interface language, their
// support conversation, and for admins every support conversation), never for their own. The
// counter itself (set, reset, open resets to 0, lastReadMessageId) is counters/chat-counter.ts.
import { parseConversationId, type ChatMessage, type Language } from '@savdo/contract';
import { chatMessageReceived } from '../counters/chat-counter';
import { $language } from '../i18n/language';
import { subscribeLive } from '../live/live-connection';
import { $user } from '../session/auth-state';

export interface ChatViewer {
  id: number;
  isAdmin: boolean;
  language: Language;
}

/** Whether a message counts as unread for this viewer. */
export function countsAsUnread(message: ChatMessage, viewer: ChatViewer): boolean {
  if (message.user_id === viewer.id) return false;
  const conversation = parseConversationId(message.conversation_id);
  if (!conversation) return false;
  if (conversation.kind === 'community') return conversation.language === viewer.language;
  return conversation.userId === viewer.id || viewer.isAdmin;
}

/** Counts live messages for the signed-in user while subscribed; returns the stop. */
export function followChatUnread(): () => void {
  return subscribeLive('chat.message', (event) => {
    const user = $user.get();
    if (!user) return;
    const viewer = { id: user.id, isAdmin: user.role === 'admin', language: $language.get() };
    if (countsAsUnread(event.message, viewer)) chatMessageReceived(event.message.id);
  });
}
