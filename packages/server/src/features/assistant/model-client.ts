/**
 * Streams an answer from any OpenAI-compatible chat-completions endpoint (OpenAI, a self-hosted
 * vLLM, llama.cpp or Ollama server): `POST {base}/chat/completions` with `stream: true`, read as
 * server-sent events (`data: {json}` lines, `data: [DONE]` at the end), yielding the text of each
 * `choices[0].delta.content`. A non-2xx answer, an `error` object in the stream, a connection
 * failure or `timeoutMs` without a chunk all throw `ModelError` (the caller falls back to
 * excerpts).
 */
import type { AssistantModelSettings } from './assistant-config';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class ModelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelError';
  }
}

interface StreamChunk {
  choices?: { delta?: { content?: unknown } }[];
  error?: { message?: unknown };
}

function errorText(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string };
    const message = typeof parsed.error === 'string' ? parsed.error : parsed.error?.message;
    if (typeof message === 'string') return message.slice(0, 300);
  } catch {
    // not JSON
  }
  return body.slice(0, 300);
}

export async function* streamChatCompletion(
  settings: AssistantModelSettings,
  messages: ChatMessage[],
): AsyncGenerator<string> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => abort.abort(), settings.timeoutMs);
  };
  arm();
  try {
    let response: Response;
    try {
      response = await fetch(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${settings.apiKey}`,
        },
        body: JSON.stringify({ model: settings.model, messages, stream: true, temperature: 0.2 }),
        signal: abort.signal,
      });
    } catch {
      throw new ModelError(
        abort.signal.aborted
          ? 'The model did not answer in time'
          : 'The model could not be reached',
      );
    }
    if (!response.ok || !response.body) {
      const body = await response.text().catch(() => '');
      throw new ModelError(`The model answered ${response.status}: ${errorText(body)}`);
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        throw new ModelError(
          abort.signal.aborted
            ? 'The model stopped answering in time'
            : 'The model connection broke',
        );
      }
      if (chunk.done) break;
      arm();
      buffer += decoder.decode(chunk.value, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const data = line.slice(5).trim();
        if (data === '[DONE]') return;
        let parsed: StreamChunk;
        try {
          parsed = JSON.parse(data) as StreamChunk;
        } catch {
          continue; // a keep-alive or a line we do not know
        }
        if (parsed.error) {
          const message =
            typeof parsed.error.message === 'string' ? parsed.error.message : 'unknown error';
          throw new ModelError(`The model failed: ${message}`);
        }
        const content = parsed.choices?.[0]?.delta?.content;
        if (typeof content === 'string' && content !== '') yield content;
      }
    }
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}
