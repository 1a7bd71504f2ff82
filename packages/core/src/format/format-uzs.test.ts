import { afterEach, describe, expect, it } from 'vitest';
import { formatUzs, setLanguage } from '@savdo/core';

const NNBSP = '\u202F';

afterEach(() => {
  setLanguage('uz');
});

describe('UZS amounts (decision 14)', () => {
  it("uz: '1 250 000 so'm' with narrow no-break spaces between thousands", () => {
    expect(formatUzs(1_250_000, 'uz')).toBe(`1${NNBSP}250${NNBSP}000 so'm`);
  });

  it("ru: '1 250 000 сум'", () => {
    expect(formatUzs(1_250_000, 'ru')).toBe(`1${NNBSP}250${NNBSP}000 сум`);
  });

  it("en: '1 250 000 UZS'", () => {
    expect(formatUzs(1_250_000, 'en')).toBe(`1${NNBSP}250${NNBSP}000 UZS`);
  });

  it('small amounts have no separator; exact thousands group correctly', () => {
    expect(formatUzs(0, 'en')).toBe('0 UZS');
    expect(formatUzs(999, 'en')).toBe('999 UZS');
    expect(formatUzs(1000, 'en')).toBe(`1${NNBSP}000 UZS`);
    expect(formatUzs(100_000_000, 'en')).toBe(`100${NNBSP}000${NNBSP}000 UZS`);
  });

  it('amounts are whole numbers: fractions are rounded', () => {
    expect(formatUzs(1999.6, 'en')).toBe(`2${NNBSP}000 UZS`);
    expect(formatUzs(1000.4, 'en')).toBe(`1${NNBSP}000 UZS`);
  });

  it('negatives carry a minus sign (never "-0")', () => {
    expect(formatUzs(-1_250_000, 'uz')).toBe(`-1${NNBSP}250${NNBSP}000 so'm`);
    expect(formatUzs(-0.2, 'en')).toBe('0 UZS');
  });

  it('an unreadable amount shows a dash rather than "NaN"', () => {
    expect(formatUzs(Number.NaN, 'en')).toBe('—');
    expect(formatUzs(Number.POSITIVE_INFINITY, 'en')).toBe('—');
  });

  it('defaults to the current interface language', () => {
    setLanguage('ru');
    expect(formatUzs(5000)).toBe(`5${NNBSP}000 сум`);
  });
});
