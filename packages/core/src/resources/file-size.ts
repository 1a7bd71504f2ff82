// A file's size as a reader expects it: "2.4 KB", "1,2 МБ" (the language's number format and
// unit names), whole bytes below one kilobyte.
import type { Language } from '@savdo/contract';
import { formatNumber } from '../format/format-number';

const UNITS: Record<Language, [string, string, string]> = {
  uz: ['bayt', 'KB', 'MB'],
  en: ['bytes', 'KB', 'MB'],
  ru: ['байт', 'КБ', 'МБ'],
};

export function formatFileSize(bytes: number, lang: Language): string {
  const [b, kb, mb] = UNITS[lang];
  // The page's own number format (decision 0301), not the browser's locale data.
  const number = (n: number) => formatNumber(n, lang, { maxDecimals: 1 });
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} ${b}`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} ${kb}`;
  return `${number(bytes / (1024 * 1024))} ${mb}`;
}
