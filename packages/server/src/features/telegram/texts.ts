/**
 * What the bot says in the chat, in uz, ru and en: the button back to the product, and its
 * answers to /start and /stop. The user's language is the product's (users.language); before a
 * chat is linked, the language Telegram reports for the sender. They name no kinds of
 * notification: which ones come is chosen per category in the settings (decision 0327).
 */
import type { Language } from '@savdo/contract';

export interface BotTexts {
  openButton: string;
  linked: (name: string) => string;
  codeInvalid: string;
  hello: string;
  stopped: string;
  notLinked: string;
}

export const BOT_TEXTS: Record<Language, BotTexts> = {
  uz: {
    openButton: 'Savdoda ochish',
    linked: (name) =>
      `Telegram ${name} hisobiga ulandi. Bildirishnomalar endi shu yerga keladi; qaysilari kelishini Savdo sozlamalarida tanlaysiz. To'xtatish uchun /stop yuboring.`,
    codeInvalid:
      'Bu havola eskirgan yoki allaqachon ishlatilgan. Savdo sozlamalarida yangi havola oling.',
    hello:
      'Salom! Bildirishnomalarni olish uchun Savdo sozlamalarida "Telegramni ulash" tugmasini bosing.',
    stopped:
      "Bildirishnomalar to'xtatildi. Qayta yoqish uchun Savdo sozlamalaridagi Telegram kalitini yoqing.",
    notLinked: 'Bu chat hech bir Savdo hisobiga ulanmagan.',
  },
  ru: {
    openButton: 'Открыть в Savdo',
    linked: (name) =>
      `Telegram привязан к аккаунту ${name}. Уведомления теперь приходят сюда; какие именно, выбирайте в настройках Savdo. Чтобы остановить, отправьте /stop.`,
    codeInvalid: 'Эта ссылка устарела или уже использована. Получите новую в настройках Savdo.',
    hello:
      'Здравствуйте! Чтобы получать уведомления, нажмите «Подключить Telegram» в настройках Savdo.',
    stopped:
      'Уведомления остановлены. Чтобы включить снова, используйте переключатель Telegram в настройках Savdo.',
    notLinked: 'Этот чат не привязан ни к одному аккаунту Savdo.',
  },
  en: {
    openButton: 'Open in Savdo',
    linked: (name) =>
      `Telegram is linked to the account ${name}. Notifications now arrive here; choose which ones in the Savdo settings. Send /stop to stop them.`,
    codeInvalid: 'This link has expired or was already used. Get a new one in the Savdo settings.',
    hello: 'Hello! To get notifications, press "Connect Telegram" in the Savdo settings.',
    stopped:
      'Notifications stopped. To turn them on again, use the Telegram switch in the Savdo settings.',
    notLinked: 'This chat is not linked to any Savdo account.',
  },
};
