/**
 * Notifications: `notify` is what other features call when something happened to a user. It
 * stores the notification (kind and params, so it renders in the reader's language), queues an
 * email when the user asked for them, and pushes it live. A `dedupeKey` names the event, so a
 * job that runs twice, two server processes, or a provider's repeated call notify once.
 *
 * A caller inside a transaction records with `recordNotification` and, after its commit,
 * delivers with `deliverNotifications`, so nobody is told of a change that was rolled back.
 * Other delivery channels (Telegram, docs/decisions/0314-telegram-delivery-channel.md) add
 * themselves with `addNotificationChannel` and queue their message in the same transaction.
 */
import {
  LANGUAGES,
  PAGE_SIZE,
  MAX_PAGE_SIZE,
  type AppNotification,
  type Language,
  type NotificationKind,
  type NotificationParams,
} from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import { NotFoundError } from '../../domain-errors';
import type { PublishLive } from '../../live/publisher';
import { queueMail } from '../../mail/outbox';
import { readPreferences } from './preferences';
import {
  countUnread,
  insertNotification,
  listNotifications,
  setAllRead,
  setRead,
  type NotificationRow,
} from './repository';
import { renderNotification, renderNotificationMail } from './texts';

export interface NotifyInput {
  userId: number;
  kind: NotificationKind;
  params?: NotificationParams;
  /** Where it leads in the product, a path such as /upgrade-plan. */
  link?: string | null;
  /** The event it is about ("payment_credited:order:12"); one notification per key and user. */
  dedupeKey?: string | null;
  /**
   * 'if-chosen' (the default): mailed when the user turned email on. 'always': mailed to
   * whoever has an address whatever they chose, as a record they keep (a purchase's receipt,
   * docs/decisions/0281-purchase-receipts.md).
   */
  mail?: 'if-chosen' | 'always';
}

export interface NotifyDeps {
  db: Queryable;
  publish: PublishLive;
  /** The site's address for links in emails (config.publicUrl); PUBLIC_URL otherwise. */
  publicUrl?: string;
}

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

export class UnknownNotificationError extends NotFoundError {
  constructor() {
    super(NOTIFICATION_NOT_FOUND);
  }
}

function siteUrl(publicUrl: string | undefined): string {
  const fromEnv = process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? '8080'}`;
  return (publicUrl ?? fromEnv).replace(/\/+$/, '');
}

export function toLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

export function presentNotification(row: NotificationRow, lang: Language): AppNotification {
  const text = renderNotification(row.kind, row.params, lang);
  return {
    id: Number(row.id),
    kind: row.kind,
    title: text.title,
    body: text.body,
    params: row.params,
    link: row.link,
    is_read: row.is_read,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** What a delivery channel is given for each stored notification, inside its transaction. */
export interface ChannelDelivery {
  row: NotificationRow;
  /** The reader's language, for the text. */
  language: Language;
  /** The absolute address of the page the notification leads to. */
  url: string;
}

export type NotificationChannel = (q: Queryable, delivery: ChannelDelivery) => Promise<void>;

const channels: NotificationChannel[] = [];

/** A channel (Telegram) hears of every notification stored from now on, once per module. */
export function addNotificationChannel(channel: NotificationChannel): void {
  if (!channels.includes(channel)) channels.push(channel);
}

interface Recipient {
  email: string | null;
  language: string;
}

async function recipient(q: Queryable, userId: number): Promise<Recipient | null> {
  const res = await q.query<Recipient>('SELECT email, language FROM users WHERE id = $1', [userId]);
  return res.rows[0] ?? null;
}

/**
 * Stores the notification in the caller's transaction, with its email when the user turned
 * email on (or always, `mail: 'always'`); null when the event was already notified (same dedupe
 * key) or the user is gone.
 */
export async function recordNotification(
  q: Queryable,
  input: NotifyInput,
  publicUrl?: string,
): Promise<NotificationRow | null> {
  const user = await recipient(q, input.userId);
  if (!user) return null;
  const row = await insertNotification(q, {
    userId: input.userId,
    kind: input.kind,
    params: input.params ?? {},
    link: input.link ?? null,
    dedupeKey: input.dedupeKey ?? null,
  });
  if (!row) return row;
  const link = `${siteUrl(publicUrl)}${row.link ?? '/dashboard'}`;
  const language = toLanguage(user.language);
  for (const channel of channels) await channel(q, { row, language, url: link });
  if (!user.email) return row;
  if (input.mail !== 'always' && !(await readPreferences(q, input.userId)).email) return row;
  const mail = renderNotificationMail(row.kind, row.params, language, link);
  await queueMail(q, { to: user.email, subject: mail.subject, text: mail.text, link });
  return row;
}

const isDb = (q: Queryable): q is Db => typeof (q as Partial<Db>).transaction === 'function';

/**
 * Pushes stored notifications to their users, in each user's language. A push that fails is
 * not the caller's failure (the payment or the job already committed): the notification is
 * stored and the bell finds it on its next read.
 */
export async function deliverNotifications(
  deps: Pick<NotifyDeps, 'db' | 'publish'>,
  rows: readonly (NotificationRow | null)[],
): Promise<void> {
  for (const row of rows) {
    if (!row) continue;
    try {
      const user = await recipient(deps.db, Number(row.user_id));
      const notification = presentNotification(row, toLanguage(user?.language));
      await deps.publish(
        { type: 'notification', notification },
        { kind: 'users', userIds: [Number(row.user_id)] },
      );
    } catch {
      // see above: stored, shown on the next read
    }
  }
}

/** Records and delivers one notification; null when it was a repeat of one already sent. */
export async function notify(
  deps: NotifyDeps,
  input: NotifyInput,
): Promise<NotificationRow | null> {
  // The notification and what its channels queue (mail, Telegram) are written together or not.
  const row = isDb(deps.db)
    ? await deps.db.transaction((tx) => recordNotification(tx, input, deps.publicUrl))
    : await recordNotification(deps.db, input, deps.publicUrl);
  await deliverNotifications(deps, [row]);
  return row;
}

/** The same event for many users (a new signal); each user gets one. */
export async function notifyMany(
  deps: NotifyDeps,
  userIds: readonly number[],
  input: Omit<NotifyInput, 'userId'>,
): Promise<number> {
  let sent = 0;
  for (const userId of userIds) {
    if (await notify(deps, { ...input, userId })) sent += 1;
  }
  return sent;
}

export async function myNotifications(
  q: Queryable,
  userId: number,
  query: { limit?: number; page?: number },
  lang: Language,
) {
  const limit = Math.min(query.limit ?? PAGE_SIZE.notifications, MAX_PAGE_SIZE);
  const page = query.page ?? 1;
  const { rows, total, unread } = await listNotifications(q, userId, limit, (page - 1) * limit);
  return {
    data: rows.map((row) => presentNotification(row, lang)),
    page,
    limit,
    total,
    unread,
  };
}

export async function markRead(
  q: Queryable,
  userId: number,
  id: number,
  isRead: boolean,
  lang: Language,
) {
  const row = await setRead(q, userId, id, isRead);
  if (!row) throw new UnknownNotificationError();
  return { notification: presentNotification(row, lang), unread: await countUnread(q, userId) };
}

export async function markAllRead(q: Queryable, userId: number) {
  const updated = await setAllRead(q, userId);
  return { updated, unread: await countUnread(q, userId) };
}
