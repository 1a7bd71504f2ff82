// The calendar's pure rules: actual against forecast, the next event and its countdown, days
// in a time zone, and the local impact and currency filters.
import { describe, expect, it, vi } from 'vitest';
// Internals, imported by path (the folder's index exports public names only: decision 0140).
import { compareActual, lowerIsBetter, parseFigure } from '@savdo/widgets/calendar/compare-actual';
import { countdownText, countdownTo, nextEvent } from '@savdo/widgets/calendar/next-event';
import { dayKey, groupByDay, utcOffsetOf, weekdayOf } from '@savdo/widgets/calendar/calendar-days';
import { withEventReplaced } from '@savdo/core';
import { currencyChoices, filterEvents } from '@savdo/widgets/calendar/event-filters';
import { countryName } from '@savdo/widgets/calendar/country-flag';
import { flagShapes, FLAG_SHAPES } from '@savdo/widgets/calendar/flag-shapes';
import { calendarEvent } from '../../../../tests/kit/calendar-fixtures';

describe('figures as published', () => {
  it.each([
    ['3.2%', 3.2],
    ['-0.4%', -0.4],
    ['+1.5', 1.5],
    ['227K', 227_000],
    ['1.2B', 1_200_000_000],
    ['-1.8M', -1_800_000],
    ['4,25%', 4.25],
    ['\u22120.1%', -0.1],
  ])('%s reads as %d', (text, value) => {
    expect(parseFigure(text)).toBeCloseTo(value);
  });

  it('no number means no figure', () => {
    for (const text of [null, '', 'n/a', 'Dec 12']) expect(parseFigure(text)).toBeNull();
  });
});

describe('actual compared with forecast (coloured better or worse)', () => {
  it('an actual above the forecast is better, below is worse, equal is the same', () => {
    expect(
      compareActual({
        event: 'Retail Sales m/m',
        actual: '0.5%',
        forecast: '0.3%',
        consensus: null,
      }),
    ).toBe('better');
    expect(
      compareActual({
        event: 'Retail Sales m/m',
        actual: '0.1%',
        forecast: '0.3%',
        consensus: null,
      }),
    ).toBe('worse');
    expect(
      compareActual({
        event: 'Retail Sales m/m',
        actual: '0.3%',
        forecast: '0.3%',
        consensus: null,
      }),
    ).toBe('same');
  });

  it('for unemployment, jobless claims and inventories a lower number is better', () => {
    expect(lowerIsBetter('Unemployment Rate')).toBe(true);
    expect(lowerIsBetter('Unemployment Claims')).toBe(true);
    expect(lowerIsBetter('Crude Oil Inventories')).toBe(true);
    expect(lowerIsBetter('Non-Farm Employment Change')).toBe(false);
    expect(
      compareActual({
        event: 'Unemployment Rate',
        actual: '4.0%',
        forecast: '4.2%',
        consensus: null,
      }),
    ).toBe('better');
    expect(
      compareActual({
        event: 'Unemployment Claims',
        actual: '230K',
        forecast: '216K',
        consensus: null,
      }),
    ).toBe('worse');
  });

  it('without a forecast the consensus is the benchmark; without either there is no comparison', () => {
    expect(compareActual({ event: 'GDP', actual: '2.9%', forecast: null, consensus: '2.8%' })).toBe(
      'better',
    );
    expect(
      compareActual({ event: 'GDP', actual: '2.9%', forecast: null, consensus: null }),
    ).toBeNull();
    expect(
      compareActual({ event: 'GDP', actual: null, forecast: '2.8%', consensus: null }),
    ).toBeNull();
  });
});

