// Strings that arrive per language. A namespace whose translations are not in the first download
// (the host app's: only Uzbek, the default, is) registers a loader; loadLanguage() runs every
// loader once per language, and setLanguage() switches the page only when they have delivered,
// so a visitor never sees keys or a half-translated page.
import type { Language } from '@savdo/contract';
import type { StringTree } from './locale-shape';
import { i18n } from './i18n';

export type LocaleLoader = (language: Language) => Promise<void> | void;

const loaders = new Set<LocaleLoader>();
const runs = new Map<LocaleLoader, Map<Language, Promise<void>>>();
const delivered = new Map<LocaleLoader, Set<Language>>();

export function addLocaleLoader(loader: LocaleLoader): void {
  loaders.add(loader);
}

/** Registers one language of a namespace (what a loader delivers). */
export function addLanguageStrings(
  namespace: string,
  language: Language,
  strings: StringTree,
): void {
  i18n.addResourceBundle(language, namespace, strings, true, true);
}

/** True when every loader has delivered `language`. */
export function languageLoaded(language: Language): boolean {
  for (const loader of loaders) if (!delivered.get(loader)?.has(language)) return false;
  return true;
}

/** Runs each loader for `language` once; a failed load is tried again on the next call. */
export function loadLanguage(language: Language): Promise<void> {
  const pending = [...loaders].map((loader) => {
    const byLanguage = runs.get(loader) ?? new Map<Language, Promise<void>>();
    runs.set(loader, byLanguage);
    let run = byLanguage.get(language);
    if (!run) {
      run = Promise.resolve(loader(language)).then(
        () => {
          const set = delivered.get(loader) ?? new Set<Language>();
          set.add(language);
          delivered.set(loader, set);
        },
        (error: unknown) => {
          byLanguage.delete(language);
          throw error;
        },
      );
      byLanguage.set(language, run);
    }
    return run;
  });
  return Promise.all(pending).then(() => undefined);
}
