// A file's size as a reader expects it: "2.4 KB", "1,2 МБ" (the language's number format and
// unit names), whole bytes below one kilobyte.
import type { Language } from '@savdo/contract';

const UNITS: Record<Language, [string, string, string]> = {
  uz: ['bayt', 'KB', 'MB'],
  en: ['bytes', 'KB', 'MB'],
  ru: ['байт', 'КБ', 'МБ'],
};

export function formatFileSize(bytes: number, lang: Language): string {
  const [b, kb, mb] = UNITS[lang];
  const number = (n: number) =>
    new Intl.NumberFormat(lang === 'uz' ? 'uz-Latn' : lang, { maximumFractionDigits: 1 }).format(n);
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} ${b}`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} ${kb}`;
  return `${number(bytes / (1024 * 1024))} ${mb}`;
}
