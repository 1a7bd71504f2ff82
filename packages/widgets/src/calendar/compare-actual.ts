// Actual against forecast: better, worse or the same, for colouring the actual value. Figures
// are text as published ('3.2%', '-0.4%', '227K', '1.2B', '4.25%'); an indicator where a lower
// number is good news (unemployment, jobless claims, inventories, deficits) compares inverted.
import type { EconomicEvent } from '@savdo/contract';

export type Comparison = 'better' | 'worse' | 'same';

const SCALE: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9, T: 1e12 };

/** The number in a published figure, or null when there is none ('', 'n/a', a date). */
export function parseFigure(text: string | null | undefined): number | null {
  if (!text) return null;
  const match = /^\s*([+-]?)\s*(\d+(?:[.,]\d+)?)\s*([KMBT])?\s*%?\s*$/i.exec(
    text.replace(/\u2212/g, '-'),
  );
  if (!match) return null;
  const [, sign = '', digits = '', unit] = match;
  const value = Number(digits.replace(',', '.')) * (unit ? (SCALE[unit.toUpperCase()] ?? 1) : 1);
  return sign === '-' ? -value : value;
}

/** Indicators where a number below forecast is good for the currency. */
const LOWER_IS_BETTER =
  /unemployment|jobless|claims|inventor|deficit|borrowing|bankruptc|layoff|redundanc/i;

export function lowerIsBetter(eventName: string): boolean {
  return LOWER_IS_BETTER.test(eventName);
}

/** How the actual compares with the forecast (else the consensus); null when either is missing. */
export function compareActual(
  event: Pick<EconomicEvent, 'event' | 'actual' | 'forecast' | 'consensus'>,
): Comparison | null {
  const actual = parseFigure(event.actual);
  const expected = parseFigure(event.forecast) ?? parseFigure(event.consensus);
  if (actual === null || expected === null) return null;
  if (actual === expected) return 'same';
  const higher = actual > expected;
  return higher !== lowerIsBetter(event.event) ? 'better' : 'worse';
}
