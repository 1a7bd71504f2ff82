/** The chat's SQL: messages with their author and images, mutes, the support conversations. */
import type { ChatImage, ChatMessage } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { FileLinker } from '../files';

export interface ChatMessageRow {
  id: number;
  conversation_id: string;
  user_id: number;
  text: string;
  created_at: Date;
  first_name: string;
  last_name: string;
  username: string;
  avatar_url: string | null;
  role: string;
}

export const MESSAGE_COLUMNS = `m.id, m.conversation_id, m.user_id, m.text, m.created_at,
  u.first_name, u.last_name, u.username, u.avatar_url, u.role`;

/** A user's display name: first and last name, or the username when both are empty. */
export function displayName(user: { first_name: string; last_name: string; username: string }) {
  return `${user.first_name} ${user.last_name}`.trim() || user.username;
}

function present(row: ChatMessageRow, images: ChatImage[]): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    user_id: row.user_id,
    user_name: displayName(row),
    user_avatar_url: row.avatar_url,
    is_admin: row.role === 'admin',
    text: row.text,
    images,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The rows as messages, each with its images in their order (one query for all of them). Images
 * are private: each is a signed link made now (docs/decisions/0276-bounded-uploads-and-private-files.md).
 */
export async function withImages(
  q: Queryable,
  rows: ChatMessageRow[],
  link: FileLinker,
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const res = await q.query<{ message_id: number; file_id: string }>(
    `SELECT message_id, file_id FROM chat_message_images
     WHERE message_id = ANY($1::bigint[]) ORDER BY message_id, position`,
    [rows.map((r) => r.id)],
  );
  const byMessage = new Map<number, ChatImage[]>();
  for (const r of res.rows) {
    const list = byMessage.get(r.message_id) ?? [];
    list.push({ id: r.file_id, url: link(r.file_id) });
    byMessage.set(r.message_id, list);
  }
  return rows.map((row) => present(row, byMessage.get(row.id) ?? []));
}

export async function findMessage(
  q: Queryable,
  id: number,
  link: FileLinker,
): Promise<ChatMessage | null> {
  const res = await q.query<ChatMessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.user_id
     WHERE m.id = $1`,
    [id],
  );
  return (await withImages(q, res.rows, link))[0] ?? null;
}

/** One page of a conversation, newest page first, oldest first within the page. */
export async function listMessages(
  q: Queryable,
  conversationId: string,
  options: { limit: number; page: number; beforeId: number | null },
  link: FileLinker,
): Promise<{ data: ChatMessage[]; total: number }> {
  const [rows, count] = await Promise.all([
    q.query<ChatMessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.user_id
       WHERE m.conversation_id = $1 AND ($2::bigint IS NULL OR m.id < $2::bigint)
       ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
      [conversationId, options.beforeId, options.limit, (options.page - 1) * options.limit],
    ),
    q.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_messages
       WHERE conversation_id = $1 AND ($2::bigint IS NULL OR id < $2::bigint)`,
      [conversationId, options.beforeId],
    ),
  ]);
  const data = await withImages(q, rows.rows.reverse(), link);
  return { data, total: count.rows[0]?.n ?? 0 };
}

export async function insertMessage(
  q: Queryable,
  message: { conversationId: string; userId: number; text: string },
): Promise<number> {
  const res = await q.query<{ id: number }>(
    'INSERT INTO chat_messages (conversation_id, user_id, text) VALUES ($1, $2, $3) RETURNING id',
    [message.conversationId, message.userId, message.text],
  );
  const id = res.rows[0]?.id;
  if (id === undefined) throw new Error('insert into chat_messages returned no row');
  return id;
}

/** The chat images among `ids` that `ownerId` uploaded and no message holds yet. */
export async function freeImagesOf(
  q: Queryable,
  ownerId: number,
  ids: string[],
): Promise<string[]> {
  const res = await q.query<{ id: string }>(
    `SELECT f.id FROM files f
     WHERE f.id = ANY($1::uuid[]) AND f.owner_id = $2 AND f.purpose = 'chat'
       AND NOT EXISTS (SELECT 1 FROM chat_message_images i WHERE i.file_id = f.id)`,
    [ids, ownerId],
  );
  return res.rows.map((r) => r.id);
}

export async function attachImages(q: Queryable, messageId: number, ids: string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await q.query(
      'INSERT INTO chat_message_images (message_id, file_id, position) VALUES ($1, $2, $3)',
      [messageId, id, position],
    );
  }
}

/** Deletes a message and its image files; answers what was deleted, or null. */
export async function deleteMessage(
  q: Queryable,
  id: number,
): Promise<{ conversation_id: string } | null> {
  await q.query(
    `DELETE FROM files WHERE id IN (SELECT file_id FROM chat_message_images WHERE message_id = $1)`,
    [id],
  );
  const res = await q.query<{ conversation_id: string }>(
    'DELETE FROM chat_messages WHERE id = $1 RETURNING conversation_id',
    [id],
  );
  return res.rows[0] ?? null;
}

