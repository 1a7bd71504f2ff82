// Numbers in the interface language, one rule for every number (decision 0301): thousands are
// grouped with a narrow no-break space in every language, as money is ("1 500 000 UZS"); the
// decimal mark is the language's: ',' in uz and ru, '.' in en. Digits come from one en-US Intl
// formatter and the separators are swapped by hand, so the output does not depend on the ICU
// data a browser ships (the reason format-uzs.ts avoids locale formatting too).
import type { Language } from '@savdo/contract';
import { $language } from '../i18n/language';
import { THOUSANDS_SEPARATOR, UNKNOWN_VALUE } from './format-uzs';

const formatters = new Map<string, Intl.NumberFormat>();

function digitsFormatter(min: number, max: number): Intl.NumberFormat {
  const key = `${min}:${max}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
      useGrouping: true,
    });
    formatters.set(key, f);
  }
  return f;
}

const DECIMAL_MARK: Record<Language, string> = { uz: ',', ru: ',', en: '.' };

function localize(enText: string, lang: Language): string {
  return enText.replace(/[,.]/g, (mark) =>
    mark === ',' ? THOUSANDS_SEPARATOR : DECIMAL_MARK[lang],
  );
}

export interface NumberFormatOptions {
  /** At most this many decimals (default 2). */
  maxDecimals?: number;
  /** At least this many decimals (default 0). */
  minDecimals?: number;
}

/** 1234.5 -> '1 234.5' (en), '1 234,5' (uz, ru); a narrow no-break space. '—' when not finite. */
export function formatNumber(
  value: number,
  lang: Language = $language.get(),
  { maxDecimals = 2, minDecimals = 0 }: NumberFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return UNKNOWN_VALUE;
  return localize(
    digitsFormatter(minDecimals, Math.max(minDecimals, maxDecimals)).format(value),
    lang,
  );
}

// A number inside a published figure, with the scale letter after it if any: '2.5', '1,234.56M',
// '-0.3K', '17.4B'.
const FIGURE_NUMBER = /(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)([KMBT])?/g;

// Data sources write K, M, B, T after a figure; uz and ru readers read them as their own words.
const SCALE_WORD: Record<Language, Record<string, string>> = {
  en: { K: 'K', M: 'M', B: 'B', T: 'T' },
  uz: { K: '\u00A0ming', M: '\u00A0mln', B: '\u00A0mlrd', T: '\u00A0trln' },
  ru: { K: '\u00A0тыс.', M: '\u00A0млн', B: '\u00A0млрд', T: '\u00A0трлн' },
};

/**
 * A figure as a data source writes it ('2.5%', '-0.3K', '1,234.5M'), rewritten for the interface
 * language keeping its decimals: '2,5%', '-0,3 ming' in uz, '17,4\u00A0млрд' in ru.
 */
export function localizeFigure(text: string, lang: Language = $language.get()): string {
  return text.replace(
    FIGURE_NUMBER,
    (_match, digits: string, scale: string | undefined) =>
      localize(digits, lang) + (scale ? SCALE_WORD[lang][scale] : ''),
  );
}
