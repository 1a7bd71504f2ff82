// <TodaysEvents>: today's events only, in the chosen zone, with the countdown, a limit, the
// link to the full calendar, live actual values and its states.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LanguageContext } from '@savdo/ui';
import { TodaysEvents } from '@savdo/widgets';
import {
  calendarEvent,
  calendarTestClock,
  publishActual,
  serveCalendar,
  settle,
} from '../../../../tests/kit/calendar-fixtures';

const NOW = new Date('2026-11-25T05:00:00Z');

calendarTestClock(NOW);

describe('TodaysEvents', () => {
  it("asks for today's events in the zone's days", async () => {
    const loader = serveCalendar(() => []);
    render(<TodaysEvents timeZone="moscow" />);
    await settle();
    expect(loader.queries).toEqual([{ date_filter: 'today', utc_offset: 180 }]);
    expect(screen.getByText('No economic events today.')).toBeTruthy();
  });

  it('lists the events with time, currency, name, impact and actual, and the countdown', async () => {
    serveCalendar(() => [
      calendarEvent({
        id: 1,
        time: '2026-11-25T09:00:00Z',
        currency: 'EUR',
        flag: 'eu',
        event: 'Ifo',
        impact: 'medium',
        actual: '86.2',
        forecast: '86.9',
      }),
      calendarEvent({
        id: 2,
        time: '2026-11-25T13:30:00Z',
        currency: 'USD',
        event: 'GDP q/q',
        impact: 'high',
      }),
    ]);
    render(<TodaysEvents />);
    await settle();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('14:00');
    expect(items[0]).toContain('EUR');
    expect(items[0]).toContain('Ifo');
    expect(items[0]).toContain('Medium');
    expect(items[0]).toContain('86.2');
    expect(document.querySelector('[part="countdown"]')?.textContent).toContain(
      'EUR Ifo in 04:00:00',
    );
  });

  it('shows at most `limit` events, only the chosen impact, and the calendar link', async () => {
    serveCalendar(() => [
      calendarEvent({ id: 11, impact: 'high' }),
      calendarEvent({ id: 12, impact: 'low' }),
      calendarEvent({ id: 13, impact: 'high' }),
      calendarEvent({ id: 14, impact: 'high' }),
    ]);
    render(<TodaysEvents impact="high" limit={2} calendarHref="/economic-calendar" />);
    await settle();
    expect(
      [...document.querySelectorAll('[data-event-id]')].map((e) => e.getAttribute('data-event-id')),
    ).toEqual(['11', '13']);
    expect(screen.getByRole('link', { name: 'Full calendar' }).getAttribute('href')).toBe(
      '/economic-calendar',
    );
  });

  it('takes actual values live', async () => {
    const event = calendarEvent({ id: 21, forecast: '1.0%' });
    serveCalendar(() => [event]);
    render(<TodaysEvents />);
    await settle();
    act(() => publishActual({ ...event, actual: '0.8%' }));
    expect(
      document
        .querySelector('[data-event-id="21"] [part="actual"]')
        ?.getAttribute('data-comparison'),
    ).toBe('worse');
  });

  it('shows the load-failure text', async () => {
    serveCalendar(() => new Error('down'));
    render(<TodaysEvents />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(
      'Failed to load economic calendar data. Please try again later',
    );
  });
});

describe("figures in the widget's own language", () => {
  it('a widget set to uz on an English page writes 86,2, not 86.2 (a partner page)', async () => {
    serveCalendar(() => [
      calendarEvent({
        id: 7,
        time: '2026-11-25T04:00:00Z',
        currency: 'EUR',
        event: 'Ifo',
        impact: 'medium',
        actual: '86.2',
        forecast: '86.9',
      }),
    ]);
    render(
      <LanguageContext.Provider value="uz">
        <TodaysEvents />
      </LanguageContext.Provider>,
    );
    await settle();
    expect(document.body.textContent).toContain('86,2');
    expect(document.body.textContent).not.toContain('86.2');
  });
});
