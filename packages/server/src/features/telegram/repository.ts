/**
 * The telegram tables: linked chats, one-time start codes, the update offset (0160_telegram.sql);
 * the categories a link sends (0195_telegram_categories.sql).
 */
import type { TelegramCategory } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export interface LinkRow {
  user_id: number;
  chat_id: number;
  username: string | null;
  enabled: boolean;
  blocked_at: Date | string | null;
  linked_at: Date | string;
  /** The categories switched off; empty sends every one. */
  muted_categories: TelegramCategory[];
}

const LINK_COLUMNS =
  'user_id::int, chat_id::float8 AS chat_id, username, enabled, blocked_at, linked_at, muted_categories';

export async function findLink(q: Queryable, userId: number): Promise<LinkRow | null> {
  const res = await q.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM telegram_links WHERE user_id = $1`,
    [userId],
  );
  return res.rows[0] ?? null;
}

export async function findLinkByChat(q: Queryable, chatId: number): Promise<LinkRow | null> {
  const res = await q.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM telegram_links WHERE chat_id = $1`,
    [chatId],
  );
  return res.rows[0] ?? null;
}

/**
 * Links the chat to the user, on and unblocked. A chat linked to another account moves here
 * (whoever holds the chat and a fresh code of this account is this account's owner). A new link
 * sends every category; linking again keeps the categories the user chose.
 */
export async function saveLink(
  q: Queryable,
  link: { userId: number; chatId: number; username: string | null },
): Promise<void> {
  await q.query('DELETE FROM telegram_links WHERE chat_id = $1 AND user_id <> $2', [
    link.chatId,
    link.userId,
  ]);
  await q.query(
    `INSERT INTO telegram_links (user_id, chat_id, username) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET chat_id = excluded.chat_id,
       username = excluded.username, enabled = true, blocked_at = NULL, linked_at = now()`,
    [link.userId, link.chatId, link.username],
  );
}

export async function setEnabled(q: Queryable, userId: number, enabled: boolean): Promise<boolean> {
  const res = await q.query('UPDATE telegram_links SET enabled = $2 WHERE user_id = $1', [
    userId,
    enabled,
  ]);
  return res.rowCount > 0;
}

/**
 * Switches categories on and off in one statement, so two quick saves of different switches
 * both hold; false when the user has no link.
 */
export async function setCategories(
  q: Queryable,
  userId: number,
  change: { on: TelegramCategory[]; off: TelegramCategory[] },
): Promise<boolean> {
  const res = await q.query(
    `UPDATE telegram_links SET muted_categories = ARRAY(
       SELECT DISTINCT c FROM unnest(muted_categories || $2::text[]) AS c
       WHERE NOT (c = ANY($3::text[])) ORDER BY c)
     WHERE user_id = $1`,
    [userId, change.off, change.on],
  );
  return res.rowCount > 0;
}

export async function setEnabledByChat(q: Queryable, chatId: number, enabled: boolean) {
  const res = await q.query('UPDATE telegram_links SET enabled = $2 WHERE chat_id = $1', [
    chatId,
    enabled,
  ]);
  return res.rowCount > 0;
}

export async function markBlocked(q: Queryable, chatId: number): Promise<void> {
  await q.query('UPDATE telegram_links SET blocked_at = now() WHERE chat_id = $1', [chatId]);
}

export async function deleteLink(q: Queryable, userId: number): Promise<boolean> {
  const res = await q.query('DELETE FROM telegram_links WHERE user_id = $1', [userId]);
  return res.rowCount > 0;
}

export async function insertCode(
  q: Queryable,
  code: { hash: string; userId: number; ttlSeconds: number },
): Promise<Date> {
  const res = await q.query<{ expires_at: Date | string }>(
    `INSERT INTO telegram_link_codes (code_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING expires_at`,
    [code.hash, code.userId, code.ttlSeconds],
  );
  return new Date(res.rows[0]!.expires_at);
}

/** Uses the code up: the user it belongs to, or null when unknown, used or expired. */
export async function consumeCode(q: Queryable, hash: string): Promise<number | null> {
  const res = await q.query<{ user_id: number }>(
    `UPDATE telegram_link_codes SET used_at = now()
     WHERE code_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id::int`,
    [hash],
  );
  return res.rows[0]?.user_id ?? null;
}

export async function readOffset(q: Queryable): Promise<number> {
  const res = await q.query<{ next_offset: string | number }>(
    'SELECT next_offset FROM telegram_poll_state WHERE id',
  );
  return Number(res.rows[0]?.next_offset ?? 0);
}

export async function saveOffset(q: Queryable, offset: number): Promise<void> {
  await q.query(
    `INSERT INTO telegram_poll_state (id, next_offset) VALUES (true, $1)
     ON CONFLICT (id) DO UPDATE SET next_offset = GREATEST(telegram_poll_state.next_offset, $1)`,
    [offset],
  );
}
