// Money display (decision 14): integer UZS, thousands separated by a narrow no-break space
// (U+202F), suffix per language. Done by hand rather than with Intl.NumberFormat, whose
// separators differ between ICU versions (and browsers); these strings are part of the spec.
import { THOUSANDS_SEPARATOR, groupThousands, type Language } from '@savdo/contract';
import { $language } from '../i18n/language';

// One writing of digits for the server's messages and the interface (contract/money-format.ts).
export { THOUSANDS_SEPARATOR, groupThousands };

export const CURRENCY_SUFFIX: Record<Language, string> = {
  uz: "so'm",
  ru: 'сум',
  en: 'UZS',
};

/** Shown instead of an amount or a date that cannot be read (NaN, Infinity, a bad date). */
export const UNKNOWN_VALUE = '—';

/** '1 250 000 so'm' (uz), '1 250 000 сум' (ru), '1 250 000 UZS' (en). */
export function formatUzs(amount: number, lang: Language = $language.get()): string {
  if (!Number.isFinite(amount)) return UNKNOWN_VALUE;
  return `${groupThousands(amount)} ${CURRENCY_SUFFIX[lang]}`;
}
