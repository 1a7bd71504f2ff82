// The element contract of <savdo-economic-calendar> and <savdo-todays-events> in Chromium:
// an element placed before the upgrade, a second define, attributes set and removed (bare boolean
// included), events crossing the shadow boundary, page CSS not leaking in and widget CSS not
// leaking out, lang and theme per element, and the error boundary.
import { expect } from 'chai';
import { defineWidget } from '@savdo/ui';
import type { EconomicEvent } from '@savdo/contract';
import { cleanup, has, mount, settle, shadowOf } from '../../../../tests/kit/widget-test-utils';
import {
  economicEvent,
  installFakeLiveSocket,
  publishActual,
  sampleWeek,
  serveCalendar,
  serveCalendarRoutes,
  stopServing,
  until,
} from '../../../../tests/kit/calendar-browser-fixtures';

const boxes: HTMLElement[] = [];

function rows(el: Element): number {
  return shadowOf(el).querySelectorAll('[data-event-id]').length;
}

describe('<savdo-economic-calendar> element contract', function () {
  this.timeout(20000);
  const early = document.createElement('savdo-economic-calendar');
  let restoreSocket: () => void = () => undefined;
  let earlyServer: ReturnType<typeof serveCalendar>;

  before(async () => {
    restoreSocket = installFakeLiveSocket({ autoAcceptMs: 0 });
    earlyServer = serveCalendar(sampleWeek());
    // An element in the page before it is defined (the loader not yet run) upgrades with the
    // attributes it already has.
    early.setAttribute('lang', 'en');
    early.setAttribute('time-zone', 'london');
    document.body.append(early);
    await import('@savdo/widgets/calendar/element');
    await customElements.whenDefined('savdo-economic-calendar');
  });

  after(() => {
    early.remove();
    cleanup(boxes);
    stopServing();
    restoreSocket();
  });

  it('an element placed before the upgrade renders from the API with its attributes', async () => {
    await until(() => rows(early) === 4, 'the early element to render its events');
    expect(earlyServer.queries[0]).to.include({ date_filter: 'this_week', utc_offset: 0 });
  });

  it('a second define of the same tag never throws and keeps the first class', async () => {
    const first = customElements.get('savdo-economic-calendar');
    const { EconomicCalendar, economicCalendarManifest } = await import('@savdo/widgets');
    let again: CustomElementConstructor | undefined;
    expect(() => {
      again = defineWidget(economicCalendarManifest, EconomicCalendar);
    }).not.to.throw();
    expect(again === first).to.equal(true);
  });

  it('date-filter and time-zone attributes set, change and clear the query', async () => {
    const loader = serveCalendar([]);
    const el = mount(
      '<savdo-economic-calendar lang="en" date-filter="today" time-zone="london"></savdo-economic-calendar>',
      boxes,
    );
    await until(() => loader.queries.length > 0, 'a query');
    expect(loader.queries.at(-1)).to.include({ date_filter: 'today', utc_offset: 0 });
    el.setAttribute('date-filter', 'next_week');
    await until(() => loader.queries.at(-1)?.date_filter === 'next_week', 'next week');
    el.removeAttribute('date-filter');
    el.removeAttribute('time-zone');
    await until(() => loader.queries.at(-1)?.date_filter === 'this_week', 'the default again');
    expect(loader.queries.at(-1)?.utc_offset).to.equal(300);
  });

  it('a bare hide-filters attribute hides the filter bar; removing it shows it', async () => {
    serveCalendar(sampleWeek());
    const el = mount(
      '<savdo-economic-calendar lang="en" hide-filters></savdo-economic-calendar>',
      boxes,
    );
    await until(() => rows(el) === 4, 'rows');
    expect(has(shadowOf(el).querySelector('[part="filters"]'))).to.equal(false);
    el.removeAttribute('hide-filters');
    await until(() => has(shadowOf(el).querySelector('[part="filters"]')), 'the filter bar');
  });

  it('savdo-filters-change and savdo-actual bubble out of the shadow root (composed)', async () => {
    const week = sampleWeek();
    serveCalendar(week);
    const el = mount('<savdo-economic-calendar lang="en"></savdo-economic-calendar>', boxes);
    await until(() => rows(el) === 4, 'rows');
    const seen: { type: string; detail: unknown; target: EventTarget | null }[] = [];
    const record = (e: Event) =>
      seen.push({ type: e.type, detail: (e as CustomEvent).detail, target: e.target });
    document.addEventListener('savdo-filters-change', record);
    document.addEventListener('savdo-actual', record);
    try {
      const impact = shadowOf(el).querySelectorAll('select')[1] as HTMLSelectElement;
      impact.value = 'high';
      impact.dispatchEvent(new Event('change', { bubbles: true }));
      await until(() => seen.some((s) => s.type === 'savdo-filters-change'), 'the filters event');
      const change = seen.find((s) => s.type === 'savdo-filters-change');
      expect((change?.detail as { impact: string }).impact).to.equal('high');
      expect(change?.target === el).to.equal(true);
      const published: EconomicEvent = { ...(week[2] as EconomicEvent), actual: '1.1%' };
      publishActual(published);
      await until(() => seen.some((s) => s.type === 'savdo-actual'), 'the actual event');
      expect(
        (seen.find((s) => s.type === 'savdo-actual')?.detail as { event: EconomicEvent }).event
          .actual,
      ).to.equal('1.1%');
    } finally {
      document.removeEventListener('savdo-filters-change', record);
      document.removeEventListener('savdo-actual', record);
    }
  });

  it('page CSS does not leak in, widget CSS does not leak out', async () => {
    const pageStyle = document.createElement('style');
    pageStyle.textContent =
      'table, th, td { font-size: 41px !important; color: rgb(255, 0, 0) !important; } h2 { font-size: 50px; }';
    document.head.append(pageStyle);
    const headStylesBefore = document.head.querySelectorAll('style').length;
    const pageTable = mount<HTMLTableElement>(
      '<table><tbody><tr><td>page</td></tr></tbody></table>',
      boxes,
    );
    try {
      serveCalendar(sampleWeek());
      const el = mount('<savdo-economic-calendar lang="en"></savdo-economic-calendar>', boxes);
      await until(() => rows(el) === 4, 'rows');
      const cell = shadowOf(el).querySelector('td') as HTMLElement;
      expect(getComputedStyle(cell).fontSize).to.equal('13px');
      expect(getComputedStyle(cell).color).not.to.equal('rgb(255, 0, 0)');
      expect(getComputedStyle(shadowOf(el).querySelector('h2') as Element).fontSize).to.equal(
        '20px',
      );
      // The widget's rules live in its shadow root, none in the page's head…
      expect(document.head.querySelectorAll('style').length).to.equal(headStylesBefore);
      // …so a page table keeps the page's own look.
      const pageCell = pageTable.querySelector('td') as HTMLElement;
      expect(getComputedStyle(pageCell).fontSize).to.equal('41px');
      expect(getComputedStyle(pageTable).borderCollapse).to.equal('separate');
    } finally {
      pageStyle.remove();
    }
  });

  it('lang and theme are per element', async () => {
    serveCalendar([]);
    const ru = mount(
      '<savdo-economic-calendar lang="ru" theme="dark"></savdo-economic-calendar>',
      boxes,
    );
    await until(() => has(shadowOf(ru).querySelector('h2')), 'the title');
    expect(shadowOf(ru).querySelector('h2')?.textContent).to.equal('Экономический календарь');
    expect(
      shadowOf(ru).querySelector('[data-savdo-theme]')?.getAttribute('data-savdo-theme'),
    ).to.equal('dark');
    ru.setAttribute('lang', 'uz');
    await until(
      () => shadowOf(ru).querySelector('h2')?.textContent === 'Iqtisodiy taqvim',
      'Uzbek',
    );
  });

  it('a load failure shows the spec-style message; broken data shows the error boundary, never a blank hole', async () => {
    serveCalendar(() => new Error('offline'));
    const failing = mount('<savdo-economic-calendar lang="en"></savdo-economic-calendar>', boxes);
    await until(
      () => has(shadowOf(failing).querySelector('[data-savdo-state="error"]')),
      'the error state',
    );
    expect(shadowOf(failing).textContent).to.contain(
      'Failed to load economic calendar data. Please try again later',
    );

    const errors: string[] = [];
    const onError = (e: Event) =>
      errors.push((e as CustomEvent<{ message: string }>).detail.message);
    document.addEventListener('savdo-error', onError);
    try {
      // An answer the contract does not allow (a list holding no event): the widget throws
      // while rendering.
      serveCalendarRoutes({
        'GET /economic_calendar': () => ({ status: 200, body: { result: [null] } }),
      });
      const broken = mount('<savdo-economic-calendar lang="en"></savdo-economic-calendar>', boxes);
      await until(() => errors.length > 0, 'savdo-error');
      await settle();
      expect(shadowOf(broken).textContent?.trim().length).to.be.greaterThan(0);
      expect(has(shadowOf(broken).querySelector('[role="alert"]'))).to.equal(true);
    } finally {
      document.removeEventListener('savdo-error', onError);
    }
  });
});

describe('<savdo-todays-events> element contract', function () {
  this.timeout(20000);
  after(() => {
    cleanup(boxes);
    stopServing();
  });

  it('renders today’s events with its limit attribute and the calendar link', async () => {
    await import('@savdo/widgets/calendar/element');
    const loader = serveCalendar([economicEvent(), economicEvent(), economicEvent()]);
    const el = mount(
      '<savdo-todays-events lang="en" limit="2" calendar-href="/economic-calendar"></savdo-todays-events>',
      boxes,
    );
    await until(() => rows(el) === 2, 'two rows');
    expect(loader.queries[0]?.date_filter).to.equal('today');
    expect(shadowOf(el).querySelector('a')?.getAttribute('href')).to.equal('/economic-calendar');
    el.removeAttribute('limit');
    await until(() => rows(el) === 3, 'every row');
  });
});
