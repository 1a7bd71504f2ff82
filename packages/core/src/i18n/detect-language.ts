// Interface language detection, in the order i18next's browser detector uses: the address's
// `?lng=`, the `i18next` cookie, the saved choice in local then session storage, the browser's
// languages, the page's <html lang>; then the default (docs/product.md, "Languages and theme").
// Every value can be filled by a page script or a crafted link, so anything that is not a plain
// language code is dropped before it reaches the translator.
import type { Language } from '@savdo/contract';
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS } from '@savdo/contract';

/** Markup, script URLs, quotes, escapes, event handlers: a value like this is never a language. */
const INJECTION = /[<>"'`\\(){};=&%]|script|javascript:|data:|on\w+\s*=/i;
const MAX_TAG_LENGTH = 35; // BCP 47 tags in practice stay well below this
const BASE_CODE = /^[a-z]{2,3}$/;

/**
 * The base language code of a raw value ('ru-RU' -> 'ru', 'uz_Latn' -> 'uz'), or null when the
 * value looks like injection or is not a 2-3 letter code once the region is cut.
 */
export function baseLanguageCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.trim();
  if (!raw || raw.length > MAX_TAG_LENGTH || INJECTION.test(raw)) return null;
  const base = raw.split(/[-_]/)[0]?.toLowerCase() ?? '';
  return BASE_CODE.test(base) ? base : null;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A raw value as one of our languages, or null (unsafe, malformed or unsupported). */
export function toLanguage(value: unknown): Language | null {
  const base = baseLanguageCode(value);
  return isLanguage(base) ? base : null;
}

/** The query parameter and the cookie that name a language (i18next's own names). */
export const LANGUAGE_QUERY_PARAM = 'lng';
export const LANGUAGE_COOKIE = 'i18next';

export interface LanguageSources {
  /** The address's query string (`location.search`). */
  search?: string | null;
  /** The page's cookies (`document.cookie`). */
  cookie?: string | null;
  /** Where the saved choice lives (localStorage by default). */
  storage?: Pick<Storage, 'getItem'> | null;
  /** The tab's storage (sessionStorage by default), read after `storage`. */
  session?: Pick<Storage, 'getItem'> | null;
  navigator?: { languages?: readonly string[]; language?: string } | null;
  /** The `lang` of the page's <html>. */
  htmlLang?: string | null;
}

function readQuery(search: string | null | undefined): string | null {
  try {
    return search ? new URLSearchParams(search).get(LANGUAGE_QUERY_PARAM) : null;
  } catch {
    return null;
  }
}

function readCookie(cookie: string | null | undefined): string | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return null; // a malformed escape is no language
      }
    }
  }
  return null;
}

function readSaved(storage: LanguageSources['storage']): string | null {
  try {
    return storage?.getItem(STORAGE_KEYS.language) ?? null;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame)
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // reading the property itself throws where storage is blocked
  }
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The page's sources, each read when asked for: the cookie and both storages are a synchronous
 * round trip to the browser's other processes, and a saved choice (the usual case) makes every
 * source after it unneeded.
 */
function browserSources(): LanguageSources {
  const doc = typeof document === 'undefined' ? null : document;
  return {
    get search() {
      return typeof location === 'undefined' ? null : location.search;
    },
    get cookie() {
      try {
        return doc ? doc.cookie : null;
      } catch {
        return null; // cookies blocked (sandboxed frame)
      }
    },
    get storage() {
      return browserStorage();
    },
    get session() {
      return sessionStore();
    },
    get navigator() {
      return typeof navigator === 'undefined' ? null : navigator;
    },
    get htmlLang() {
      return doc?.documentElement?.getAttribute('lang') ?? null;
    },
  };
}

/**
 * The first usable language of: `?lng=`, the `i18next` cookie, the saved choice (`i18nextLng`)
 * in local then session storage, each of navigator.languages, navigator.language, <html lang>;
 * else the default (uz). A rejected value falls through to the next source; a source after the
 * first usable one is not read.
 */
export function detectLanguage(sources: LanguageSources = browserSources()): Language {
  const candidates: (() => unknown)[] = [
    () => readQuery(sources.search),
    () => readCookie(sources.cookie),
    () => readSaved(sources.storage),
    () => readSaved(sources.session),
    () => sources.navigator?.languages ?? [],
    () => sources.navigator?.language,
    () => sources.htmlLang,
  ];
  for (const candidate of candidates) {
    // navigator.languages is a list: each of its entries in turn.
    for (const value of [candidate()].flat()) {
      const language = toLanguage(value);
      if (language) return language;
    }
  }
  return DEFAULT_LANGUAGE;
}
