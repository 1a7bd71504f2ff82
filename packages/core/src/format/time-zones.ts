// The time-zone choices (docs/decisions/0221-time-zone-is-a-preference.md). The four named
// zones are fixed offsets, as their labels promise ("UTC+3 Moscow"), so no daylight-saving
// shift applies; 'browser' is the visitor's own zone, with its daylight saving.
import type { Language, TimeZoneChoice } from '@savdo/contract';
import { TIME_ZONES } from '@savdo/contract';
import { i18n } from '../i18n/i18n';
import { $language } from '../i18n/language';

export const TIME_ZONE_CHOICES: readonly TimeZoneChoice[] = [
  ...TIME_ZONES.map((zone) => zone.id),
  'browser',
];

export function isTimeZoneChoice(value: unknown): value is TimeZoneChoice {
  return typeof value === 'string' && (TIME_ZONE_CHOICES as readonly string[]).includes(value);
}

/** Minutes east of UTC at the given moment (the browser's zone may change with DST). */
export function timeZoneOffsetMinutes(zone: TimeZoneChoice, at: Date = new Date()): number {
  const fixed = TIME_ZONES.find((z) => z.id === zone);
  if (fixed) return fixed.offsetMinutes;
  return -at.getTimezoneOffset() || 0; // `|| 0` turns -0 into 0
}

/** 'UTC+5', 'UTC-5', 'UTC+0', 'UTC+5:30'. */
export function timeZoneOffsetLabel(zone: TimeZoneChoice, at: Date = new Date()): string {
  const offset = timeZoneOffsetMinutes(zone, at);
  const sign = offset < 0 ? '-' : '+';
  const hours = Math.floor(Math.abs(offset) / 60);
  const minutes = Math.abs(offset) % 60;
  return `UTC${sign}${hours}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`;
}

/** The zone's name for a picker, e.g. 'UTC+5 Toshkent' (uz) or 'Browser time' (en). */
export function timeZoneLabel(zone: TimeZoneChoice, lang: Language = $language.get()): string {
  return i18n.t(`core:timeZone.${zone}`, { lng: lang });
}
