// Dollars (a trading account's money: journal P&L and risk, analytics, chart markers) written one
// way on every page (decision 0301): two decimals always, the page's grouping, a true minus.
import type { Language } from '@savdo/contract';
import { $language } from '../i18n/language';
import { formatNumber } from './format-number';
import { UNKNOWN_VALUE } from './format-uzs';

/** 1357.5 -> '$1 357.50'; signed: '+$60.00', '−$40.00' (a loss always shows its minus). */
export function formatUsd(value: number, lang: Language = $language.get(), signed = false): string {
  if (!Number.isFinite(value)) return UNKNOWN_VALUE;
  const text = `$${formatNumber(Math.abs(value), lang, { minDecimals: 2, maxDecimals: 2 })}`;
  if (value < 0 && text !== '$0.00' && text !== '$0,00') return `−${text}`;
  return signed && value > 0 ? `+${text}` : text;
}
