// Strings of the language-switcher widget (namespace `language-switcher`). Each language's own
// name is written in that language, as switchers conventionally do.
import { addStrings } from '@savdo/core';

export const LANGUAGE_SWITCHER_NAMESPACE = 'language-switcher';

export const LANGUAGE_NAMES = { uz: "O'zbekcha", ru: 'Русский', en: 'English' } as const;

export const languageSwitcherStrings = {
  uz: { label: 'Til' },
  en: { label: 'Language' },
  ru: { label: 'Язык' },
};

addStrings(LANGUAGE_SWITCHER_NAMESPACE, languageSwitcherStrings);
