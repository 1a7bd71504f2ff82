// The assistant's client calls: the SSE reader copes with events split anywhere across chunks,
// and askAssistant hands each event on, or rejects with the server's refusal (a 429 with its
// message) or a network failure, like every other call.
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantStreamEvent } from '@savdo/contract';
import { ApiRequestError, apiErrorMessage, resetCoreConfig } from '@savdo/core';
import { askAssistant, createSseParser } from '@savdo/core/assistant';
import {
  assistantRoutes,
  failure,
  fakeAssistantServer,
  installFakeApi,
} from '../../../../tests/kit';

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  resetCoreConfig();
});

describe('createSseParser', () => {
  it('joins events split at any byte and skips what is not JSON', () => {
    const text =
      'event: delta\ndata: {"type":"delta","text":"Hel"}\n\n: comment\n\nevent: delta\r\ndata: {"type":"delta","text":"lo"}\r\n\r\ndata: not json\n\n';
    for (const size of [1, 3, 7, text.length]) {
      const seen: AssistantStreamEvent[] = [];
      const parser = createSseParser<AssistantStreamEvent>((e) => seen.push(e));
      for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
      parser.end();
      expect(seen.map((e) => (e.type === 'delta' ? e.text : e.type)).join('')).toBe('Hello');
    }
  });
});

describe('askAssistant', () => {
  it('posts the question and hands on start, deltas and done', async () => {
    const api = installFakeApi(assistantRoutes(fakeAssistantServer()));
    restore = api.restore;
    const events: AssistantStreamEvent[] = [];
    await askAssistant(
      { question: 'How long?', language: 'en' },
      { onEvent: (e) => events.push(e) },
    );
    expect(api.calls('POST /ai-assistant/ask')[0]?.body).toEqual({
      question: 'How long?',
      language: 'en',
    });
    expect(events[0]?.type).toBe('start');
    expect(events.at(-1)?.type).toBe('done');
    const text = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    const done = events.at(-1);
    expect(done?.type === 'done' && done.message.content).toBe(text);
  });

  it('rejects a 429 with the server message before any event', async () => {
    const server = fakeAssistantServer({
      answer: () =>
        failure(429, 'Too many questions: at most 10 a minute. Try again in 30 seconds.'),
    });
    restore = installFakeApi(assistantRoutes(server)).restore;
    const events: AssistantStreamEvent[] = [];
    const error = await askAssistant({ question: 'x' }, { onEvent: (e) => events.push(e) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).status).toBe(429);
    expect(apiErrorMessage(error, '')).toMatch(/^Too many questions/);
    expect(events).toEqual([]);
  });

  it('rejects with status null when the network fails', async () => {
    restore = installFakeApi({
      'POST /ai-assistant/ask': () => new TypeError('Failed to fetch'),
    }).restore;
    const error = await askAssistant({ question: 'x' }, { onEvent: () => undefined }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiRequestError).status).toBeNull();
  });
});
