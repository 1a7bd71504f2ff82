// The one i18next instance of the page. Core's own strings live in ./locales; each widget
// folder adds its strings as a namespace with addStrings(). The first language is detected
// (saved choice, then the browser) so every widget starts in the visitor's language.
import i18next, { type i18n as I18n } from 'i18next';
import type { Language } from '@savdo/contract';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@savdo/contract';
import { detectLanguage } from './detect-language';
import type { StringTree } from './locale-shape';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { uz } from './locales/uz';

export const i18n: I18n = i18next.createInstance();

void i18n.init({
  resources: { uz: { core: uz }, en: { core: en }, ru: { core: ru } },
  lng: detectLanguage(),
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

/**
 * Registers a widget folder's strings as one namespace, in all three languages at once, so a
 * language can never be forgotten (the locale-keys test checks every registered namespace).
 */
export function addStrings(namespace: string, strings: Record<Language, StringTree>): void {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, namespace, strings[language], true, true);
  }
}

/** Namespaces registered so far (core plus every addStrings call). */
export function registeredNamespaces(): string[] {
  const namespaces = new Set<string>();
  for (const language of LANGUAGES) {
    for (const ns of Object.keys(i18n.store.data[language] ?? {})) namespaces.add(ns);
  }
  return [...namespaces].sort();
}
