/**
 * Telegram as a delivery channel (docs/features/telegram.md): the state the settings show, the
 * start link that links a chat, the switch and the categories sent. Calls: GET/PATCH/DELETE
 * /telegram, POST /telegram/start-link, POST /telegram/link-login.
 */
import { Type, type Static } from 'typebox';
import { Nullable, ResultOf } from './common';
import type { NotificationKind } from './notifications';

/**
 * What a trader chooses to get in Telegram, one switch each (docs/decisions/0327-telegram-
 * categories.md): the notification kinds grouped by what they are about, so the list stays short.
 */
export const TELEGRAM_CATEGORIES = [
  'payments',
  'access',
  'signals',
  'expert_advisors',
  'calendar',
  'support',
] as const;
export type TelegramCategory = (typeof TELEGRAM_CATEGORIES)[number];

/** Every kind's category; a new kind does not compile until it is given one. */
export const TELEGRAM_CATEGORY_OF: Record<NotificationKind, TelegramCategory> = {
  payment_credited: 'payments',
  payment_failed: 'payments',
  purchase_receipt: 'payments',
  purchase_refunded: 'payments',
  top_up_refunded: 'payments',
  module_access_ending: 'access',
  module_access_ended: 'access',
  subscription_ending: 'access',
  signal_new: 'signals',
  expert_advisor_status: 'expert_advisors',
  calendar_reminder: 'calendar',
  calendar_actual: 'calendar',
  support_reply: 'support',
};

// Capitalised like the contract's other schema helpers, so the client build marks its calls pure
// (packages/contract/pure-functions.mjs) and no page carries TypeBox for it.
const CategorySwitches = <T>(value: (category: TelegramCategory) => T) =>
  Object.fromEntries(TELEGRAM_CATEGORIES.map((category) => [category, value(category)])) as Record<
    TelegramCategory,
    T
  >;

/** Each category's switch: true sends it to Telegram (all true when a chat is linked). */
export const TelegramCategoriesSchema = Type.Object(
  CategorySwitches(() => Type.Boolean()),
  { additionalProperties: false },
);
export type TelegramCategories = Record<TelegramCategory, boolean>;

/** The chat a user linked; `blocked` when Telegram refused a message (the user blocked the bot). */
export const TelegramLinkSchema = Type.Object({
  /** The Telegram @username, without the @, when the chat has one. */
  username: Nullable(Type.String()),
  /** Delivery is on: the settings switch, and /stop in the chat turns it off. */
  enabled: Type.Boolean(),
  /** Which categories go to Telegram while `enabled`; off, nothing goes whatever they say. */
  categories: TelegramCategoriesSchema,
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

/**
 * PATCH /telegram: the switch, some categories' switches, or both; what is left out stays.
 * `{ enabled }` alone is the call as it was before categories.
 */
export const UpdateTelegramBodySchema = Type.Object(
  {
    enabled: Type.Optional(Type.Boolean({ errorMessage: 'enabled must be true or false' })),
    categories: Type.Optional(
      Type.Object(
        CategorySwitches((category) =>
          Type.Optional(
            Type.Boolean({ errorMessage: `categories.${category} must be true or false` }),
          ),
        ),
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export interface UpdateTelegramRequest {
  enabled?: boolean;
  categories?: Partial<TelegramCategories>;
}

/** The feature's refusals, in English (the server's words) with their uz and ru texts. */
export const TELEGRAM_MESSAGES = {
  unavailable: 'Telegram notifications are not available on this server',
  notLinked: 'Telegram is not linked to your account',
  noTelegramLogin: 'Sign in with Telegram first to link it in one click',
  nothingToChange: 'Send enabled, categories or both',
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
  'telegram.nothing_to_change': [
    TELEGRAM_MESSAGES.nothingToChange,
    {
      uz: 'enabled, categories yoki ikkalasini yuboring',
      ru: 'Отправьте enabled, categories или оба',
    },
  ],
  'telegram.no_login': [
    TELEGRAM_MESSAGES.noTelegramLogin,
    {
      uz: 'Bir bosishda ulash uchun avval Telegram orqali kiring',
      ru: 'Чтобы привязать в один клик, сначала войдите через Telegram',
    },
  ],
};
