// Charts write prices as the page does (decision 0301): a chart beside "1 234,5" never says "1234.5".
import { describe, expect, it } from 'vitest';
import { chartPriceFormatter } from '@savdo/ui/charts';

describe('chart price labels', () => {
  it('rule 0301: the axis uses the page number format, the decimal comma in uz and ru', () => {
    expect(chartPriceFormatter('uz', 2)(1234.5)).toBe('1\u202F234,50');
    expect(chartPriceFormatter('ru', 5)(1.0852)).toBe('1,08520');
    expect(chartPriceFormatter('en', 0)(-1500)).toBe('-1\u202F500');
  });
});
