// The equity chart's series (pure): whole UTC seconds strictly increasing as lightweight-charts
// requires, the last point of a second kept, out-of-order points sorted, unreadable points left
// out, drawdown below zero (and never -0); the fill colour from a theme token.
import { describe, expect, it } from 'vitest';
import type { EquityPoint } from '@savdo/contract';
import { tickLabel, withAlpha } from '@savdo/ui/charts';
import { deepestDrawdown, equityChartPoints } from '@savdo/widgets/algo/bot/equity-chart-data';

const point = (time: string, equity: number, dd = 0): EquityPoint => ({
  time,
  balance: equity,
  equity,
  drawdown_percent: dd,
});

describe('equityChartPoints', () => {
  it('keeps the last point of a second and sorts out-of-order points', () => {
    const points = equityChartPoints([
      point('2026-01-01T00:00:02.000Z', 1010, 0),
      point('2026-01-01T00:00:01.100Z', 990, 1),
      point('2026-01-01T00:00:01.900Z', 995, 0.5),
      point('not a date', 5),
      point('2026-01-01T00:00:03.000Z', 980, 2.97),
    ]);
    const t0 = Date.UTC(2026, 0, 1) / 1000;
    expect(points).toEqual([
      { time: t0 + 1, equity: 995, drawdown: -0.5 },
      { time: t0 + 2, equity: 1010, drawdown: 0 },
      { time: t0 + 3, equity: 980, drawdown: -2.97 },
    ]);
    expect(Object.is(points[1]!.drawdown, -0)).toBe(false);
    expect(deepestDrawdown(points)).toBe(-2.97);
  });

  it('an empty curve is empty, and its deepest drawdown is 0', () => {
    expect(equityChartPoints([])).toEqual([]);
    expect(deepestDrawdown([])).toBe(0);
  });
});

describe('withAlpha', () => {
  it('turns theme token colours into translucent fills', () => {
    expect(withAlpha('#1d5fd1', 0.5)).toBe('rgba(29, 95, 209, 0.5)');
    expect(withAlpha('#fff', 0.1)).toBe('rgba(255, 255, 255, 0.1)');
    expect(withAlpha('rgb(1, 2, 3)', 0.2)).toBe('rgba(1, 2, 3, 0.2)');
    expect(withAlpha('teal', 0.2)).toBe('teal');
  });
});

describe('tickLabel', () => {
  it('labels the time axis in the interface language, in UTC (never "M06")', () => {
    const t = Date.UTC(2026, 5, 7, 4, 5) / 1000;
    expect(tickLabel(t, 0, 'uz')).toBe('2026');
    expect(tickLabel(t, 1, 'uz')).toBe('iyn');
    expect(tickLabel(t, 1, 'ru')).toBe('июн');
    expect(tickLabel(t, 1, 'en')).toBe('Jun');
    expect(tickLabel(t, 2, 'en')).toBe('7');
    expect(tickLabel(t, 3, 'ru')).toBe('04:05');
  });
});
