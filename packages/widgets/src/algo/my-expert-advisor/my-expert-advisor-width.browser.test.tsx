// <savdo-my-expert-advisor> on a phone (360 and 390 px wide, the page /algo-trading/{id}): nothing reaches
// past the page's edge; a table wider than the screen scrolls inside its own box instead.
import { expect } from 'chai';
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

  for (const width of [360, 390]) {
    it(`fits ${width} px: the trades tables scroll inside their own boxes`, async () => {
      const box = mount<HTMLElement>(
        `<div style="width:${width}px;box-sizing:border-box"><savdo-my-expert-advisor lang="en" purchase-id="1"></savdo-my-expert-advisor></div>`,
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
        expect(getComputedStyle(wrap).overflowX).to.equal('auto');
        expect(wrap.scrollWidth).to.be.greaterThan(wrap.clientWidth);
      }
    });
  }
});
