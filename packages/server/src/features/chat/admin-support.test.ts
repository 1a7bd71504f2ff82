// The support inbox (docs/decisions/0297-support-inbox.md): conversations whose user wrote after
// support's last reply come first and read as waiting; an admin reads one conversation and
// replies, and the user gets the reply live as support and as a notification; the moderation
// list finds any message by text, author and time. Non-admins are refused, an unknown user is
// 404, an unknown body key or an empty text is 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAuditEntry,
  AdminChatMessagesResponse,
  AdminSupportConversationsResponse,
  ChatMessagesResponse,
  ChatSendResponse,
  LiveEvent,
  PageResult,
} from '@savdo/contract';
import {
  call,
  makeUser,
  signInAs,
  startTestServer,
  type TestServer,
} from '../../../../../tests/kit/server/helpers';
import { openLive, type LiveClient } from '../../../../../tests/kit/server/live-client';

let server: TestServer;
let admin: string;
const clients: LiveClient[] = [];

async function person(role: 'user' | 'admin' = 'user') {
  const user = await makeUser(server, { role });
  const token = (await signInAs(server, user.username, user.password ?? '')).access_token;
  return { id: Number(user.id), username: user.username, token };
}

const send = (token: string, userId: number, text: string) =>
  call<ChatSendResponse>(server, 'POST', `/chat/support-${userId}/send`, {
    token,
    json: { text },
  });
const reply = (userId: number, json: unknown, token = admin) =>
  call<ChatSendResponse & { fields?: Record<string, string>; message?: string }>(
    server,
    'POST',
    `/admin/support/conversations/${userId}/reply`,
    { token, json },
  );
const inbox = (query: Record<string, string> = {}) =>
  call<AdminSupportConversationsResponse>(server, 'GET', '/admin/support/conversations', {
    token: admin,
    query: { limit: '100', ...query },
  });

beforeAll(async () => {
  server = await startTestServer();
  admin = (await person('admin')).token;
});
afterAll(async () => {
  for (const c of clients) c.close();
  await server?.close();
});

describe('the support inbox', () => {
  it('lists conversations waiting for an answer first, the longest wait first', async () => {
    const answered = await person();
    const older = await person();
    const newer = await person();
    await send(older.token, older.id, 'First question');
    await send(answered.token, answered.id, 'Question');
    expect((await reply(answered.id, { text: 'Answer' })).status).toBe(200);
    await send(newer.token, newer.id, 'Second question');

    const res = await inbox();
    expect(res.status).toBe(200);
    const ids = res.body.result.data.map((c) => c.user_id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(answered.id));
    const row = res.body.result.data.find((c) => c.user_id === answered.id);
    expect(row).toMatchObject({ waiting: false, messages_count: 2 });
    expect(row?.last_message?.text).toBe('Answer');
    const waiting = await inbox({ waiting: 'true' });
    expect(waiting.body.result.data.map((c) => c.user_id)).not.toContain(answered.id);
    const found = await inbox({ search: older.username });
    expect(found.body.result.data.map((c) => c.user_id)).toEqual([older.id]);
  });

  it("support's reply reaches the user live as support and as a notification", async () => {
    const user = await person();
    await send(user.token, user.id, 'Where is my bot?');
    const socket = openLive(server.baseUrl, user.token);
    clients.push(socket);
    await socket.next('hello');
    const res = await reply(user.id, { text: 'It is being set up' });
    expect(res.status).toBe(200);
    const live = (await socket.next('chat.message')) as Extract<
      LiveEvent,
      { type: 'chat.message' }
    >;
    expect(live.message).toMatchObject({
      conversation_id: `support-${user.id}`,
      text: 'It is being set up',
      is_admin: true,
    });
    const note = (await socket.next('notification')) as Extract<
      LiveEvent,
      { type: 'notification' }
    >;
    expect(note.notification.kind).toBe('support_reply');
    const row = (await inbox()).body.result.data.find((c) => c.user_id === user.id);
    expect(row?.waiting).toBe(false);

    const messages = await call<ChatMessagesResponse>(
      server,
      'GET',
      `/admin/support/conversations/${user.id}/messages`,
      { token: admin },
    );
    expect(messages.body.result.data.map((m) => m.text)).toEqual([
      'Where is my bot?',
      'It is being set up',
    ]);
    const log = await call<PageResult<AdminAuditEntry>>(server, 'GET', '/admin/audit', {
      token: admin,
      query: { entity: 'support_conversation', entity_id: String(user.id) },
    });
    expect(log.body.result.data[0]?.action).toBe('support.reply');
  });

  it('refuses non-admins, an unknown user, an unknown key and an empty text', async () => {
    const user = await person();
    expect((await reply(user.id, { text: 'x' }, user.token)).status).toBe(403);
    expect(
      (await call(server, 'GET', '/admin/support/conversations', { token: user.token })).status,
    ).toBe(403);
    expect((await reply(99_999_999, { text: 'Hello' })).status).toBe(404);
    expect(
      (
        await call(server, 'GET', '/admin/support/conversations/99999999/messages', {
          token: admin,
        })
      ).status,
    ).toBe(404);
    const unknown = await reply(user.id, { text: 'Hi', image_ids: [] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('image_ids');
    const empty = await reply(user.id, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('text');
  });
});

describe('the chat moderation list', () => {
  it('finds messages by text, author and time, newest first', async () => {
    const user = await person();
    const since = new Date(Date.now() - 1000).toISOString();
    await call(server, 'POST', '/chat/community-uz/send', {
      token: user.token,
      json: { text: 'Buy my course at spam.example' },
    });
    await call(server, 'POST', '/chat/community-uz/send', {
      token: user.token,
      json: { text: 'Hello all' },
    });
    const res = await call<AdminChatMessagesResponse>(server, 'GET', '/admin/chat/messages', {
      token: admin,
      query: { search: 'spam.example', user: user.username, from: since },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data.map((m) => m.text)).toEqual(['Buy my course at spam.example']);
    const all = await call<AdminChatMessagesResponse>(server, 'GET', '/admin/chat/messages', {
      token: admin,
      query: { user_id: String(user.id) },
    });
    expect(all.body.result.data.map((m) => m.text)).toEqual([
      'Hello all',
      'Buy my course at spam.example',
    ]);
    const before = await call<AdminChatMessagesResponse>(server, 'GET', '/admin/chat/messages', {
      token: admin,
      query: { user_id: String(user.id), to: since },
    });
    expect(before.body.result.total).toBe(0);
    expect((await call(server, 'GET', '/admin/chat/messages', { token: user.token })).status).toBe(
      403,
    );
  });
});
