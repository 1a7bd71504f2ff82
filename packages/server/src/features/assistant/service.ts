/**
 * Answering a question (decision 0250), apart from HTTP: `acceptQuestion` checks the rate limit
 * and the conversation and saves the question in one transaction (a refusal here is a plain 4xx,
 * before any stream); `answerQuestion` then finds the passages, writes the answer (the fixed
 * refusal, the model's streamed text, or the excerpts) and saves it, telling `emit` as it goes.
 * A model that fails or times out is reported with an `error` event and the answer falls back to
 * the excerpts, so a question always gets an answer that is saved whole.
 */
import {
  ASSISTANT_CONVERSATION_MAX_MESSAGES,
  ASSISTANT_EXCERPTS_INTRO,
  ASSISTANT_NOTHING_FOUND,
  ASSISTANT_REFUSAL,
  type AssistantAnswerMode,
  type AssistantCitation,
  type AssistantStreamEvent,
  type Language,
} from '@savdo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/adapter';
import {
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  ValidationError,
} from '../../domain-errors';
import { asksForPersonalAdvice } from './advice-guard';
import { questionLanguage } from './question-language';
import type { AssistantConfig } from './assistant-config';
import type { IndexService } from './index-service';
import { ModelError, streamChatCompletion } from './model-client';
import { buildMessages, citedHits, HISTORY_TURNS } from './prompt';
import {
  findConversation,
  insertConversation,
  insertMessage,
  listMessages,
  noteQuestion,
  presentMessage,
  recentQuestions,
  type ConversationRow,
  type MessageRow,
} from './repository';
import { excerptOf, type Hit } from './search-index';

/** Passages retrieved per question. */
export const PASSAGES_PER_ANSWER = 4;
/** Of those, how many an offline answer quotes. */
export const EXCERPTS_PER_ANSWER = 3;
const RATE_WINDOW_SECONDS = 60;
const TITLE_MAX = 80;

export class ConversationNotFoundError extends NotFoundError {
  constructor() {
    super('Conversation not found');
  }
}

export class ConversationFullError extends ConflictError {
  constructor() {
    super('This conversation is full. Start a new one.');
  }
}

export interface AssistantDeps {
  db: Db;
  config: AssistantConfig;
  index: IndexService;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** What the client is told when the model fails; the reason goes to the log, not to users. */
export const MODEL_UNAVAILABLE =
  'The AI model is unavailable right now, so the answer quotes our materials instead.';

export interface AcceptedQuestion {
  conversation: ConversationRow;
  question: MessageRow;
  /** Earlier messages of the conversation, oldest first (for the model). */
  history: MessageRow[];
  language: Language;
}

function titleOf(question: string): string {
  const flat = question.replace(/\s+/g, ' ').trim();
  return flat.length <= TITLE_MAX ? flat : `${flat.slice(0, TITLE_MAX - 1).trimEnd()}…`;
}

export async function acceptQuestion(
  deps: AssistantDeps,
  userId: number,
  input: { question: string; conversationId?: number; language: Language },
): Promise<AcceptedQuestion> {
  const question = input.question.trim();
  if (question === '') {
    throw new ValidationError('Write a question', { question: 'Write a question' });
  }
  const limit = deps.config.questionsPerMinute;
  const language = questionLanguage(question, input.language);
  return deps.db.transaction(async (tx) => {
    // One question at a time per user, in every process: the count below cannot race.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (limit > 0) {
      const recent = await recentQuestions(tx, userId, RATE_WINDOW_SECONDS);
      if (recent.count >= limit) {
        const wait = Math.max(1, Math.ceil(RATE_WINDOW_SECONDS - recent.oldestAgeSeconds));
        throw new TooManyRequestsError(
          `Too many questions: at most ${limit} a minute. Try again in ${wait} seconds.`,
          wait,
        );
      }
    }
    let conversation: ConversationRow;
    let history: MessageRow[] = [];
    if (input.conversationId !== undefined) {
      const found = await findConversation(tx, userId, input.conversationId, true);
      if (!found) throw new ConversationNotFoundError();
      if (found.message_count + 2 > ASSISTANT_CONVERSATION_MAX_MESSAGES) {
        throw new ConversationFullError();
      }
      conversation = found;
      history = await listMessages(tx, found.id, HISTORY_TURNS);
    } else {
      conversation = await insertConversation(tx, userId, titleOf(question));
    }
    await noteQuestion(tx, userId);
    const saved = await insertMessage(tx, {
      conversationId: conversation.id,
      userId,
      role: 'user',
      mode: null,
      content: question,
      citations: [],
      language,
    });
    return { conversation, question: saved, history, language };
  });
}

