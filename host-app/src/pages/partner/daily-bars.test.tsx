// The partner portal's charts (docs/embedding.md, "What usage counts", "Referrals"): the whole
// 30-day period is drawn, days without a count are zero, and the image names the totals.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { countsByDay, DailyBars, periodDays } from './daily-bars';

afterEach(cleanup);

describe('the partner portal charts cover the last 30 days', () => {
  it('the period is 30 UTC days ending today, oldest first', () => {
    const days = periodDays(new Date('2026-03-01T23:30:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days[29]).toBe('2026-03-01');
    expect(new Set(days).size).toBe(30);
  });

  it('counts of one day from several rows (origins, widgets) are summed', () => {
    const sums = countsByDay([
      ['2026-03-01', 2],
      ['2026-02-28', 5],
      ['2026-03-01', 3],
    ]);
    expect(sums.get('2026-03-01')).toBe(5);
    expect(sums.get('2026-02-28')).toBe(5);
  });

  it('draws one bar per day and series with a count; the image names the period totals', () => {
    const days = periodDays(new Date('2026-03-01T12:00:00Z'));
    render(
      <DailyBars
        label="Referred"
        days={days}
        series={[
          {
            name: 'sign_ups',
            label: 'Sign-ups',
            colour: 'green',
            byDay: new Map([
              ['2026-03-01', 4],
              ['2026-02-10', 1],
              // Outside the period: not drawn, not counted.
              ['2025-12-31', 9],
            ]),
          },
          {
            name: 'first_top_ups',
            label: 'First top-ups',
            colour: 'blue',
            byDay: new Map([['2026-03-01', 2]]),
          },
        ]}
      />,
    );
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-label')).toMatch(/Referred\..*Sign-ups: 5; First top-ups: 2$/);
    const bars = [...image.querySelectorAll('rect')].map(
      (r) =>
        `${r.getAttribute('data-day')} ${r.getAttribute('data-series')} ${r.getAttribute('data-count')}`,
    );
    expect(bars.sort()).toEqual([
      '2026-02-10 sign_ups 1',
      '2026-03-01 first_top_ups 2',
      '2026-03-01 sign_ups 4',
    ]);
    // The tallest bar is the largest count: it fills the chart's height.
    const tallest = image.querySelector('rect[data-count="4"]');
    const shorter = image.querySelector('rect[data-count="2"]');
    expect(Number(tallest?.getAttribute('height'))).toBeGreaterThan(
      Number(shorter?.getAttribute('height')),
    );
    // Two series: a legend names them.
    expect(screen.getByText('First top-ups')).toBeTruthy();
  });
});
