// axe-core audits of <savdo-signals> (no violations allowed), in light and dark: the feed with
// figures, notification settings, free and locked cards; the load-failure and empty states;
// and the open chart modal.
import { expect } from 'chai';
import axe from 'axe-core';
import { resetQueries } from '@savdo/core';
import '@savdo/widgets/signals/element';
import { failure } from '../../../../tests/kit';
import { mount, settle, shadowOf } from '../../../../tests/kit/widget-test-utils';
import {
  lockedSignal,
  signal,
  until,
  useSignalsPage,
} from '../../../../tests/kit/signals-browser-fixtures';

async function violations(el: Element): Promise<string[]> {
  const result = await axe.run(el, { resultTypes: ['violations'] });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`,
  );
}

describe('accessibility of <savdo-signals> (axe-core)', function () {
  this.timeout(30000);
  const page = useSignalsPage(() => [
    signal({
      symbol: 'EURUSD',
      status: 'closed',
      result: 'profit',
      closed_at: '2026-11-21T10:00:00.000Z',
    }),
    signal({
      symbol: 'BTCUSDT',
      asset_type: 'crypto',
      type: 'sell',
      entry_price: 97000,
      stop_loss: 98000,
      take_profit: 94000,
    }),
    lockedSignal({ symbol: 'ETHUSDT' }),
  ]);
  const { boxes } = page;

  for (const theme of ['light', 'dark'] as const) {
    it(`the feed with figures, settings and a locked card has no violations (${theme})`, async () => {
      const el = mount(`<savdo-signals lang="en" theme="${theme}"></savdo-signals>`, boxes);
      await until(
        () =>
          shadowOf(el).querySelectorAll('article').length === 3 &&
          !!shadowOf(el).querySelector('[part="stats-chart"]'),
        'the feed and the figures',
      );
      shadowOf(el).querySelector('details')?.setAttribute('open', '');
      await settle();
      expect(await violations(el)).to.deep.equal([]);
    });

    it(`the open chart modal has no violations (${theme})`, async () => {
      const el = mount(
        `<savdo-signals lang="en" theme="${theme}" hide-stats></savdo-signals>`,
        boxes,
      );
      await until(() => shadowOf(el).querySelectorAll('article').length === 3, 'cards');
      shadowOf(el).querySelector<HTMLButtonElement>('[part="chart-button"]')!.click();
      await until(
        () => !!shadowOf(el).querySelector('[part="signal-chart"][data-phase="ready"]'),
        'the chart',
        8000,
      );
      expect(await violations(el)).to.deep.equal([]);
    });

    it(`the empty and load-failure states have no violations (${theme})`, async () => {
      page.api.signals.length = 0;
      const empty = mount(
        `<savdo-signals lang="uz" theme="${theme}" hide-stats></savdo-signals>`,
        boxes,
      );
      await until(
        () => !!shadowOf(empty).querySelector('[data-savdo-state="empty"]'),
        'empty state',
      );
      expect(await violations(empty)).to.deep.equal([]);
      // The same list is cached now (60 s): a fresh cache, and every call fails.
      resetQueries();
      page.api.fail = failure(503, 'down');
      const failed = mount(`<savdo-signals lang="ru" theme="${theme}"></savdo-signals>`, boxes);
      await until(
        () => !!shadowOf(failed).querySelector('[data-savdo-state="error"]'),
        'error state',
      );
      expect(await violations(failed)).to.deep.equal([]);
    });
  }
});
