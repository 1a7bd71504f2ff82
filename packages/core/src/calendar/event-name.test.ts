// An event's name in the reader's language (docs/decisions/0311-economic-event-series.md).
import { describe, expect, it } from 'vitest';
import { eventName } from '@savdo/core';

const cpi = { event: 'CPI y/y', event_names: { uz: 'Inflyatsiya (yillik)', ru: null } };

describe('eventName', () => {
  it("names the event in the series' own language when it has a name there", () => {
    expect(eventName(cpi, 'uz')).toBe('Inflyatsiya (yillik)');
  });

  it('falls back on the English name where that language has none, or no series', () => {
    expect(eventName(cpi, 'ru')).toBe('CPI y/y');
    expect(eventName({ event: 'GDP q/q' }, 'uz')).toBe('GDP q/q');
  });

  it('in English always the English name', () => {
    expect(eventName(cpi, 'en')).toBe('CPI y/y');
  });
});
