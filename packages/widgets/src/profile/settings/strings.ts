// Strings of the settings widget (namespace `settings`). The time zones' names come from core
// (timeZoneLabel), the languages' names are written in their own language.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = {
  title: 'Sozlamalar',
  saved: 'Saqlandi',
  updateFailed: "Profilni yangilab bo'lmadi",
  theme: {
    title: "Ko'rinish",
    legend: 'Mavzu',
    light: "Yorug'",
    dark: "Qorong'i",
    system: 'Tizim',
    lightHint: "Doim yorug' mavzu",
    darkHint: "Doim qorong'i mavzu",
    systemHint: 'Qurilma sozlamasiga moslashadi',
  },
  language: {
    title: 'Til',
    hint: "Interfeys tili. Hisobingizga kirgan bo'lsangiz, profilingizda ham saqlanadi.",
  },
  timeZone: {
    title: 'Vaqt mintaqasi',
    hint: "Iqtisodiy taqvim va signallar vaqti shu mintaqada ko'rsatiladi.",
    now: 'Hozir {{time}}',
  },
};

const en: LocaleOf<typeof uz> = {
  title: 'Settings',
  saved: 'Saved',
  updateFailed: 'Failed to update profile',
  theme: {
    title: 'Appearance',
    legend: 'Theme',
    light: 'Light',
    dark: 'Dark',
    system: 'System',
    lightHint: 'Always the light theme',
    darkHint: 'Always the dark theme',
    systemHint: "Follows your device's setting",
  },
  language: {
    title: 'Language',
    hint: 'The interface language. When you are signed in it is also saved to your profile.',
  },
  timeZone: {
    title: 'Time zone',
    hint: 'The economic calendar and the signals show their times in this zone.',
    now: 'Now {{time}}',
  },
};

const ru: LocaleOf<typeof uz> = {
  title: 'Настройки',
  saved: 'Сохранено',
  updateFailed: 'Не удалось обновить профиль',
  theme: {
    title: 'Оформление',
    legend: 'Тема',
    light: 'Светлая',
    dark: 'Тёмная',
    system: 'Системная',
    lightHint: 'Всегда светлая тема',
    darkHint: 'Всегда тёмная тема',
    systemHint: 'Как в настройках устройства',
  },
  language: {
    title: 'Язык',
    hint: 'Язык интерфейса. Если вы вошли в аккаунт, он сохраняется и в профиле.',
  },
  timeZone: {
    title: 'Часовой пояс',
    hint: 'Экономический календарь и сигналы показывают время в этом поясе.',
    now: 'Сейчас {{time}}',
  },
};

export const settingsStrings = widgetStrings('settings', { uz, en, ru });
export const SETTINGS_NAMESPACE = settingsStrings.namespace;
