// The current interface language as a store, and the one way to change it.
import { atom } from 'nanostores';
import type { Language } from '@savdo/contract';
import { DEFAULT_LANGUAGE, STORAGE_KEYS } from '@savdo/contract';
import { toLanguage } from './detect-language';
import { i18n } from './i18n';
import { languageLoaded, loadLanguage } from './locale-loaders';

export const $language = atom<Language>(toLanguage(i18n.language) ?? DEFAULT_LANGUAGE);

// Also follow changes made on the translator directly (tests call i18n.changeLanguage).
i18n.on('languageChanged', (lng: string) => {
  $language.set(toLanguage(lng) ?? DEFAULT_LANGUAGE);
});

function save(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** The language asked for last: a slower load of an earlier choice must not win. */
let requested: Language | null = null;

function apply(language: Language): void {
  void i18n.changeLanguage(language);
  $language.set(language);
}

/**
 * Switches the interface language and saves the choice under `i18nextLng`. A value with a
 * region is cut ('ru-RU' -> 'ru'); an unsafe or unsupported value changes nothing. Strings that
 * load per language (locale-loaders.ts) are fetched first; the page switches when they arrive
 * (if they cannot be fetched, it switches anyway and those strings show in Uzbek). Returns the
 * language chosen.
 */
export function setLanguage(value: string): Language {
  const language = toLanguage(value);
  if (!language) return $language.get();
  save(language);
  requested = language;
  if (languageLoaded(language)) {
    apply(language);
  } else {
    const settle = () => {
      if (requested === language) apply(language);
    };
    loadLanguage(language).then(settle, settle);
  }
  return language;
}
