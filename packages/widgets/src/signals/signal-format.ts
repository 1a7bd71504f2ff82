// How the signals widget writes prices, percentages and ratios, in the interface language's
// number format (core's formatNumber). Prices are in the instrument's quote currency (not UZS):
// as many decimals as the size of the price needs, digits grouped.
import type { Language } from '@savdo/contract';
import { $language, UNKNOWN_VALUE, formatNumber } from '@savdo/core';

/** en: 97,250 · 2,648.5 · 228.4 · 1.0852 · 0.65432; uz and ru: 2 648,5 · 1,0852 */
export function formatPrice(value: number | null, lang: Language = $language.get()): string {
  if (value === null || !Number.isFinite(value)) return UNKNOWN_VALUE;
  const size = Math.abs(value);
  const maxDecimals = size >= 1_000 ? 2 : size >= 10 ? 3 : size >= 1 ? 5 : 6;
  return formatNumber(value, lang, { maxDecimals });
}

/** '+2.35%' for a profit, '−1.2%' for a loss ('+2,35%' in uz and ru). */
export function formatPercent(
  value: number | null,
  sign: '+' | '−' | '',
  lang: Language = $language.get(),
): string {
  if (value === null || !Number.isFinite(value)) return UNKNOWN_VALUE;
  return `${sign}${formatNumber(Math.abs(value), lang)}%`;
}

/** '1:2.5' ('1:2,5' in uz and ru) */
export function formatRatio(value: number | null, lang: Language = $language.get()): string {
  if (value === null || !Number.isFinite(value)) return UNKNOWN_VALUE;
  return `1:${formatNumber(value, lang)}`;
}
