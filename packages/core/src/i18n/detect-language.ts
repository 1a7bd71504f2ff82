// Interface language detection: the saved choice first, then the browser, then
// the default. Values come from storage and navigator, which a page script or a crafted link can
// fill, so anything that is not a plain language code is dropped before it reaches the translator.
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

export interface LanguageSources {
  /** Where the saved choice lives (localStorage by default). */
  storage?: Pick<Storage, 'getItem'> | null;
  navigator?: { languages?: readonly string[]; language?: string } | null;
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

function browserSources(): LanguageSources {
  return {
    storage: browserStorage(),
    navigator: typeof navigator === 'undefined' ? null : navigator,
  };
}

/**
 * The first usable language of: the saved choice (`i18nextLng`), each of navigator.languages,
 * navigator.language; else the default (uz). A rejected value falls through to the next source.
 */
export function detectLanguage(sources: LanguageSources = browserSources()): Language {
  const candidates = [
    readSaved(sources.storage),
    ...(sources.navigator?.languages ?? []),
    sources.navigator?.language,
  ];
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
