/**
 * The support inbox's SQL (docs/decisions/0297-support-inbox.md): one row per support
 * conversation with the user's newest message and support's newest reply. A message is the
 * user's when its author is the conversation's user; any other author (an admin) is support.
 * "Waiting" compares message ids (the insertion order), so two messages in the same instant
 * still have an order.
 */
import type {
  AdminChatMessagesQuery,
  AdminSupportConversation,
  AdminSupportConversationsQuery,
  ChatMessage,
} from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { pageWindow } from '../../db/admin-list-sql';
import type { FileLinker } from '../files';
import {
  displayName,
  findMessage,
  MESSAGE_COLUMNS,
  withImages,
  type ChatMessageRow,
} from './repository';

interface InboxRow {
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  last_user_at: Date | null;
  last_reply_at: Date | null;
  last_id: number;
  messages_count: number;
  waiting: boolean;
}

const INBOX = `(SELECT c.*, u.username, u.first_name, u.last_name,
    (c.last_user_id IS NOT NULL AND (c.last_reply_id IS NULL OR c.last_user_id > c.last_reply_id))
      AS waiting
  FROM (SELECT substring(m.conversation_id from 9)::bigint AS user_id,
          max(m.id) FILTER (WHERE m.user_id = substring(m.conversation_id from 9)::bigint)
            AS last_user_id,
          max(m.created_at) FILTER (WHERE m.user_id = substring(m.conversation_id from 9)::bigint)
            AS last_user_at,
          max(m.id) FILTER (WHERE m.user_id <> substring(m.conversation_id from 9)::bigint)
            AS last_reply_id,
          max(m.created_at) FILTER (WHERE m.user_id <> substring(m.conversation_id from 9)::bigint)
            AS last_reply_at,
          max(m.id) AS last_id, count(*)::int AS messages_count
        FROM chat_messages m WHERE m.conversation_id LIKE 'support-%'
        GROUP BY m.conversation_id) c
  JOIN users u ON u.id = c.user_id) i`;

/** Waiting ones first, the longest wait first; then the rest by their newest message. */
function inboxOrder(query: AdminSupportConversationsQuery): string {
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  if (query.sort === 'last_message_at') return `i.last_id ${direction}`;
  const waitingFirst = query.order === 'asc' ? 'ASC' : 'DESC';
  return `i.waiting ${waitingFirst}, CASE WHEN i.waiting THEN i.last_user_id END ASC, i.last_id DESC`;
}

export async function listInbox(
  q: Queryable,
  query: AdminSupportConversationsQuery,
  link: FileLinker,
): Promise<{ data: AdminSupportConversation[]; total: number; page: number; limit: number }> {
  const search = query.search?.trim() ? `%${query.search.trim()}%` : null;
  const where = `($1::text IS NULL OR i.username ILIKE $1
      OR (i.first_name || ' ' || i.last_name) ILIKE $1)
    AND ($2::boolean IS NULL OR i.waiting = $2)`;
  const params = [search, query.waiting ?? null];
  const { page, limit, offset } = pageWindow(query);
  const [rows, count] = await Promise.all([
    q.query<InboxRow>(
      `SELECT i.* FROM ${INBOX} WHERE ${where} ORDER BY ${inboxOrder(query)} LIMIT $3 OFFSET $4`,
      [...params, limit, offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${INBOX} WHERE ${where}`, params),
  ]);
  const data = await Promise.all(
    rows.rows.map(async (r) => ({
      user_id: Number(r.user_id),
      username: r.username,
      user_name: displayName(r),
      waiting: r.waiting,
      last_user_message_at: r.last_user_at?.toISOString() ?? null,
      last_reply_at: r.last_reply_at?.toISOString() ?? null,
      messages_count: r.messages_count,
      last_message: await findMessage(q, r.last_id, link),
    })),
  );
  return { data, total: count.rows[0]?.n ?? 0, page, limit };
}

/** Every conversation's messages for moderation, newest first, with the list's filters. */
export async function listAllMessages(
  q: Queryable,
  query: AdminChatMessagesQuery,
  link: FileLinker,
): Promise<{ data: ChatMessage[]; total: number; page: number; limit: number }> {
  const search = query.search?.trim() ? `%${query.search.trim()}%` : null;
  const user = query.user?.trim() ? `%${query.user.trim()}%` : null;
  const where = `($1::text IS NULL OR m.text ILIKE $1)
    AND ($2::bigint IS NULL OR m.user_id = $2)
    AND ($3::text IS NULL OR u.username ILIKE $3 OR (u.first_name || ' ' || u.last_name) ILIKE $3)
    AND ($4::text IS NULL OR m.conversation_id = $4)
    AND ($5::timestamptz IS NULL OR m.created_at >= $5)
    AND ($6::timestamptz IS NULL OR m.created_at <= $6)`;
  const params = [
    search,
    query.user_id ?? null,
    user,
    query.conversation_id ?? null,
    query.from ?? null,
    query.to ?? null,
  ];
  const { page, limit, offset } = pageWindow(query);
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const from = 'FROM chat_messages m JOIN users u ON u.id = m.user_id';
  const [rows, count] = await Promise.all([
    q.query<ChatMessageRow>(
      `SELECT ${MESSAGE_COLUMNS} ${from} WHERE ${where}
       ORDER BY m.id ${direction} LIMIT $7 OFFSET $8`,
      [...params, limit, offset],
    ),
    q.query<{ n: number }>(`SELECT count(*)::int AS n ${from} WHERE ${where}`, params),
  ]);
  return { data: await withImages(q, rows.rows, link), total: count.rows[0]?.n ?? 0, page, limit };
}
