import { describe, expect, it } from 'vitest';
import { parseTopUpAmount, topUpAmountProblem, topUpPrefill } from '@savdo/core';

describe('top-up rules (minimum top-up 1,000 UZS)', () => {
  it('reads grouped amounts as a trader types them', () => {
    expect(parseTopUpAmount('50 000')).toBe(50_000);
    expect(parseTopUpAmount('1\u202f250\u202f000')).toBe(1_250_000);
    expect(parseTopUpAmount("100'000")).toBe(100_000);
    expect(parseTopUpAmount('  ')).toBeNull();
    expect(parseTopUpAmount('12.5')).toBeNaN();
  });

  it('refuses empty, fractions, below 1,000 and above the maximum', () => {
    expect(topUpAmountProblem('')).toBe('required');
    expect(topUpAmountProblem('1000.50')).toBe('notWhole');
    expect(topUpAmountProblem('999')).toBe('belowMinimum');
    expect(topUpAmountProblem('1 000')).toBeNull();
    expect(topUpAmountProblem('100000001')).toBe('aboveMaximum');
  });

  it('a shortfall pre-fills the top-up, never below 1,000 UZS', () => {
    expect(topUpPrefill(250)).toBe(1000);
    expect(topUpPrefill(12_345.2)).toBe(12_346);
    expect(topUpPrefill(0)).toBeNull();
    expect(topUpPrefill(undefined)).toBeNull();
  });
});

describe('review: a decimal comma is never read as a thousands separator', () => {
  it('"1500,50" is not a whole amount; "50.000" and "50,000" are fifty thousand', () => {
    expect(parseTopUpAmount('1500,50')).toBeNaN();
    expect(topUpAmountProblem('1500,50')).toBe('notWhole');
    expect(parseTopUpAmount('50.000')).toBe(50_000);
    expect(parseTopUpAmount('50,000')).toBe(50_000);
    expect(parseTopUpAmount('5,00')).toBeNaN();
  });
});
