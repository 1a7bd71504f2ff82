/**
 * Shared pieces of the assistant tests: a server with the demo courses, a signed-in user, and
 * `ask`, which posts a question and reads the whole server-sent-event answer.
 */
import type { AssistantStreamEvent } from '@savdo/contract';
import {
  readAssistantConfig,
  type AssistantConfig,
} from '@savdo/server/features/assistant/assistant-config';
import { seedDemoCourses } from '@savdo/server/features/courses/seed';
import { makeUser, signInAs, startTestServer, type TestServer } from './helpers';

export async function startAssistantServer(
  assistant: Partial<AssistantConfig> = {},
): Promise<TestServer> {
  // The routes read this object on each question: a test may change the model or the limit.
  const server = await startTestServer({
    assistant: { ...readAssistantConfig({}), indexCheckMs: 0, questionsPerMinute: 0, ...assistant },
  });
  await seedDemoCourses(server.db);
  return server;
}

export async function trader(server: TestServer): Promise<{ id: number; token: string }> {
  const user = await makeUser(server);
  const login = await signInAs(server, user.username, user.password ?? '');
  return { id: user.id, token: login.access_token };
}

export interface Asked {
  status: number;
  contentType: string | null;
  /** The JSON error body when the answer is not a stream. */
  error: { message?: string; code?: string; detail?: Record<string, string> } | null;
  events: AssistantStreamEvent[];
  /** Every SSE `event:` name, in order (each must equal its data's `type`). */
  names: string[];
}

export function parseSse(text: string): { events: AssistantStreamEvent[]; names: string[] } {
  const events: AssistantStreamEvent[] = [];
  const names: string[] = [];
  for (const block of text.split('\n\n')) {
    if (block.trim() === '') continue;
    let name = '';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event: ')) name = line.slice(7);
      if (line.startsWith('data: ')) data += line.slice(6);
    }
    names.push(name);
    events.push(JSON.parse(data) as AssistantStreamEvent);
  }
  return { events, names };
}

export async function ask(
  server: Pick<TestServer, 'baseUrl'>,
  token: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Asked> {
  const res = await fetch(`${server.baseUrl}/api/v1/ai-assistant/ask`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const contentType = res.headers.get('content-type');
  if (!contentType?.startsWith('text/event-stream')) {
    return { status: res.status, contentType, error: JSON.parse(text), events: [], names: [] };
  }
  return { status: res.status, contentType, error: null, ...parseSse(text) };
}

/** The `done` event's message (fails the test when the stream has none). */
export function answerOf(asked: Asked) {
  const done = asked.events.find((e) => e.type === 'done');
  if (!done || done.type !== 'done') {
    throw new Error(`no done event: ${JSON.stringify(asked.error ?? asked.events)}`);
  }
  return done.message;
}
