// The days of a month laid out in weeks from Monday, and day arithmetic on ISO dates (UTC, so
// no time zone or summer time moves a day).
import { isoDate } from '../primitives/date-text';

/** yyyy-mm-dd as a UTC Date. */
const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The ISO date `days` days after `iso` (before, when negative). */
export function addDays(iso: string, days: number): string {
  return new Date(utc(iso).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same day `months` months later, on the month's last day when it has fewer days. */
export function addMonths(iso: string, months: number): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const index = y * 12 + m - 1 + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  for (let day = d; day > 27; day--) {
    const found = isoDate(year, month, day);
    if (found) return found;
  }
  return isoDate(year, month, Math.min(d, 28)) ?? iso;
}

/** Monday 0 … Sunday 6. */
export const weekdayOf = (iso: string) => (utc(iso).getUTCDay() + 6) % 7;

/** The month's weeks, Monday first; null for the days of the months around it. */
export function monthWeeks(year: number, month: number): (string | null)[][] {
  const first = isoDate(year, month, 1) ?? '';
  const cells: (string | null)[] = Array<null>(weekdayOf(first)).fill(null);
  for (let day = 1; day <= 31; day++) {
    const iso = isoDate(year, month, day);
    if (iso) cells.push(iso);
  }
  while (cells.length % 7) cells.push(null);
  const weeks = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** Today in the browser's calendar. */
export function today(): string {
  const now = new Date();
  return isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate()) ?? '';
}
