// The event detail (docs/decisions/0311-economic-event-series.md, 0312-calendar-alerts.md):
// names in the reader's language, the detail only behind `eventDetail` (partner pages unchanged),
// its 12-release chart, meaning, source and next release, and alerts for a signed-in user only.
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import type { EconomicEvent, EventSeriesDetail } from '@savdo/contract';
import { i18n } from '@savdo/core';
import { EconomicCalendar } from '@savdo/widgets';
import { fakeApi, signedIn } from '../../../../tests/kit/auth-test-helpers';
import { calendarEvent, calendarTestClock, settle } from '../../../../tests/kit/calendar-fixtures';
import { historyPoints, figureNumber } from './event-history-data';

const NOW = new Date('2026-11-25T05:00:00Z');
const KEY = 'USD:non-farm-employment-change';
const NAMES = {
  uz: 'Qishloq xo‘jaligidan tashqari bandlik',
  ru: 'Изменение числа занятых вне с/х',
};

const event: EconomicEvent = {
  ...calendarEvent({
    id: 1,
    time: '2026-11-25T13:30:00Z',
    event: 'Non-Farm Employment Change',
    currency: 'USD',
  }),
  series: KEY,
  event_names: NAMES,
};

function release(i: number): EconomicEvent {
  return calendarEvent({
    id: 100 + i,
    time: new Date(Date.UTC(2025, 11 + i, 5, 13, 30)).toISOString(),
    event: 'Non-Farm Employment Change',
    actual: `${150 + i * 5}K`,
    forecast: `${160 + i}K`,
  });
}

const detail: EventSeriesDetail = {
  series: {
    key: KEY,
    currency: 'USD',
    flag: 'us',
    event: 'Non-Farm Employment Change',
    impact: 'high',
    names: NAMES,
    description: {
      en: 'How many jobs were added.',
      uz: 'Qancha ish o‘rni qo‘shilgani.',
      ru: 'Сколько рабочих мест добавилось.',
    },
    source: 'Bureau of Labor Statistics',
  },
  history: Array.from({ length: 12 }, (_, i) => release(i)),
  next: event,
};

function serve() {
  return fakeApi({
    'GET /economic_calendar': () => ({ status: 200, body: { result: [event] } }),
    'GET /economic_calendar/series/:key': () => ({ status: 200, body: { result: detail } }),
    'GET /economic_calendar/alerts': () => ({ status: 200, body: { result: [] } }),
    'POST /economic_calendar/alerts': (r) => ({
      status: 200,
      body: { result: { id: 9, series: KEY, ...(r.body as object) } },
    }),
  });
}

async function openDetail() {
  fireEvent.click(screen.getByRole('button', { name: /Non-Farm|Qishloq|Изменение/ }));
  for (
    let i = 0;
    i < 10 && !document.querySelector('[data-event-detail][data-status="ready"]');
    i += 1
  )
    await settle();
}

// The detail and its chart load on demand; loaded ahead (under fake timers only settle() moves).
beforeAll(() => Promise.all([import('./event-detail'), import('./event-history-chart')]));
calendarTestClock(NOW);

describe('event names in the reader’s language', () => {
  it('shows the uz and ru names of the series, the English one in en', async () => {
    serve();
    for (const [lang, name] of [
      ['uz', NAMES.uz],
      ['ru', NAMES.ru],
      ['en', 'Non-Farm Employment Change'],
    ] as const) {
      await i18n.changeLanguage(lang);
      const view = render(<EconomicCalendar />);
      await settle();
      expect(document.querySelector('[data-event-id="1"] td.event')?.textContent).toContain(name);
      view.unmount();
    }
  });

  it('falls back on the English name when the series has none in the language', async () => {
    fakeApi({
      'GET /economic_calendar': () => ({
        status: 200,
        body: { result: [{ ...event, event_names: { uz: null, ru: null } }] },
      }),
    });
    await i18n.changeLanguage('uz');
    render(<EconomicCalendar />);
    await settle();
    expect(document.querySelector('[data-event-id="1"] td.event')?.textContent).toContain(
      'Non-Farm Employment Change',
    );
  });
});

describe('the event detail', () => {
  it('is off by default: a partner page’s calendar has no button on the name', async () => {
    serve();
    render(<EconomicCalendar />);
    await settle();
    expect(document.querySelector('[part~="event-open"]')).toBeNull();
  });

  it('opens from the name: 12 releases charted, meaning, source, next release, sign-in for a guest', async () => {
    const requests = serve();
    render(<EconomicCalendar eventDetail />);
    await settle();
    await openDetail();
    expect(
      requests.some((r) => decodeURIComponent(r.path) === `/economic_calendar/series/${KEY}`),
    ).toBe(true);
    expect(screen.getByText('Last 12 releases')).toBeTruthy();
    for (let i = 0; i < 10 && !document.querySelector('[part~="history-chart"]'); i += 1)
      await settle();
    expect(document.querySelector('[part~="history-chart"]')?.getAttribute('data-points')).toBe(
      '12',
    );
    expect(screen.getByText('How many jobs were added.')).toBeTruthy();
    expect(screen.getByText(/Bureau of Labor Statistics/)).toBeTruthy();
    // 13:30 UTC is 18:30 in Tashkent, the default zone.
    expect(document.querySelector('[data-next-release]')?.textContent).toContain('18:30');
    expect(document.querySelector('[data-calendar-alerts="sign-in"]')).toBeTruthy();
  });

  it('a signed-in user saves a "10 minutes before" alert on the series', async () => {
    await signedIn('en');
    const requests = serve();
    render(<EconomicCalendar eventDetail />);
    await settle();
    await openDetail();
    const select = screen.getByLabelText('Remind me before') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    await settle();
    const post = requests.find(
      (r) => r.method === 'POST' && r.path === '/economic_calendar/alerts',
    );
    expect(post?.body).toEqual({ series: KEY, minutes_before: 10, on_actual: false });
    expect(screen.getByText('Alert saved')).toBeTruthy();
  });

  it('refuses an alert with neither a reminder nor the actual, and says why', async () => {
    await signedIn('en');
    const requests = serve();
    render(<EconomicCalendar eventDetail />);
    await settle();
    await openDetail();
    fireEvent.change(screen.getByLabelText('Remind me before'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    await settle();
    expect(screen.getByText('Choose a reminder time or the actual value')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('the chart’s points', () => {
  it('reads the number a published figure starts with', () => {
    expect(figureNumber('227K')).toBe(227);
    expect(figureNumber('-0.4%')).toBe(-0.4);
    expect(figureNumber('−1,5')).toBe(-1.5);
    expect(figureNumber(null)).toBeNull();
    expect(figureNumber('n/a')).toBeNull();
  });

  it('one point per release with a figure, oldest first', () => {
    const points = historyPoints([...detail.history].reverse());
    expect(points).toHaveLength(12);
    expect(points[0]?.actual).toBe(150);
    expect(points.every((p, i) => i === 0 || p.time > points[i - 1]!.time)).toBe(true);
  });
});
