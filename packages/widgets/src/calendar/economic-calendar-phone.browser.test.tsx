// <savdo-economic-calendar> on a phone (360 and 390 px, in uz, ru and en): below 480 px each event
// stacks into lines and shows its actual, forecast, previous and consensus figures, each under
// its name, with nothing scrolling sideways (docs/decisions/0302-tables-stack-on-phones.md).
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
import { PHONE_DAY_HEIGHT, PHONE_ROW_HEIGHT } from './event-table';

const FIGURES = {
  uz: ['Haqiqiy', 'Prognoz', 'Oldingi', 'Konsensus'],
  ru: ['Факт', 'Прогноз', 'Пред.', 'Консенсус'],
  en: ['Actual', 'Forecast', 'Previous', 'Consensus'],
} as const;

describe('<savdo-economic-calendar> on a phone', function () {
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

  for (const width of [360, 390]) {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      it(`rule 0302: at ${width} px in ${lang} every figure shows, labelled, without sideways scrolling`, async () => {
        await setViewport({ width, height: 800 });
        serveCalendar(sampleWeek());
        const el = mount(
          `<savdo-economic-calendar lang="${lang}" time-zone="london"></savdo-economic-calendar>`,
          boxes,
        );
        const root = shadowOf(el);
        await until(() => root.querySelectorAll('[data-event-id]').length > 0, 'the events');
        await settle(2);
        const table = root.querySelector<HTMLElement>('[part~="table"]')!;
        expect(table.scrollWidth, 'the table scrolls sideways').to.be.at.most(table.clientWidth);
        expect(document.documentElement.scrollWidth).to.be.at.most(width);
        for (const row of root.querySelectorAll<HTMLElement>('[data-event-id]')) {
          const cells = [...row.querySelectorAll<HTMLElement>('td.num')];
          expect(cells.map((td) => getComputedStyle(td, '::before').content)).to.deep.equal(
            FIGURES[lang].map((name) => JSON.stringify(name)),
          );
          const rowBox = row.getBoundingClientRect();
          // The window's arithmetic counts on each row's own height.
          expect(Math.round(rowBox.height)).to.equal(PHONE_ROW_HEIGHT);
          for (const td of cells) {
            const box = td.getBoundingClientRect();
            expect(box.width, 'a figure has room').to.be.greaterThan(40);
            expect(box.right, 'a figure is on screen').to.be.at.most(width + 0.5);
            expect(box.bottom, 'a figure is inside its row').to.be.at.most(rowBox.bottom + 0.5);
          }
        }
      });
    }
  }
  it("rule 0302: a day's header is one line, and in a long windowed week every row stands where the window counts it", async () => {
    await setViewport({ width: 390, height: 800 });
    // 300 events over three days: more than a window's worth, with three day headers.
    const start = Date.UTC(2026, 10, 30, 0, 30);
    const [STEP, DAY] = [14 * 60_000, 86_400_000];
    serveCalendar(
      Array.from({ length: 300 }, (_, i) =>
        economicEvent({ id: 5000 + i, time: new Date(start + i * STEP).toISOString() }),
      ),
    );
    const el = mount(
      `<savdo-economic-calendar lang="en" time-zone="london"></savdo-economic-calendar>`,
      boxes,
    );
    const root = shadowOf(el);
    await until(() => root.querySelectorAll('[data-event-id]').length > 0, 'the events');
    await settle(2);
    const rows = () => [...root.querySelectorAll<HTMLElement>('tbody tr:not(.spacer)')];
    const check = (where: string) => {
      const shown = rows();
      let days = 0;
      shown.forEach((row, i) => {
        const box = row.getBoundingClientRect();
        const day = row.hasAttribute('data-day');
        days += day ? 1 : 0;
        expect(Math.round(box.height), `${where}: row ${i}'s height`).to.equal(
          day ? PHONE_DAY_HEIGHT : PHONE_ROW_HEIGHT,
        );
        const next = shown[i + 1];
        if (next) {
          // No gap and no overlap: the rows follow one another as the spacers assume.
          expect(Math.round(next.getBoundingClientRect().top), `${where}: row ${i + 1}`).to.equal(
            Math.round(box.bottom),
          );
        }
      });
      // Each event stands where the whole list would put it: below every event before it and
      // below one header per day so far (the spacer above the window is exactly that high).
      const bodyTop = root.querySelector('tbody')!.getBoundingClientRect().top;
      for (const row of shown.filter((r) => r.dataset.eventId)) {
        const k = Number(row.dataset.eventId) - 5000;
        const headers = Math.floor((start + k * STEP) / DAY) - Math.floor(start / DAY) + 1;
        expect(
          Math.round(row.getBoundingClientRect().top - bodyTop),
          `${where}: event ${k}`,
        ).to.equal(k * PHONE_ROW_HEIGHT + headers * PHONE_DAY_HEIGHT);
      }
      return days;
    };
    const body = root.querySelector('tbody')!;
    const top = body.getBoundingClientRect().top + window.scrollY;
    // Into the second day (its header is the 104th or so row), then near the end.
    for (const y of [top + 100 * PHONE_ROW_HEIGHT, top + 280 * PHONE_ROW_HEIGHT]) {
      window.scrollTo(0, y);
      await settle(3);
      check(`scrolled to ${Math.round(y)}`);
    }
    window.scrollTo(0, top + 100 * PHONE_ROW_HEIGHT);
    await settle(3);
    expect(check('the second day'), 'a day header in view').to.be.greaterThan(0);
    window.scrollTo(0, 0);
  });
});
