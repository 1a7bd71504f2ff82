/**
 * Rows of `assistant_conversations` and `assistant_messages`: a user's conversations, their
 * messages, the count of the user's recent questions (the rate limit) and clearing.
 */
import type {
  AssistantAnswerMode,
  AssistantCitation,
  AssistantConversation,
  AssistantMessage,
  AssistantRole,
  Language,
} from '@savdo/contract';
import { ASSISTANT_DISCLAIMER } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export interface ConversationRow {
  id: number;
  user_id: number;
  title: string;
  created_at: Date;
  updated_at: Date;
  message_count: number;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  user_id: number;
  role: AssistantRole;
  mode: AssistantAnswerMode | null;
  content: string;
  citations: AssistantCitation[];
  language: Language;
  model_failed: boolean;
  created_at: Date;
}

const CONVERSATION = `SELECT c.*,
    (SELECT count(*) FROM assistant_messages m WHERE m.conversation_id = c.id)::int AS message_count
  FROM assistant_conversations c`;

export function presentConversation(row: ConversationRow): AssistantConversation {
  return {
    id: row.id,
    title: row.title,
    message_count: row.message_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentMessage(row: MessageRow): AssistantMessage {
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    mode: row.mode,
    citations: row.citations,
    language: row.language,
    model_failed: row.model_failed,
    disclaimer: row.role === 'assistant' ? ASSISTANT_DISCLAIMER[row.language] : null,
    created_at: row.created_at.toISOString(),
  };
}

export async function insertConversation(
  q: Queryable,
  userId: number,
  title: string,
): Promise<ConversationRow> {
  const res = await q.query<ConversationRow>(
    `INSERT INTO assistant_conversations (user_id, title) VALUES ($1, $2)
     RETURNING *, 0 AS message_count`,
    [userId, title],
  );
  return res.rows[0] as ConversationRow;
}

/** The user's own conversation, or null (another user's is as good as missing). */
export async function findConversation(
  q: Queryable,
  userId: number,
  id: number,
  lock = false,
): Promise<ConversationRow | null> {
  const res = await q.query<ConversationRow>(
    `${CONVERSATION} WHERE c.id = $1 AND c.user_id = $2${lock ? ' FOR UPDATE OF c' : ''}`,
    [id, userId],
  );
  return res.rows[0] ?? null;
}

export async function listConversations(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: ConversationRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    q.query<ConversationRow>(
      `${CONVERSATION} WHERE c.user_id = $1 ORDER BY c.updated_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM assistant_conversations WHERE user_id = $1',
      [userId],
    ),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}

export async function insertMessage(
  q: Queryable,
  message: {
    conversationId: number;
    userId: number;
    role: AssistantRole;
    mode: AssistantAnswerMode | null;
    content: string;
    citations: AssistantCitation[];
    language: Language;
    modelFailed?: boolean;
  },
): Promise<MessageRow> {
  const res = await q.query<MessageRow>(
    `INSERT INTO assistant_messages
       (conversation_id, user_id, role, mode, content, citations, language, model_failed)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8) RETURNING *`,
    [
      message.conversationId,
      message.userId,
      message.role,
      message.mode,
      message.content,
      JSON.stringify(message.citations),
      message.language,
      message.modelFailed ?? false,
    ],
  );
  await q.query('UPDATE assistant_conversations SET updated_at = now() WHERE id = $1', [
    message.conversationId,
  ]);
  return res.rows[0] as MessageRow;
}

export async function listMessages(
  q: Queryable,
  conversationId: number,
  limit: number,
): Promise<MessageRow[]> {
  const res = await q.query<MessageRow>(
    `SELECT * FROM (SELECT * FROM assistant_messages WHERE conversation_id = $1
       ORDER BY id DESC LIMIT $2) m ORDER BY id`,
    [conversationId, limit],
  );
  return res.rows;
}

/** The user's questions in the last `seconds`, and the age in seconds of the oldest of them. */
export async function recentQuestions(
  q: Queryable,
  userId: number,
  seconds: number,
): Promise<{ count: number; oldestAgeSeconds: number }> {
  const res = await q.query<{ n: number; oldest: number | null }>(
    `SELECT count(*)::int AS n,
       extract(epoch FROM now() - min(asked_at))::float8 AS oldest
     FROM assistant_questions_asked
     WHERE user_id = $1 AND asked_at > now() - make_interval(secs => $2)`,
    [userId, seconds],
  );
  const row = res.rows[0];
  return { count: row?.n ?? 0, oldestAgeSeconds: row?.oldest ?? 0 };
}

/** Notes a question (and forgets the user's notes older than a day). */
export async function noteQuestion(q: Queryable, userId: number): Promise<void> {
  await q.query(
    `DELETE FROM assistant_questions_asked WHERE user_id = $1 AND asked_at < now() - interval '1 day'`,
    [userId],
  );
  await q.query('INSERT INTO assistant_questions_asked (user_id) VALUES ($1)', [userId]);
}

export async function deleteConversation(
  q: Queryable,
  userId: number,
  id: number,
): Promise<number> {
  const res = await q.query('DELETE FROM assistant_conversations WHERE id = $1 AND user_id = $2', [
    id,
    userId,
  ]);
  return res.rowCount;
}

export async function deleteAllConversations(q: Queryable, userId: number): Promise<number> {
  const res = await q.query('DELETE FROM assistant_conversations WHERE user_id = $1', [userId]);
  return res.rowCount;
}
