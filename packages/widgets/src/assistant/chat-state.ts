// The conversation on screen as a pure reducer (unit-tested without React): the saved messages,
// the answer streaming in (its text grows with each `delta`; an `error` event means the model
// failed and the excerpts that follow replace the text so far), and why the last ask failed.
import type {
  AssistantAnswerMode,
  AssistantCitation,
  AssistantMessage,
  AssistantStreamEvent,
} from '@savdo/contract';

export interface PendingAnswer {
  question: string;
  /** The saved question, once the server has it (`start`). */
  saved: AssistantMessage | null;
  mode: AssistantAnswerMode | null;
  text: string;
  citations: AssistantCitation[];
  modelFailed: boolean;
}

export type AskFailure =
  | { kind: 'rate-limit'; message: string }
  | { kind: 'network' }
  | { kind: 'failed'; message: string | null };

export interface ChatState {
  conversationId: number | null;
  messages: AssistantMessage[];
  pending: PendingAnswer | null;
  failure: AskFailure | null;
}

export type ChatAction =
  | { type: 'ask'; question: string }
  | { type: 'event'; event: AssistantStreamEvent }
  | { type: 'failed'; failure: AskFailure }
  | { type: 'stopped' }
  | { type: 'open'; conversationId: number | null; messages: AssistantMessage[] };

export const initialChat: ChatState = {
  conversationId: null,
  messages: [],
  pending: null,
  failure: null,
};

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'ask':
      return {
        ...state,
        failure: null,
        pending: {
          question: action.question,
          saved: null,
          mode: null,
          text: '',
          citations: [],
          modelFailed: false,
        },
      };
    case 'event': {
      const { pending } = state;
      if (!pending) return state;
      const event = action.event;
      switch (event.type) {
        case 'start':
          return {
            ...state,
            conversationId: event.conversation_id,
            pending: {
              ...pending,
              saved: event.question,
              mode: event.mode,
              citations: event.citations,
            },
          };
        case 'delta':
          return { ...state, pending: { ...pending, text: pending.text + event.text } };
        case 'error':
          return {
            ...state,
            pending: { ...pending, text: '', mode: 'excerpts', citations: [], modelFailed: true },
          };
        case 'done':
          return {
            ...state,
            messages: [...state.messages, ...(pending.saved ? [pending.saved] : []), event.message],
            pending: null,
          };
      }
      return state;
    }
    case 'failed': {
      // Only an answer still coming can fail (a stream that ended after `done` is fine).
      if (!state.pending) return state;
      // A question the server saved stays in the list even when its answer did not arrive.
      const saved = state.pending.saved;
      return {
        ...state,
        messages: saved ? [...state.messages, saved] : state.messages,
        pending: null,
        failure: action.failure,
      };
    }
    case 'stopped': {
      const saved = state.pending?.saved;
      return {
        ...state,
        messages: saved ? [...state.messages, saved] : state.messages,
        pending: null,
      };
    }
    case 'open':
      return {
        conversationId: action.conversationId,
        messages: action.messages,
        pending: null,
        failure: null,
      };
  }
}
