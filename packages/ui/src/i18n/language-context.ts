// The language a subtree renders in: an element's own `lang` attribute, else the page's
// language (core's $language). Translation goes through a fixed-language `t`, so two
// widgets on one page can speak different languages without switching the page's i18next.
import { createContext, useContext, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { Language } from '@savdo/contract';
import { $language, i18n } from '@savdo/core';
import { UI_NAMESPACE } from './ui-strings';

export const LanguageContext = createContext<Language | null>(null);

/** The page's current language (core's $language), live. */
export function usePageLanguage(): Language {
  return useStore($language);
}

/** The language of this subtree. */
export function useLanguage(): Language {
  const own = useContext(LanguageContext);
  const page = usePageLanguage();
  return own ?? page;
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `t` bound to this subtree's language and a namespace (a widget's own strings). */
export function useT(namespace: string = UI_NAMESPACE): Translate {
  const lang = useLanguage();
  return useMemo(() => {
    const fixed = i18n.getFixedT(lang, namespace);
    return (key: string, options?: Record<string, unknown>) => String(fixed(key, options));
  }, [lang, namespace]);
}
