// The time axis' labels of every lightweight-charts chart, in the interface language: the
// library formats months through the browser's Intl, and Chromium names Uzbek months "M06".

import type { Language } from '@savdo/contract';

const MONTHS: Record<Language, readonly string[]> = {
  uz: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avg', 'sen', 'okt', 'noy', 'dek'],
  ru: ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};
const pad = (n: number) => String(n).padStart(2, '0');

/** The time axis' label of a tick (lightweight-charts' TickMarkType: 0 year ... 3 time), UTC. */
export function tickLabel(seconds: number, kind: number, lang: Language): string {
  const d = new Date(seconds * 1000);
  if (kind === 0) return String(d.getUTCFullYear());
  if (kind === 1) return MONTHS[lang][d.getUTCMonth()]!;
  if (kind === 2) return String(d.getUTCDate());
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** `timeScale.tickMarkFormatter` for a chart whose times are UTC seconds. */
export function tickMarkFormatter(lang: Language) {
  return (time: unknown, kind: number): string | null =>
    typeof time === 'number' ? tickLabel(time, kind, lang) : null;
}
