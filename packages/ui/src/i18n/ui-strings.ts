// The ui package's own strings (namespace `ui`), in every language. They register when this
// module loads; useT imports UI_NAMESPACE from here so the registration is never tree-shaken.
import { addStrings } from '@savdo/core';

export const UI_NAMESPACE = 'ui';

export const uiStrings = {
  uz: {
    close: 'Yopish',
    loading: 'Yuklanmoqda…',
    notifications: 'Bildirishnomalar',
    dismiss: 'Bildirishnomani yopish',
    widgetFailedTitle: 'Vidjet yuklanmadi',
    widgetFailedText: "Bu qism hozir ko'rsatilmaydi. Sahifani yangilab ko'ring.",
    tryAgain: "Qayta urinib ko'ring",
  },
  en: {
    close: 'Close',
    loading: 'Loading…',
    notifications: 'Notifications',
    dismiss: 'Dismiss notification',
    widgetFailedTitle: 'This widget failed to load',
    widgetFailedText: 'This part cannot be shown right now. Try refreshing the page.',
    tryAgain: 'Try again',
  },
  ru: {
    close: 'Закрыть',
    loading: 'Загрузка…',
    notifications: 'Уведомления',
    dismiss: 'Закрыть уведомление',
    widgetFailedTitle: 'Виджет не загрузился',
    widgetFailedText: 'Эту часть сейчас нельзя показать. Попробуйте обновить страницу.',
    tryAgain: 'Попробовать снова',
  },
} as const;

addStrings(UI_NAMESPACE, uiStrings);
