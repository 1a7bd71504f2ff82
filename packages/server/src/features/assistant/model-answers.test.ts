// The assistant with a model configured (AI_BASE_URL, AI_API_KEY, AI_MODEL): the retrieved
// passages go to an OpenAI-compatible chat-completions endpoint with stream: true, and its
// streamed answer streams on to the client as server-sent events, cited by the passages it
// names. Tested against a local stand-in of that API: a streamed answer, an HTTP error, an error
// inside the stream and a timeout (each falls back to excerpts, saved whole).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ASSISTANT_DISCLAIMER,
  ASSISTANT_EXCERPTS_INTRO,
  ASSISTANT_REFUSAL,
  type AssistantConversationResponse,
  type AssistantStatusResponse,
} from '@savdo/contract';
import { readAssistantConfig } from './assistant-config';
import { call, type TestServer } from '../../../../../tests/kit/server/helpers';
import {
  answerOf,
  ask,
  startAssistantServer,
  trader,
} from '../../../../../tests/kit/server/assistant-fixtures';
import {
  startModelStandIn,
  type ModelStandIn,
} from '../../../../../tests/kit/server/model-stand-in';

let server: TestServer;
let model: ModelStandIn;
let token: string;

beforeAll(async () => {
  model = await startModelStandIn();
  server = await startAssistantServer({
    model: { baseUrl: model.baseUrl, apiKey: 'test-key', model: 'stand-in-1', timeoutMs: 400 },
  });
  token = (await trader(server)).token;
});
afterAll(async () => {
  await server?.close();
  await model?.close();
});

