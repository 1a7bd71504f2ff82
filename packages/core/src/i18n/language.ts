// The current interface language as a store, and the one way to change it.
import { atom } from 'nanostores';
import type { Language } from '@savdo/contract';
import { DEFAULT_LANGUAGE, STORAGE_KEYS } from '@savdo/contract';
import { toLanguage } from './detect-language';
import { i18n } from './i18n';

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

/**
 * Switches the interface language and saves the choice under `i18nextLng`. A value with a
 * region is cut ('ru-RU' -> 'ru'); an unsafe or unsupported value changes nothing. Returns the
 * language in effect afterwards.
 */
export function setLanguage(value: string): Language {
  const language = toLanguage(value);
  if (!language) return $language.get();
  save(language);
  void i18n.changeLanguage(language);
  $language.set(language);
  return language;
}
