// The language a subtree renders in: an element's own `lang` attribute, else the page's
// language (core's $language). Translation goes through a fixed-language `t`, so two
// widgets on one page can speak different languages without switching the page's language.
import { createContext, useContext, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import type { Language } from '@savdo/contract';
import { $language, i18n } from '@savdo/core';
import { uiNamespace } from './ui-strings';
import type { StringKey, WidgetStrings } from './widget-strings';

export const LanguageContext = createContext<Language | null>(null);

/**
 * Where a subtree reads the page's language: core's $language, or a store that follows it a task
 * later (staged-language.tsx).
 */
export const PageLanguageStore = createContext<ReadableAtom<Language> | null>(null);

/** The page's current language (core's $language, or its staged copy), live. */
export function usePageLanguage(): Language {
  return useStore(useContext(PageLanguageStore) ?? $language);
}

/** The language of this subtree. */
export function useLanguage(): Language {
  const own = useContext(LanguageContext);
  const page = usePageLanguage();
  return own ?? page;
}

/**
 * A `t` function. Declared as a method so a typed `t` (keys of one namespace) can be handed to
 * helpers that take any `Translate`: the keys are checked where the component writes them.
 */
export type Translate<K extends string = string> = {
  t(key: K, options?: Record<string, unknown>): string;
}['t'];

/**
 * `t` bound to this subtree's language and a namespace. Given a folder's strings
 * (widgetStrings), its keys are checked at compile time; given a namespace name, any key.
 */
export function useT<T>(strings: WidgetStrings<T>): Translate<StringKey<T>>;
export function useT(namespace?: string): Translate;
export function useT<T>(source: WidgetStrings<T> | string = uiNamespace()): Translate {
  const namespace = typeof source === 'string' ? source : source.namespace;
  const lang = useLanguage();
  return useMemo(() => {
    const fixed = i18n.getFixedT(lang, namespace);
    return (key: string, options?: Record<string, unknown>) => String(fixed(key, options));
  }, [lang, namespace]);
}
