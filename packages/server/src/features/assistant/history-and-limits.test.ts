// The assistant's conversations kept per user in PostgreSQL (list, continue, clear one, clear
// all; another user's conversation is as good as missing), the per-user rate limit (429 with a
// clear message and Retry-After, counted across clearing) and bad input (4xx naming the field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AssistantClearedResponse,
  AssistantConversationResponse,
  AssistantConversationsResponse,
} from '@savdo/contract';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  answerOf,
  ask,
  startAssistantServer,
  trader,
} from '../../../../../tests/kit/server/assistant-fixtures';

let server: TestServer;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

beforeAll(async () => {
  server = await startAssistantServer();
  alice = await trader(server);
  bob = await trader(server);
});
afterAll(async () => {
  await server?.close();
});

const conversations = (token: string, query: Record<string, string> = {}) =>
  call<AssistantConversationsResponse>(server, 'GET', '/ai-assistant/conversations', {
    token,
    query,
  });

describe('conversation history', () => {
  let conversationId: number;

  it('a first question starts a conversation titled by it; a second continues it', async () => {
    const first = await ask(server, alice.token, {
      question: 'What is a stop loss?',
      language: 'en',
    });
    const start = first.events[0];
    if (start?.type !== 'start') throw new Error('no start event');
    conversationId = start.conversation_id;
    expect(start.question).toMatchObject({
      role: 'user',
      content: 'What is a stop loss?',
      mode: null,
    });

    const second = await ask(server, alice.token, {
      question: 'And a take profit?',
      conversation_id: conversationId,
      language: 'en',
    });
    const secondStart = second.events[0];
    expect(secondStart?.type === 'start' && secondStart.conversation_id).toBe(conversationId);
    expect(answerOf(second).citations[0]?.source_id).toBe('glossary.take-profit');

    const list = await conversations(alice.token);
    expect(list.status).toBe(200);
    expect(list.body.result).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(list.body.result.data[0]).toMatchObject({
      id: conversationId,
      title: 'What is a stop loss?',
      message_count: 4,
    });

    const one = await call<AssistantConversationResponse>(
      server,
      'GET',
      `/ai-assistant/conversations/${conversationId}`,
      { token: alice.token },
    );
    expect(one.status).toBe(200);
    expect(one.body.result.messages.map((m) => [m.role, m.mode])).toEqual([
      ['user', null],
      ['assistant', 'excerpts'],
      ['user', null],
      ['assistant', 'excerpts'],
    ]);
    expect(one.body.result.messages[1]?.citations[0]?.source_id).toBe('glossary.stop-loss');
  });

  it("another user's conversation is not found, to read, continue or clear", async () => {
    const path = `/ai-assistant/conversations/${conversationId}`;
    expect((await call(server, 'GET', path, { token: bob.token })).status).toBe(404);
    const cont = await ask(server, bob.token, {
      question: 'hello',
      conversation_id: conversationId,
    });
    expect(cont.status).toBe(404);
    expect(cont.error?.message).toBe('Conversation not found');
    expect((await call(server, 'DELETE', path, { token: bob.token })).status).toBe(404);
    expect((await conversations(bob.token)).body.result.total).toBe(0);
  });

  it('clears one conversation, then all of them', async () => {
    await ask(server, alice.token, { question: 'What is leverage?', language: 'en' });
    expect((await conversations(alice.token)).body.result.total).toBe(2);
    const one = await call<AssistantClearedResponse>(
      server,
      'DELETE',
      `/ai-assistant/conversations/${conversationId}`,
      { token: alice.token },
    );
    expect(one.status).toBe(200);
    expect(one.body.result.deleted).toBe(1);
    expect((await conversations(alice.token)).body.result.total).toBe(1);
    const all = await call<AssistantClearedResponse>(
      server,
      'DELETE',
      '/ai-assistant/conversations',
      {
        token: alice.token,
      },
    );
    expect(all.body.result.deleted).toBe(1);
    expect((await conversations(alice.token)).body.result.total).toBe(0);
  });

  it('pages the list, 20 a page by default', async () => {
    for (let i = 0; i < 3; i += 1) await ask(server, bob.token, { question: `Spread ${i}` });
    const page = await conversations(bob.token, { limit: '2', page: '2' });
    expect(page.body.result).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page.body.result.data).toHaveLength(1);
    expect(page.body.result.data[0]?.title).toBe('Spread 0');
  });
});

