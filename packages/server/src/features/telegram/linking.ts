/**
 * Linking a Telegram chat to an account (docs/decisions/0316-telegram-linking.md): a one-time
 * start code (short-lived, single use, kept hashed) carried by `https://t.me/<bot>?start=<code>`,
 * or one click for a user who signed in with Telegram (a private chat's id is the user's
 * Telegram id; the bot may write only once the user started it, so a 403 marks the link blocked
 * and the settings say so). The switch and /stop turn delivery off; each category has its own
 * switch under it (docs/decisions/0327-telegram-categories.md); unlinking removes the link.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  TELEGRAM_CATEGORIES,
  TELEGRAM_MESSAGES,
  type TelegramCategory,
  type TelegramStartLink,
  type TelegramStatus,
  type UpdateTelegramRequest,
} from '@savdo/contract';
import type { TelegramConfig } from '../../config';
import type { Queryable } from '../../db/adapter';
import { ConflictError, NotFoundError, ValidationError } from '../../domain-errors';
import { listOAuthAccounts } from '../auth';
import {
  deleteLink,
  findLink,
  insertCode,
  saveLink,
  setCategories,
  setEnabled,
  type LinkRow,
} from './repository';

/** How long a start link works: long enough to open Telegram and press Start. */
export const CODE_TTL_SECONDS = 10 * 60;

export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** 404, as for Telegram sign-in on a server without a bot (features/auth/telegram-routes.ts). */
export class TelegramUnavailableError extends NotFoundError {
  constructor() {
    super(TELEGRAM_MESSAGES.unavailable);
  }
}

export class TelegramNotLinkedError extends NotFoundError {
  constructor() {
    super(TELEGRAM_MESSAGES.notLinked);
  }
}

export class NoTelegramLoginError extends ConflictError {
  constructor() {
    super(TELEGRAM_MESSAGES.noTelegramLogin);
  }
}

const iso = (value: Date | string) => new Date(value).toISOString();

function presentLink(row: LinkRow | null): TelegramStatus['link'] {
  if (!row) return null;
  return {
    username: row.username,
    enabled: row.enabled,
    categories: Object.fromEntries(
      TELEGRAM_CATEGORIES.map((category) => [category, !row.muted_categories.includes(category)]),
    ) as Record<TelegramCategory, boolean>,
    blocked: row.blocked_at !== null,
    linked_at: iso(row.linked_at),
  };
}

async function telegramAccountId(q: Queryable, userId: number): Promise<string | null> {
  const accounts = await listOAuthAccounts(q, userId);
  return accounts.find((account) => account.provider === 'telegram')?.account_id ?? null;
}

export async function telegramStatus(
  q: Queryable,
  config: TelegramConfig | null,
  userId: number,
): Promise<TelegramStatus> {
  return {
    available: config !== null,
    bot_name: config?.botName ?? null,
    link: presentLink(await findLink(q, userId)),
    can_link_with_login: config !== null && (await telegramAccountId(q, userId)) !== null,
  };
}

export async function createStartLink(
  q: Queryable,
  config: TelegramConfig | null,
  userId: number,
): Promise<TelegramStartLink> {
  if (!config) throw new TelegramUnavailableError();
  // 128 random bits in base64url: within /start's 64 characters of A-Z a-z 0-9 _ -.
  const code = randomBytes(16).toString('base64url');
  const expires = await insertCode(q, {
    hash: hashCode(code),
    userId,
    ttlSeconds: CODE_TTL_SECONDS,
  });
  return {
    url: `https://t.me/${config.botName}?start=${code}`,
    expires_at: expires.toISOString(),
  };
}

/** One click: the Telegram account the user signs in with is the chat. */
export async function linkWithLogin(
  q: Queryable,
  config: TelegramConfig | null,
  userId: number,
): Promise<number> {
  if (!config) throw new TelegramUnavailableError();
  const accountId = await telegramAccountId(q, userId);
  if (accountId === null) throw new NoTelegramLoginError();
  const chatId = Number(accountId);
  await saveLink(q, { userId, chatId, username: null });
  return chatId;
}

/** PATCH /telegram: the switch and the categories' switches given; all or nothing is saved. */
export async function updateDelivery(q: Queryable, userId: number, body: UpdateTelegramRequest) {
  const chosen = Object.entries(body.categories ?? {}) as [TelegramCategory, boolean][];
  if (body.enabled === undefined && chosen.length === 0) {
    throw new ValidationError(TELEGRAM_MESSAGES.nothingToChange);
  }
  const saved =
    (body.enabled === undefined || (await setEnabled(q, userId, body.enabled))) &&
    (chosen.length === 0 ||
      (await setCategories(q, userId, {
        on: chosen.filter(([, on]) => on).map(([category]) => category),
        off: chosen.filter(([, on]) => !on).map(([category]) => category),
      })));
  if (!saved) throw new TelegramNotLinkedError();
}

export async function unlink(q: Queryable, userId: number): Promise<void> {
  if (!(await deleteLink(q, userId))) throw new TelegramNotLinkedError();
}
