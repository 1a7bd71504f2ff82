// <savdo-economic-calendar> at desktop width (1366 px) in uz, ru and en: the impact badge, the
// pending actual value and the figures with a scale word show whole, never cut to an ellipsis
// (the longest are ru's 'Высокое' / 'Среднее', uz's 'Kutilmoqda' and ru's '17,4 млрд'); an
// event's name too long for its column ends in an ellipsis, never cut mid-letter.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { cleanup, mount, settle, shadowOf } from '../../../../tests/kit/widget-test-utils';
import {
  economicEvent,
  installFakeLiveSocket,
  sampleWeek,
  serveCalendar,
  stopServing,
  until,
} from '../../../../tests/kit/calendar-browser-fixtures';
import '@savdo/widgets/calendar/element';

/** The text of a cell overflows its box: the browser draws it with an ellipsis. */
function isCut(cell: HTMLElement): boolean {
  return cell.scrollWidth > cell.clientWidth;
}

describe('<savdo-economic-calendar> at desktop width', function () {
  this.timeout(30000);
  const boxes: HTMLElement[] = [];
  let restoreSocket: () => void = () => undefined;

  before(() => {
    restoreSocket = installFakeLiveSocket({ autoAcceptMs: 0 });
  });

  afterEach(() => cleanup(boxes));

  after(async () => {
    stopServing();
    restoreSocket();
    await setViewport({ width: 800, height: 600 });
  });

  for (const lang of ['uz', 'ru', 'en'] as const) {
    it(`at 1366 px in ${lang} no impact badge, pending actual or figure with a scale word is cut`, async () => {
      await setViewport({ width: 1366, height: 800 });
      const past = new Date(Date.now() - 3_600_000).toISOString();
      serveCalendar([
        ...sampleWeek(),
        economicEvent({
          time: past,
          flag: 'gb',
          currency: 'GBP',
          event: 'Public Sector Net Borrowing',
          impact: 'low',
          actual: '17.4B',
          forecast: '13.9B',
          previous: '-16.1B',
          consensus: '13.9B',
        }),
      ]);
      // Narrower than the page: the host's sidebar and padding take about 300 px.
      const el = mount(
        `<savdo-economic-calendar lang="${lang}" time-zone="london" style="display:block;width:1000px"></savdo-economic-calendar>`,
        boxes,
      );
      const root = shadowOf(el);
      await until(() => root.querySelectorAll('[data-event-id]').length > 0, 'the events');
      await settle(2);
      const rows = [...root.querySelectorAll<HTMLElement>('[data-event-id]')];
      const impacts = new Set(rows.map((row) => row.dataset.impact));
      expect([...impacts].sort()).to.deep.equal(['high', 'low', 'medium']);
      for (const row of rows) {
        const impact = row.querySelector<HTMLElement>('td.impact')!;
        expect(isCut(impact), `impact "${impact.textContent}" is cut`).to.equal(false);
        for (const figure of row.querySelectorAll<HTMLElement>('td.num'))
          expect(isCut(figure), `figure "${figure.textContent}" is cut`).to.equal(false);
      }
      const pending = rows.filter((row) => !/\d/.test(row.querySelector('td.num')!.textContent!));
      expect(pending.length, 'a future event without its actual value').to.be.greaterThan(0);
    });
  }

  it('a name too long for its column ends in an ellipsis inside the cell, not cut mid-letter', async () => {
    await setViewport({ width: 1366, height: 800 });
    serveCalendar([
      economicEvent({
        event: 'Central Bank of Uzbekistan Refinancing Rate Decision and Monetary Policy Statement',
        series: 'UZS:refinancing-rate',
      }),
    ]);
    const el = mount(
      '<savdo-economic-calendar lang="en" event-detail style="display:block;width:1000px"></savdo-economic-calendar>',
      boxes,
    );
    const root = shadowOf(el);
    await until(() => root.querySelector('[part~="event-open"]') !== null, "the event's name");
    await settle(2);
    const name = root.querySelector<HTMLElement>('[part~="event-open"]')!;
    const cell = name.closest('td')!;
    const padding = parseFloat(getComputedStyle(cell).paddingRight);
    expect(getComputedStyle(name).textOverflow).to.equal('ellipsis');
    expect(name.scrollWidth, 'the name is longer than its box').to.be.greaterThan(name.clientWidth);
    expect(
      name.getBoundingClientRect().right,
      'the name ends inside its cell, where its ellipsis shows',
    ).to.be.at.most(cell.getBoundingClientRect().right - padding + 0.5);
  });
});
