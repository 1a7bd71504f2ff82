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
    permission: {
      label: 'Brauzer ruxsati',
      enabled: 'Yoqilgan',
      blocked: 'Bloklangan',
      default: "So'ralmagan",
      unsupported: "Bu brauzer bildirishnomalarni qo'llamaydi",
      ask: 'Bildirishnomalarni yoqish',
      denied: 'Bildirishnoma ruxsati rad etildi',
      blockedHint:
        'Ruxsat berish uchun brauzer sozlamalarida bu sayt uchun bildirishnomalarni yoqing.',
    },
  },
  en: {
    close: 'Close',
    loading: 'Loading…',
    notifications: 'Notifications',
    dismiss: 'Dismiss notification',
    widgetFailedTitle: 'This widget failed to load',
    widgetFailedText: 'This part cannot be shown right now. Try refreshing the page.',
    tryAgain: 'Try again',
    permission: {
      label: 'Browser permission',
      enabled: 'Enabled',
      blocked: 'Blocked',
      default: 'Not asked yet',
      unsupported: 'This browser does not support notifications',
      ask: 'Enable notifications',
      denied: 'Notification permission denied',
      blockedHint: "To allow them, turn notifications on for this site in the browser's settings.",
    },
  },
  ru: {
    close: 'Закрыть',
    loading: 'Загрузка…',
    notifications: 'Уведомления',
    dismiss: 'Закрыть уведомление',
    widgetFailedTitle: 'Виджет не загрузился',
    widgetFailedText: 'Эту часть сейчас нельзя показать. Попробуйте обновить страницу.',
    tryAgain: 'Попробовать снова',
    permission: {
      label: 'Разрешение браузера',
      enabled: 'Включены',
      blocked: 'Заблокированы',
      default: 'Ещё не запрошено',
      unsupported: 'Этот браузер не поддерживает уведомления',
      ask: 'Включить уведомления',
      denied: 'В разрешении на уведомления отказано',
      blockedHint:
        'Чтобы разрешить их, включите уведомления для этого сайта в настройках браузера.',
    },
  },
} as const;

addStrings(UI_NAMESPACE, uiStrings);
