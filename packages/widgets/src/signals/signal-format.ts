// How the signals widget writes prices, percentages and ratios, in the interface language's
// number format (core's formatNumber). Prices are in the instrument's quote currency (not UZS):
// as many decimals as the size of the price needs, digits grouped.
import type { Language } from '@savdo/contract';
import { $language, UNKNOWN_VALUE, formatNumber } from '@savdo/core';

/** The most decimals a price of this size is written with. */
function maxDecimalsOf(value: number): number {
  const size = Math.abs(value);
  return size >= 1_000 ? 2 : size >= 10 ? 3 : size >= 1 ? 5 : 6;
}

/** The decimals a price actually has, within what its size allows: 1.268 -> 3. */
function decimalsOf(value: number): number {
  const text = value.toFixed(maxDecimalsOf(value)).replace(/\.?0+$/, '');
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * One precision for the levels of one card (decision 0301): the most precise of them, so an entry
 * of 1.268 beside a stop of 1.2731 reads 1.2680 and 1.2731.
 */
export function levelDecimals(levels: readonly (number | null)[]): number | undefined {
  const known = levels.filter((v): v is number => v !== null && Number.isFinite(v));
  return known.length ? Math.max(...known.map(decimalsOf)) : undefined;
}

/**
 * en: 97 250 · 2 648.5 · 228.4 · 1.0852 · 0.65432; uz and ru: 2 648,5 · 1,0852. With `decimals`
 * (a card's levelDecimals), exactly that many.
 */
export function formatPrice(
  value: number | null,
  lang: Language = $language.get(),
  decimals?: number,
): string {
  if (value === null || !Number.isFinite(value)) return UNKNOWN_VALUE;
  if (decimals !== undefined) {
    return formatNumber(value, lang, { minDecimals: decimals, maxDecimals: decimals });
  }
  return formatNumber(value, lang, { maxDecimals: maxDecimalsOf(value) });
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
