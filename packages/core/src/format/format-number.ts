// Numbers in the interface language, one rule for every number (decision 0301): thousands are
// grouped with a narrow no-break space in every language, as money is ("1 500 000 UZS"); the
// decimal mark is the language's: ',' in uz and ru, '.' in en. The digits are what en-US
// Intl.NumberFormat writes (format-number.test.ts compares them), worked out by hand: the first
// Intl formatter of a page costs about 15 ms of the browser's locale set-up before anything
// shows, and the output then does not depend on the ICU data a browser ships (the reason
// format-uzs.ts avoids locale formatting too).
import { localizeDigits, type Language } from '@savdo/contract';
import { $language } from '../i18n/language';
import { UNKNOWN_VALUE } from './format-uzs';

/** A finite x >= 0 in plain decimal notation, from its shortest round-trip form ('1e-7'). */
function plain(x: number): string {
  const [mantissa, exponent] = String(x).split('e') as [string, string?];
  if (!exponent) return mantissa;
  const [int, frac = ''] = mantissa.split('.') as [string, string?];
  const all = int + frac;
  const point = int.length + Number(exponent);
  return point <= 0
    ? `0.${'0'.repeat(-point)}${all}`
    : `${all.padEnd(point, '0').slice(0, point)}.${all.slice(point)}`;
}

/**
 * `value` with at least `min` and at most `max` decimals, rounded half away from zero on its
 * shortest decimal form and grouped with ',', as Intl.NumberFormat('en-US') writes it.
 */
function enDigits(value: number, min: number, max: number): string {
  let [int, frac = ''] = plain(Math.abs(value)).split('.') as [string, string?];
  if (frac.length > max) {
    let kept = int + frac.slice(0, max);
    if (frac[max]! >= '5') {
      // One more in the last kept place: trailing nines become zeros, the digit before goes up.
      const nines = kept.length - kept.replace(/9+$/, '').length;
      const head = kept.slice(0, kept.length - nines);
      kept = (head ? head.slice(0, -1) + (Number(head.slice(-1)) + 1) : '1') + '0'.repeat(nines);
    }
    int = kept.slice(0, kept.length - max);
    frac = kept.slice(kept.length - max);
  }
  frac = frac.replace(/0+$/, '').padEnd(min, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${int.replace(/\B(?=(\d{3})+$)/g, ',')}${frac ? `.${frac}` : ''}`;
}

export interface NumberFormatOptions {
  /** At most this many decimals (default 2). */
  maxDecimals?: number;
  /** At least this many decimals (default 0). */
  minDecimals?: number;
}

/** 1234.5 -> '1 234.5' (en), '1 234,5' (uz, ru); a narrow no-break space. '—' when not finite. */
export function formatNumber(
  value: number,
  lang: Language = $language.get(),
  { maxDecimals = 2, minDecimals = 0 }: NumberFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return UNKNOWN_VALUE;
  return localizeDigits(enDigits(value, minDecimals, Math.max(minDecimals, maxDecimals)), lang);
}
