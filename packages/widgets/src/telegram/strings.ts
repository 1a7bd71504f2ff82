// Strings of the Telegram section of the settings (namespace `telegram`).
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: 'Telegram',
  hint: "Bildirishnomalarni Telegramda oling: to'lovlar, xaridlar, yangi signallar va botlar holati.",
  unavailable: 'Bu serverda Telegram bildirishnomalari mavjud emas.',
  connect: 'Telegramni ulash',
  connectOneClick: 'Telegram hisobim bilan bir bosishda ulash',
  openBot: 'Telegramda ochish',
  waiting:
    'Botda «Start» tugmasini bosing. Havola {{minutes}} daqiqa ishlaydi va faqat bir marta ishlatiladi.',
  check: 'Ulanishni tekshirish',
  linkedAs: 'Ulangan: @{{username}}',
  linked: 'Telegram ulangan',
  enabled: 'Bildirishnomalarni Telegramga yuborish',
  blocked:
    'Telegram xabarimizni qabul qilmadi: bot bloklangan yoki hali ishga tushirilmagan. Qayta ulang va botda «Start» ni bosing.',
  reconnect: 'Qayta ulash',
  unlink: 'Telegramni uzish',
  assets: "Yangi signallar yuqorida tanlangan aktivlar bo'yicha yuboriladi.",
  failed: "Amalni bajarib bo'lmadi. Qaytadan urinib ko'ring.",
  loadFailed: "Telegram holatini yuklab bo'lmadi",
  retry: 'Qaytadan urinish',
  saved: 'Saqlandi',
  unlinked: 'Telegram uzildi',
};

const en: LocaleOf<typeof uz> = {
  title: 'Telegram',
  hint: 'Get your notifications in Telegram: payments, purchases, new signals and expert advisor status.',
  unavailable: 'Telegram notifications are not available on this server.',
  connect: 'Connect Telegram',
  connectOneClick: 'Link my Telegram account in one click',
  openBot: 'Open in Telegram',
  waiting: 'Press "Start" in the bot. The link works for {{minutes}} minutes, once.',
  check: 'Check the connection',
  linkedAs: 'Linked: @{{username}}',
  linked: 'Telegram is linked',
  enabled: 'Send notifications to Telegram',
  blocked:
    'Telegram refused our message: the bot is blocked or was never started. Connect again and press "Start" in the bot.',
  reconnect: 'Connect again',
  unlink: 'Unlink Telegram',
  assets: 'New signals follow the asset types chosen above.',
  failed: 'The action failed. Please try again.',
  loadFailed: 'Could not load the Telegram status',
  retry: 'Try again',
  saved: 'Saved',
  unlinked: 'Telegram unlinked',
};

const ru: LocaleOf<typeof uz> = {
  title: 'Telegram',
  hint: 'Получайте уведомления в Telegram: платежи, покупки, новые сигналы и статус советников.',
  unavailable: 'Уведомления в Telegram на этом сервере недоступны.',
  connect: 'Подключить Telegram',
  connectOneClick: 'Привязать мой Telegram в один клик',
  openBot: 'Открыть в Telegram',
  waiting: 'Нажмите «Start» в боте. Ссылка действует {{minutes}} минут и только один раз.',
  check: 'Проверить подключение',
  linkedAs: 'Привязан: @{{username}}',
  linked: 'Telegram привязан',
  enabled: 'Отправлять уведомления в Telegram',
  blocked:
    'Telegram не принял наше сообщение: бот заблокирован или ещё не запущен. Подключите снова и нажмите «Start» в боте.',
  reconnect: 'Подключить снова',
  unlink: 'Отвязать Telegram',
  assets: 'Новые сигналы приходят по типам активов, выбранным выше.',
  failed: 'Не удалось выполнить действие. Попробуйте ещё раз.',
  loadFailed: 'Не удалось загрузить состояние Telegram',
  retry: 'Повторить',
  saved: 'Сохранено',
  unlinked: 'Telegram отвязан',
};

export const telegramStrings = widgetStrings('telegram', { uz, en, ru });
export const TELEGRAM_NAMESPACE = telegramStrings.namespace;
