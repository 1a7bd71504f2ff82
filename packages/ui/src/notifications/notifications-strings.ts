// Strings of the notification bell, sidebar and preferences (namespace `notifications`). The
// notifications' own texts come from the server in the reader's language.
import type { LocaleOf } from '@savdo/core';
import { widgetStrings } from '../i18n/widget-strings';

const uz = {
  title: 'Bildirishnomalar',
  open: 'Bildirishnomalarni ochish',
  openWithCount: 'Bildirishnomalar ({{count}} ta o‘qilmagan)',
  close: 'Yopish',
  empty: "Hozircha bildirishnomalar yo'q",
  emptyText:
    "To'lovlar, kirish muddati, signallar va botlar haqidagi xabarlar shu yerda paydo bo'ladi.",
  markAllRead: "Hammasini o'qilgan deb belgilash",
  markRead: "O'qilgan deb belgilash",
  unread: "O'qilmagan",
  loadMore: "Ko'proq ko'rsatish",
  loadFailed: "Bildirishnomalarni yuklab bo'lmadi",
  retry: 'Qaytadan urinish',
  actionFailed: "Amalni bajarib bo'lmadi. Qaytadan urinib ko'ring.",
  justNow: 'hozirgina',
  kind: {
    payment_credited: "To'lov tushdi",
    payment_failed: "To'lov o'tmadi",
    module_access_ending: 'Modul muddati tugamoqda',
    module_access_ended: 'Modul muddati tugadi',
    subscription_ending: 'Obuna tugamoqda',
    signal_new: 'Yangi signal',
    expert_advisor_status: 'Ekspert maslahatchi holati',
    support_reply: "Qo'llab-quvvatlash javobi",
  },
  prefs: {
    title: 'Bildirishnoma sozlamalari',
    browserHint: 'Qaysi bildirishnomalar brauzerda ham chiqsin',
    email: 'Bildirishnomalarni elektron pochtaga ham yuborish',
    assetsHint: 'Yangi signallar haqida qaysi aktivlar bo‘yicha xabar berilsin',
    saved: 'Sozlamalar saqlandi',
    saveFailed: "Sozlamalarni saqlab bo'lmadi",
    loadFailed: "Sozlamalarni yuklab bo'lmadi",
  },
  asset: { crypto: 'Kripto', forex: 'Forex', stocks: 'Aksiyalar', commodities: 'Xomashyo' },
};

const en: LocaleOf<typeof uz> = {
  title: 'Notifications',
  open: 'Open notifications',
  openWithCount: 'Notifications ({{count}} unread)',
  close: 'Close',
  empty: 'No notifications yet',
  emptyText: 'Payments, access ending, new signals and your bots will show up here.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  unread: 'Unread',
  loadMore: 'Show more',
  loadFailed: 'Failed to load notifications',
  retry: 'Try again',
  actionFailed: 'That did not work. Please try again.',
  justNow: 'just now',
  kind: {
    payment_credited: 'Payment credited',
    payment_failed: 'Payment failed',
    module_access_ending: 'Module access ending',
    module_access_ended: 'Module access ended',
    subscription_ending: 'Subscription ending',
    signal_new: 'New signal',
    expert_advisor_status: 'Expert advisor status',
    support_reply: 'Support reply',
  },
  prefs: {
    title: 'Notification settings',
    browserHint: 'Which notifications also show in the browser',
    email: 'Also send notifications by email',
    assetsHint: 'Which assets a new signal notifies you about',
    saved: 'Settings saved',
    saveFailed: 'Failed to save the settings',
    loadFailed: 'Failed to load the settings',
  },
  asset: { crypto: 'Crypto', forex: 'Forex', stocks: 'Stocks', commodities: 'Commodities' },
};

const ru: LocaleOf<typeof uz> = {
  title: 'Уведомления',
  open: 'Открыть уведомления',
  openWithCount: 'Уведомления ({{count}} непрочитанных)',
  close: 'Закрыть',
  empty: 'Уведомлений пока нет',
  emptyText: 'Здесь появятся платежи, окончание доступа, новые сигналы и ваши боты.',
  markAllRead: 'Отметить все как прочитанные',
  markRead: 'Отметить как прочитанное',
  unread: 'Непрочитанное',
  loadMore: 'Показать ещё',
  loadFailed: 'Не удалось загрузить уведомления',
  retry: 'Попробовать снова',
  actionFailed: 'Не получилось. Попробуйте снова.',
  justNow: 'только что',
  kind: {
    payment_credited: 'Платёж зачислен',
    payment_failed: 'Платёж не прошёл',
    module_access_ending: 'Доступ к модулю заканчивается',
    module_access_ended: 'Доступ к модулю закончился',
    subscription_ending: 'Подписка заканчивается',
    signal_new: 'Новый сигнал',
    expert_advisor_status: 'Статус советника',
    support_reply: 'Ответ поддержки',
  },
  prefs: {
    title: 'Настройки уведомлений',
    browserHint: 'Какие уведомления показывать и в браузере',
    email: 'Отправлять уведомления и на почту',
    assetsHint: 'О новых сигналах каких активов сообщать',
    saved: 'Настройки сохранены',
    saveFailed: 'Не удалось сохранить настройки',
    loadFailed: 'Не удалось загрузить настройки',
  },
  asset: { crypto: 'Крипто', forex: 'Форекс', stocks: 'Акции', commodities: 'Сырьё' },
};

export const notificationsStrings = widgetStrings('notifications', { uz, en, ru });
export const NOTIFICATIONS_NAMESPACE = notificationsStrings.namespace;
