/** The SQL of notifications and their preferences. */
import type { NotificationKind, NotificationParams } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';

export interface NotificationRow {
  id: number;
  user_id: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string | null;
  dedupe_key: string | null;
  is_read: boolean;
  created_at: Date;
}

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  params: NotificationParams;
  link: string | null;
  dedupeKey: string | null;
  /** When it arrived: now unless given (the demo seed's older notifications). */
  createdAt?: Date;
}

const COLUMNS = 'id, user_id, kind, params, link, dedupe_key, is_read, created_at';

/** Stores it; null when this user already has a notification with the same dedupe key. */
export async function insertNotification(
  q: Queryable,
  n: NewNotification,
): Promise<NotificationRow | null> {
  const res = await q.query<NotificationRow>(
    `INSERT INTO notifications (user_id, kind, params, link, dedupe_key, created_at)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::timestamptz, now()))
     ON CONFLICT (user_id, dedupe_key) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      n.userId,
      n.kind,
      JSON.stringify(n.params),
      n.link,
      n.dedupeKey,
      n.createdAt?.toISOString() ?? null,
    ],
  );
  return res.rows[0] ?? null;
}

export async function listNotifications(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const [page, counts] = await Promise.all([
    q.query<NotificationRow>(
      `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [userId, limit, offset],
    ),
    q.query<{ total: string; unread: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE NOT is_read) AS unread
       FROM notifications WHERE user_id = $1`,
      [userId],
    ),
  ]);
  return {
    rows: page.rows,
    total: Number(counts.rows[0]?.total ?? 0),
    unread: Number(counts.rows[0]?.unread ?? 0),
  };
}

export async function countUnread(q: Queryable, userId: number): Promise<number> {
  const res = await q.query<{ n: string }>(
    'SELECT count(*) AS n FROM notifications WHERE user_id = $1 AND NOT is_read',
    [userId],
  );
  return Number(res.rows[0]?.n ?? 0);
}

/** Only the owner's: another user's id reads as not found. */
export async function setRead(
  q: Queryable,
  userId: number,
  id: number,
  isRead: boolean,
): Promise<NotificationRow | null> {
  const res = await q.query<NotificationRow>(
    `UPDATE notifications SET is_read = $3 WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, isRead],
  );
  return res.rows[0] ?? null;
}

export async function setAllRead(q: Queryable, userId: number): Promise<number> {
  const res = await q.query<{ id: number }>(
    'UPDATE notifications SET is_read = true WHERE user_id = $1 AND NOT is_read RETURNING id',
    [userId],
  );
  return res.rows.length;
}

export interface PreferencesRow {
  browser_kinds: string[];
  email: boolean;
  signal_asset_types: string[];
}

export async function findPreferences(
  q: Queryable,
  userId: number,
): Promise<PreferencesRow | null> {
  const res = await q.query<PreferencesRow>(
    'SELECT browser_kinds, email, signal_asset_types FROM notification_preferences WHERE user_id = $1',
    [userId],
  );
  return res.rows[0] ?? null;
}

export async function upsertPreferences(
  q: Queryable,
  userId: number,
  prefs: PreferencesRow,
): Promise<void> {
  await q.query(
    `INSERT INTO notification_preferences (user_id, browser_kinds, email, signal_asset_types)
     VALUES ($1, $2::text[], $3, $4::text[])
     ON CONFLICT (user_id) DO UPDATE SET browser_kinds = EXCLUDED.browser_kinds,
       email = EXCLUDED.email, signal_asset_types = EXCLUDED.signal_asset_types, updated_at = now()`,
    [userId, prefs.browser_kinds, prefs.email, prefs.signal_asset_types],
  );
}

/** Who follows new signals of this asset type: a preferences row naming it, or no row at all. */
export async function userIdsFollowingAsset(q: Queryable, assetType: string): Promise<number[]> {
  const res = await q.query<{ id: number }>(
    `SELECT u.id FROM users u
     LEFT JOIN notification_preferences p ON p.user_id = u.id
     WHERE u.is_active AND NOT u.is_banned AND (p.user_id IS NULL OR $1 = ANY (p.signal_asset_types))
     ORDER BY u.id`,
    [assetType],
  );
  return res.rows.map((r) => Number(r.id));
}
