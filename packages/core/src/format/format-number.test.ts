// Numbers per locale, one grouping for every number (decision 0301): a narrow no-break space
// between thousands in every language, the decimal mark of the language (format-number.ts).
import { describe, expect, it } from 'vitest';
import { formatNumber, formatUzs, localizeFigure } from '@savdo/core';

const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('numbers per locale', () => {
  it("uz and ru write a decimal comma and group thousands with a narrow space: '1 234,5'", () => {
    expect(formatNumber(1234.5, 'uz')).toBe(`1${NNBSP}234,5`);
    expect(formatNumber(1234.5, 'ru')).toBe(`1${NNBSP}234,5`);
  });

  it("rule 0301: en groups thousands as its money does, '1 234.5' beside '1 500 000 UZS'", () => {
    expect(formatNumber(1234.5, 'en')).toBe(`1${NNBSP}234.5`);
    const grouping = (text: string) => text.replace(/\d/g, '').charAt(0);
    expect(grouping(formatNumber(1500000, 'en'))).toBe(grouping(formatUzs(1500000, 'en')));
  });

  it('keeps the decimals asked for and rounds beyond them', () => {
    expect(formatNumber(2, 'uz', { minDecimals: 2 })).toBe('2,00');
    expect(formatNumber(1.23456, 'ru', { maxDecimals: 3 })).toBe('1,235');
    expect(formatNumber(-0.5, 'uz')).toBe('-0,5');
  });

  it("writes the digits en-US Intl.NumberFormat writes, for every size and rounding (it is not used: its first use costs a page's load)", () => {
    // A seeded walk over sizes (1e-9 .. 1e17), halves and near-halves, nines that carry, and
    // every decimals setting the widgets use.
    let seed = 301;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const values = [
      0,
      -0,
      0.5,
      1.5,
      2.5,
      -2.5,
      1.005,
      2.675,
      0.045,
      9.995,
      99.95,
      999_999.999,
      0.999,
      1e-7,
      5e-7,
      1.23e-10,
      1e21,
      2 ** 53,
      123_456_789_012_345_680_000,
      0.1 + 0.2,
      -0.004,
      -0.005,
    ];
    for (let i = 0; i < 3000; i++) {
      const size = 10 ** Math.floor(next() * 27 - 9);
      const value = (next() - 0.3) * size;
      values.push(value, Number(value.toFixed(3)) + 0.0005, Math.round(value) + 0.5);
    }
    const intl = new Map<string, Intl.NumberFormat>();
    for (const value of values) {
      for (const [min, max] of [
        [0, 0],
        [0, 1],
        [0, 2],
        [2, 2],
        [1, 3],
        [0, 6],
        [4, 4],
        [5, 5],
        [0, 8],
      ] as const) {
        const key = `${min}:${max}`;
        if (!intl.has(key)) {
          intl.set(
            key,
            new Intl.NumberFormat('en-US', {
              minimumFractionDigits: min,
              maximumFractionDigits: max,
            }),
          );
        }
        const expected = intl.get(key)!.format(value).replace(/,/g, NNBSP);
        expect(
          formatNumber(value, 'en', { minDecimals: min, maxDecimals: max }),
          `${value} ${key}`,
        ).toBe(expected);
      }
    }
  });

  it('writes a dash for a value that is not a number', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'uz')).toBe('—');
  });

  it("rewrites a published figure's numbers and keeps its units: '2.5%' -> '2,5%'", () => {
    expect(localizeFigure('2.5%', 'uz')).toBe('2,5%');
    expect(localizeFigure('1,234.56', 'uz')).toBe(`1${NNBSP}234,56`);
    expect(localizeFigure('1,234.56M', 'en')).toBe(`1${NNBSP}234.56M`);
    expect(localizeFigure('2.5%', 'en')).toBe('2.5%');
    expect(localizeFigure('-1.2%', 'ru')).toBe('-1,2%');
  });

  it('rule: the scale letters are words in uz and ru (mlrd/mln/ming, млрд/млн/тыс.), letters in en', () => {
    expect(localizeFigure('17.4B', 'uz')).toBe(`17,4${NBSP}mlrd`);
    expect(localizeFigure('2.1M', 'uz')).toBe(`2,1${NBSP}mln`);
    expect(localizeFigure('175K', 'uz')).toBe(`175${NBSP}ming`);
    expect(localizeFigure('17.4B', 'ru')).toBe(`17,4${NBSP}млрд`);
    expect(localizeFigure('2.1M', 'ru')).toBe(`2,1${NBSP}млн`);
    expect(localizeFigure('-0.3K', 'ru')).toBe(`-0,3${NBSP}тыс.`);
    expect(localizeFigure('17.4B', 'en')).toBe('17.4B');
  });
});
