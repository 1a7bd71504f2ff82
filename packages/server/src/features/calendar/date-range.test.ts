// The instants each date filter of GET /economic_calendar covers, in the viewer's time zone.
import { describe, expect, it } from 'vitest';
import { calendarRange, DEFAULT_UTC_OFFSET, MAX_RANGE_DAYS } from './date-range';
import { ValidationError } from '../../domain-errors';

// Wednesday 2026-11-25 10:00 in Tashkent (05:00 UTC).
const NOW = new Date('2026-11-25T05:00:00Z');
const iso = (r: { from: Date; to: Date }) => [r.from.toISOString(), r.to.toISOString()];

describe('calendar date filters', () => {
  it('days default to UTC+5 Tashkent (decision 15)', () => {
    expect(DEFAULT_UTC_OFFSET).toBe(300);
  });

  it("today is the viewer's day from midnight to midnight", () => {
    expect(iso(calendarRange({ date_filter: 'today' }, NOW))).toEqual([
      '2026-11-24T19:00:00.000Z',
      '2026-11-25T19:00:00.000Z',
    ]);
  });

  it('tomorrow is the next day', () => {
    expect(iso(calendarRange({ date_filter: 'tomorrow' }, NOW))).toEqual([
      '2026-11-25T19:00:00.000Z',
      '2026-11-26T19:00:00.000Z',
    ]);
  });

  it('this week runs Monday to Sunday', () => {
    expect(iso(calendarRange({ date_filter: 'this_week' }, NOW))).toEqual([
      '2026-11-22T19:00:00.000Z',
      '2026-11-29T19:00:00.000Z',
    ]);
  });

  it('next week is the Monday-to-Sunday after this one', () => {
    expect(iso(calendarRange({ date_filter: 'next_week' }, NOW))).toEqual([
      '2026-11-29T19:00:00.000Z',
      '2026-12-06T19:00:00.000Z',
    ]);
  });

  it('on a Sunday, this week is the week that ends that day', () => {
    const sunday = new Date('2026-11-29T12:00:00Z'); // 17:00 Sunday in Tashkent
    expect(calendarRange({ date_filter: 'this_week' }, sunday).from.toISOString()).toBe(
      '2026-11-22T19:00:00.000Z',
    );
  });

  it('no filter and no dates means this week', () => {
    expect(iso(calendarRange({}, NOW))).toEqual(
      iso(calendarRange({ date_filter: 'this_week' }, NOW)),
    );
  });

  it('the viewer time zone moves the day: at 04:00 UTC it is still the 24th in New York (UTC-5)', () => {
    const lateEvening = new Date('2026-11-25T04:00:00Z');
    expect(iso(calendarRange({ date_filter: 'today', utc_offset: -300 }, lateEvening))).toEqual([
      '2026-11-24T05:00:00.000Z',
      '2026-11-25T05:00:00.000Z',
    ]);
  });

  it('custom from_date and to_date are whole days, both included', () => {
    expect(
      iso(
        calendarRange(
          { date_filter: 'custom', from_date: '2026-12-01', to_date: '2026-12-03' },
          NOW,
        ),
      ),
    ).toEqual(['2026-11-30T19:00:00.000Z', '2026-12-03T19:00:00.000Z']);
  });

  it('dates without a filter mean custom', () => {
    expect(iso(calendarRange({ from_date: '2026-12-01', to_date: '2026-12-01' }, NOW))).toEqual([
      '2026-11-30T19:00:00.000Z',
      '2026-12-01T19:00:00.000Z',
    ]);
  });

  it('one open end is bounded by the longest range', () => {
    const r = calendarRange({ from_date: '2026-12-01' }, NOW);
    expect(r.to.getTime() - r.from.getTime()).toBe(MAX_RANGE_DAYS * 86_400_000);
  });

  it('custom without dates, a reversed range, an unreal date or a too-long range is a 400', () => {
    const cases = [
      { date_filter: 'custom' as const },
      { from_date: '2026-12-03', to_date: '2026-12-01' },
      { from_date: '2026-02-30' },
      { from_date: '2026-01-01', to_date: '2027-06-01' },
    ];
    for (const query of cases) {
      let caught: unknown;
      try {
        calendarRange(query, NOW);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ValidationError);
    }
  });
});
