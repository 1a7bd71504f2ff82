// Trading chart render benchmark: <savdo-trading-chart> (built embed, `npm run build`
// first) given 5,000 one-minute candles. It measures the time to the candles drawn (cold: the
// modules and lightweight-charts fetched and evaluated; warm: a new element on the same page),
// and the live-update rate: ticks pushed one after another through a stand-in of the live socket,
// each awaited until the widget shows its price, plus the longest main-thread task meanwhile.
// It prints its figures; nothing here fails on time.
import { requireEmbedBuild } from '../kit/embed-page-server.mjs';
import { median } from './_figures.mjs';
import { benchPageHtml, ms, openWidgetBench } from './_widget-bench.mjs';

const CANDLES = 5_000;
const WARM_RUNS = 5;
const TICKS = 300;
requireEmbedBuild('trading-chart-render');

/** A plain seeded walk of one-minute candles ending now (the bench needs candles, not realism). */
function candles(count) {
  const end = Math.floor(Date.now() / 60_000) * 60;
  let seed = 7;
  const random = () => {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    return seed / 4_294_967_296;
  };
  let price = 1.0852;
  return Array.from({ length: count }, (_, i) => {
    const open = price;
    const close = open + (random() - 0.5) * 0.0006;
    price = close;
    return {
      time: end - (count - 1 - i) * 60,
      open,
      high: Math.max(open, close) + random() * 0.0002,
      low: Math.min(open, close) - random() * 0.0002,
      close,
      volume: Math.round(500 + random() * 1500),
    };
  });
}

const { page, close } = await openWidgetBench(
  'trading-chart-render',
  benchPageHtml('chart bench', { bodyStyle: 'width:1280px', loader: false }),
);
try {
  // The API and the live socket, stood in before the embed loads.
  await page.evaluate((data) => {
    window.savdoBench.answerFetch((url) => {
      if (url.pathname.endsWith('/market-data/symbols'))
        return {
          result: [
            {
              symbol: 'EURUSD',
              name: 'Euro / US Dollar',
              kind: 'forex',
              digits: 5,
              always_open: false,
            },
          ],
        };
      if (url.pathname.endsWith('/market-data/candles'))
        return { result: { symbol: 'EURUSD', timeframe: '1m', digits: 5, candles: data } };
      if (url.pathname.endsWith('/signal/all'))
        return { result: { data: [], page: 1, limit: 100, total: 0 } };
      return undefined;
    });
    window.__sockets = [];
    window.WebSocket = class {
      constructor() {
        this.readyState = 0;
        window.__sockets.push(this);
        setTimeout(() => {
          this.readyState = 1;
          this.onopen?.(new Event('open'));
          this.onmessage?.(new MessageEvent('message', { data: '{"type":"hello","user_id":1}' }));
        }, 0);
      }
      send() {}
      close() {
        this.readyState = 3;
      }
    };
    const script = document.createElement('script');
    script.src = '/embed/v1/savdo.js';
    document.head.append(script);
  }, candles(CANDLES));

  const result = await page.evaluate(
    async ({ warmRuns, ticks, last }) => {
      const { frame: settle, takeLongTasks, until: untilFound } = window.savdoBench;
      // Checked at every frame, not waiting for a paint after (each tick's figure is its own).
      const until = (found, what) => untilFound(found, what, { painted: false, limitMs: 60_000 });
      const slot = document.getElementById('slot');
      async function drawOnce() {
        slot.replaceChildren();
        await settle();
        const el = document.createElement('savdo-trading-chart');
        el.setAttribute('lang', 'en');
        el.setAttribute('timeframe', '1m');
        el.setAttribute('hide-signals', '');
        const started = performance.now();
        slot.append(el);
        const frame = () => el.shadowRoot?.querySelector('[part="chart"]');
        await until(
          () => frame()?.dataset.candles === String(5000) && frame()?.querySelector('canvas'),
          'candles drawn',
        );
        await settle(); // the library paints on the next frame
        return { el, ms: performance.now() - started };
      }
      const cold = await drawOnce();
      const warm = [];
      for (let i = 0; i < warmRuns; i += 1) warm.push((await drawOnce()).ms);
      const { el } = await drawOnce();
      // Live ticks: each one awaited until the last price shows it.
      const socket = window.__sockets.filter((s) => s.readyState === 1).at(-1);
      const shown = () => el.shadowRoot?.querySelector('[data-testid="last-price"]')?.textContent;
      takeLongTasks();
      const started = performance.now();
      for (let i = 1; i <= ticks; i += 1) {
        const price = Number((last.close + (i % 2 ? 1 : -1) * i * 0.00001).toFixed(5));
        socket.onmessage?.(
          new MessageEvent('message', {
            data: JSON.stringify({
              type: 'market.ticks',
              ticks: [{ symbol: 'EURUSD', time: last.time + 1 + i, price, volume: 3 }],
            }),
          }),
        );
        const text = price.toFixed(5);
        await until(() => shown() === text, `tick ${i}`);
      }
      const tickMs = performance.now() - started;
      return {
        cold: cold.ms,
        warm,
        tickMs,
        longest: Math.max(0, ...takeLongTasks()),
      };
    },
    { warmRuns: WARM_RUNS, ticks: TICKS, last: candles(CANDLES).at(-1) },
  );
  console.log(
    `trading-chart-render: <savdo-trading-chart> with ${CANDLES} one-minute candles (built embed, Chromium)`,
  );
  console.log(
    `  cold (fetch + evaluate the modules and lightweight-charts, then draw): ${ms(result.cold)}`,
  );
  console.log(
    `  candles drawn, a new element (median of ${WARM_RUNS} warm): ${ms(median(result.warm))}`,
  );
  console.log(
    `  live updates: ${TICKS} ticks each shown in ${ms(result.tickMs / TICKS)} on average, ${(TICKS / (result.tickMs / 1000)).toFixed(0)} updates a second; longest task meanwhile ${ms(result.longest)}`,
  );
} finally {
  await close();
}
