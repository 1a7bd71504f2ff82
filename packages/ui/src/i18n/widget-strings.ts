// The one layout of a widget folder's strings file: the Uzbek object is the source (the
// default and fallback language); en and ru are typed as its shape (LocaleOf), so a key
// missing in a translation does not compile; widgetStrings() registers the three as one
// namespace and returns them with their typed keys, for useT(strings):
//
//   const uz = { title: 'Savdo signallari', tabs: { all: 'Barchasi' } };
//   const en: LocaleOf<typeof uz> = { title: 'Trading signals', tabs: { all: 'All' } };
//   const ru: LocaleOf<typeof uz> = { ... };
//   export const signalsStrings = widgetStrings('signals', { uz, en, ru });
//   ... const t = useT(signalsStrings); t('tabs.all');  // t('tabs.al') does not compile
import { addStrings, type LocaleOf, type StringTree } from '@savdo/core';

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';
type PluralBase<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every key of a strings tree, dotted (`tabs.all`); plural forms by their base key. */
export type StringKey<T> = {
  [K in keyof T & string]: T[K] extends string ? PluralBase<K> : `${K}.${StringKey<T[K]>}`;
}[keyof T & string];

/** A registered namespace: its name and its strings per language. */
export interface WidgetStrings<T> {
  readonly namespace: string;
  readonly uz: T;
  readonly en: LocaleOf<T>;
  readonly ru: LocaleOf<T>;
}

/** Registers a widget folder's strings (uz as the source) as `namespace`. */
export function widgetStrings<T extends StringTree>(
  namespace: string,
  locales: { uz: T; en: NoInfer<LocaleOf<T>>; ru: NoInfer<LocaleOf<T>> },
): WidgetStrings<T> {
  addStrings(namespace, locales as unknown as Record<'uz' | 'en' | 'ru', StringTree>);
  return { namespace, ...locales };
}
