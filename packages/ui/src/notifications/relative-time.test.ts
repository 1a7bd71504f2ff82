// A notification's time, "5 minutes ago", in uz, ru and en, written from our own table
// (relative-time.ts) as Intl.RelativeTimeFormat with numeric 'auto' writes it.
import { describe, expect, it } from 'vitest';
import { formatRelative, relativeTime } from './relative-time';

const NOW = Date.parse('2026-12-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relative time of a notification', () => {
  it('says nothing under a minute (the panel says "just now"), then the largest whole unit', () => {
    expect(relativeTime(ago(59), 'en', NOW)).toBeNull();
    expect(relativeTime(ago(5 * 60), 'en', NOW)).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3600), 'ru', NOW)).toBe('2 часа назад');
    expect(relativeTime(ago(86_400), 'uz', NOW)).toBe('kecha');
    expect(relativeTime(ago(21 * 86_400), 'ru', NOW)).toBe('3 недели назад');
    expect(relativeTime('not a time', 'en', NOW)).toBeNull();
  });

  it("writes what Intl.RelativeTimeFormat writes, in every unit, count and language (it is not used: its first use costs the panel's opening)", () => {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      const intl = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
      for (const unit of ['minute', 'hour', 'day', 'week', 'month', 'year'] as const) {
        for (let count = -130; count <= 130; count++) {
          if (count === 0) continue;
          expect(formatRelative(count, unit, lang), `${lang} ${count} ${unit}`).toBe(
            intl.format(count, unit),
          );
        }
      }
    }
  });
});
