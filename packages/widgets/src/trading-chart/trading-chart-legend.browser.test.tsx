// <savdo-trading-chart> in Chromium: the legend above the chart is as tall before the first
// candle as after it, so the chart does not move down when the prices arrive (on a phone the six
// figures wrap onto a second line). Held back, the candles' answer shows the empty legend;
// released, the chart must stand where it stood, at a phone's and a desktop's width, in each
// language.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { resetQueries } from '@savdo/core';
import {
  KIT_SYMBOLS,
  installFakeApi,
  installFakeLiveSocket,
  marketDataRoutes,
} from '../../../../tests/kit';
import { cleanup, mount, settle, shadowOf, until } from '../../../../tests/kit/widget-test-utils';
import '@savdo/widgets/trading-chart/element';

describe('<savdo-trading-chart> legend', function () {
  this.timeout(30000);
  const boxes: HTMLElement[] = [];
  let restore: () => void = () => undefined;

  afterEach(async () => {
    cleanup(boxes);
    await settle();
    restore();
  });

  after(() => setViewport({ width: 800, height: 600 }));

  for (const width of [360, 390, 1280]) {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      it(`at ${width} px in ${lang} the chart stays where it was when the first candles arrive`, async () => {
        await setViewport({ width, height: 900 });
        resetQueries();
        let release: () => void = () => undefined;
        const held = new Promise<void>((done) => (release = done));
        const routes = marketDataRoutes({ symbols: KIT_SYMBOLS });
        const api = installFakeApi({
          ...routes,
          'GET /market-data/candles': async (request) => {
            await held;
            return routes['GET /market-data/candles']!(request);
          },
        });
        const restoreSocket = installFakeLiveSocket();
        restore = () => {
          release();
          api.restore();
          restoreSocket();
        };

        const el = mount(
          `<savdo-trading-chart lang="${lang}" symbol="BTCUSD"></savdo-trading-chart>`,
          boxes,
        );
        const root = shadowOf(el);
        const chart = () => root.querySelector<HTMLElement>('[part="chart"]');
        const legend = () => root.querySelector<HTMLElement>('[part="legend"]');
        await until(() => chart()?.dataset.phase === 'loading' && !!legend(), 'the empty chart');
        await settle();
        const before = chart()!.getBoundingClientRect().top;
        expect(legend()!.textContent).to.contain('—');

        release();
        await until(() => chart()?.dataset.phase === 'ready', 'the candles');
        await settle();
        expect(legend()!.textContent).not.to.contain('—');
        expect(chart()!.getBoundingClientRect().top).to.equal(before);
        // Every name and figure shows whole (an ellipsis would hide a figure's end).
        for (const cell of legend()!.querySelectorAll<HTMLElement>('dt, dd'))
          expect(cell.scrollWidth, cell.textContent ?? '').to.be.at.most(cell.clientWidth);
      });
    }
  }
});
