// <savdo-economic-calendar> on a phone (360 and 390 px, in uz, ru and en): below 480 px each event
// stacks into lines and shows its actual, forecast, previous and consensus figures, each under
// its name, with nothing scrolling sideways (docs/decisions/0302-tables-stack-on-phones.md).
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { cleanup, mount, settle, shadowOf } from '../../../../tests/kit/widget-test-utils';
import {
  installFakeLiveSocket,
  sampleWeek,
  serveCalendar,
  stopServing,
  until,
} from '../../../../tests/kit/calendar-browser-fixtures';
import '@savdo/widgets/calendar/element';
import { PHONE_ROW_HEIGHT } from './event-table';

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
          // The window's arithmetic counts on one height per row.
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
});
