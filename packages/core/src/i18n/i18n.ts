// The one translator of the page (i18next's resource format and lookup, decision 0263). Core's
// own strings live in ./locales; each widget folder adds its strings as a namespace with
// addStrings(). The first language is detected (saved choice, then the browser) so every widget
// starts in the visitor's language.
import type { Language } from '@savdo/contract';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@savdo/contract';
import { detectLanguage } from './detect-language';
import type { StringTree } from './locale-shape';
import { en } from './locales/en';
import { ru } from './locales/ru';
import { uz } from './locales/uz';
import { Translator, type TranslateOptions } from './translator';

export const i18n = new Translator({
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'core',
});
i18n.addResourceBundle('uz', 'core', uz);
i18n.addResourceBundle('en', 'core', en);
i18n.addResourceBundle('ru', 'core', ru);

/** Translates a core key (or `ns:key`) in the current language. */
export function t(key: string, options?: TranslateOptions): string {
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
