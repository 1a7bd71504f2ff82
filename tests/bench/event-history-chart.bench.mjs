// Event-history chart benchmark: <savdo-economic-calendar event-detail series="..."> (built
// embed, `npm run build` first) opening an event's detail (docs/decisions/0311-economic-event-series.md):
// the time from the element entering the page to the detail's chart of the last 12 releases drawn
// (the detail's chunk and lightweight-charts imported, both series set, a frame painted), once
// cold and over 15 warm runs, and the main-thread tasks of the warm runs against the target of
// none over 50 ms (the chart is drawn in stages for it,
// docs/decisions/0329-charts-drawn-after-the-first-paint.md). Wall time on a two-core machine
// counts the turns a task waits for a core, so it prints how many warm runs had a task over
// 50 ms and, from a Chrome trace of further warm runs, the longest task's main-thread CPU time:
// the work itself. The target is met when that work stays under 50 ms and the median run has no
// long task; the exit code says when it is not.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { requireEmbedBuild } from '../kit/embed-page-server.mjs';
import { median, medianOf } from './_figures.mjs';
import { benchPageHtml, ms, openWidgetBench } from './_widget-bench.mjs';

const WARM_RUNS = 15;
const LONG_TASK_LIMIT_MS = 50;
const KEY = 'USD:non-farm-employment-change';
requireEmbedBuild('event-history-chart');

function release(i) {
  return {
    id: 100 + i,
    time: new Date(Date.UTC(2025, 11 + i, 5, 13, 30)).toISOString(),
    flag: 'us',
    currency: 'USD',
    event: 'Non-Farm Employment Change',
    impact: 'high',
    previous: `${140 + i * 4}K`,
    forecast: `${150 + ((i * 7) % 30)}K`,
    actual: `${145 + ((i * 11) % 40)}K`,
    consensus: null,
    is_tentative: false,
    is_preliminary: false,
    is_report: false,
    is_speech: false,
    series: KEY,
    event_names: { uz: null, ru: null },
  };
}

const DETAIL = {
  series: {
    key: KEY,
    currency: 'USD',
    flag: 'us',
    event: 'Non-Farm Employment Change',
    impact: 'high',
    names: { uz: null, ru: null },
    description: { en: 'How many jobs were added.', uz: null, ru: null },
    source: 'Bureau of Labor Statistics',
  },
  history: Array.from({ length: 12 }, (_, i) => release(i)),
  next: { ...release(12), actual: null },
};

/**
 * The longest main-thread task's CPU time (ms) in a Chrome trace taken over the warm runs only;
 * null when it holds no renderer main thread's tasks.
 */
function longestTaskCpu(trace) {
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const main = events.find((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
  if (!main) return null;
  const tasks = events.filter(
    (e) =>
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.ph === 'X' &&
      (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask') &&
      typeof e.tdur === 'number',
  );
  if (tasks.length === 0) return null;
  return Math.max(...tasks.map((e) => e.tdur / 1000));
}

const { page, browser, close } = await openWidgetBench(
  'event-history-chart',
  benchPageHtml('event history bench', { bodyStyle: 'margin:0;width:1280px' }),
);
try {
  const result = await page.evaluate(
    async ({ detail, key, warmRuns }) => {
      const { frame, takeLongTasks, until, answerFetch } = window.savdoBench;
      const slot = document.getElementById('slot');
      answerFetch((url) =>
        url.pathname.includes('/economic_calendar/series/')
          ? { result: detail }
          : url.pathname.endsWith('/economic_calendar')
            ? { result: [] }
            : undefined,
      );
      async function once() {
        slot.replaceChildren();
        await frame();
        const el = document.createElement('savdo-economic-calendar');
        el.setAttribute('lang', 'en');
        el.setAttribute('event-detail', '');
        el.setAttribute('series', key);
        const q = (sel) => el.shadowRoot?.querySelector(sel);
        const started = performance.now();
        slot.append(el);
        await until(
          () => q('[part~="history-chart"][data-phase="ready"]') && q('canvas'),
          'chart drawn',
        );
        return {
          chart: performance.now() - started,
          points: q('[part~="history-chart"]').dataset.points,
        };
      }
      const cold = await once();
      window.__once = once;
      const warm = [];
      for (let i = 0; i < warmRuns; i += 1) {
        takeLongTasks();
        const run = await once();
        warm.push({ ...run, longest: Math.max(0, ...takeLongTasks()) });
      }
      return { cold, warm };
    },
    { detail: DETAIL, key: KEY, warmRuns: WARM_RUNS },
  );
  // Further warm runs under a trace, for the main thread's CPU time per task (the trace's
  // toplevel RunTask events carry it as tdur).
  const tracePath = join(mkdtempSync(join(tmpdir(), 'savdo-bench-')), 'trace.json');
  await browser.startTracing(page, { path: tracePath, categories: ['toplevel'] });
  await page.evaluate(async (runs) => {
    for (let i = 0; i < runs; i += 1) await window.__once();
    document.getElementById('slot').replaceChildren();
  }, WARM_RUNS);
  await browser.stopTracing();
  const cpuLongest = longestTaskCpu(JSON.parse(readFileSync(tracePath, 'utf8')));
  rmSync(dirname(tracePath), { recursive: true, force: true });
  console.log(
    `event-history-chart: <savdo-economic-calendar event-detail> opening a ${result.cold.points}-release history (built embed, Chromium)`,
  );
  console.log(
    `  cold (fetch + evaluate the detail and lightweight-charts, then render): chart drawn ${ms(result.cold.chart)}`,
  );
  console.log(`  warm (median of ${WARM_RUNS}): chart drawn ${ms(medianOf(result.warm, 'chart'))}`);
  // The long-task API reports only tasks over 50 ms: a run without one reads 0.
  const longest = result.warm.map((r) => r.longest).sort((a, b) => a - b);
  const over = longest.filter((l) => l > LONG_TASK_LIMIT_MS).length;
  const medianLongest = median(longest);
  console.log(
    `  warm runs with a main-thread task over ${LONG_TASK_LIMIT_MS} ms: ${over} of ${WARM_RUNS} (the longest ${ms(longest.at(-1))}; in the median run ${ms(medianLongest)})`,
  );
  // The work itself, without the turns a task waits for a core: on a two-core machine the
  // browser's compositor and raster threads share the cores with the page's main thread, and a
  // 20 ms task now and then reads 60-100 ms of wall time (decision 0329).
  const met =
    cpuLongest !== null && cpuLongest <= LONG_TASK_LIMIT_MS && medianLongest <= LONG_TASK_LIMIT_MS;
  console.log(
    `  the longest task's main-thread CPU time (traced warm runs): ${cpuLongest === null ? 'not traced' : ms(cpuLongest)}; machine load ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
  );
  console.log(
    `  target: no task's work over ${LONG_TASK_LIMIT_MS} ms (CPU time) and the median run without a long task: ${met ? 'met' : 'NOT met'}`,
  );
  if (!met) {
    console.error(`event-history-chart: a main-thread task took over ${LONG_TASK_LIMIT_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  await close();
}