describe('with a model', () => {
  it('sends the passages with stream: true and streams the answer on, citing the passages it names', async () => {
    model.behave({
      kind: 'stream',
      chunks: ['Access to a module ', 'lasts 7 days ', 'from the purchase [1].'],
      delayMs: 20,
    });
    const asked = await ask(server, token, {
      question: 'How long does module access last?',
      language: 'en',
    });
    expect(asked.status).toBe(200);
    expect(asked.events.map((e) => e.type)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
    const start = asked.events[0];
    expect(start?.type === 'start' && start.mode).toBe('model');
    const answer = answerOf(asked);
    expect(answer).toMatchObject({
      mode: 'model',
      content: 'Access to a module lasts 7 days from the purchase [1].',
      model_failed: false,
      disclaimer: ASSISTANT_DISCLAIMER.en,
    });
    expect(answer.citations.map((c) => c.source_id)).toEqual(['rule.module-access']);

    const sent = model.requests.at(-1);
    expect(sent?.authorization).toBe('Bearer test-key');
    expect(sent?.body.model).toBe('stand-in-1');
    expect(sent?.body.stream).toBe(true);
    const system = sent?.body.messages[0];
    expect(system?.role).toBe('system');
    // The model is told to refuse personal advice, with the fixed refusal.
    expect(system?.content).toContain(ASSISTANT_REFUSAL.en);
    const user = sent?.body.messages.at(-1);
    expect(user?.content).toContain('[1] Course module access: 7 days');
    expect(user?.content).toContain('Question: How long does module access last?');
  });

  it('streams: the first words reach the client while the model is still writing', async () => {
    model.behave({ kind: 'stream', chunks: ['First ', 'second ', 'third [1].'], delayMs: 150 });
    const began = Date.now();
    const res = await fetch(`${server.baseUrl}/api/v1/ai-assistant/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ question: 'What is a stop loss?', language: 'en' }),
    });
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    const decoder = new TextDecoder();
    let text = '';
    let firstDeltaAt = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (!firstDeltaAt && text.includes('event: delta')) firstDeltaAt = Date.now() - began;
    }
    const total = Date.now() - began;
    expect(text).toContain('event: done');
    expect(total - firstDeltaAt).toBeGreaterThanOrEqual(250);
  });

  it('sends the earlier turns of the conversation along', async () => {
    model.behave({ kind: 'stream', chunks: ['A stop loss limits a loss [1].'] });
    const first = await ask(server, token, { question: 'What is a stop loss?', language: 'en' });
    const start = first.events[0];
    if (start?.type !== 'start') throw new Error('no start');
    model.behave({ kind: 'stream', chunks: ['A take profit locks in profit [1].'] });
    await ask(server, token, {
      question: 'And a take profit?',
      conversation_id: start.conversation_id,
      language: 'en',
    });
    const messages = model.requests.at(-1)?.body.messages ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(messages[1]?.content).toBe('What is a stop loss?');
    expect(messages[2]?.content).toBe('A stop loss limits a loss [1].');
  });

  it('does not call the model for personal advice: the fixed refusal answers', async () => {
    const before = model.requests.length;
    const answer = answerOf(
      await ask(server, token, { question: 'Стоит ли покупать биткоин?', language: 'ru' }),
    );
    expect(answer.mode).toBe('refusal');
    expect(answer.content).toBe(ASSISTANT_REFUSAL.ru);
    expect(model.requests.length).toBe(before);
  });

  const failures = [
    ['an HTTP error', { kind: 'http-error', status: 500, message: 'upstream exploded' }],
    [
      'an error inside the stream',
      { kind: 'stream-error', after: ['Partly '], message: 'overloaded' },
    ],
    ['a timeout', { kind: 'hang' }],
  ] as const;
  for (const [name, behaviour] of failures) {
    it(`falls back to excerpts after ${name}, telling the client and saving the whole answer`, async () => {
      model.behave(behaviour);
      const asked = await ask(server, token, {
        question: 'What is the minimum top up?',
        language: 'en',
      });
      expect(asked.status).toBe(200);
      const types = asked.events.map((e) => e.type);
      expect(types[0]).toBe('start');
      expect(types).toContain('error');
      expect(types.at(-1)).toBe('done');
      const error = asked.events.find((e) => e.type === 'error');
      // The reason stays in the log: the client gets a fixed sentence.
      expect(error?.type === 'error' && error.message).not.toMatch(/exploded|overloaded/);
      const answer = answerOf(asked);
      expect(answer).toMatchObject({ mode: 'excerpts', model_failed: true });
      expect(answer.content.startsWith(ASSISTANT_EXCERPTS_INTRO.en)).toBe(true);
      expect(answer.citations[0]?.source_id).toBe('rule.top-up-minimum');

      const start = asked.events[0];
      if (start?.type !== 'start') throw new Error('no start');
      const saved = await call<AssistantConversationResponse>(
        server,
        'GET',
        `/ai-assistant/conversations/${start.conversation_id}`,
        { token },
      );
      expect(saved.body.result.messages.at(-1)).toMatchObject({
        mode: 'excerpts',
        model_failed: true,
      });
    });
  }

  it('status says a model answers', async () => {
    const res = await call<AssistantStatusResponse>(server, 'GET', '/ai-assistant/status', {
      token,
    });
    expect(res.body.result.mode).toBe('model');
  });
});

describe('model settings', () => {
  it('needs all three of AI_BASE_URL, AI_API_KEY and AI_MODEL, or none', () => {
    expect(readAssistantConfig({}).model).toBeNull();
    expect(() => readAssistantConfig({ AI_BASE_URL: 'http://x/v1' })).toThrow(
      /AI_API_KEY and AI_MODEL/,
    );
    expect(() =>
      readAssistantConfig({ AI_BASE_URL: 'ftp://x', AI_API_KEY: 'k', AI_MODEL: 'm' }),
    ).toThrow(/AI_BASE_URL/);
    expect(
      readAssistantConfig({ AI_BASE_URL: 'http://x/v1/', AI_API_KEY: 'k', AI_MODEL: 'm' }).model,
    ).toMatchObject({ baseUrl: 'http://x/v1', apiKey: 'k', model: 'm', timeoutMs: 30_000 });
    expect(readAssistantConfig({ AI_QUESTIONS_PER_MINUTE: '5' }).questionsPerMinute).toBe(5);
    expect(() => readAssistantConfig({ AI_QUESTIONS_PER_MINUTE: '-1' })).toThrow();
  });
});
