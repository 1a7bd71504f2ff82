import { beforeEach, describe, expect, it } from 'vitest';
import {
  $chat,
  chatMessageReceived,
  closeChat,
  markChatRead,
  openChat,
  resetChat,
  resetChatUnreadCount,
  setChatUnreadCount,
} from '@savdo/core';

beforeEach(() => {
  resetChat();
});

describe('chat unread count', () => {
  it('starts at 0, closed, with nothing read', () => {
    expect($chat.get()).toEqual({ unreadCount: 0, lastReadMessageId: null, isOpen: false });
  });

  it('+1 on each new message while the chat is closed', () => {
    chatMessageReceived(1);
    chatMessageReceived(2);
    expect($chat.get().unreadCount).toBe(2);
  });

  it('resets to 0 when the chat opens', () => {
    chatMessageReceived(1);
    chatMessageReceived(2);
    openChat(2);
    expect($chat.get()).toEqual({ unreadCount: 0, lastReadMessageId: 2, isOpen: true });
  });

  it('a message arriving while open is read at once: no unread, the read mark moves', () => {
    openChat();
    chatMessageReceived(5);
    expect($chat.get()).toEqual({ unreadCount: 0, lastReadMessageId: 5, isOpen: true });
  });

  it('counts again after the chat closes', () => {
    openChat();
    closeChat();
    chatMessageReceived(6);
    expect($chat.get()).toMatchObject({ unreadCount: 1, isOpen: false });
  });

  it('can be set and reset', () => {
    setChatUnreadCount(7);
    expect($chat.get().unreadCount).toBe(7);
    resetChatUnreadCount();
    expect($chat.get().unreadCount).toBe(0);
  });

  it('never goes below 0 (a negative or invalid set becomes 0)', () => {
    setChatUnreadCount(-3);
    expect($chat.get().unreadCount).toBe(0);
    setChatUnreadCount(Number.NaN);
    expect($chat.get().unreadCount).toBe(0);
    setChatUnreadCount(2.7);
    expect($chat.get().unreadCount).toBe(2);
  });

  it('the read mark never moves backwards', () => {
    markChatRead(10);
    markChatRead(4);
    openChat(3);
    chatMessageReceived();
    expect($chat.get().lastReadMessageId).toBe(10);
  });
});
