// The one i18next instance of the page. Core's own strings live in ./locales; each widget
// folder adds its strings as a namespace with addStrings(). Detection is added in detect.ts.
import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@savdo/contract';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { uz } from './locales/uz';

export const i18n = i18next.createInstance();

void i18n.init({
  resources: { uz: { core: uz }, en: { core: en }, ru: { core: ru } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['core'],
  defaultNS: 'core',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Translates a core key (or `ns:key`) in the current language. */
export function t(key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, options);
}
