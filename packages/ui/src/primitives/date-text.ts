// A calendar date as the interface language writes it, and the typed forms DateField reads back
// (docs/decisions/0306-date-and-file-controls-follow-the-interface-language.md). Values are ISO
// `yyyy-mm-dd`; the text is uz and ru `22.11.2026`, en `22 Nov 2026`, as core's formatDate.
import type { Language } from '@savdo/contract';

/** Jan…Dec in three letters each: en's shown form and the month names en may type. */
const EN_MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO date of a year, month (1-12) and day, or null when there is no such day. */
export function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    year >= 1000 &&
    year <= 9999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** '2026-11-22' as '22.11.2026' (uz, ru) or '22 Nov 2026' (en); '' for ''. */
export function dateText(iso: string, lang: Language): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  if (lang !== 'en') return `${pad(d)}.${pad(m)}.${y}`;
  return `${d} ${EN_MONTHS.slice(m * 3 - 3, m * 3)} ${y}`;
}

/** The month (1-12) an en word names by its first three letters, else 0. */
function enMonth(word: string): number {
  const at = EN_MONTHS.toLowerCase().indexOf(word.slice(0, 3).toLowerCase());
  return at % 3 === 0 ? at / 3 + 1 : 0;
}

/**
 * The ISO date a typed text names, '' for blank, null when it names none: dd.mm.yyyy,
 * dd/mm/yyyy, dd-mm-yyyy or yyyy-mm-dd in every language (day first, never the US month-first
 * form), and in en also `22 Nov 2026`, `22 November 2026` and `Nov 22, 2026`.
 */
export function parseDateText(text: string, lang: Language): string | null {
  const s = text.trim();
  if (!s) return '';
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s);
  if (m) return isoDate(+m[1]!, +m[2]!, +m[3]!);
  m = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})$/.exec(s);
  if (m) return isoDate(+m[3]!, +m[2]!, +m[1]!);
  if (lang !== 'en') return null;
  m = /^(\d{1,2}) *([a-z]{3,})\.?,? *(\d{4})$/i.exec(s);
  if (m) return isoDate(+m[3]!, enMonth(m[2]!), +m[1]!);
  m = /^([a-z]{3,})\.? *(\d{1,2}),? *(\d{4})$/i.exec(s);
  return m ? isoDate(+m[3]!, enMonth(m[1]!), +m[2]!) : null;
}