describe('per-user rate limit', () => {
  it('the 4th question in a minute (limit 3) answers 429 with a clear message; others are not affected', async () => {
    server.config.assistant.questionsPerMinute = 3;
    try {
      const carol = await trader(server);
      for (let i = 0; i < 3; i += 1) {
        expect((await ask(server, carol.token, { question: `What is a pip? ${i}` })).status).toBe(
          200,
        );
      }
      // Clearing the history does not reset the count.
      await call(server, 'DELETE', '/ai-assistant/conversations', { token: carol.token });
      const res = await fetch(`${server.baseUrl}/api/v1/ai-assistant/ask`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${carol.token}` },
        body: JSON.stringify({ question: 'What is a lot?' }),
      });
      expect(res.status).toBe(429);
      const body = (await res.json()) as { message: string; code: string };
      expect(body.message).toMatch(
        /^Too many questions: at most 3 a minute\. Try again in \d+ seconds\.$/,
      );
      expect(body.code).toBe('assistant.too_many');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);

      const ru = await ask(server, carol.token, { question: 'x' }, { 'accept-language': 'ru' });
      expect(ru.status).toBe(429);
      expect(ru.error?.message).toMatch(/^Слишком много вопросов: не больше 3 в минуту/);

      const dave = await trader(server);
      expect((await ask(server, dave.token, { question: 'What is a lot?' })).status).toBe(200);
    } finally {
      server.config.assistant.questionsPerMinute = 0;
    }
  });
});

describe('bad input', () => {
  it('needs a signed-in user', async () => {
    expect((await ask(server, null, { question: 'hi' })).status).toBe(401);
    expect((await call(server, 'GET', '/ai-assistant/conversations')).status).toBe(401);
    expect((await call(server, 'GET', '/ai-assistant/status')).status).toBe(401);
  });

  it('refuses a missing, blank, too long or non-string question, naming the field', async () => {
    for (const body of [{}, { question: '' }, { question: 'x'.repeat(1001) }, { question: 42 }]) {
      const asked = await ask(server, alice.token, body);
      expect(asked.status, JSON.stringify(body)).toBe(400);
      // The message or the field list names the field.
      const named = [asked.error?.message, ...Object.keys(asked.error?.detail ?? {})].join(' ');
      expect(named).toMatch(/question/);
    }
    const blank = await ask(server, alice.token, { question: '   \n ' });
    expect(blank.status).toBe(400);
    expect(blank.error?.detail).toEqual({ question: 'Write a question' });
  });

  it('refuses unknown fields, a bad language, a bad conversation id and broken JSON', async () => {
    expect((await ask(server, alice.token, { question: 'hi', extra: 1 })).status).toBe(400);
    const lang = await ask(server, alice.token, { question: 'hi', language: 'de' });
    expect(lang.status).toBe(400);
    expect(lang.error?.message).toMatch(/language/);
    for (const id of [0, -1, 1.5, 'abc', 2 ** 60]) {
      const asked = await ask(server, alice.token, { question: 'hi', conversation_id: id });
      expect(asked.status, String(id)).toBe(400);
    }
    expect((await ask(server, alice.token, '{"question":')).status).toBe(400);
    expect(
      (await ask(server, alice.token, { question: 'hi', conversation_id: 999999 })).status,
    ).toBe(404);
  });

  it('refuses bad ids and source ids on the other routes', async () => {
    for (const path of ['/ai-assistant/conversations/0', '/ai-assistant/conversations/abc']) {
      expect((await call(server, 'GET', path, { token: alice.token })).status).toBe(400);
      expect((await call(server, 'DELETE', path, { token: alice.token })).status).toBe(400);
    }
    expect(
      (
        await call(server, 'GET', '/ai-assistant/conversations', {
          token: alice.token,
          query: { limit: '0' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(server, 'GET', '/ai-assistant/sources/..%2Fetc', { token: alice.token })).status,
    ).toBe(400);
    expect(
      (await call(server, 'GET', '/ai-assistant/sources/rule.nope', { token: alice.token })).status,
    ).toBe(404);
    expect(
      (
        await call(server, 'GET', '/ai-assistant/sources/rule.module-access', {
          token: alice.token,
          query: { language: 'xx' },
        })
      ).status,
    ).toBe(400);
  });
});
