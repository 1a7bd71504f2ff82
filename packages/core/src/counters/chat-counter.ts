// Chat unread counter: +1 on a new message while the chat is closed; set,
// reset; opening the chat resets it to 0. Never below 0.
import { atom } from 'nanostores';
import type { ChatState } from '@savdo/contract';

const INITIAL: ChatState = { unreadCount: 0, lastReadMessageId: null, isOpen: false };

export const $chat = atom<ChatState>(INITIAL);

/** A count as a whole number of at least 0 (NaN and negatives become 0). */
export function toCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function update(patch: Partial<ChatState>): void {
  $chat.set({ ...$chat.get(), ...patch });
}

function laterId(current: number | null, id: number | null | undefined): number | null {
  if (id === null || id === undefined) return current;
  return current === null ? id : Math.max(current, id);
}

/**
 * A new message arrived. While the chat is open the reader sees it, so it only moves the read
 * mark; while closed it adds one unread.
 */
export function chatMessageReceived(messageId?: number): void {
  const state = $chat.get();
  if (state.isOpen) update({ lastReadMessageId: laterId(state.lastReadMessageId, messageId) });
  else update({ unreadCount: state.unreadCount + 1 });
}

export function setChatUnreadCount(count: number): void {
  update({ unreadCount: toCount(count) });
}

export function resetChatUnreadCount(): void {
  update({ unreadCount: 0 });
}

/** Opening the chat reads everything: the count goes to 0 and the mark to the newest message. */
export function openChat(lastMessageId?: number): void {
  const state = $chat.get();
  update({
    isOpen: true,
    unreadCount: 0,
    lastReadMessageId: laterId(state.lastReadMessageId, lastMessageId),
  });
}

export function closeChat(): void {
  update({ isOpen: false });
}

/** Records the newest message the user has seen (the read mark never moves backwards). */
export function markChatRead(messageId: number): void {
  update({ lastReadMessageId: laterId($chat.get().lastReadMessageId, messageId) });
}

/** Back to the start (sign-out). */
export function resetChat(): void {
  $chat.set(INITIAL);
}
