// Strings of the browser-permission row (namespace `ui-permission`): only the pages and widgets
// that show it (notification settings) load them.
import type { LocaleOf } from '@savdo/core';
import { widgetStrings } from '../i18n/widget-strings';

const uz = {
  label: 'Brauzer ruxsati',
  enabled: 'Yoqilgan',
  blocked: 'Bloklangan',
  default: "So'ralmagan",
  unsupported: "Bu brauzer bildirishnomalarni qo'llamaydi",
  ask: 'Bildirishnomalarni yoqish',
  denied: 'Bildirishnoma ruxsati rad etildi',
  blockedHint: 'Ruxsat berish uchun brauzer sozlamalarida bu sayt uchun bildirishnomalarni yoqing.',
};

const en: LocaleOf<typeof uz> = {
  label: 'Browser permission',
  enabled: 'Enabled',
  blocked: 'Blocked',
  default: 'Not asked yet',
  unsupported: 'This browser does not support notifications',
  ask: 'Enable notifications',
  denied: 'Notification permission denied',
  blockedHint: "To allow them, turn notifications on for this site in the browser's settings.",
};

const ru: LocaleOf<typeof uz> = {
  label: 'Разрешение браузера',
  enabled: 'Включены',
  blocked: 'Заблокированы',
  default: 'Ещё не запрошено',
  unsupported: 'Этот браузер не поддерживает уведомления',
  ask: 'Включить уведомления',
  denied: 'В разрешении на уведомления отказано',
  blockedHint: 'Чтобы разрешить их, включите уведомления для этого сайта в настройках браузера.',
};

export const permissionStrings = widgetStrings('ui-permission', { uz, en, ru });
