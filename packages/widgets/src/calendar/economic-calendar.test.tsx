// <EconomicCalendar>: every field of the economic event, impact as colour and text, actual
// against forecast, the filters and the query they send, the time zones, the countdown, live
// actual values, and the loading, empty and load-failure states.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { i18n } from '@savdo/core';
import type { FakeAnswer } from '../../../../tests/kit';
import { EconomicCalendar, SEARCH_DEBOUNCE_MS } from '@savdo/widgets';
import { fakeApi } from '../../../../tests/kit/auth-test-helpers';
import {
  calendarEvent,
  liveSockets,
  publishActual,
  calendarTestClock,
  settle,
  serveCalendar,
} from '../../../../tests/kit/calendar-fixtures';
import { CALENDAR_ROW_HEIGHT as ROW_HEIGHT } from '@savdo/widgets/calendar';

const NOW = new Date('2026-11-25T05:00:00Z'); // Wednesday 10:00 in Tashkent

function rowOf(id: number): HTMLElement {
  const row = document.querySelector<HTMLElement>(`[data-event-id="${id}"]`);
  if (!row) throw new Error(`no row for event ${id}`);
  return row;
}

/** Types a date in the interface language's form and leaves the field, as a user would. */
async function typeDate(label: string, text: string) {
  // The custom range's fields load when the range is chosen (loaded ahead in beforeAll: under
  // fake timers only settle() moves things on).
  for (let i = 0; i < 10 && !screen.queryByLabelText(label); i += 1) await settle();
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

beforeAll(() => import('./custom-range'));
calendarTestClock(NOW);

/** The list follows the impact and currency filters a task after the select (economic-calendar.tsx). */
async function listFollows(): Promise<void> {
  await act(async () => vi.advanceTimersByTime(1));
}

describe('EconomicCalendar', () => {
  it('shows the loading skeleton until the events arrive', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    fakeApi({ 'GET /economic_calendar': () => new Promise<FakeAnswer>((r) => (answer = r)) });
    render(<EconomicCalendar />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading the calendar…')).toBeTruthy();
    await act(async () => answer({ status: 200, body: { result: [] } }));
    await settle();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows every field of the economic event in its column', async () => {
    const event = calendarEvent({
      id: 501,
      time: '2026-11-25T13:30:00Z',
      flag: 'us',
      currency: 'USD',
      event: 'Non-Farm Employment Change',
      impact: 'high',
      previous: '12K',
      forecast: '183K',
      consensus: '200K',
      actual: '227K',
      is_tentative: true,
      is_preliminary: true,
      is_report: true,
      is_speech: true,
    });
    serveCalendar(() => [event]);
    render(<EconomicCalendar />);
    await settle();
    const cells = within(rowOf(501))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('18:30'); // 13:30 UTC at UTC+5
    // The flag is drawn (SVG), with the country's name for screen readers.
    expect(rowOf(501).querySelector('svg.flag[data-flag="us"]')).toBeTruthy();
    expect(cells[1]).toContain('United States');
    expect(cells[1]).toContain('USD');
    expect(cells[2]).toContain('Non-Farm Employment Change');
    for (const flag of ['Tentative time', 'Preliminary', 'Report', 'Speech'])
      expect(cells[2]).toContain(flag);
    expect(cells[3]).toBe('High');
    expect(cells[4]).toContain('227K');
    expect(cells.slice(5)).toEqual(['183K', '12K', '200K']);
    expect(screen.getByRole('columnheader', { name: 'Consensus' })).toBeTruthy();
  });

  it('shows impact as colour and as text', async () => {
    serveCalendar(() => [
      calendarEvent({ id: 601, impact: 'high' }),
      calendarEvent({ id: 602, impact: 'low' }),
    ]);
    render(<EconomicCalendar />);
    await settle();
    const high = rowOf(601).querySelector('[part="impact"]');
    expect(high?.getAttribute('data-impact')).toBe('high');
    expect(high?.textContent).toBe('High');
    expect(high?.getAttribute('title')).toBe('High impact');
    expect(rowOf(602).querySelector('[part="impact"]')?.textContent).toBe('Low');
    const colour = (id: number) =>
      getComputedStyle(rowOf(id).querySelector('[title$="impact"]') as Element).color;
    expect(colour(601)).not.toBe(colour(602));
  });

  it('colours the actual against the forecast and says which way', async () => {
    serveCalendar(() => [
      calendarEvent({ id: 701, event: 'Retail Sales', actual: '0.5%', forecast: '0.3%' }),
      calendarEvent({ id: 702, event: 'Retail Sales 2', actual: '0.1%', forecast: '0.3%' }),
      calendarEvent({ id: 703, event: 'Unemployment Rate', actual: '4.0%', forecast: '4.2%' }),
      calendarEvent({ id: 704, event: 'Not yet', actual: null, time: '2026-11-25T13:30:00Z' }),
      calendarEvent({
        id: 705,
        event: 'A speech',
        actual: null,
        time: '2026-11-25T01:00:00Z',
        forecast: null,
      }),
    ]);
    render(<EconomicCalendar />);
    await settle();
    const actual = (id: number) => rowOf(id).querySelector('[part="actual"]');
    expect(actual(701)?.getAttribute('data-comparison')).toBe('better');
    expect(actual(701)?.textContent).toContain('better than forecast');
    expect(actual(702)?.getAttribute('data-comparison')).toBe('worse');
    expect(actual(702)?.textContent).toContain('worse than forecast');
    expect(actual(703)?.getAttribute('data-comparison')).toBe('better');
    expect(getComputedStyle(actual(701) as Element).color).not.toBe(
      getComputedStyle(actual(702) as Element).color,
    );
    expect(within(rowOf(704)).getAllByRole('cell')[4]?.textContent).toBe('Pending');
    expect(within(rowOf(705)).getAllByRole('cell')[4]?.textContent).toBe('—');
  });

  it("a load failure shows 'Failed to load economic calendar data. Please try again later' and Try again loads again", async () => {
    let fail = true;
    const loader = serveCalendar(() =>
      fail ? new Error('offline') : [calendarEvent({ id: 801 })],
    );
    render(<EconomicCalendar />);
    await settle();
    expect(screen.getByRole('alert').textContent).toContain(
      'Failed to load economic calendar data. Please try again later',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(rowOf(801)).toBeTruthy();
    expect(loader.queries).toHaveLength(2);
  });

  it('shows the empty state when no event matches', async () => {
    serveCalendar(() => []);
    render(<EconomicCalendar />);
    await settle();
    expect(screen.getByText('No events')).toBeTruthy();
    expect(screen.getByText('No economic events match these filters.')).toBeTruthy();
  });

  it('asks for this week at UTC+5 by default, and for the chosen date filter', async () => {
    const loader = serveCalendar(() => []);
    render(<EconomicCalendar />);
    await settle();
    expect(loader.queries[0]).toEqual({ date_filter: 'this_week', utc_offset: 300 });
    fireEvent.change(screen.getByLabelText('Dates'), { target: { value: 'tomorrow' } });
    await settle();
    expect(loader.queries.at(-1)).toEqual({ date_filter: 'tomorrow', utc_offset: 300 });
    fireEvent.change(screen.getByLabelText('Dates'), { target: { value: 'next_week' } });
    await settle();
    expect(loader.queries.at(-1)).toMatchObject({ date_filter: 'next_week' });
  });

  it('a custom range waits for a date, then sends from_date and to_date', async () => {
    const loader = serveCalendar(() => []);
    render(<EconomicCalendar />);
    await settle();
    fireEvent.change(screen.getByLabelText('Dates'), { target: { value: 'custom' } });
    await settle();
    expect(loader.queries).toHaveLength(1);
    await typeDate('From', '01.12.2026');
    await settle();
    await typeDate('To', '05.12.2026');
    await settle();
    expect(loader.queries.at(-1)).toEqual({
      date_filter: 'custom',
      from_date: '2026-12-01',
      to_date: '2026-12-05',
      utc_offset: 300,
    });
  });

  it('a To before From is refused under To and asks the server nothing', async () => {
    const loader = serveCalendar(() => []);
    render(<EconomicCalendar />);
    await settle();
    fireEvent.change(screen.getByLabelText('Dates'), { target: { value: 'custom' } });
    await typeDate('From', '18.11.2026');
    await settle();
    const asked = loader.queries.length;
    await typeDate('To', '17.11.2026');
    await settle();
    expect(screen.getByText('The date cannot be before 18 Nov 2026')).toBeTruthy();
    expect(loader.queries).toHaveLength(asked);
    await typeDate('To', '19.11.2026');
    await settle();
    expect(screen.queryByText('The date cannot be before 18 Nov 2026')).toBeNull();
    expect(loader.queries.at(-1)).toMatchObject({ from_date: '2026-11-18', to_date: '2026-11-19' });
  });

  it('a reversed range given as attributes says so under To and asks the server nothing', async () => {
    const loader = serveCalendar(() => []);
    render(<EconomicCalendar dateFilter="custom" fromDate="2026-11-18" toDate="2026-11-17" />);
    await settle();
    await settle();
    expect(screen.getByText('The end date cannot be before the start date')).toBeTruthy();
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('17 Nov 2026');
    expect(loader.queries.filter((q) => q.date_filter === 'custom')).toEqual([]);
  });

  it('the search asks the server once typing pauses', async () => {
    const loader = serveCalendar(() => []);
    render(<EconomicCalendar />);
    await settle();
    const box = screen.getByLabelText('Search');
    for (const text of ['C', 'CP', 'CPI']) fireEvent.change(box, { target: { value: text } });
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(loader.queries).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(100));
    await settle();
    expect(loader.queries).toHaveLength(2);
    expect(loader.queries[1]).toMatchObject({ query: 'CPI' });
  });

  it('a filter keeps the rows that stay: the same row elements, not rewritten ones', async () => {
    // docs/decisions/0330-interactions-bench.md: rows keyed by their event, memoised with
    // stable props, so filtering removes rows instead of re-rendering every one.
    serveCalendar(() => [
      calendarEvent({ id: 951, impact: 'low' }),
      calendarEvent({ id: 952, impact: 'high' }),
      calendarEvent({ id: 953, impact: 'low' }),
      calendarEvent({ id: 954, impact: 'high' }),
    ]);
    render(<EconomicCalendar />);
    await settle();
    const before = [rowOf(952), rowOf(954)];
    fireEvent.change(screen.getByLabelText('Impact'), { target: { value: 'high' } });
    await listFollows();
    expect(document.querySelector('[data-event-id="951"]')).toBeNull();
    expect(rowOf(952)).toBe(before[0]);
    expect(rowOf(954)).toBe(before[1]);
    fireEvent.change(screen.getByLabelText('Impact'), { target: { value: 'all' } });
    await listFollows();
    expect(rowOf(952)).toBe(before[0]);
    expect(rowOf(954)).toBe(before[1]);
    expect(rowOf(951)).toBeTruthy();
  });

  it('a filter that brings rows back draws twelve at once and the rest a task later, their place kept', async () => {
    // docs/decisions/0330-interactions-bench.md: a week's rows laid out at once were one long
    // task; a day's header and twenty events, every other one high impact.
    const day = Array.from({ length: 20 }, (_, i) =>
      calendarEvent({
        id: 960 + i,
        impact: i % 2 ? 'high' : 'low',
        time: new Date(NOW.getTime() + i * 60_000).toISOString(),
      }),
    );
    serveCalendar(() => day);
    render(<EconomicCalendar />);
    await settle();
    await act(async () => vi.runOnlyPendingTimers());
    await act(async () => vi.runOnlyPendingTimers());
    const drawn = () => document.querySelectorAll('tbody tr[data-day], tbody tr[data-event-id]');
    const spacer = () => document.querySelector<HTMLElement>('tr.spacer');
    expect(drawn()).toHaveLength(21);
    const kept = rowOf(961);
    // Fewer rows: only removed, at once; the rows that stay keep their elements.
    fireEvent.change(screen.getByLabelText('Impact'), { target: { value: 'high' } });
    await listFollows();
    expect(drawn()).toHaveLength(11);
    expect(rowOf(961)).toBe(kept);
    expect(spacer()).toBeNull();
    // More rows again: twelve now, a spacer in place of the nine to come, then all of them.
    fireEvent.change(screen.getByLabelText('Impact'), { target: { value: 'all' } });
    await listFollows();
    expect(drawn()).toHaveLength(12);
    expect(spacer()?.style.height).toBe(`${9 * ROW_HEIGHT}px`);
    await act(async () => vi.advanceTimersByTime(1));
    expect(drawn()).toHaveLength(20);
    await act(async () => vi.advanceTimersByTime(1));
    expect(drawn()).toHaveLength(21);
    expect(spacer()).toBeNull();
  });

  it('impact and currency filter the loaded events without asking the server again', async () => {
    const loader = serveCalendar(() => [
      calendarEvent({ id: 901, currency: 'USD', impact: 'high' }),
      calendarEvent({ id: 902, currency: 'EUR', impact: 'low', flag: 'eu' }),
    ]);
    render(<EconomicCalendar />);
    await settle();
    fireEvent.change(screen.getByLabelText('Impact'), { target: { value: 'high' } });
    // The select shows the choice at once; the rows follow a task later.
    expect((screen.getByLabelText('Impact') as HTMLSelectElement).value).toBe('high');
    expect(rowOf(902)).toBeTruthy();
    await listFollows();
    expect(document.querySelector('[data-event-id="902"]')).toBeNull();
    expect(rowOf(901)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Impact'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'EUR' } });
    await listFollows();
    expect(document.querySelector('[data-event-id="901"]')).toBeNull();
    expect(rowOf(902)).toBeTruthy();
    expect(loader.queries).toHaveLength(1);
  });

  it('offers the four time zones and the browser; a zone moves the times and the days asked for', async () => {
    const loader = serveCalendar(() => [calendarEvent({ id: 950, time: '2026-11-25T13:30:00Z' })]);
    render(<EconomicCalendar />);
    await settle();
    const select = screen.getByLabelText('Time zone') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'UTC+5 Tashkent',
      'UTC+3 Moscow',
      'UTC+0 London',
      'UTC-5 New York',
      'Browser time',
    ]);
    fireEvent.change(select, { target: { value: 'new_york' } });
    await settle();
    expect(loader.queries.at(-1)).toMatchObject({ utc_offset: -300 });
    expect(within(rowOf(950)).getAllByRole('cell')[0]?.textContent).toBe('08:30');
  });

  it('counts down to the next event every second, then moves to the one after', async () => {
    serveCalendar(() => [
      calendarEvent({
        id: 1001,
        currency: 'EUR',
        event: 'Soon',
        time: new Date(NOW.getTime() + 3_000).toISOString(),
      }),
      calendarEvent({
        id: 1002,
        currency: 'USD',
        event: 'Later',
        time: new Date(NOW.getTime() + 2 * 3_600_000).toISOString(),
      }),
    ]);
    render(<EconomicCalendar />);
    await settle();
    const countdown = () => document.querySelector('[part="countdown"]');
    expect(countdown()?.textContent).toBe('Next event:EUR Soon in 00:00:03');
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(countdown()?.textContent).toContain('00:00:02');
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(countdown()?.getAttribute('data-next-event')).toBe('1002');
    expect(countdown()?.textContent).toContain('USD Later in 01:59:57');
  });

  it('a published actual value arrives live: the row updates, is highlighted and announced', async () => {
    const event = calendarEvent({
      id: 1101,
      event: 'CPI m/m',
      currency: 'CAD',
      flag: 'ca',
      forecast: '0.1%',
      actual: null,
    });
    serveCalendar(() => [event]);
    render(<EconomicCalendar />);
    await settle();
    expect(liveSockets()).toBe(1);
    act(() => publishActual({ ...event, actual: '0.4%' }));
    const actual = rowOf(1101).querySelector('[part="actual"]');
    expect(actual?.textContent).toContain('0.4%');
    expect(actual?.getAttribute('data-comparison')).toBe('better');
    expect(rowOf(1101).hasAttribute('data-live-updated')).toBe(true);
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(
      'CAD CPI m/m: actual 0.4%',
    );
  });

  it('an update for an event not in view changes nothing', async () => {
    serveCalendar(() => [calendarEvent({ id: 1201 })]);
    render(<EconomicCalendar />);
    await settle();
    act(() => publishActual(calendarEvent({ id: 9999, actual: '1' })));
    expect(document.querySelector('[data-live-updated]')).toBeNull();
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('');
  });

  it('a long week is windowed: only the rows in view plus an overscan are in the DOM, spacers keep the height', async () => {
    const week = Array.from({ length: 700 }, (_, i) =>
      calendarEvent({ id: 20_000 + i, time: new Date(NOW.getTime() + i * 600_000).toISOString() }),
    );
    serveCalendar(() => week);
    render(<EconomicCalendar />);
    await settle();
    const rows = document.querySelectorAll('[data-event-id]').length;
    expect(rows).toBeGreaterThan(10);
    expect(rows).toBeLessThan(60);
    const table = document.querySelector('[part="table"] table');
    const rowCount = Number(table?.getAttribute('aria-rowcount'));
    // Every event, one header per day, and the column header row.
    expect(rowCount).toBeGreaterThan(700);
    const spacer = document.querySelector<HTMLElement>('tr.spacer');
    const rendered = document.querySelectorAll('tbody tr:not(.spacer)').length;
    expect(spacer?.style.height).toBe(`${(rowCount - 1 - rendered) * ROW_HEIGHT}px`);
  });

  it('keeps unused data 60 s: a remount within 60 s does not ask again, later it does', async () => {
    const loader = serveCalendar(() => [calendarEvent({ id: 1301 })]);
    const view = render(<EconomicCalendar />);
    await settle();
    view.unmount();
    await act(async () => vi.advanceTimersByTime(59_000));
    const again = render(<EconomicCalendar />);
    expect(rowOf(1301)).toBeTruthy();
    expect(loader.queries).toHaveLength(1);
    again.unmount();
    await act(async () => vi.advanceTimersByTime(61_000));
    render(<EconomicCalendar />);
    await settle();
    expect(loader.queries).toHaveLength(2);
  });

  it('attributes set later change the view (date filter, time zone)', async () => {
    const loader = serveCalendar(() => []);
    const view = render(<EconomicCalendar dateFilter="today" />);
    await settle();
    expect(loader.queries[0]).toMatchObject({ date_filter: 'today' });
    view.rerender(<EconomicCalendar dateFilter="next_week" timeZone="london" />);
    await settle();
    expect(loader.queries.at(-1)).toEqual({ date_filter: 'next_week', utc_offset: 0 });
    expect((screen.getByLabelText('Dates') as HTMLSelectElement).value).toBe('next_week');
  });

  it.each([
    [
      'uz',
      'Iqtisodiy taqvim',
      "Iqtisodiy taqvim ma'lumotlari yuklanmadi. Iltimos, keyinroq qayta urinib ko'ring",
    ],
    [
      'ru',
      'Экономический календарь',
      'Не удалось загрузить данные экономического календаря. Пожалуйста, попробуйте позже',
    ],
  ])('speaks %s', async (lang, title, failure) => {
    await i18n.changeLanguage(lang);
    serveCalendar(() => new Error('down'));
    render(<EconomicCalendar />);
    await settle();
    expect(screen.getByRole('heading').textContent).toBe(title);
    expect(screen.getByRole('alert').textContent).toContain(failure);
  });
});
