import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  TIME_ZONE_CHOICES,
  formatDate,
  formatDateTime,
  formatTime,
  isTimeZoneChoice,
  setLanguage,
  timeZoneLabel,
  timeZoneOffsetLabel,
  timeZoneOffsetMinutes,
} from '@savdo/core';

// 2026-11-22 21:30 UTC: already the 23rd in Tashkent (UTC+5), still the 22nd in New York.
const INSTANT = Date.UTC(2026, 10, 22, 21, 30);

afterEach(() => {
  setLanguage('uz');
});

describe('dates per language', () => {
  it("uz and ru: 'DD.MM.YYYY'", () => {
    expect(formatDate(INSTANT, 'uz', 'london')).toBe('22.11.2026');
    expect(formatDate(INSTANT, 'ru', 'london')).toBe('22.11.2026');
  });

  it("en: 'D Mon YYYY' (no day-month ambiguity)", () => {
    expect(formatDate(Date.UTC(2026, 0, 5, 12), 'en', 'london')).toBe('5 Jan 2026');
  });

  it('times are 24-hour HH:mm in every language', () => {
    expect(formatTime(Date.UTC(2026, 0, 5, 7, 4), 'en', 'london')).toBe('07:04');
    expect(formatTime(INSTANT, 'uz', 'london')).toBe('21:30');
  });

  it('date and time together', () => {
    expect(formatDateTime(INSTANT, 'ru', 'moscow')).toBe('23.11.2026 00:30');
    expect(formatDateTime(INSTANT, 'en', 'new_york')).toBe('22 Nov 2026 16:30');
  });

  it('accepts Date objects and ISO strings', () => {
    expect(formatDateTime(new Date(INSTANT), 'uz', 'london')).toBe('22.11.2026 21:30');
    expect(formatDateTime('2026-11-22T21:30:00Z', 'uz', 'london')).toBe('22.11.2026 21:30');
  });

  it('an unreadable date shows a dash', () => {
    expect(formatDate('not a date', 'uz')).toBe('—');
    expect(formatTime(Number.NaN, 'uz')).toBe('—');
  });
});

describe('time zones (decision 15): fixed offsets', () => {
  it('default is UTC+5 Tashkent', () => {
    expect(formatDateTime(INSTANT, 'uz')).toBe('23.11.2026 02:30');
  });

  it.each([
    ['tashkent', '23.11.2026 02:30'],
    ['moscow', '23.11.2026 00:30'],
    ['london', '22.11.2026 21:30'],
    ['new_york', '22.11.2026 16:30'],
  ] as const)('%s shows %s', (zone, text) => {
    expect(formatDateTime(INSTANT, 'uz', zone)).toBe(text);
  });

  it('no daylight-saving shift: New York in July is still UTC-5 and London UTC+0', () => {
    const july = Date.UTC(2026, 6, 1, 12, 0);
    expect(formatTime(july, 'en', 'new_york')).toBe('07:00');
    expect(formatTime(july, 'en', 'london')).toBe('12:00');
  });

  it.each([
    ['tashkent', 'UTC+5'],
    ['moscow', 'UTC+3'],
    ['london', 'UTC+0'],
    ['new_york', 'UTC-5'],
  ] as const)('offset label of %s is %s', (zone, label) => {
    expect(timeZoneOffsetLabel(zone)).toBe(label);
  });

  it('the choices are the four zones plus the browser', () => {
    expect(TIME_ZONE_CHOICES).toEqual(['tashkent', 'moscow', 'london', 'new_york', 'browser']);
    expect(isTimeZoneChoice('browser')).toBe(true);
    expect(isTimeZoneChoice('Asia/Tashkent')).toBe(false);
  });

  it('zone names per language', () => {
    expect(timeZoneLabel('tashkent', 'uz')).toBe('UTC+5 Toshkent');
    expect(timeZoneLabel('new_york', 'en')).toBe('UTC-5 New York');
    expect(timeZoneLabel('moscow', 'ru')).toBe('UTC+3 Москва');
    setLanguage('en');
    expect(timeZoneLabel('browser')).toBe('Browser time');
  });
});

describe("the browser's own zone", () => {
  const originalTz = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Kolkata'; // UTC+5:30 all year: a deterministic "browser" zone
  });
  afterAll(() => {
    process.env.TZ = originalTz;
  });

  it('formats in the local zone', () => {
    expect(formatDateTime(INSTANT, 'uz', 'browser')).toBe('23.11.2026 03:00');
  });

  it('labels the local offset, with minutes when it has them', () => {
    expect(timeZoneOffsetMinutes('browser', new Date(INSTANT))).toBe(330);
    expect(timeZoneOffsetLabel('browser', new Date(INSTANT))).toBe('UTC+5:30');
  });

  it('a UTC browser is labelled UTC+0, one west of UTC with a minus', () => {
    try {
      process.env.TZ = 'UTC';
      expect(timeZoneOffsetLabel('browser', new Date(INSTANT))).toBe('UTC+0');
      process.env.TZ = 'America/Sao_Paulo'; // UTC-3, no daylight saving since 2019
      expect(timeZoneOffsetLabel('browser', new Date(INSTANT))).toBe('UTC-3');
    } finally {
      process.env.TZ = 'Asia/Kolkata';
    }
  });
});
