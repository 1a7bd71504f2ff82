// The page's translator: the part of i18next this product uses, in about 1 KB instead of
// i18next's 16 KB gzip (decision 0263). Same resource format (i18next's JSON v4: namespaces,
// dotted keys, `{{name}}` interpolation, plural forms `key_one`/`key_few`/`key_many`/`key_other`
// chosen as Intl.PluralRules chooses them (plural-category.ts), `key_zero` for a count of 0) and the same lookup order, so the
// strings files are unchanged; translator.test.ts (beside this file) renders every key
// of every namespace through both this and i18next and expects the same text.
import type { StringTree } from './locale-shape';
import { pluralCategory } from './plural-category';

export interface TranslateOptions {
  /** The language to translate into, instead of the current one. */
  lng?: string;
  /** The namespace, when the key does not name one (`ns:key`). */
  ns?: string;
  /** Picks the plural form; also available as `{{count}}`. */
  count?: unknown;
  [variable: string]: unknown;
}

export type FixedTranslate = (key: string, options?: TranslateOptions) => string;

export interface TranslatorSetup {
  lng: string;
  fallbackLng: string;
  defaultNS: string;
}

/**
 * What the page asks of a translator: this file's class and the named-libraries build's adapter
 * over i18next (./translator-i18next.ts) both implement it, so the compiler holds them to one
 * surface.
 */
export interface PageTranslator {
  readonly language: string;
  /** Every string, by language and namespace (i18next's `store.data` shape). */
  readonly store: { data: Record<string, Record<string, StringTree>> };
  t(key: string, options?: TranslateOptions): string;
  getFixedT(lng: string, ns?: string): FixedTranslate;
  changeLanguage(language: string): Promise<FixedTranslate>;
  on(event: 'languageChanged', listener: (language: string) => void): void;
  off(event: 'languageChanged', listener: (language: string) => void): void;
  addResourceBundle(
    language: string,
    ns: string,
    strings: StringTree,
    deep?: boolean,
    overwrite?: boolean,
  ): void;
  addResource(language: string, ns: string, key: string, value: string): void;
  getResourceBundle(language: string, ns: string): StringTree | undefined;
  removeResourceBundle(language: string, ns: string): void;
}

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const INTERPOLATION = /\{\{(.+?)\}\}/g;

/** A nested value by dotted path (`a.b.c`), or undefined. */
function lookup(tree: unknown, path: string): unknown {
  let node = tree;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function deepMerge(target: StringTree, source: StringTree): StringTree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      typeof value === 'object' && typeof current === 'object'
        ? deepMerge({ ...current }, value)
        : value;
  }
  return target;
}

export class Translator implements PageTranslator {
  language: string;
  /** Every string, by language and namespace (i18next's `store.data` shape). */
  readonly store: { data: Record<string, Record<string, StringTree>> } = { data: {} };
  readonly #fallback: string;
  readonly #defaultNS: string;
  readonly #listeners = new Set<(language: string) => void>();

  constructor(setup: TranslatorSetup) {
    this.language = setup.lng;
    this.#fallback = setup.fallbackLng;
    this.#defaultNS = setup.defaultNS;
  }

  /** `key` or `ns:key` in the current language (or `options.lng`), with its variables filled. */
  t(key: string, options: TranslateOptions = {}): string {
    let ns = options.ns ?? this.#defaultNS;
    let path = key;
    const split = key.indexOf(NS_SEPARATOR);
    if (split > 0) {
      ns = key.slice(0, split);
      path = key.slice(split + 1);
    }
    const found = this.#resolve(options.lng ?? this.language, ns, path, options.count);
    // Missing everywhere: the key itself, as i18next answers.
    if (typeof found !== 'string') return path;
    return this.#interpolate(found, options);
  }

  /** A `t` for one language and namespace (a call's own `lng`/`ns` still win). */
  getFixedT(lng: string, ns?: string): FixedTranslate {
    return (key, options) => this.t(key, { lng, ns: ns ?? this.#defaultNS, ...options });
  }

  async changeLanguage(language: string): Promise<FixedTranslate> {
    this.language = language;
    for (const listener of this.#listeners) listener(language);
    return this.getFixedT(language);
  }

  /** Only `languageChanged` is emitted. */
  on(event: 'languageChanged', listener: (language: string) => void): void {
    if (event === 'languageChanged') this.#listeners.add(listener);
  }

  off(event: 'languageChanged', listener: (language: string) => void): void {
    if (event === 'languageChanged') this.#listeners.delete(listener);
  }

  addResourceBundle(
    language: string,
    ns: string,
    strings: StringTree,
    deep = false,
    overwrite = false,
  ): void {
    const namespaces = (this.store.data[language] ??= {});
    const current = namespaces[ns] ?? {};
    if (deep) {
      namespaces[ns] = overwrite
        ? deepMerge({ ...current }, strings)
        : deepMerge({ ...strings }, current);
    } else {
      namespaces[ns] = overwrite ? { ...current, ...strings } : { ...strings, ...current };
    }
  }

  addResource(language: string, ns: string, key: string, value: string): void {
    const parts = key.split(KEY_SEPARATOR);
    const last = parts.pop() as string;
    let node = ((this.store.data[language] ??= {})[ns] ??= {});
    for (const part of parts) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[last] = value;
  }

  getResourceBundle(language: string, ns: string): StringTree | undefined {
    return this.store.data[language]?.[ns];
  }

  removeResourceBundle(language: string, ns: string): void {
    delete this.store.data[language]?.[ns];
  }

  /** The language, then the fallback; in each, key_zero (count 0), key_<plural form>, key. */
  #resolve(language: string, ns: string, path: string, count: unknown): unknown {
    const plural = typeof count === 'number';
    for (const code of language === this.#fallback ? [language] : [language, this.#fallback]) {
      const bundle = this.store.data[code]?.[ns];
      if (!bundle) continue;
      const keys = plural ? [`${path}_${pluralCategory(code, count)}`, path] : [path];
      if (plural && count === 0) keys.unshift(`${path}_zero`);
      for (const candidate of keys) {
        const value = lookup(bundle, candidate);
        if (value !== undefined && value !== null) return value;
      }
    }
    return undefined;
  }

  /** `{{name}}` (or `{{a.b}}`) from the options; a missing variable becomes ''. */
  #interpolate(text: string, variables: TranslateOptions): string {
    return text.replace(INTERPOLATION, (_match, name: string) => {
      const value = lookup(variables, name.trim());
      return value === undefined || value === null ? '' : String(value);
    });
  }
}
