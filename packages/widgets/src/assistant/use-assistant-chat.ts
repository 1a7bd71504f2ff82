// The assistant's conversation: the reducer of chat-state.ts driven by the answer stream of
// `askAssistant`. Local state, not a query store, because the answer grows word by word; the
// history list and a reopened conversation come from the query cache, dropped after each ask.
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { apiErrorMessage, apiErrorStatus } from '@savdo/core';
import { askAssistant, assistantApi, invalidateAssistantHistory } from '@savdo/core/assistant';
import type { Language } from '@savdo/contract';
import { chatReducer, initialChat, type ChatState } from './chat-state';

export interface AssistantChat extends ChatState {
  ask(question: string): Promise<void>;
  stop(): void;
  open(conversationId: number): Promise<boolean>;
  startNew(): void;
}

export function useAssistantChat(language: Language): AssistantChat {
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const running = useRef<AbortController | null>(null);
  const conversationId = useRef<number | null>(null);
  conversationId.current = state.conversationId;

  useEffect(() => () => running.current?.abort(), []);

  const ask = useCallback(
    async (question: string) => {
      if (running.current) return;
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'ask', question });
      try {
        await askAssistant(
          {
            question,
            language,
            ...(conversationId.current !== null ? { conversation_id: conversationId.current } : {}),
          },
          { signal: controller.signal, onEvent: (event) => dispatch({ type: 'event', event }) },
        );
        // A stream that ended without `done` (a proxy cut it): say so rather than hang.
        dispatch({ type: 'failed', failure: { kind: 'network' } });
      } catch (failure) {
        if (controller.signal.aborted) dispatch({ type: 'stopped' });
        else {
          const status = apiErrorStatus(failure);
          dispatch({
            type: 'failed',
            failure:
              status === 429
                ? { kind: 'rate-limit', message: apiErrorMessage(failure, '') }
                : status === null
                  ? { kind: 'network' }
                  : { kind: 'failed', message: apiErrorMessage(failure, '') || null },
          });
        }
      } finally {
        running.current = null;
        invalidateAssistantHistory();
      }
    },
    [language],
  );

  const stop = useCallback(() => running.current?.abort(), []);

  const open = useCallback(async (id: number) => {
    running.current?.abort();
    try {
      const answer = await assistantApi.getAssistantConversation(id);
      dispatch({ type: 'open', conversationId: id, messages: answer.result.messages });
      return true;
    } catch {
      return false;
    }
  }, []);

  const startNew = useCallback(() => {
    running.current?.abort();
    dispatch({ type: 'open', conversationId: null, messages: [] });
  }, []);

  return { ...state, ask, stop, open, startNew };
}
