// The back office's day filters are Tashkent days (UTC+5, as the payment orders' and the audit
// log's); the chat's moderation list takes ISO date-times, so a day becomes its first and last
// instant in Tashkent.
const TASHKENT_OFFSET = '+05:00';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first instant of `day` (YYYY-MM-DD) in Tashkent, as ISO; undefined for anything else. */
export function tashkentDayStart(day: string | number | undefined): string | undefined {
  return toIso(day, 'T00:00:00.000');
}

/** The last millisecond of `day` in Tashkent, as ISO (the list's `to` is inclusive). */
export function tashkentDayEnd(day: string | number | undefined): string | undefined {
  return toIso(day, 'T23:59:59.999');
}

function toIso(day: string | number | undefined, time: string): string | undefined {
  if (typeof day !== 'string' || !DAY.test(day)) return undefined;
  const at = new Date(`${day}${time}${TASHKENT_OFFSET}`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}
