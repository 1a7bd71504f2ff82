// The chat list's day filters: a Tashkent day (UTC+5) becomes its first and last instant.
import { describe, expect, it } from 'vitest';
import { tashkentDayEnd, tashkentDayStart } from './tashkent-day';

describe('a Tashkent day as ISO date-times', () => {
  it('starts at 19:00 UTC the day before and ends at 18:59:59.999 UTC', () => {
    expect(tashkentDayStart('2026-11-20')).toBe('2026-11-19T19:00:00.000Z');
    expect(tashkentDayEnd('2026-11-20')).toBe('2026-11-20T18:59:59.999Z');
  });

  it('leaves out what is no day', () => {
    expect(tashkentDayStart(undefined)).toBeUndefined();
    expect(tashkentDayStart('20.11.2026')).toBeUndefined();
    expect(tashkentDayEnd('2026-02-31x')).toBeUndefined();
  });
});
