// The AI assistant, contract-typed: message and conversation factories, the SSE text
// of an answer, and routes answering as the server does (status, ask as a server-sent-event
// stream answered whole, the history list, one conversation, clearing, a source). The answer a
// question gets is `server.answer(question)`; a test or story replaces it (a refusal, a 429).
import {
  ASSISTANT_DISCLAIMER,
  ASSISTANT_EXCERPTS_INTRO,
  ASSISTANT_PAGE_SIZE,
  type AssistantCitation,
  type AssistantConversation,
  type AssistantConversationResponse,
  type AssistantConversationsResponse,
  type AssistantDocument,
  type AssistantDocumentResponse,
  type AssistantMessage,
  type AssistantStatus,
  type AssistantStatusResponse,
  type AssistantStreamEvent,
  type Language,
} from '@savdo/contract';
import { failure, ok, type FakeAnswer, type RouteTable } from './fake-api';

let nextId = 1;

export function makeAssistantCitation(
  overrides: Partial<AssistantCitation> = {},
): AssistantCitation {
  return {
    source_id: 'rule.module-access',
    kind: 'rule',
    title: 'Course module access: 7 days, and how it is extended',
    url: '/ai-assistant?source=rule.module-access',
    excerpt:
      'Courses are sold per module. Buying a module opens all of its lessons for 7 days, counted from the moment of purchase.',
    ...overrides,
  };
}

export const DEMO_LESSON_CITATION = makeAssistantCitation({
  source_id: 'lesson.4',
  kind: 'lesson',
  title: 'Reading a candlestick',
  url: '/video-courses/1/player/4',
  excerpt: 'Lesson "Reading a candlestick": module "Your first chart", course "Trading Basics".',
});

export function makeAssistantMessage(overrides: Partial<AssistantMessage> = {}): AssistantMessage {
  const role = overrides.role ?? 'assistant';
  const language = overrides.language ?? 'en';
  return {
    id: nextId++,
    role,
    content: role === 'user' ? 'How long does module access last?' : 'Answer',
    mode: role === 'user' ? null : 'excerpts',
    citations: [],
    language,
    model_failed: false,
    disclaimer: role === 'user' ? null : ASSISTANT_DISCLAIMER[language],
    created_at: '2026-11-23T10:00:00.000Z',
    ...overrides,
  };
}

/** The offline answer to a question about module access, as the server words it. */
export function makeExcerptsAnswer(
  language: Language = 'en',
  citations: AssistantCitation[] = [makeAssistantCitation(), DEMO_LESSON_CITATION],
): AssistantMessage {
  const quoted = citations.map((c, i) => `[${i + 1}] ${c.title}\n${c.excerpt}`).join('\n\n');
  return makeAssistantMessage({
    content: `${ASSISTANT_EXCERPTS_INTRO[language]}\n\n${quoted}`,
    mode: 'excerpts',
    citations,
    language,
  });
}

export function makeAssistantConversation(
  overrides: Partial<AssistantConversation> = {},
): AssistantConversation {
  return {
    id: nextId++,
    title: 'How long does module access last?',
    message_count: 2,
    created_at: '2026-11-23T10:00:00.000Z',
    updated_at: '2026-11-23T10:00:05.000Z',
    ...overrides,
  };
}

/** Server-sent events as the server writes them. */
export function assistantSse(events: AssistantStreamEvent[]): FakeAnswer {
  const text = events.map((e) => `event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`).join('');
  return { status: 200, raw: { text, contentType: 'text/event-stream; charset=utf-8' } };
}

export interface FakeAssistantServer {
  status: AssistantStatus;
  conversations: { conversation: AssistantConversation; messages: AssistantMessage[] }[];
  documents: AssistantDocument[];
  /** The answer to a question: a message (streamed in words) or a failure (429, 500). */
  answer: (question: string, language: Language) => AssistantMessage | FakeAnswer;
}

