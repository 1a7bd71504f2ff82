/**
 * Telegram as a delivery channel (docs/features/telegram.md): the state the settings show, the
 * start link that links a chat, and the switch. Calls: GET/PATCH/DELETE /telegram,
 * POST /telegram/start-link, POST /telegram/link-login.
 */
import { Type, type Static } from 'typebox';
import { Nullable, ResultOf } from './common';

/** The chat a user linked; `blocked` when Telegram refused a message (the user blocked the bot). */
export const TelegramLinkSchema = Type.Object({
  /** The Telegram @username, without the @, when the chat has one. */
  username: Nullable(Type.String()),
  /** Delivery is on: the settings switch, and /stop in the chat turns it off. */
  enabled: Type.Boolean(),
  blocked: Type.Boolean(),
  linked_at: Type.String(),
});
export type TelegramLink = Static<typeof TelegramLinkSchema>;

export const TelegramStatusSchema = Type.Object({
  /** False when the server has no bot configured: the channel is shown as unavailable. */
  available: Type.Boolean(),
  /** The bot's @name, for the t.me link. */
  bot_name: Nullable(Type.String()),
  link: Nullable(TelegramLinkSchema),
  /** The user signed in with Telegram: the chat can be linked in one click. */
  can_link_with_login: Type.Boolean(),
});
export type TelegramStatus = Static<typeof TelegramStatusSchema>;
export const TelegramStatusResultSchema = ResultOf(TelegramStatusSchema);
export type TelegramStatusResponse = Static<typeof TelegramStatusResultSchema>;

/** `https://t.me/<bot>?start=<one-time code>`; the code works once, until `expires_at`. */
export const TelegramStartLinkSchema = Type.Object({
  url: Type.String(),
  expires_at: Type.String(),
});
export type TelegramStartLink = Static<typeof TelegramStartLinkSchema>;
export const TelegramStartLinkResultSchema = ResultOf(TelegramStartLinkSchema);
export type TelegramStartLinkResponse = Static<typeof TelegramStartLinkResultSchema>;

export const UpdateTelegramBodySchema = Type.Object(
  { enabled: Type.Boolean({ errorMessage: 'enabled must be true or false' }) },
  { additionalProperties: false },
);
export type UpdateTelegramRequest = Static<typeof UpdateTelegramBodySchema>;

/** The feature's refusals, in English (the server's words) with their uz and ru texts. */
export const TELEGRAM_MESSAGES = {
  unavailable: 'Telegram notifications are not available on this server',
  notLinked: 'Telegram is not linked to your account',
  noTelegramLogin: 'Sign in with Telegram first to link it in one click',
} as const;

export const TELEGRAM_ERROR_TEXTS: Record<string, [string, { uz: string; ru: string }]> = {
  'telegram.unavailable': [
    TELEGRAM_MESSAGES.unavailable,
    {
      uz: 'Bu serverda Telegram bildirishnomalari mavjud emas',
      ru: 'Уведомления в Telegram на этом сервере недоступны',
    },
  ],
  'telegram.not_linked': [
    TELEGRAM_MESSAGES.notLinked,
    { uz: 'Hisobingizga Telegram ulanmagan', ru: 'Telegram не привязан к вашему аккаунту' },
  ],
  'telegram.no_login': [
    TELEGRAM_MESSAGES.noTelegramLogin,
    {
      uz: 'Bir bosishda ulash uchun avval Telegram orqali kiring',
      ru: 'Чтобы привязать в один клик, сначала войдите через Telegram',
    },
  ],
};
