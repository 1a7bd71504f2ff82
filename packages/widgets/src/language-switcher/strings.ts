// Strings of the language-switcher widget (namespace `language-switcher`). Each language's own
// name is written in that language, as switchers conventionally do.
import { widgetStrings, type LocaleOf } from '@savdo/ui';

export const LANGUAGE_NAMES = { uz: "O'zbekcha", ru: 'Русский', en: 'English' } as const;

const uz = { label: 'Til' };

const en: LocaleOf<typeof uz> = { label: 'Language' };

const ru: LocaleOf<typeof uz> = { label: 'Язык' };

export const languageSwitcherStrings = widgetStrings('language-switcher', { uz, en, ru });
export const LANGUAGE_SWITCHER_NAMESPACE = languageSwitcherStrings.namespace;
