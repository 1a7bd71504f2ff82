// How the journal writes its figures: dollars with a sign, ratios, dates (date-only values
// are whole days, so they are shown as written, never shifted by a time zone).
import type { Language } from '@savdo/contract';
import { formatDate, formatNumber, formatUsd } from '@savdo/core';

/** Dollars as every page writes them, two decimals (decision 0301). */
export function usd(value: number, lang: Language, signed = false): string {
  return formatUsd(value, lang, signed);
}

export function figure(value: number | null, lang: Language, none: string, decimals = 2): string {
  return value === null ? none : formatNumber(value, lang, { maxDecimals: decimals });
}

/** Today as YYYY-MM-DD in the trader's own time zone (the form's default trade date). */
export function todayText(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD trade date in the interface's date style. */
export function tradeDate(date: string, lang: Language): string {
  return formatDate(`${date}T12:00:00Z`, lang, 'london');
}

/** A stored image's address: the server answers paths under the API, which may be elsewhere. */
export function imageUrl(path: string, apiBase: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? `${apiBase}${path}` : path;
}
