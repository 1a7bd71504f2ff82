// "5 minutes ago" in the reader's language, from a notification's ISO time.
import type { Language } from '@savdo/contract';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** One formatter per language: building one costs more than formatting with it, per row. */
const formatters = new Map<Language, Intl.RelativeTimeFormat>();

/** Null under a minute (the caller says "just now"). */
export function relativeTime(iso: string, lang: Language, now = Date.now()): string | null {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (!Number.isFinite(seconds)) return null;
  let format = formatters.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    formatters.set(lang, format);
  }
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return null;
}
