// "5 minutes ago" in the reader's language, from a notification's ISO time. Written from a table
// of our own (the words Intl.RelativeTimeFormat gives with numeric 'auto': "yesterday", "вчера",
// "kecha"), not by Intl: a page's first Intl formatter costs about 15 ms of the browser's locale
// set-up, a long task in the click that opens the panel (docs/decisions/0301-one-number-format.md).
// relative-time.test.ts compares the table with Intl's own output.
import type { Language } from '@savdo/contract';

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

const UNITS: [Unit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

interface Phrases {
  /** The unit's word in each plural form the language has (see `form`). */
  words: Record<Unit, readonly string[]>;
  form: (n: number) => number;
  past: (n: number, word: string) => string;
  future: (n: number, word: string) => string;
  /** Whole words for some counts: -1 day is "yesterday". */
  named: Partial<Record<Unit, Record<number, string>>>;
}

/** Russian plural forms of a whole number: 1, 21 минуту; 2-4, 22 минуты; 5-20, 25 минут. */
const russianForm = (n: number) =>
  n % 10 === 1 && n % 100 !== 11
    ? 0
    : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14)
      ? 1
      : 2;

const PHRASES: Record<Language, Phrases> = {
  en: {
    words: {
      year: ['year', 'years'],
      month: ['month', 'months'],
      week: ['week', 'weeks'],
      day: ['day', 'days'],
      hour: ['hour', 'hours'],
      minute: ['minute', 'minutes'],
    },
    form: (n) => (n === 1 ? 0 : 1),
    past: (n, word) => `${n} ${word} ago`,
    future: (n, word) => `in ${n} ${word}`,
    named: {
      year: { [-1]: 'last year', 1: 'next year' },
      month: { [-1]: 'last month', 1: 'next month' },
      week: { [-1]: 'last week', 1: 'next week' },
      day: { [-1]: 'yesterday', 1: 'tomorrow' },
    },
  },
  ru: {
    words: {
      year: ['год', 'года', 'лет'],
      month: ['месяц', 'месяца', 'месяцев'],
      week: ['неделю', 'недели', 'недель'],
      day: ['день', 'дня', 'дней'],
      hour: ['час', 'часа', 'часов'],
      minute: ['минуту', 'минуты', 'минут'],
    },
    form: russianForm,
    past: (n, word) => `${n} ${word} назад`,
    future: (n, word) => `через ${n} ${word}`,
    named: {
      year: { [-1]: 'в прошлом году', 1: 'в следующем году' },
      month: { [-1]: 'в прошлом месяце', 1: 'в следующем месяце' },
      week: { [-1]: 'на прошлой неделе', 1: 'на следующей неделе' },
      day: { [-2]: 'позавчера', [-1]: 'вчера', 1: 'завтра', 2: 'послезавтра' },
    },
  },
  uz: {
    words: {
      year: ['yil'],
      month: ['oy'],
      week: ['hafta'],
      day: ['kun'],
      hour: ['soat'],
      minute: ['daqiqa'],
    },
    form: () => 0,
    past: (n, word) => `${n} ${word} oldin`,
    future: (n, word) => `${n} ${word}dan keyin`,
    named: {
      year: { [-1]: 'o‘tgan yil', 1: 'keyingi yil' },
      month: { [-1]: 'o‘tgan oy', 1: 'keyingi oy' },
      week: { [-1]: 'o‘tgan hafta', 1: 'keyingi hafta' },
      day: { [-1]: 'kecha', 1: 'ertaga' },
    },
  },
};

/** `count` units from now (negative: ago), in `lang`. */
export function formatRelative(count: number, unit: Unit, lang: Language): string {
  const phrases = PHRASES[lang];
  const named = phrases.named[unit]?.[count];
  if (named) return named;
  const n = Math.abs(count);
  const word = phrases.words[unit][phrases.form(n)]!;
  return count < 0 ? phrases.past(n, word) : phrases.future(n, word);
}

/** Null under a minute (the caller says "just now"). */
export function relativeTime(iso: string, lang: Language, now = Date.now()): string | null {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  if (!Number.isFinite(seconds)) return null;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatRelative(Math.round(seconds / size), unit, lang);
  }
  return null;
}
