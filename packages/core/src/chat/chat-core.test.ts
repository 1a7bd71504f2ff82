// @savdo/core/chat: links shown but never executed (http/https only), the composer's
// image limits (images only, 5 MB, at most 2), the unread rule (+1 on a new
// message in a followed conversation, never one's own; 0 when the chat opens; the read mark
// kept), and a conversation's timeline (newest page, older pages pinned by before_id, live
// messages and deletions merged by id).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $chat, closeChat, login, openChat, resetChat, resetLive } from '@savdo/core';
import {
  chatTextParts,
  checkAttachments,
  countsAsUnread,
  createChatRoom,
  followChatUnread,
  mergeMessages,
} from '@savdo/core/chat';
import { chatRoutes, makeChatMessage, makeChatServer } from '../../../../tests/kit';
import { FakeSocket, installFakeSocket } from '../../../../tests/kit/live-test-socket';
import { apiUser, resetSessionCore, token } from '../../../../tests/kit/session-test-helpers';
import { fakeApi } from '../../../../tests/kit/auth-test-helpers';

const MB = 1024 * 1024;

describe('chat text: links shown but never executed', () => {
  it('http and https URLs become links; the rest stays text', () => {
    expect(chatTextParts('see https://savdo.uz/x?a=1, then http://a.b.')).toEqual([
      { kind: 'text', text: 'see ' },
      { kind: 'link', text: 'https://savdo.uz/x?a=1', href: 'https://savdo.uz/x?a=1' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'http://a.b', href: 'http://a.b/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('javascript:, data: and markup are never links, only text', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '<a href="https://x">x</a>'.replace('https://x', 'javascript:x'),
      '<img src=x onerror=alert(1)>',
    ]) {
      expect(chatTextParts(text).every((p) => p.kind === 'text')).toBe(true);
    }
  });
});

describe('attachments: images only, 5 MB each, at most 2 per message', () => {
  const png = (size = 1000) => ({ type: 'image/png', size });
  it('accepts up to two images', () => {
    expect(checkAttachments([png(), png()], 0)).toEqual({ accepted: [0, 1], problem: null });
  });
  it('a third image is refused', () => {
    expect(checkAttachments([png(), png(), png()], 0)).toEqual({
      accepted: [0, 1],
      problem: 'too-many',
    });
    expect(checkAttachments([png()], 2)).toEqual({ accepted: [], problem: 'too-many' });
  });
  it('a non-image and an image over 5 MB are refused', () => {
    expect(checkAttachments([{ type: 'application/pdf', size: 10 }], 0).problem).toBe('not-image');
    expect(checkAttachments([png(5 * MB + 1)], 0).problem).toBe('too-large');
    expect(checkAttachments([png(5 * MB)], 0).problem).toBeNull();
  });
});

describe('unread', () => {
  const viewer = { id: 1, isAdmin: false, language: 'uz' as const };
  it('counts messages of others in the room of my language and my support conversation', () => {
    expect(
      countsAsUnread(makeChatMessage({ conversation_id: 'community-uz', user_id: 2 }), viewer),
    ).toBe(true);
    expect(
      countsAsUnread(makeChatMessage({ conversation_id: 'support-1', user_id: 9 }), viewer),
    ).toBe(true);
  });
  it('never my own, another room, or another user’s support (unless admin)', () => {
    expect(
      countsAsUnread(makeChatMessage({ conversation_id: 'community-uz', user_id: 1 }), viewer),
    ).toBe(false);
    expect(
      countsAsUnread(makeChatMessage({ conversation_id: 'community-ru', user_id: 2 }), viewer),
    ).toBe(false);
    expect(
      countsAsUnread(makeChatMessage({ conversation_id: 'support-7', user_id: 7 }), viewer),
    ).toBe(false);
    expect(
      countsAsUnread(makeChatMessage({ conversation_id: 'support-7', user_id: 7 }), {
        ...viewer,
        isAdmin: true,
      }),
    ).toBe(true);
  });

  describe('fed by the live channel', () => {
    beforeEach(async () => {
      await resetSessionCore();
      installFakeSocket();
      resetChat();
    });
    afterEach(() => {
      resetLive();
      resetChat();
      vi.unstubAllGlobals();
    });

    it('+1 on a new message while closed, 0 when the chat opens, lastReadMessageId kept', () => {
      login({ access_token: token(), user: apiUser({ id: 1 }) });
      const stop = followChatUnread();
      FakeSocket.latest().accept(1);
      const push = (id: number, userId = 2) =>
        FakeSocket.latest().receive({
          type: 'chat.message',
          message: makeChatMessage({ id, conversation_id: 'community-uz', user_id: userId }),
        });
      push(10);
      push(11);
      push(12, 1); // my own
      expect($chat.get().unreadCount).toBe(2);
      openChat(11);
      expect($chat.get()).toEqual({ unreadCount: 0, lastReadMessageId: 11, isOpen: true });
      push(13);
      expect($chat.get()).toEqual({ unreadCount: 0, lastReadMessageId: 13, isOpen: true });
      closeChat();
      push(14);
      expect($chat.get()).toEqual({ unreadCount: 1, lastReadMessageId: 13, isOpen: false });
      stop();
    });
  });
});

describe('a conversation timeline', () => {
  beforeEach(async () => {
    await resetSessionCore();
    installFakeSocket();
  });
  afterEach(() => {
    resetLive();
    vi.unstubAllGlobals();
  });

  it('mergeMessages keeps each id once, oldest first', () => {
    const a = makeChatMessage({ id: 5 });
    const b = makeChatMessage({ id: 3 });
    expect(mergeMessages([a], [b, { ...a, text: 'edited' }]).map((m) => [m.id, m.text])).toEqual([
      [3, b.text],
      [5, 'edited'],
    ]);
  });

  it('loads the newest page, then older pages pinned by before_id, and follows live events', async () => {
    login({ access_token: token(), user: apiUser({ id: 1 }) });
    const server = makeChatServer(120, 1);
    const requests = fakeApi(chatRoutes(server));
    const room = createChatRoom('community-uz');
    const stop = room.start();
    await vi.waitFor(() => expect(room.$state.get().loading).toBe(false), { timeout: 20_000 });
    expect(room.$state.get().messages).toHaveLength(50);
    expect(room.$state.get().messages.at(-1)?.id).toBe(1119);
    expect(room.$state.get().hasOlder).toBe(true);
    // A message arriving live does not shift the pages: the next page asks before the oldest.
    FakeSocket.latest().accept(1);
    FakeSocket.latest().receive({
      type: 'chat.message',
      message: makeChatMessage({ id: 5000, conversation_id: 'community-uz' }),
    });
    FakeSocket.latest().receive({
      type: 'chat.message',
      message: makeChatMessage({ id: 5001, conversation_id: 'community-ru' }),
    });
    expect(await room.loadOlder()).toBe(50);
    const older = requests.filter((r) => r.path === '/chat/community-uz/messages').at(-1);
    expect(older?.query.get('before_id')).toBe('1070');
    expect(await room.loadOlder()).toBe(20);
    const state = room.$state.get();
    expect(state.hasOlder).toBe(false);
    expect(state.messages.map((m) => m.id)).toEqual([
      ...Array.from({ length: 120 }, (_, i) => 1000 + i),
      5000,
    ]);
    FakeSocket.latest().receive({
      type: 'chat.deleted',
      conversation_id: 'community-uz',
      message_id: 5000,
    });
    expect(room.$state.get().messages.at(-1)?.id).toBe(1119);
    await room.send({ text: 'salom' });
    expect(room.$state.get().messages.at(-1)?.text).toBe('salom');
    stop();
  });
});
