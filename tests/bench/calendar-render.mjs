// Calendar render benchmark (issue 5, "Proof"): the time <savdo-economic-calendar> takes from
// being added to a page to showing 2,000 events (all rows in the table, painted), in Chromium,
// with the built embed (packages/embed/dist, `npm run build` first). Prints the first (cold:
// the widget's modules are fetched and evaluated too) and the median of five warm renders,
// with the longest main-thread task seen.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const EVENTS = 2_000;
const WARM_RUNS = 5;
const dist = resolve('packages/embed/dist');
if (!existsSync(join(dist, 'v1/savdo.js'))) {
  console.error('calendar-render: packages/embed/dist is missing; run `npm run build` first');
  process.exit(1);
}

/** A realistic spread: a week of events, every impact and flag, half with actual values. */
function events(count) {
  const start = Date.now() - 3 * 86_400_000;
  const flags = [
    ['us', 'USD'],
    ['eu', 'EUR'],
    ['gb', 'GBP'],
    ['jp', 'JPY'],
    ['uz', 'UZS'],
    ['ru', 'RUB'],
  ];
  const impacts = ['low', 'medium', 'high'];
  return Array.from({ length: count }, (_, i) => {
    const [flag, currency] = flags[i % flags.length];
    const forecast = ((i % 40) / 10).toFixed(1);
    return {
      id: i + 1,
      time: new Date(start + i * Math.floor((7 * 86_400_000) / count)).toISOString(),
      flag,
      currency,
      event: `${['CPI m/m', 'Retail Sales', 'Unemployment Rate', 'PMI', 'GDP q/q'][i % 5]} ${i}`,
      impact: impacts[i % 3],
      previous: `${forecast}%`,
      forecast: `${forecast}%`,
      actual: i % 2 === 0 ? `${(Number(forecast) + ((i % 3) - 1) / 10).toFixed(1)}%` : null,
      consensus: `${forecast}%`,
      is_tentative: i % 17 === 0,
      is_preliminary: i % 11 === 0,
      is_report: i % 13 === 0,
      is_speech: i % 19 === 0,
    };
  });
}

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html' };
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>calendar bench</title></head>
<body><div id="slot"></div><script src="/embed/v1/savdo.js" async></script></body></html>`;

const server = createServer((req, res) => {
  const path = decodeURIComponent((req.url ?? '/').split('?')[0]);
  if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  const file = normalize(join(dist, path.replace(/^\/embed\//, '')));
  if (
    !path.startsWith('/embed/') ||
    !file.startsWith(dist) ||
    !existsSync(file) ||
    !statSync(file).isFile()
  ) {
    return res.writeHead(404).end();
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('crash', () => console.error('calendar-render: the page crashed'));
  page.on('pageerror', (e) => console.error('calendar-render: page error', e.message));
  page.on('console', (m) => m.type() === 'error' && console.error('calendar-render:', m.text()));
  await page.goto(`http://127.0.0.1:${port}/`);
  const result = await page.evaluate(
    async ({ data, warmRuns }) => {
      const longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      async function renderOnce() {
        const slot = document.getElementById('slot');
        slot.replaceChildren();
        await frame();
        const el = document.createElement('savdo-economic-calendar');
        el.setAttribute('lang', 'en');
        el.setAttribute('time-zone', 'london');
        el.load = async () => data;
        el.liveSource = () => () => undefined;
        const started = performance.now();
        slot.append(el);
        let firstRows = 0;
        for (;;) {
          const rows = el.shadowRoot?.querySelectorAll('[data-event-id]').length ?? 0;
          if (rows > 0 && firstRows === 0) firstRows = performance.now() - started;
          if (rows === data.length) break;
          if (performance.now() - started > 30_000) throw new Error(`only ${rows} rows after 30 s`);
          await new Promise((r) => requestAnimationFrame(r));
        }
        await frame(); // painted
        return { firstRows, all: performance.now() - started };
      }
      const cold = await renderOnce();
      const coldLongest = Math.max(0, ...longTasks);
      longTasks.length = 0;
      const warm = [];
      for (let i = 0; i < warmRuns; i += 1) warm.push(await renderOnce());
      return { cold, coldLongest, warm, warmLongest: Math.max(0, ...longTasks) };
    },
    { data: events(EVENTS), warmRuns: WARM_RUNS },
  );
  const ms = (n) => `${n.toFixed(0)} ms`;
  const median = (key) => {
    const sorted = result.warm.map((r) => r[key]).sort((a, b) => a - b);
    return `${ms(sorted[Math.floor(sorted.length / 2)])} (min ${ms(sorted[0])}, max ${ms(sorted.at(-1))})`;
  };
  console.log(
    `calendar-render: <savdo-economic-calendar> with ${EVENTS.toLocaleString('en')} events (built embed, Chromium)`,
  );
  console.log(
    `  cold (fetch + evaluate the modules, then render): first rows ${ms(result.cold.firstRows)}, all rows painted ${ms(result.cold.all)}; longest task ${ms(result.coldLongest)}`,
  );
  console.log(
    `  warm (code loaded), median of ${WARM_RUNS}: first rows ${median('firstRows')}; all rows painted ${median('all')}; longest task ${ms(result.warmLongest)}`,
  );
} finally {
  await browser.close();
  server.close();
}
