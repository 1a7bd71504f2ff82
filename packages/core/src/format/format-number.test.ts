// Numbers per locale: uz and ru write a decimal comma, not '.' (format-number.ts).
import { describe, expect, it } from 'vitest';
import { formatNumber, localizeFigure } from '@savdo/core';

const NNBSP = '\u202F';

describe('numbers per locale', () => {
  it("uz and ru write a decimal comma and group thousands with a narrow space: '1 234,5'", () => {
    expect(formatNumber(1234.5, 'uz')).toBe(`1${NNBSP}234,5`);
    expect(formatNumber(1234.5, 'ru')).toBe(`1${NNBSP}234,5`);
  });

  it("en writes '1,234.5'", () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  });

  it('keeps the decimals asked for and rounds beyond them', () => {
    expect(formatNumber(2, 'uz', { minDecimals: 2 })).toBe('2,00');
    expect(formatNumber(1.23456, 'ru', { maxDecimals: 3 })).toBe('1,235');
    expect(formatNumber(-0.5, 'uz')).toBe('-0,5');
  });

  it('writes a dash for a value that is not a number', () => {
    expect(formatNumber(Number.NaN, 'en')).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY, 'uz')).toBe('—');
  });

  it("rewrites a published figure's numbers and keeps its units: '2.5%' -> '2,5%'", () => {
    expect(localizeFigure('2.5%', 'uz')).toBe('2,5%');
    expect(localizeFigure('-0.3K', 'ru')).toBe('-0,3K');
    expect(localizeFigure('1,234.56M', 'uz')).toBe(`1${NNBSP}234,56M`);
    expect(localizeFigure('175K', 'ru')).toBe('175K');
    expect(localizeFigure('2.5%', 'en')).toBe('2.5%');
  });
});
