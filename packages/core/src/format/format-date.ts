// Dates and times per language in a chosen time zone (decision 15). Built by hand from the
// wall-clock parts rather than with Intl.DateTimeFormat, so the strings are the same in every
// browser and ICU version: uz and ru '22.11.2026', en '22 Nov 2026'; times 24-hour '14:05'.
import type { Language, TimeZoneChoice } from '@savdo/contract';
import { DEFAULT_TIME_ZONE } from '@savdo/contract';
import { $language } from '../i18n/language';
import { UNKNOWN_VALUE } from './format-uzs';
import { timeZoneOffsetMinutes } from './time-zones';

const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

export type DateInput = Date | number | string;

interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hours: number;
  minutes: number;
}

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

function wallClock(date: Date, zone: TimeZoneChoice): WallClock {
  if (zone === 'browser') {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      hours: date.getHours(),
      minutes: date.getMinutes(),
    };
  }
  // A fixed offset: shift the instant, then read it as UTC.
  const shifted = new Date(date.getTime() + timeZoneOffsetMinutes(zone) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

function dateText(c: WallClock, lang: Language): string {
  if (lang === 'en') return `${c.day} ${EN_MONTHS[c.month - 1]} ${c.year}`;
  return `${pad(c.day)}.${pad(c.month)}.${c.year}`;
}

function timeText(c: WallClock): string {
  return `${pad(c.hours)}:${pad(c.minutes)}`;
}

function format(
  input: DateInput,
  zone: TimeZoneChoice,
  render: (clock: WallClock) => string,
): string {
  const date = toDate(input);
  return date ? render(wallClock(date, zone)) : UNKNOWN_VALUE;
}

/** '22.11.2026' (uz, ru) or '22 Nov 2026' (en), in the zone (default UTC+5 Tashkent). */
export function formatDate(
  input: DateInput,
  lang: Language = $language.get(),
  zone: TimeZoneChoice = DEFAULT_TIME_ZONE,
): string {
  return format(input, zone, (c) => dateText(c, lang));
}

/**
 * '14:05': 24-hour in every language. `lang` is accepted so all three functions are called the
 * same way.
 */
export function formatTime(
  input: DateInput,
  _lang: Language = $language.get(),
  zone: TimeZoneChoice = DEFAULT_TIME_ZONE,
): string {
  return format(input, zone, timeText);
}

/** '22.11.2026 14:05' (uz, ru) or '22 Nov 2026 14:05' (en). */
export function formatDateTime(
  input: DateInput,
  lang: Language = $language.get(),
  zone: TimeZoneChoice = DEFAULT_TIME_ZONE,
): string {
  return format(input, zone, (c) => `${dateText(c, lang)} ${timeText(c)}`);
}
