// The assistant's conversation reducer: an answer grows with each delta, a model failure
// (`error`) replaces the partial text by the excerpts that follow, `done` files the question and
// the answer, a failure keeps the saved question and says why, opening a conversation replaces
// the screen.
import { describe, expect, it } from 'vitest';
import { chatReducer, initialChat, type ChatState } from '@savdo/widgets/assistant/chat-state';
import { makeAssistantCitation, makeAssistantMessage } from '../../../../tests/kit';

const question = makeAssistantMessage({ role: 'user', content: 'How long?' });
const citation = makeAssistantCitation();

function started(): ChatState {
  let state = chatReducer(initialChat, { type: 'ask', question: 'How long?' });
  state = chatReducer(state, {
    type: 'event',
    event: { type: 'start', conversation_id: 7, question, mode: 'model', citations: [citation] },
  });
  return state;
}

describe('chatReducer', () => {
  it('streams deltas into the pending answer, then files both messages on done', () => {
    let state = started();
    expect(state.conversationId).toBe(7);
    state = chatReducer(state, { type: 'event', event: { type: 'delta', text: 'Seven ' } });
    state = chatReducer(state, { type: 'event', event: { type: 'delta', text: 'days [1].' } });
    expect(state.pending?.text).toBe('Seven days [1].');
    const answer = makeAssistantMessage({
      content: 'Seven days [1].',
      mode: 'model',
      citations: [citation],
    });
    state = chatReducer(state, { type: 'event', event: { type: 'done', message: answer } });
    expect(state.pending).toBeNull();
    expect(state.messages).toEqual([question, answer]);
  });

  it('on a model error drops the partial text and marks the answer as excerpts', () => {
    let state = started();
    state = chatReducer(state, { type: 'event', event: { type: 'delta', text: 'Half' } });
    state = chatReducer(state, { type: 'event', event: { type: 'error', message: 'x' } });
    expect(state.pending).toMatchObject({ text: '', mode: 'excerpts', modelFailed: true });
  });

  it('a failure keeps the saved question and names the kind; a late failure after done is ignored', () => {
    const failed = chatReducer(started(), {
      type: 'failed',
      failure: { kind: 'rate-limit', message: 'Too many questions' },
    });
    expect(failed.messages).toEqual([question]);
    expect(failed.failure).toEqual({ kind: 'rate-limit', message: 'Too many questions' });
    expect(chatReducer(initialChat, { type: 'failed', failure: { kind: 'network' } })).toBe(
      initialChat,
    );
  });

  it('a refusal before the stream (no start) keeps nothing but the failure', () => {
    const asked = chatReducer(initialChat, { type: 'ask', question: 'x' });
    const failed = chatReducer(asked, { type: 'failed', failure: { kind: 'network' } });
    expect(failed.messages).toEqual([]);
    expect(failed.failure).toEqual({ kind: 'network' });
  });

  it('opening a conversation replaces the messages and clears the failure', () => {
    const failed = chatReducer(started(), { type: 'failed', failure: { kind: 'network' } });
    const opened = chatReducer(failed, { type: 'open', conversationId: 3, messages: [question] });
    expect(opened).toEqual({
      conversationId: 3,
      messages: [question],
      pending: null,
      failure: null,
    });
  });
});
