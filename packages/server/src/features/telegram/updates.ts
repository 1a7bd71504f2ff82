/**
 * What the bot does with a message it receives (by long polling or the webhook): `/start CODE`
 * links the chat to the code's account and answers in that account's language; `/start` alone
 * in a linked chat turns delivery back on (the user unblocked the bot); `/stop` turns delivery
 * off. Answers are sent at once, outside the outbox: they reply to the user's own message.
 */
import type { Language } from '@savdo/contract';
import type { Db } from '../../db/adapter';
import type { BotApi, TelegramUpdate } from './bot-api';
import { hashCode } from './linking';
import { escapeHtml } from './message-html';
import { consumeCode, findLinkByChat, saveLink, setEnabledByChat } from './repository';
import { BOT_TEXTS } from './texts';

export interface UpdateDeps {
  db: Db;
  api: BotApi;
  /** The product's address, for the button back to the settings. */
  publicUrl: string;
}

const toLanguage = (value: string | null | undefined): Language =>
  value === 'uz' || value === 'ru' ? value : 'en';

async function userLanguage(db: Db, userId: number) {
  const res = await db.query<{ language: string; username: string }>(
    'SELECT language, username FROM users WHERE id = $1',
    [userId],
  );
  return res.rows[0] ?? null;
}

/** Applies one update; answers what happened (for the tests and the log). */
export async function handleUpdate(
  deps: UpdateDeps,
  update: TelegramUpdate,
): Promise<'linked' | 'code-invalid' | 'resumed' | 'hello' | 'stopped' | 'ignored'> {
  const message = update.message;
  // Only private chats: a group's id is not a person to notify.
  if (!message?.text || message.chat.type !== 'private') return 'ignored';
  const chatId = message.chat.id;
  const [command = '', argument = ''] = message.text.trim().split(/\s+/, 2);
  const name = command.replace(/@.*$/, '');
  const reply = async (lang: Language, text: string, withButton: boolean) => {
    const texts = BOT_TEXTS[lang];
    await deps.api.sendMessage({
      chatId,
      html: escapeHtml(text),
      ...(withButton
        ? { button: { text: texts.openButton, url: `${deps.publicUrl}/settings` } }
        : {}),
    });
  };
  const senderLanguage = toLanguage(message.from?.language_code);

  if (name === '/start' && argument) {
    const linked = await deps.db.transaction(async (tx) => {
      const userId = await consumeCode(tx, hashCode(argument));
      if (userId === null) return null;
      await saveLink(tx, {
        userId,
        chatId,
        username: message.from?.username ?? message.chat.username ?? null,
      });
      return userId;
    });
    if (linked === null) {
      await reply(senderLanguage, BOT_TEXTS[senderLanguage].codeInvalid, false);
      return 'code-invalid';
    }
    const user = await userLanguage(deps.db, linked);
    const lang = toLanguage(user?.language);
    await reply(lang, BOT_TEXTS[lang].linked(user?.username ?? ''), true);
    return 'linked';
  }
  if (name === '/start') {
    const link = await findLinkByChat(deps.db, chatId);
    if (!link) {
      await reply(senderLanguage, BOT_TEXTS[senderLanguage].hello, false);
      return 'hello';
    }
    await deps.db.query(
      'UPDATE telegram_links SET enabled = true, blocked_at = NULL WHERE chat_id = $1',
      [chatId],
    );
    const user = await userLanguage(deps.db, link.user_id);
    const lang = toLanguage(user?.language);
    await reply(lang, BOT_TEXTS[lang].linked(user?.username ?? ''), true);
    return 'resumed';
  }
  if (name === '/stop') {
    const link = await findLinkByChat(deps.db, chatId);
    if (!link) {
      await reply(senderLanguage, BOT_TEXTS[senderLanguage].notLinked, false);
      return 'ignored';
    }
    await setEnabledByChat(deps.db, chatId, false);
    const user = await userLanguage(deps.db, link.user_id);
    const lang = toLanguage(user?.language);
    await reply(lang, BOT_TEXTS[lang].stopped, false);
    return 'stopped';
  }
  return 'ignored';
}
