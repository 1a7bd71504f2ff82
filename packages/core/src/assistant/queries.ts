// The AI assistant's answers kept in the query cache: the status (mode, rate limit), the user's
// conversation list per page, one conversation, and a cited source in a language. Asking or
// clearing drops the conversation answers (`invalidateAssistantHistory`).
import type {
  AssistantConversationResponse,
  AssistantConversationsResponse,
  AssistantDocumentResponse,
  AssistantStatusResponse,
  Language,
} from '@savdo/contract';
import {
  getAssistantConversation,
  getAssistantConversations,
  getAssistantSource,
  getAssistantStatus,
} from './api';
import { createQuery, invalidateQueries, keyOf, type QueryStore } from '../query/query-client';

export const ASSISTANT_QUERIES = 'assistant/';
export const ASSISTANT_HISTORY_QUERIES = 'assistant/history/';
export const ASSISTANT_CONVERSATIONS_QUERY = 'assistant/history/list';
export const ASSISTANT_CONVERSATION_QUERY = 'assistant/history/one';
export const ASSISTANT_SOURCE_QUERY = 'assistant/source';

export const $assistantStatus: QueryStore<AssistantStatusResponse> = createQuery(
  'assistant/status',
  undefined,
  () => getAssistantStatus(),
);

export function assistantConversationsQuery(
  page: number,
): QueryStore<AssistantConversationsResponse> {
  return createQuery(ASSISTANT_CONVERSATIONS_QUERY, { page }, (p) => getAssistantConversations(p));
}

export function assistantConversationQuery(id: number): QueryStore<AssistantConversationResponse> {
  return createQuery(ASSISTANT_CONVERSATION_QUERY, { id }, (p) => getAssistantConversation(p.id));
}

export function assistantSourceQuery(
  sourceId: string,
  language: Language,
): QueryStore<AssistantDocumentResponse> {
  return createQuery(ASSISTANT_SOURCE_QUERY, { sourceId, language }, (p) =>
    getAssistantSource(p.sourceId, p.language),
  );
}

/** After a question or a clear: the list and the conversations are fetched again. */
export function invalidateAssistantHistory(): void {
  invalidateQueries(keyOf(ASSISTANT_HISTORY_QUERIES));
}
