// Algo bot chart render benchmark: <savdo-algo-bot> (built embed, `npm run build`
// first) for a bot whose equity curve has 5,000 points. It measures the time from the element
// entering the page to its equity and drawdown chart drawn (lightweight-charts imported, both
// series set, a frame painted): once cold (the widget's and the chart library's modules fetched
// and evaluated) and warm (modules cached, the details answer cached by the query store, so the
// figure is the page's render plus the chart's draw), and the longest main-thread task. It
// prints its figures; nothing here fails on time.
import { requireEmbedBuild } from '../kit/embed-page-server.mjs';
import { medianOf } from './_figures.mjs';
import { benchPageHtml, ms, openWidgetBench } from './_widget-bench.mjs';

const POINTS = 5_000;
const WARM_RUNS = 5;
requireEmbedBuild('algo-bot-chart-render');

/** A plausible curve: a random walk with drift, its drawdown from the running peak. */
function equityCurve(count) {
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const start = Date.UTC(2024, 0, 1);
  let equity = 10_000;
  let peak = equity;
  return Array.from({ length: count }, (_, i) => {
    equity = Math.max(100, equity + (random() - 0.47) * 60);
    peak = Math.max(peak, equity);
    return {
      time: new Date(start + i * 3 * 3_600_000).toISOString(),
      balance: equity,
      equity,
      drawdown_percent: ((peak - equity) / peak) * 100,
    };
  });
}

function details(curve) {
  const last = curve.at(-1).equity;
  return {
    id: 1,
    name: 'Trend Rider',
    author: 'Savdo Labs',
    version: '2.3',
    updated_at: '2026-11-01T00:00:00.000Z',
    price: 290_000,
    type: 'trend',
    platforms: ['MT4', 'MT5'],
    monthly_purchases: 40,
    monthly_downloads: 120,
    live_signal: true,
    description: 'Follows the daily trend on majors.',
    translations: {},
    image_url: null,
    rating: 4.5,
    reviews_count: 12,
    metrics: {
      initial_deposit: 10_000,
      balance: last,
      equity: last,
      profit: last - 10_000,
      gain_percent: (last / 10_000 - 1) * 100,
      monthly_gain_percent: 1.2,
      max_drawdown: 900,
      max_drawdown_percent: Math.max(...curve.map((p) => p.drawdown_percent)),
      profit_factor: 1.4,
      win_rate: 58,
      average_win: 30,
      average_loss: -25,
      expectancy: 4,
      trades: curve.length,
      longest_win_streak: 9,
      longest_loss_streak: 5,
      best_trade: 120,
      worst_trade: -90,
      first_trade_at: curve[0].time,
      last_trade_at: curve.at(-1).time,
    },
    equity_sparkline: [],
    purchased: false,
    equity_curve: curve,
    monthly_returns: Array.from({ length: 24 }, (_, i) => ({
      month: `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      gain_percent: ((i * 7) % 11) - 3,
      profit: ((i * 7) % 11) * 30 - 90,
      trades: 150 + i,
    })),
    rating_summary: { average: 4.5, count: 12, distribution: [0, 1, 1, 3, 7] },
    can_review: false,
  };
}

const { page, close } = await openWidgetBench(
  'algo-bot-chart-render',
  benchPageHtml('algo bot bench', { bodyStyle: 'margin:0;width:1280px' }),
);
try {
  const result = await page.evaluate(
    async ({ bot, warmRuns }) => {
      const { frame, takeLongTasks, until, answerFetch } = window.savdoBench;
      const slot = document.getElementById('slot');
      const answers = {
        '/algo-trade/1/details': { result: bot },
        '/algo-trade/1/plans': {
          result: [{ id: 1, name: '1 month', labels: {}, price: 290_000, duration_days: 30 }],
        },
        '/algo-trade/1/form-fields': { result: [] },
        '/algo-trade-review/1/all': { result: { data: [], page: 1, limit: 10, total: 0 } },
      };
      answerFetch((url) => {
        const hit = Object.keys(answers).find((p) => url.pathname.endsWith(p));
        return hit ? answers[hit] : undefined;
      });
      async function once() {
        slot.replaceChildren();
        await frame();
        const el = document.createElement('savdo-algo-bot');
        el.setAttribute('lang', 'en');
        el.setAttribute('bot-id', '1');
        const q = (sel) => el.shadowRoot?.querySelector(sel);
        const started = performance.now();
        slot.append(el);
        await until(() => q('[data-figure="gain"]'), 'figures');
        const figures = performance.now() - started;
        await until(
          () => q('[part~="equity-chart"][data-phase="ready"]') && q('canvas'),
          'chart drawn',
        );
        return { figures, chart: performance.now() - started };
      }
      const cold = await once();
      const warm = [];
      let longest = 0;
      for (let i = 0; i < warmRuns; i += 1) {
        takeLongTasks();
        warm.push(await once());
        longest = Math.max(longest, ...takeLongTasks());
      }
      slot.replaceChildren();
      return { cold, warm, longest };
    },
    { bot: details(equityCurve(POINTS)), warmRuns: WARM_RUNS },
  );
  console.log(
    `algo-bot-chart-render: <savdo-algo-bot> with a ${POINTS.toLocaleString('en')}-point equity curve (built embed, Chromium)`,
  );
  console.log(
    `  cold (fetch + evaluate the widget and lightweight-charts, then render): figures ${ms(result.cold.figures)}, chart drawn ${ms(result.cold.chart)}`,
  );
  console.log(
    `  warm (median of ${WARM_RUNS}): figures ${ms(medianOf(result.warm, 'figures'))}, chart drawn ${ms(medianOf(result.warm, 'chart'))}`,
  );
  console.log(`  longest main-thread task in the warm runs: ${ms(result.longest)}`);
} finally {
  await close();
}
