// The AI assistant (contract assistant.ts): one typed function per call. `askAssistant`
// streams: it posts the question with fetch (EventSource cannot POST or send the bearer header)
// and hands each server-sent event to `onEvent` as it arrives. A refusal before the stream (bad
// input, 429, someone else's conversation) rejects with ApiRequestError like every other call.
import {
  API_BASES,
  type AssistantAskRequest,
  type AssistantClearedResponse,
  type AssistantConversationResponse,
  type AssistantConversationsQuery,
  type AssistantConversationsResponse,
  type AssistantDocumentResponse,
  type AssistantStatusResponse,
  type AssistantStreamEvent,
  type Language,
} from '@savdo/contract';
import { $coreConfig } from '../config';
import { $language } from '../i18n/language';
import { reportUnauthorized } from '../api/credentials';
import { createSseParser } from './sse-parser';
import { authHeaders, mainApi } from '../api/client';
import { ApiRequestError } from '../api/errors';

const id = (n: number) => encodeURIComponent(String(n));

export function getAssistantStatus(): Promise<AssistantStatusResponse> {
  return mainApi.get<AssistantStatusResponse>('/ai-assistant/status');
}

export function getAssistantConversations(
  query: AssistantConversationsQuery = {},
): Promise<AssistantConversationsResponse> {
  return mainApi.get<AssistantConversationsResponse>('/ai-assistant/conversations', {
    params: { page: query.page, limit: query.limit },
  });
}

export function getAssistantConversation(
  conversationId: number,
): Promise<AssistantConversationResponse> {
  return mainApi.get<AssistantConversationResponse>(
    `/ai-assistant/conversations/${id(conversationId)}`,
  );
}

export function deleteAssistantConversation(
  conversationId: number,
): Promise<AssistantClearedResponse> {
  return mainApi.delete<AssistantClearedResponse>(
    `/ai-assistant/conversations/${id(conversationId)}`,
  );
}

export function deleteAllAssistantConversations(): Promise<AssistantClearedResponse> {
  return mainApi.delete<AssistantClearedResponse>('/ai-assistant/conversations');
}

export function getAssistantSource(
  sourceId: string,
  language?: Language,
): Promise<AssistantDocumentResponse> {
  return mainApi.get<AssistantDocumentResponse>(
    `/ai-assistant/sources/${encodeURIComponent(sourceId)}`,
    { params: { language } },
  );
}

export interface AskOptions {
  onEvent: (event: AssistantStreamEvent) => void;
  signal?: AbortSignal;
}

/** Resolves when the stream ends; rejects with ApiRequestError (status null: no network). */
export async function askAssistant(body: AssistantAskRequest, options: AskOptions): Promise<void> {
  const url = `${$coreConfig.get().apiBase}${API_BASES.main}/ai-assistant/ask`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        'Accept-Language': $language.get(),
        ...authHeaders(),
      },
      body: JSON.stringify(body),
      signal: options.signal,
    });
  } catch (failure) {
    if (options.signal?.aborted) throw failure;
    throw new ApiRequestError(null, null);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    if (response.status === 401) reportUnauthorized();
    throw new ApiRequestError(response.status, data);
  }
  const parser = createSseParser<AssistantStreamEvent>(options.onEvent);
  const streamed = response.body ? response.clone().body : null;
  if (!streamed) {
    // A fetch without response streams hands the answer over whole.
    parser.push(await response.text());
    parser.end();
    return;
  }
  // Chromium reports an answer read to its end through the body stream as an aborted request
  // (net::ERR_ABORTED in the console) whenever the stream's end is seen before the request's own
  // completion and the body is collected in between. A whole-body read of the same response
  // settles only on that completion, so the events are read from a clone (above) while `text()` of the
  // original holds the request open until the network says it finished (measured in Chromium:
  // reader alone, about half aborted; with the held read, none).
  const settled = response.text().catch(() => '');
  try {
    await streamed
      .pipeThrough(new TextDecoderStream())
      .pipeTo(new WritableStream<string>({ write: (chunk) => parser.push(chunk) }));
  } catch (failure) {
    if (options.signal?.aborted) throw failure;
    throw new ApiRequestError(null, null, 'The answer stream broke');
  }
  await settled;
  parser.end();
}