describe('countdown to the next event', () => {
  const events = [
    calendarEvent({ time: '2026-11-25T10:00:00Z' }),
    calendarEvent({ time: '2026-11-25T13:30:00Z' }),
    calendarEvent({ time: '2026-11-26T09:00:00Z' }),
  ];

  it('the next event is the first one strictly after now', () => {
    expect(nextEvent(events, Date.parse('2026-11-25T09:00:00Z'))).toBe(events[0]);
    expect(nextEvent(events, Date.parse('2026-11-25T10:00:00Z'))).toBe(events[1]);
    expect(nextEvent(events, Date.parse('2026-11-27T00:00:00Z'))).toBeNull();
  });

  it('time left is split into days, hours, minutes and seconds, rounded up, never negative', () => {
    const now = Date.parse('2026-11-24T08:54:50.500Z');
    expect(countdownTo(Date.parse('2026-11-25T10:00:00Z'), now)).toEqual({
      days: 1,
      hours: 1,
      minutes: 5,
      seconds: 10,
    });
    expect(countdownTo(now - 5_000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('reads 02:05:09, with the days in front when there are any', () => {
    const days = (n: number) => `${n} d`;
    expect(countdownText({ days: 0, hours: 2, minutes: 5, seconds: 9 }, days)).toBe('02:05:09');
    expect(countdownText({ days: 3, hours: 0, minutes: 0, seconds: 1 }, days)).toBe('3 d 00:00:01');
  });
});

describe('days in the chosen time zone', () => {
  it('an event at 20:30 UTC is the next day in Tashkent (UTC+5) and the same day in New York', () => {
    expect(dayKey('2026-11-25T20:30:00Z', 'tashkent')).toBe('2026-11-26');
    expect(dayKey('2026-11-25T20:30:00Z', 'new_york')).toBe('2026-11-25');
    expect(dayKey('2026-11-25T20:30:00Z', 'moscow')).toBe('2026-11-25');
  });

  it('weeks start on Monday', () => {
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(weekdayOf('2026-11-29')).toBe('sun');
  });

  it('the four fixed zones send their own offset; browser sends the visitor offset', () => {
    expect([
      utcOffsetOf('tashkent'),
      utcOffsetOf('moscow'),
      utcOffsetOf('london'),
      utcOffsetOf('new_york'),
    ]).toEqual([300, 180, 0, -300]);
    const at = new Date('2026-11-25T12:00:00Z');
    expect(utcOffsetOf('browser', at)).toBe(-at.getTimezoneOffset() || 0);
  });

  it('events group into runs of one day, in order', () => {
    const a = calendarEvent({ time: '2026-11-25T10:00:00Z' });
    const b = calendarEvent({ time: '2026-11-25T19:30:00Z' });
    const c = calendarEvent({ time: '2026-11-25T20:00:00Z' });
    expect(groupByDay([a, b, c], 'tashkent').map((d) => [d.day, d.events.length])).toEqual([
      ['2026-11-25', 1],
      ['2026-11-26', 2],
    ]);
  });
});

describe('impact and currency filters', () => {
  const usdHigh = calendarEvent({ currency: 'USD', impact: 'high' });
  const eurLow = calendarEvent({ currency: 'EUR', impact: 'low', flag: 'eu' });
  const usdLow = calendarEvent({ currency: 'USD', impact: 'low' });

  it('filter by impact, by currency, or both', () => {
    const all = [usdHigh, eurLow, usdLow];
    expect(filterEvents(all, { impact: 'all', currency: '' })).toEqual(all);
    expect(filterEvents(all, { impact: 'low', currency: '' })).toEqual([eurLow, usdLow]);
    expect(filterEvents(all, { impact: 'all', currency: 'USD' })).toEqual([usdHigh, usdLow]);
    expect(filterEvents(all, { impact: 'low', currency: 'USD' })).toEqual([usdLow]);
  });

  it('currency choices are the currencies present, sorted, keeping the chosen one', () => {
    expect(currencyChoices([usdHigh, eurLow, usdLow])).toEqual(['EUR', 'USD']);
    expect(currencyChoices([usdHigh], 'JPY')).toEqual(['JPY', 'USD']);
  });

  it('a live update replaces the event with the same id and leaves the list alone otherwise', () => {
    const list = [usdHigh, eurLow];
    const updated = { ...eurLow, actual: '1.0%' };
    expect(withEventReplaced(list, updated)).toEqual([usdHigh, updated]);
    expect(withEventReplaced(list, calendarEvent())).toBe(list);
  });
});

describe('country flag', () => {
  it('is drawn, not an emoji: every flag the demo calendar and the Uzbek names use has shapes', () => {
    for (const code of [
      'us',
      'eu',
      'gb',
      'jp',
      'cn',
      'de',
      'ru',
      'ch',
      'ca',
      'au',
      'nz',
      'uz',
      'sa',
    ]) {
      expect(FLAG_SHAPES[code]?.length, code).toBeGreaterThan(0);
    }
    expect(flagShapes('EU')).toBe(FLAG_SHAPES.eu);
    // Unknown codes get one neutral plate rather than nothing.
    expect(flagShapes('xx')).toHaveLength(1);
  });

  it('every shape stays inside the 30 x 20 box', () => {
    for (const [code, shapes] of Object.entries(FLAG_SHAPES)) {
      for (const s of shapes) {
        if (s.kind === 'rect') {
          expect(s.x + s.w, code).toBeLessThanOrEqual(30.01);
          expect(s.y + s.h, code).toBeLessThanOrEqual(20.01);
        }
        if (s.kind === 'circle') expect(s.cx - s.r, code).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('names known codes from its own tables, without building Intl.DisplayNames (slow on a first render)', () => {
    const spy = vi.spyOn(Intl, 'DisplayNames');
    try {
      expect(countryName('us', 'en')).toBe('United States');
      expect(countryName('gb', 'ru')).toBe('Великобритания');
      expect(countryName('EU', 'en')).toBe('European Union');
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('names the country in Uzbek (Latin) for uz, whatever the browser knows', () => {
    expect(countryName('us', 'uz')).toBe("Amerika Qo'shma Shtatlari");
    expect(countryName('UZ', 'uz')).toBe("O'zbekiston");
    expect(countryName('eu', 'uz')).toBe('Yevropa Ittifoqi');
    for (const code of ['au', 'ca', 'ch', 'cn', 'de', 'gb', 'jp', 'nz', 'ru']) {
      expect(countryName(code, 'uz')).not.toBe(countryName(code, 'en'));
    }
    expect(countryName('us', 'en')).toBe('United States');
  });
});
