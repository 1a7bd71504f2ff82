// Strings of the theme-switcher widget (namespace `theme-switcher`).
import { widgetStrings, type LocaleOf } from '@savdo/ui';

const uz = { legend: 'Mavzu', light: "Yorug'", dark: "Qorong'i", system: 'Tizim' };

const en: LocaleOf<typeof uz> = { legend: 'Theme', light: 'Light', dark: 'Dark', system: 'System' };

const ru: LocaleOf<typeof uz> = {
  legend: 'Тема',
  light: 'Светлая',
  dark: 'Тёмная',
  system: 'Системная',
};

export const themeSwitcherStrings = widgetStrings('theme-switcher', { uz, en, ru });
export const THEME_SWITCHER_NAMESPACE = themeSwitcherStrings.namespace;