export function fakeAssistantServer(
  overrides: Partial<FakeAssistantServer> = {},
): FakeAssistantServer {
  return {
    status: {
      mode: 'excerpts',
      questions_per_minute: 10,
      sources: [
        { kind: 'rule', documents: 7 },
        { kind: 'glossary', documents: 46 },
        { kind: 'lesson', documents: 21 },
      ],
    },
    conversations: [],
    documents: [
      {
        source_id: 'rule.module-access',
        kind: 'rule',
        language: 'en',
        title: 'Course module access: 7 days, and how it is extended',
        text: 'Courses are sold per module. Buying a module opens all of its lessons for 7 days, counted from the moment of purchase.\n\nBuying the same module again while its access is still active extends the access by another 7 days from the current expiry.',
        url: '/ai-assistant?source=rule.module-access',
        related_url: '/video-courses',
      },
    ],
    answer: (_question, language) => makeExcerptsAnswer(language),
    ...overrides,
  };
}

function isMessage(answer: AssistantMessage | FakeAnswer): answer is AssistantMessage {
  return !(answer instanceof Error) && 'role' in answer;
}

export function assistantRoutes(server: FakeAssistantServer): RouteTable {
  const find = (id: string) => server.conversations.find((c) => c.conversation.id === Number(id));
  return {
    'GET /ai-assistant/status': () => ok<AssistantStatusResponse>({ result: server.status }),
    'POST /ai-assistant/ask': (request) => {
      const body = request.body as {
        question: string;
        conversation_id?: number;
        language?: Language;
      };
      const language = body.language ?? 'en';
      const answer = server.answer(body.question, language);
      if (!isMessage(answer)) return answer;
      let entry = body.conversation_id ? find(String(body.conversation_id)) : undefined;
      if (body.conversation_id && !entry) return failure(404, 'Conversation not found');
      if (!entry) {
        entry = {
          conversation: makeAssistantConversation({ title: body.question, message_count: 0 }),
          messages: [],
        };
        server.conversations.unshift(entry);
      }
      const question = makeAssistantMessage({ role: 'user', content: body.question, language });
      entry.messages.push(question, answer);
      entry.conversation.message_count = entry.messages.length;
      const words = answer.content.match(/\S+\s*/g) ?? [];
      return assistantSse([
        {
          type: 'start',
          conversation_id: entry.conversation.id,
          question,
          mode: answer.mode ?? 'excerpts',
          citations: answer.citations,
        },
        ...words.map((text) => ({ type: 'delta' as const, text })),
        { type: 'done', message: answer },
      ]);
    },
    'GET /ai-assistant/conversations': (request) => {
      const limit = Number(request.query.get('limit') ?? ASSISTANT_PAGE_SIZE);
      const page = Number(request.query.get('page') ?? 1);
      const all = server.conversations.map((c) => c.conversation);
      return ok<AssistantConversationsResponse>({
        result: {
          data: all.slice((page - 1) * limit, page * limit),
          page,
          limit,
          total: all.length,
        },
      });
    },
    'GET /ai-assistant/conversations/:id': (request) => {
      const entry = find(request.params.id ?? '');
      return entry
        ? ok<AssistantConversationResponse>({ result: entry })
        : failure(404, 'Conversation not found');
    },
    'DELETE /ai-assistant/conversations/:id': (request) => {
      const before = server.conversations.length;
      server.conversations = server.conversations.filter(
        (c) => c.conversation.id !== Number(request.params.id),
      );
      return before === server.conversations.length
        ? failure(404, 'Conversation not found')
        : ok({ result: { deleted: 1 } });
    },
    'DELETE /ai-assistant/conversations': () => {
      const deleted = server.conversations.length;
      server.conversations = [];
      return ok({ result: { deleted } });
    },
    'GET /ai-assistant/sources/:id': (request) => {
      const doc = server.documents.find((d) => d.source_id === request.params.id);
      return doc
        ? ok<AssistantDocumentResponse>({ result: doc })
        : failure(404, 'Source not found');
    },
  };
}
