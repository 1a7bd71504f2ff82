// The daily P&L heatmap names its months and weekdays in the interface language: a month's short
// name over the week its first Monday falls in (when there is room), Monday, Wednesday and Friday
// beside their rows.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { monthLabels, PnlHeatmap } from './pnl-heatmap';

const UZ_MONTHS = 'yan,fev,mar,apr,may,iyn,iyl,avg,sen,okt,noy,dek'.split(',');
const UZ_WEEKDAYS = 'Du,Se,Ch,Pa,Ju,Sh,Ya'.split(',');

describe('the daily P&L heatmap', () => {
  it('labels its months and weekdays in the interface language', () => {
    const { container } = render(
      <PnlHeatmap
        days={[
          { date: '2026-01-14', pnl: 120, trades: 2 },
          { date: '2026-03-02', pnl: -40, trades: 1 },
        ]}
        label="Kunlik P&L"
        describe={(day) => day.date}
        today="2026-03-10"
        from="2026-01-01"
        to="2026-03-10"
        monthNames={UZ_MONTHS}
        weekdayNames={UZ_WEEKDAYS}
      />,
    );
    const months = [...container.querySelectorAll('text[data-month]')].map((t) => t.textContent);
    expect(months).toEqual(['yan', 'fev', 'mar']);
    const weekdays = [...container.querySelectorAll('text[data-weekday]')].map(
      (t) => t.textContent,
    );
    expect(weekdays).toEqual(['Du', 'Ch', 'Ju']);
    // The squares still name their day, and the labels are hidden from screen readers.
    expect(container.querySelector('rect[data-date="2026-03-02"]')).not.toBeNull();
    expect(container.querySelector('g[aria-hidden="true"] text[data-month]')).not.toBeNull();
  });

  it('skips a month name with no room before the next one', () => {
    // 2025-12-29 is a Monday: its week is December's only column before January, so January's
    // name takes the room.
    const start = Date.parse('2025-12-29T00:00:00Z');
    expect(monthLabels(start, 10)).toEqual([
      { week: 1, month: 0 },
      { week: 5, month: 1 },
      { week: 9, month: 2 },
    ]);
    expect(monthLabels(Date.parse('2026-01-05T00:00:00Z'), 2)).toEqual([{ week: 0, month: 0 }]);
  });
});
