// A country's flag as an emoji (two regional-indicator letters; 'eu' works too) and its name in
// the interface language, for the event's flag column.
import type { Language } from '@savdo/contract';

/** '🇺🇸' for 'us'; '' for anything that is not a two-letter code. */
export function flagEmoji(code: string): string {
  if (!/^[a-z]{2}$/i.test(code)) return '';
  const base = 0x1f1e6 - 'A'.charCodeAt(0);
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => base + c.charCodeAt(0)));
}

const namers = new Map<Language, Intl.DisplayNames | null>();

/** 'United States' (en), 'Соединенные Штаты' (ru) ...; the code itself when unknown. */
export function countryName(code: string, lang: Language): string {
  let namer = namers.get(lang);
  if (namer === undefined) {
    try {
      namer = new Intl.DisplayNames([lang], { type: 'region' });
    } catch {
      namer = null;
    }
    namers.set(lang, namer);
  }
  try {
    return namer?.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}
