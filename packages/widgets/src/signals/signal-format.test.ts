// Prices, percentages and ratios of the signals widget in the interface language's
// number format (uz and ru: decimal comma, narrow-space thousands).
import { describe, expect, it } from 'vitest';
import {
  formatPercent,
  formatPrice,
  formatRatio,
  levelDecimals,
} from '@savdo/widgets/signals/signal-format';

const NNBSP = '\u202F';

describe('signal figures per locale', () => {
  it('prices keep the decimals their size needs, with the locale separators', () => {
    expect(formatPrice(2648.5, 'en')).toBe(`2${NNBSP}648.5`);
    expect(formatPrice(2648.5, 'uz')).toBe(`2${NNBSP}648,5`);
    expect(formatPrice(1.08523, 'ru')).toBe('1,08523');
    expect(formatPrice(null, 'uz')).toBe('—');
  });

  it('percentages and ratios', () => {
    expect(formatPercent(2.35, '+', 'uz')).toBe('+2,35%');
    expect(formatPercent(1.2, '−', 'en')).toBe('−1.2%');
    expect(formatRatio(2.5, 'ru')).toBe('1:2,5');
    expect(formatRatio(2.5, 'en')).toBe('1:2.5');
  });
});

describe('one precision per card (decision 0301)', () => {
  it('rule: the levels of a card share the most precise of their decimals ("1.2680", not "1.268")', () => {
    const decimals = levelDecimals([1.268, 1.2731, 1.2575]);
    expect(decimals).toBe(4);
    expect(formatPrice(1.268, 'en', decimals)).toBe('1.2680');
    expect(formatPrice(1.2731, 'uz', decimals)).toBe('1,2731');
    expect(formatPrice(2648.5, 'en', levelDecimals([2648.5, 2632, null]))).toBe('2\u202F648.5');
    expect(formatPrice(2632, 'en', levelDecimals([2648.5, 2632, null]))).toBe('2\u202F632.0');
    expect(levelDecimals([null])).toBeUndefined();
  });
});
