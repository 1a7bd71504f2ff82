// The AI assistant on the client, its own entry (`@savdo/core/assistant`): the typed calls (the
// answer stream among them), the SSE reader and the query stores only the assistant widget
// uses, so they stay out of the shared core chunk.
export * as assistantApi from './api';
export { askAssistant, type AskOptions } from './api';
export { createSseParser } from './sse-parser';
export * from './queries';
