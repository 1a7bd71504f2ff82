// <savdo-trading-journal> on a phone (360 and 390 px, in uz, ru and en): below 480 px each entry
// is a card of labelled lines, so P&L, risk, R:R and the outcome show without sideways scrolling
// (docs/decisions/0302-tables-stack-on-phones.md).
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '@savdo/widgets/journal/element';
import { login, logout, resetCoreConfig, resetQueries } from '@savdo/core';
import {
  installFakeApi,
  journalRoutes,
  makeJournalEntry,
  makeUser,
  ok,
  type FakeApi,
} from '../../../../tests/kit';
import { cleanup, mount, settle, shadowOf, until } from '../../../../tests/kit/widget-test-utils';

const LABELS = {
  uz: ['Sana', 'Instrument', "Yo'nalish", 'P&L ($)', 'Risk ($)', 'R:R', 'Natija'],
  ru: ['Дата', 'Инструмент', 'Направление', 'P&L ($)', 'Риск ($)', 'R:R', 'Результат'],
  en: ['Date', 'Symbol', 'Direction', 'P&L ($)', 'Risk ($)', 'R:R', 'Outcome'],
} as const;

describe('<savdo-trading-journal> on a phone', function () {
  this.timeout(30000);
  const boxes: HTMLElement[] = [];
  let api: (FakeApi & { restore(): void }) | null = null;

  beforeEach(() => {
    resetQueries();
    api = installFakeApi({
      ...journalRoutes({
        entries: [
          makeJournalEntry({ id: 1, symbol: 'XAUUSD', pnl: -1357.5, risk: 450, rr: 2.5 }),
          makeJournalEntry({ id: 2, symbol: 'EURUSD', pnl: 120, risk: 40, rr: 3, win: true }),
        ],
        forms: [],
      }),
      'GET /users/me': () => ok({ result: makeUser() }),
    });
    login({ access_token: 'a.b.c', user: makeUser() });
  });

  afterEach(async () => {
    cleanup(boxes);
    await settle();
    logout();
    resetCoreConfig();
    api?.restore();
  });

  after(() => setViewport({ width: 800, height: 600 }));

  for (const width of [360, 390]) {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      it(`rule 0302: at ${width} px in ${lang} every figure of an entry shows, labelled`, async () => {
        await setViewport({ width, height: 800 });
        const el = mount<HTMLElement>(
          `<savdo-trading-journal lang="${lang}"></savdo-trading-journal>`,
          boxes,
        );
        const root = shadowOf(el);
        await until(() => root.querySelectorAll('tr[data-entry-id]').length === 2, 'the entries');
        await settle(2);
        expect(document.documentElement.scrollWidth).to.be.at.most(width);
        const table = root.querySelector<HTMLElement>('[part~="entries"]')!;
        const scroller = table.parentElement!;
        expect(scroller.scrollWidth, 'the table scrolls sideways').to.be.at.most(
          scroller.clientWidth,
        );
        // The R:R ratio in the page's number format, like every other figure (decision 0301).
        const rr = root.querySelector('tr[data-entry-id="1"] td:nth-of-type(6)')!;
        expect(rr.textContent).to.equal(lang === 'en' ? '2.5' : '2,5');
        for (const row of root.querySelectorAll<HTMLElement>('tr[data-entry-id]')) {
          const cells = [...row.querySelectorAll<HTMLElement>('td')];
          expect(cells.map((td) => getComputedStyle(td, '::before').content)).to.deep.equal(
            LABELS[lang].map((name) => JSON.stringify(name)),
          );
          for (const td of cells) {
            const box = td.getBoundingClientRect();
            expect(box.right, 'a cell is on screen').to.be.at.most(width + 0.5);
            expect(td.scrollWidth, 'a value is cut').to.be.at.most(td.clientWidth + 1);
          }
        }
      });
    }
  }
});
