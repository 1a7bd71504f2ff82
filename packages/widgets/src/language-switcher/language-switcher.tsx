// LanguageSwitcher: the page's interface language (core's setLanguage: saved under
// i18nextLng). Every widget without its own `lang` attribute follows it.
import { LANGUAGES, type Language } from '@savdo/contract';
import { $language, setLanguage } from '@savdo/core';
import { Select, useEmit, useStore, useT } from '@savdo/ui';
import type { languageSwitcherManifest } from './manifest';
import { LANGUAGE_NAMES, languageSwitcherStrings } from './strings';

export interface LanguageSwitcherProps {
  /** Called after the language changed (the element also emits savdo-language-change). */
  onChange?: (language: Language) => void;
}

const options = LANGUAGES.map((lang) => ({ value: lang, label: LANGUAGE_NAMES[lang] }));

export function LanguageSwitcher({ onChange }: LanguageSwitcherProps) {
  const t = useT(languageSwitcherStrings);
  const language = useStore($language);
  const emit = useEmit<typeof languageSwitcherManifest>();
  return (
    <Select
      part="select"
      label={t('label')}
      options={options}
      value={language}
      onChange={(event) => {
        const chosen = setLanguage(event.currentTarget.value);
        onChange?.(chosen);
        emit('savdo-language-change', { language: chosen });
      }}
    />
  );
}
