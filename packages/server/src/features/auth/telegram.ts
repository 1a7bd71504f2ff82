/**
 * Telegram Login Widget data, checked as Telegram documents it: the data-check-string is every
 * received field except `hash`, as `key=value`, sorted by key, joined by newlines; the secret
 * key is SHA-256 of the bot token; the hash is the hex HMAC-SHA-256 of the string under that
 * key. `auth_date` must be recent.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type TelegramData = Record<string, string | number | boolean>;

export function telegramDataCheckString(data: TelegramData): string {
  return Object.keys(data)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${String(data[key])}`)
    .join('\n');
}

export function telegramHash(data: TelegramData, botToken: string): string {
  const secret = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secret).update(telegramDataCheckString(data)).digest('hex');
}

export type TelegramCheck = { ok: true } | { ok: false; reason: 'hash' | 'expired' };

export function checkTelegramLogin(
  data: TelegramData,
  botToken: string,
  maxAgeSeconds: number,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): TelegramCheck {
  const expected = Buffer.from(telegramHash(data, botToken), 'hex');
  const given = Buffer.from(String(data.hash ?? ''), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'hash' };
  }
  const authDate = Number(data.auth_date);
  // A little clock skew is tolerated in the future; the past is bounded by maxAgeSeconds.
  if (
    !Number.isFinite(authDate) ||
    nowSeconds - authDate > maxAgeSeconds ||
    authDate - nowSeconds > 300
  ) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true };
}
