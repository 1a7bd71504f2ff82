// The top-up form's rules: whole UZS, at least 1,000, at most the
// server's bound; what a trader types may carry spaces or separators ("50 000", "50,000").
import { MAX_TOP_UP_UZS, MIN_TOP_UP_UZS } from '@savdo/contract';

/** Quick amounts offered as one-tap choices. */
export const TOP_UP_QUICK_AMOUNTS = [50_000, 100_000, 250_000, 500_000] as const;

export type TopUpAmountProblem = 'required' | 'notWhole' | 'belowMinimum' | 'aboveMaximum';

/**
 * Reads a typed amount. Spaces and apostrophes only group digits ("50 000", "50'000", and
 * "2 5000" while the field regroups as the trader types). A comma or a dot must group by threes
 * ("50,000", "50.000"); otherwise it is a decimal mark ("1500,50" in ru and uz), so the amount is
 * not whole: NaN, never a misread 150 050.
 */
export function parseTopUpAmount(text: string): number | null {
  const digits = text.replace(/[\s\u202f\u00a0'’]/g, '');
  if (digits === '') return null;
  if (/^\d+$/.test(digits)) return Number(digits);
  if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) return Number(digits.replace(/[.,]/g, ''));
  return Number.NaN;
}

export function topUpAmountProblem(text: string): TopUpAmountProblem | null {
  const amount = parseTopUpAmount(text);
  if (amount === null) return 'required';
  if (!Number.isSafeInteger(amount)) return 'notWhole';
  if (amount < MIN_TOP_UP_UZS) return 'belowMinimum';
  if (amount > MAX_TOP_UP_UZS) return 'aboveMaximum';
  return null;
}

/**
 * What the top-up opens with when a purchase falls short: the shortfall, never below the
 * minimum top-up, rounded up to whole UZS.
 */
export function topUpPrefill(shortfall: number | null | undefined): number | null {
  if (shortfall == null || !Number.isFinite(shortfall) || shortfall <= 0) return null;
  return Math.min(MAX_TOP_UP_UZS, Math.max(MIN_TOP_UP_UZS, Math.ceil(shortfall)));
}
