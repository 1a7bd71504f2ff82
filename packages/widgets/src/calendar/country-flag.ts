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

/** English names of the same codes: building Intl.DisplayNames costs a first render ~15 ms. */
const ENGLISH_NAMES: Readonly<Record<string, string>> = {
  AU: 'Australia',
  BR: 'Brazil',
  CA: 'Canada',
  CH: 'Switzerland',
  CN: 'China',
  DE: 'Germany',
  DK: 'Denmark',
  ES: 'Spain',
  EU: 'European Union',
  FR: 'France',
  GB: 'United Kingdom',
  HK: 'Hong Kong',
  IN: 'India',
  IT: 'Italy',
  JP: 'Japan',
  KR: 'South Korea',
  KZ: 'Kazakhstan',
  MX: 'Mexico',
  NO: 'Norway',
  NZ: 'New Zealand',
  PL: 'Poland',
  RU: 'Russia',
  SA: 'Saudi Arabia',
  SE: 'Sweden',
  SG: 'Singapore',
  TR: 'Türkiye',
  US: 'United States',
  UZ: 'Uzbekistan',
  ZA: 'South Africa',
};

/** Russian names of the same codes, for the same reason. */
const RUSSIAN_NAMES: Readonly<Record<string, string>> = {
  AU: 'Австралия',
  BR: 'Бразилия',
  CA: 'Канада',
  CH: 'Швейцария',
  CN: 'Китай',
  DE: 'Германия',
  DK: 'Дания',
  ES: 'Испания',
  EU: 'Европейский союз',
  FR: 'Франция',
  GB: 'Великобритания',
  HK: 'Гонконг',
  IN: 'Индия',
  IT: 'Италия',
  JP: 'Япония',
  KR: 'Республика Корея',
  KZ: 'Казахстан',
  MX: 'Мексика',
  NO: 'Норвегия',
  NZ: 'Новая Зеландия',
  PL: 'Польша',
  RU: 'Россия',
  SA: 'Саудовская Аравия',
  SE: 'Швеция',
  SG: 'Сингапур',
  TR: 'Турция',
  US: 'Соединенные Штаты',
  UZ: 'Узбекистан',
  ZA: 'Южно-Африканская Республика',
};

const KNOWN: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  uz: UZBEK_NAMES,
  en: ENGLISH_NAMES,
  ru: RUSSIAN_NAMES,
};

const namers = new Map<Language, Intl.DisplayNames | null>();

/** 'United States' (en), 'Соединенные Штаты' (ru), "Amerika Qo'shma Shtatlari" (uz) ...; the
 * code itself when unknown. */
export function countryName(code: string, lang: Language): string {
  // Known codes come from the tables: no Intl.DisplayNames (slow to build, and browsers often
  // lack Uzbek region names) on the way to a first render.
  const known = KNOWN[lang]?.[code.toUpperCase()];
  if (known) return known;
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