function citationOf(hit: Hit): AssistantCitation {
  return {
    source_id: hit.sourceId,
    kind: hit.kind,
    title: hit.title,
    url: hit.url,
    excerpt: excerptOf(hit.text),
  };
}

/** The offline answer: the label, then each passage with its number and title. */
export function excerptsAnswer(
  language: Language,
  citations: readonly AssistantCitation[],
): string {
  if (citations.length === 0) return ASSISTANT_NOTHING_FOUND[language];
  const quoted = citations.map((c, i) => `[${i + 1}] ${c.title}\n${c.excerpt}`).join('\n\n');
  return `${ASSISTANT_EXCERPTS_INTRO[language]}\n\n${quoted}`;
}

export async function answerQuestion(
  deps: AssistantDeps,
  accepted: AcceptedQuestion,
  emit: (event: AssistantStreamEvent) => void,
): Promise<MessageRow> {
  const { conversation, question, language } = accepted;
  const save = (
    mode: AssistantAnswerMode,
    content: string,
    citations: AssistantCitation[],
    modelFailed = false,
  ) =>
    insertMessage(deps.db, {
      conversationId: conversation.id,
      userId: question.user_id,
      role: 'assistant',
      mode,
      content,
      citations,
      language,
      modelFailed,
    });
  const start = (mode: AssistantAnswerMode, citations: AssistantCitation[]) =>
    emit({
      type: 'start',
      conversation_id: conversation.id,
      question: presentMessage(question),
      mode,
      citations,
    });
  const finish = (row: MessageRow) => {
    emit({ type: 'done', message: presentMessage(row) });
    return row;
  };

  if (asksForPersonalAdvice(question.content)) {
    start('refusal', []);
    const text = ASSISTANT_REFUSAL[language];
    emit({ type: 'delta', text });
    return finish(await save('refusal', text, []));
  }

  const index = await deps.index.current();
  const hits = index.search(question.content, language, PASSAGES_PER_ANSWER);
  const model = deps.config.model;

  const answerWithExcerpts = async (modelFailed: boolean) => {
    const citations = hits.slice(0, EXCERPTS_PER_ANSWER).map(citationOf);
    const text = excerptsAnswer(language, citations);
    if (!modelFailed) start('excerpts', citations);
    emit({ type: 'delta', text });
    return finish(await save('excerpts', text, citations, modelFailed));
  };

  if (!model || hits.length === 0) return answerWithExcerpts(false);

  const citations = hits.map(citationOf);
  start('model', citations);
  let text = '';
  try {
    const messages = buildMessages(
      language,
      accepted.history.map((m) => ({ role: m.role, content: m.content })),
      question.content,
      hits,
    );
    for await (const piece of streamChatCompletion(model, messages)) {
      text += piece;
      emit({ type: 'delta', text: piece });
    }
    if (text.trim() === '') throw new ModelError('The model answered nothing');
  } catch (error) {
    if (!(error instanceof ModelError)) throw error;
    deps.log?.warn({ err: error }, 'assistant model failed; answering with excerpts');
    emit({ type: 'error', message: MODEL_UNAVAILABLE });
    return answerWithExcerpts(true);
  }
  return finish(await save('model', text.trim(), citedHits(text, citations)));
}
