// Strings of the theme-switcher widget (namespace `theme-switcher`).
import { addStrings } from '@savdo/core';

export const THEME_SWITCHER_NAMESPACE = 'theme-switcher';

export const themeSwitcherStrings = {
  uz: { legend: 'Mavzu', light: "Yorug'", dark: "Qorong'i", system: 'Tizim' },
  en: { legend: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  ru: { legend: 'Тема', light: 'Светлая', dark: 'Тёмная', system: 'Системная' },
};

addStrings(THEME_SWITCHER_NAMESPACE, themeSwitcherStrings);
