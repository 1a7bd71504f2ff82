// A chart's price labels (axis, crosshair, last value) in the page's number format: the charting
// library writes "1234.5" whatever the page says, so each chart hands it this formatter as
// `localization.priceFormatter` (docs/decisions/0301-one-number-format.md).
import type { Language } from '@savdo/contract';
import { formatNumber } from '@savdo/core';

/** (1234.5) -> '1 234,50' in uz and ru, '1 234.50' in en, with exactly `decimals` decimals. */
export function chartPriceFormatter(lang: Language, decimals: number): (price: number) => string {
  return (price) => formatNumber(price, lang, { minDecimals: decimals, maxDecimals: decimals });
}
