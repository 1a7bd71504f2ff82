/**
 * How an amount of UZS is written (decision 14): thousands separated by a narrow no-break space
 * (U+202F). In the contract because the server writes amounts into messages (the
 * insufficient-balance text) exactly as the client shows them.
 */
export const THOUSANDS_SEPARATOR = '\u202F';

/** 1250000 -> '1 250 000' (with U+202F); a leading '-' for negatives. Rounds to a whole number. */
export function groupThousands(amount: number): string {
  const rounded = Math.round(Math.abs(amount));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  return amount < 0 && rounded !== 0 ? `-${digits}` : digits;
}
