// Dollars one way on every page (decision 0301): two decimals, the page's grouping, a true minus.
import { describe, expect, it } from 'vitest';
import { formatUsd } from '@savdo/core';

describe('dollars', () => {
  it('rule 0301: the same figure has two decimals wherever it shows ("$1 357.50", never "$1,357.5")', () => {
    expect(formatUsd(1357.5, 'en')).toBe('$1\u202F357.50');
    expect(formatUsd(1357.5, 'uz')).toBe('$1\u202F357,50');
    expect(formatUsd(60, 'ru', true)).toBe('+$60,00');
  });

  it('a loss carries a true minus; zero and an unreadable value do not', () => {
    expect(formatUsd(-40, 'en', true)).toBe('−$40.00');
    expect(formatUsd(-0.001, 'en', true)).toBe('$0.00');
    expect(formatUsd(Number.NaN, 'en')).toBe('—');
  });
});
