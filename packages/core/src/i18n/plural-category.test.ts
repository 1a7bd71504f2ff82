// The written-out plural rules of uz, ru and en answer what Intl.PluralRules answers, for whole
// counts, negative ones, fractions, huge ones and the non-finite.
import { describe, expect, it } from 'vitest';
import { pluralCategory } from './plural-category';

const counts = [
  ...Array.from({ length: 2401 }, (_, i) => i - 200),
  0.5,
  1.5,
  2.25,
  11.1,
  21.1,
  0.1,
  1.0000001,
  -1.5,
  1e6,
  1e6 + 1,
  1e6 + 2,
  1e6 + 11,
  2 ** 40 + 3,
  1e21,
  -0,
  Number.MAX_SAFE_INTEGER,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

describe('pluralCategory', () => {
  for (const language of ['uz', 'ru', 'en']) {
    it(`${language}: the category Intl.PluralRules gives, for every count`, () => {
      const intl = new Intl.PluralRules(language);
      const differ = counts.filter((n) => pluralCategory(language, n) !== intl.select(n));
      expect(differ).toEqual([]);
    });
  }

  it('Russian has its four forms: 1 and 21 one, 3 and 22 few, 5, 11 and 112 many, 1.5 other', () => {
    expect([1, 3, 5, 1.5, 11, 21, 22, 112].map((n) => pluralCategory('ru', n))).toEqual([
      'one',
      'few',
      'many',
      'other',
      'many',
      'one',
      'few',
      'many',
    ]);
  });

  it('another language asks Intl', () => {
    expect(pluralCategory('ar', 2)).toBe('two');
    expect(pluralCategory('cy', 0)).toBe(new Intl.PluralRules('cy').select(0));
  });
});
