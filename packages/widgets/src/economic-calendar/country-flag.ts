// A country's or currency area's name in the interface language, for the event's flag column
// (the flag itself is drawn by flag-shapes.ts).
import type { Language } from '@savdo/contract';

/**
 * Uzbek (Latin) names of the countries and currency areas the calendar shows. Browsers often
 * lack Uzbek region names and fall back to English, so these come first for 'uz'.
 */
const UZBEK_NAMES: Readonly<Record<string, string>> = {
  AU: 'Avstraliya',
  BR: 'Braziliya',
  CA: 'Kanada',
  CH: 'Shveytsariya',
  CN: 'Xitoy',
  DE: 'Germaniya',
  DK: 'Daniya',
  ES: 'Ispaniya',
  EU: 'Yevropa Ittifoqi',
  FR: 'Fransiya',
  GB: 'Buyuk Britaniya',
  HK: 'Gonkong',
  IN: 'Hindiston',
  IT: 'Italiya',
  JP: 'Yaponiya',
  KR: 'Janubiy Koreya',
  KZ: "Qozog'iston",
  MX: 'Meksika',
  NO: 'Norvegiya',
  NZ: 'Yangi Zelandiya',
  PL: 'Polsha',
  RU: 'Rossiya',
  SE: 'Shvetsiya',
  SG: 'Singapur',
  TR: 'Turkiya',
  US: "Amerika Qo'shma Shtatlari",
  UZ: "O'zbekiston",
  ZA: 'Janubiy Afrika Respublikasi',
};

const namers = new Map<Language, Intl.DisplayNames | null>();

/** 'United States' (en), 'Соединенные Штаты' (ru), "Amerika Qo'shma Shtatlari" (uz) ...; the
 * code itself when unknown. */
export function countryName(code: string, lang: Language): string {
  if (lang === 'uz') {
    const uzbek = UZBEK_NAMES[code.toUpperCase()];
    if (uzbek) return uzbek;
  }
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
