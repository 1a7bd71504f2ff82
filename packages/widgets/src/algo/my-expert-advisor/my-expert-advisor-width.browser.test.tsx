// <savdo-my-expert-advisor> on a phone (360 and 390 px wide, the page /algo-trading/{id}): nothing reaches
// past the page's edge, and below 480 px a trade is a card of labelled lines, every figure shown
// without sideways scrolling (docs/decisions/0302-tables-stack-on-phones.md).
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import '@savdo/widgets/algo/my-expert-advisor/element';
import { login, logout, resetCoreConfig, resetQueries } from '@savdo/core';
import {
  algoRoutes,
  installFakeApi,
  makeAlgoMarket,
  makeUser,
  ok,
  type FakeApi,
} from '../../../../../tests/kit';
import {
  cleanup,
  mount,
  settle,
  shadowOf,
  until,
} from '../../../../../tests/kit/widget-test-utils';

/** Elements reaching past `right` that no scrolling box of theirs holds in. */
function overflowing(root: ShadowRoot, right: number): string[] {
  const clipped = (el: Element): boolean => {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p).overflowX;
      if (o === 'auto' || o === 'scroll' || o === 'hidden') return true;
    }
    return false;
  };
  return [...root.querySelectorAll('*')]
    .filter((el) => el.getBoundingClientRect().right > right + 0.5 && !clipped(el))
    .map(
      (el) => `${el.localName}.${el.getAttribute('class') ?? ''}[${el.getAttribute('part') ?? ''}]`,
    );
}

describe('<savdo-my-expert-advisor> on a phone', function () {
  this.timeout(20000);
  const boxes: HTMLElement[] = [];
  let api: (FakeApi & { restore(): void }) | null = null;

  beforeEach(() => {
    resetQueries();
    const market = makeAlgoMarket();
    api = installFakeApi({
      ...algoRoutes(market),
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

  const LABELS = {
    uz: ['Instrument', 'Turi', 'Hajm', 'Ochilish', 'Yopilish', 'Foyda'],
    ru: ['Инструмент', 'Тип', 'Объём', 'Открытие', 'Закрытие', 'Прибыль'],
    en: ['Symbol', 'Side', 'Volume', 'Open', 'Close', 'Profit'],
  } as const;

  for (const width of [360, 390]) {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      it(`rule 0302: fits ${width} px in ${lang}, each trade's figures labelled, nothing scrolls sideways`, async () => {
        await setViewport({ width, height: 800 });
        const box = mount<HTMLElement>(
          `<div style="width:${width}px;box-sizing:border-box"><savdo-my-expert-advisor lang="${lang}" purchase-id="1"></savdo-my-expert-advisor></div>`,
          boxes,
        );
        const el = box.firstElementChild as HTMLElement;
        await until(
          () => shadowOf(el).querySelectorAll('[part~="trades-scroll"]').length === 2,
          'the open and past trades',
        );
        await settle(4);
        const root = shadowOf(el);
        const right = box.getBoundingClientRect().right;
        expect(overflowing(root, right)).to.deep.equal([]);
        expect(el.scrollWidth).to.be.at.most(width);
        for (const wrap of root.querySelectorAll('[part~="trades-scroll"]')) {
          expect(wrap.scrollWidth, 'a trades table scrolls sideways').to.be.at.most(
            wrap.clientWidth,
          );
        }
        const rows = [...root.querySelectorAll<HTMLElement>('tr[data-ticket]')];
        expect(rows.length).to.be.greaterThan(0);
        for (const row of rows) {
          const cells = [...row.querySelectorAll<HTMLElement>('th, td')];
          expect(cells.map((c) => getComputedStyle(c, '::before').content)).to.deep.equal(
            LABELS[lang].map((name) => JSON.stringify(name)),
          );
          for (const c of cells) expect(c.getBoundingClientRect().right).to.be.at.most(right + 0.5);
        }
      });
    }
  }
});
