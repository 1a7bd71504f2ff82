// The ui package's own strings (namespace `ui`), in every language. They register on first use,
// through uiNamespace(): ui is side-effect free, so a bundler may drop this module's top-level
// code whenever only the namespace's name is imported (the host app's build did, and its pages
// showed keys such as `permission.label` and an untranslated close button).
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

let registered = false;

/** The ui namespace, its strings registered (once) before anything reads them. */
export function uiNamespace(): string {
  if (!registered) {
    addStrings(UI_NAMESPACE, uiStrings);
    registered = true;
  }
  return UI_NAMESPACE;
}

// Also at load, for code that enumerates the registered namespaces (the locale-keys test).
uiNamespace();
