// The figures' panel of <savdo-signals> in Chromium: while the figures load it is laid out as it
// will be, so nothing below it (the tabs, the feed) moves when they arrive. Held back, the
// figures' answer shows the loading panel; released, the loaded one must stand at the same
// height, at a phone's and a desktop's width, in each language.
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import {
  installFakeApi,
  installFakeLiveSocket,
  makeSignal,
  makeSignalStats,
  ok,
  signalRoutes,
} from '../../../../tests/kit';
import { resetQueries } from '@savdo/core';
import { cleanup, mount, settle, shadowOf, until } from '../../../../tests/kit/widget-test-utils';
import '@savdo/widgets/signals/element';

describe('<savdo-signals> figures while loading', function () {
  this.timeout(30000);
  const boxes: HTMLElement[] = [];
  let restore: () => void = () => undefined;

  afterEach(async () => {
    cleanup(boxes);
    await settle();
    restore();
  });

  after(() => setViewport({ width: 800, height: 600 }));

  for (const width of [390, 1280]) {
    for (const lang of ['uz', 'ru', 'en'] as const) {
      it(`at ${width} px in ${lang} the tabs stay where they were when the figures arrive`, async () => {
        await setViewport({ width, height: 900 });
        resetQueries();
        const server = { signals: [makeSignal({ symbol: 'EURUSD' })], stats: makeSignalStats() };
        let release: () => void = () => undefined;
        const held = new Promise<void>((done) => (release = done));
        const api = installFakeApi({
          ...signalRoutes(server),
          'GET /signal/performance-stats': async () => {
            await held;
            return ok({ result: server.stats });
          },
        });
        const restoreSocket = installFakeLiveSocket();
        restore = () => {
          release();
          api.restore();
          restoreSocket();
        };

        const el = mount(
          `<savdo-signals lang="${lang}" hide-notifications></savdo-signals>`,
          boxes,
        );
        const root = shadowOf(el);
        const panel = () => root.querySelector<HTMLElement>('[part="stats"]');
        const tabs = () => root.querySelector<HTMLElement>('[role="tablist"]');
        await until(() => panel()?.getAttribute('aria-busy') === 'true' && !!tabs(), 'loading');
        await settle();
        const loading = { panel: panel()!.offsetHeight, tabs: tabs()!.getBoundingClientRect().top };

        release();
        await until(() => panel()?.getAttribute('aria-busy') === 'false', 'the figures');
        await until(() => !!root.querySelector('[part="stats-chart"]'), 'the chart');
        await settle();
        expect(panel()!.offsetHeight, 'the panel').to.equal(loading.panel);
        expect(tabs()!.getBoundingClientRect().top, 'the tabs').to.equal(loading.tabs);
      });
    }
  }
});
