// How the signals widget writes prices, percentages and ratios. Prices are in the instrument's
// quote currency (not UZS): as many decimals as the size of the price needs, digits grouped.
import { UNKNOWN_VALUE } from '@savdo/core';

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals, useGrouping: true });
    formatters.set(decimals, f);
  }
  return f;
}

/** 97,250 · 2,648.5 · 228.4 · 1.0852 · 0.65432 */
export function formatPrice(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return UNKNOWN_VALUE;
  const size = Math.abs(value);
  const decimals = size >= 1_000 ? 2 : size >= 10 ? 3 : size >= 1 ? 5 : 6;
  return formatter(decimals).format(value);
}

/** '+2.35%' for a profit, '−1.2%' for a loss. */
export function formatPercent(value: number | null, sign: '+' | '−'): string {
  if (value === null || !Number.isFinite(value)) return UNKNOWN_VALUE;
  return `${sign}${formatter(2).format(Math.abs(value))}%`;
}

/** '1:2.5' */
export function formatRatio(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return UNKNOWN_VALUE;
  return `1:${formatter(2).format(value)}`;
}
