// Numbers in the interface language: uz and ru write a decimal comma and group
// thousands with a narrow no-break space (as money does), en writes "1,234.5". Digits come from
// one en-US Intl formatter and the separators are swapped by hand, so the output does not depend
// on the ICU data a browser ships (the reason format-uzs.ts avoids locale formatting too).
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

function localize(enText: string, lang: Language): string {
  if (lang === 'en') return enText;
  return enText.replace(/[,.]/g, (mark) => (mark === ',' ? THOUSANDS_SEPARATOR : ','));
}

export interface NumberFormatOptions {
  /** At most this many decimals (default 2). */
  maxDecimals?: number;
  /** At least this many decimals (default 0). */
  minDecimals?: number;
}

/** 1234.5 -> '1,234.5' (en), '1 234,5' (uz, ru; narrow no-break space). '—' when not finite. */
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

// A number inside a published figure: '2.5', '1,234.56', '-0.3'.
const FIGURE_NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

/**
 * A figure as a data source writes it ('2.5%', '-0.3K', '1,234.5M'), rewritten for the interface
 * language keeping its decimals and its units: '2,5%' in uz and ru.
 */
export function localizeFigure(text: string, lang: Language = $language.get()): string {
  if (lang === 'en') return text;
  return text.replace(FIGURE_NUMBER, (match) => localize(match, lang));
}