/** Messages of `userId` since `seconds` ago (the send limit's database side). */
export async function countRecentMessages(
  q: Queryable,
  userId: number,
  seconds: number,
): Promise<number> {
  const res = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM chat_messages
     WHERE user_id = $1 AND created_at > now() - make_interval(secs => $2)`,
    [userId, seconds],
  );
  return res.rows[0]?.n ?? 0;
}

export interface MuteRow {
  user_id: number;
  until: Date;
  reason: string | null;
}

/** The mute in force for this user, if any. */
export async function activeMute(q: Queryable, userId: number): Promise<MuteRow | null> {
  const res = await q.query<MuteRow>(
    'SELECT user_id, until, reason FROM chat_mutes WHERE user_id = $1 AND until > now()',
    [userId],
  );
  return res.rows[0] ?? null;
}

export async function upsertMute(
  q: Queryable,
  mute: { userId: number; minutes: number; reason: string | null; by: number | null },
): Promise<MuteRow> {
  const res = await q.query<MuteRow>(
    `INSERT INTO chat_mutes (user_id, until, reason, created_by)
     VALUES ($1, now() + make_interval(mins => $2), $3, $4)
     ON CONFLICT (user_id) DO UPDATE
       SET until = EXCLUDED.until, reason = EXCLUDED.reason, created_by = EXCLUDED.created_by,
           created_at = now()
     RETURNING user_id, until, reason`,
    [mute.userId, mute.minutes, mute.reason, mute.by],
  );
  const row = res.rows[0];
  if (!row) throw new Error('mute not stored');
  return row;
}

export async function removeMute(q: Queryable, userId: number): Promise<boolean> {
  const res = await q.query('DELETE FROM chat_mutes WHERE user_id = $1', [userId]);
  return res.rowCount > 0;
}

export async function listMutes(q: Queryable): Promise<Array<MuteRow & { username: string }>> {
  const res = await q.query<MuteRow & { username: string }>(
    `SELECT m.user_id, m.until, m.reason, u.username FROM chat_mutes m
     JOIN users u ON u.id = m.user_id WHERE m.until > now() ORDER BY m.until`,
  );
  return res.rows;
}

/** Ids of the admins (members of every support conversation). */
export async function adminIds(q: Queryable): Promise<number[]> {
  const res = await q.query<{ id: number }>(
    "SELECT id FROM users WHERE role = 'admin' AND is_active AND NOT is_banned",
  );
  return res.rows.map((r) => r.id);
}

/** The newest message of each of these conversations. */
export async function lastMessages(
  q: Queryable,
  conversationIds: string[],
  link: FileLinker,
): Promise<Map<string, ChatMessage>> {
  const res = await q.query<ChatMessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.user_id
     WHERE m.id IN (SELECT max(id) FROM chat_messages WHERE conversation_id = ANY($1::text[])
                    GROUP BY conversation_id)`,
    [conversationIds],
  );
  const messages = await withImages(q, res.rows, link);
  return new Map(messages.map((m) => [m.conversation_id, m]));
}

/** Support conversations that have messages, newest activity first (for admins). */
export async function supportConversations(
  q: Queryable,
  limit: number,
): Promise<Array<{ conversation_id: string; user_id: number; name: string }>> {
  const res = await q.query<{
    conversation_id: string;
    first_name: string;
    last_name: string;
    username: string;
    user_id: number;
  }>(
    `SELECT c.conversation_id, u.id AS user_id, u.first_name, u.last_name, u.username
     FROM (SELECT conversation_id, max(id) AS last_id FROM chat_messages
           WHERE conversation_id LIKE 'support-%' GROUP BY conversation_id) c
     JOIN users u ON u.id = substring(c.conversation_id from 9)::bigint
     ORDER BY c.last_id DESC LIMIT $1`,
    [limit],
  );
  return res.rows.map((r) => ({
    conversation_id: r.conversation_id,
    user_id: r.user_id,
    name: displayName(r),
  }));
}

/** Chat images nobody sent within a day of uploading them. */
export async function deleteOrphanImages(q: Queryable): Promise<number> {
  const res = await q.query(
    `DELETE FROM files f WHERE f.purpose = 'chat' AND f.created_at < now() - interval '1 day'
       AND NOT EXISTS (SELECT 1 FROM chat_message_images i WHERE i.file_id = f.id)`,
  );
  return res.rowCount;
}

/**
 * The chat images among `ids` that a viewer may see: those in a message of a conversation they are
 * in (every community room; their own support conversation, or any for an admin), and their own
 * uploads no message holds yet. The same reach as the links the history and the upload gave.
 */
export async function visibleImageIds(
  q: Queryable,
  viewer: { id: number; admin: boolean },
  ids: string[],
): Promise<Set<string>> {
  const res = await q.query<{ id: string }>(
    `SELECT f.id FROM files f
     LEFT JOIN chat_message_images i ON i.file_id = f.id
     LEFT JOIN chat_messages m ON m.id = i.message_id
     WHERE f.id = ANY($1::uuid[]) AND f.purpose = 'chat'
       AND CASE
         WHEN i.file_id IS NULL THEN f.owner_id = $2
         ELSE m.conversation_id LIKE 'community-%'
           OR m.conversation_id = 'support-' || $2::text
           OR $3::boolean
       END`,
    [ids, viewer.id, viewer.admin],
  );
  return new Set(res.rows.map((r) => r.id));
}
