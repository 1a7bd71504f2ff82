// Course catalog render benchmark: <savdo-course-catalog> (built embed, `npm run
// build` first) over a catalog of 200 courses, 12 a page as the catalog sets, against the floor:
// the same 12 cards built by hand with document.createElement on the same page. It measures the
// time to the first cards painted and to page through all 17 pages (each next page painted), and
// the longest main-thread task. It prints its figures; nothing here fails on time.
import { launchChromium } from '../kit/chromium.mjs';
import { requireEmbedBuild, serveEmbedPage } from '../kit/embed-page-server.mjs';

const COURSES = 200;
const PAGE_SIZE = 12;
const WARM_RUNS = 5;
requireEmbedBuild('course-catalog-render');

function courses(count) {
  const levels = ['beginner', 'intermediate', 'advanced'];
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Course ${i + 1}: ${['Price action', 'Risk management', 'Indicators', 'Psychology'][i % 4]}`,
    description:
      'Trends, chart patterns and the indicators traders actually use, with a clear entry, stop loss and target.',
    translations: {},
    level: levels[i % 3],
    is_paid: i % 5 !== 0,
    price: i % 5 === 0 ? 0 : 49_000 + (i % 7) * 10_000,
    minutes: 20 + (i % 90),
    progress_percent: (i * 13) % 101,
    last_watched_at: null,
    purchased: i % 4 === 0,
    image_url: null,
    modules_count: 3,
    lessons_count: 9,
    lessons_completed: i % 9,
  }));
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>catalog bench</title></head>
<body><div id="slot"></div><script src="/embed/v1/savdo.js" async></script></body></html>`;

const server = await serveEmbedPage(PAGE);

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (e) => console.error('course-catalog-render: page error', e.message));
  await page.goto(`${server.base}/`);
  const result = await page.evaluate(
    async ({ data, pageSize, warmRuns }) => {
      let longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const nextFrame = () => new Promise((r) => requestAnimationFrame(r));
      const slot = document.getElementById('slot');
      const pages = Math.ceil(data.length / pageSize);
      const realFetch = window.fetch;
      window.fetch = (input, init) => {
        const url = new URL(String(input), location.href);
        if (!url.pathname.endsWith('/course/all')) return realFetch(input, init);
        const p = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? pageSize);
        const body = {
          result: {
            data: data.slice((p - 1) * limit, p * limit),
            page: p,
            limit,
            total: data.length,
          },
        };
        return Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
        );
      };
      async function until(found, what) {
        const started = performance.now();
        while (!found()) {
          if (performance.now() - started > 30_000) throw new Error(`no ${what} after 30 s`);
          await nextFrame();
        }
        await frame();
      }
      async function reset() {
        slot.replaceChildren();
        await frame();
      }
      const price = new Intl.NumberFormat('en');
      function plainCards(p) {
        const ul = document.createElement('ul');
        ul.style.cssText =
          'display:grid;grid-template-columns:repeat(3,1fr);gap:16px;list-style:none;padding:0;font:14px system-ui';
        for (const c of data.slice((p - 1) * pageSize, p * pageSize)) {
          const li = document.createElement('li');
          li.dataset.plainId = String(c.id);
          li.style.cssText = 'border:1px solid #ddd;border-radius:12px;padding:16px';
          const h = document.createElement('h3');
          h.textContent = c.title;
          const d = document.createElement('p');
          d.textContent = c.description;
          const meta = document.createElement('p');
          meta.textContent = `${c.level} · ${c.minutes} min · ${c.lessons_count} lessons`;
          const cost = document.createElement('strong');
          cost.textContent = c.is_paid ? `${price.format(c.price)} UZS` : 'Free';
          const bar = document.createElement('progress');
          bar.max = 100;
          bar.value = c.progress_percent;
          li.append(h, d, meta, cost, bar);
          ul.append(li);
        }
        return ul;
      }
      async function plainOnce() {
        await reset();
        const started = performance.now();
        slot.append(plainCards(1));
        await until(() => slot.querySelector('[data-plain-id]'), 'plain cards');
        const firstCards = performance.now() - started;
        const paging = performance.now();
        for (let p = 2; p <= pages; p += 1) {
          slot.replaceChildren(plainCards(p));
          const first = data[(p - 1) * pageSize].id;
          await until(() => slot.querySelector(`[data-plain-id="${first}"]`), `plain page ${p}`);
        }
        return { firstCards, allPages: performance.now() - paging };
      }
      async function widgetOnce() {
        await reset();
        const el = document.createElement('savdo-course-catalog');
        el.setAttribute('lang', 'en');
        const q = (sel) => el.shadowRoot?.querySelector(sel);
        const started = performance.now();
        slot.append(el);
        await until(() => q('[data-course-id]'), 'widget cards');
        const firstCards = performance.now() - started;
        const paging = performance.now();
        for (let p = 2; p <= pages; p += 1) {
          const next = [...(el.shadowRoot?.querySelectorAll('[part~="pager"] button') ?? [])].at(
            -1,
          );
          next?.click();
          const first = data[(p - 1) * pageSize].id;
          await until(() => q(`[data-course-id="${first}"]`), `widget page ${p}`);
        }
        return { firstCards, allPages: performance.now() - paging };
      }
      const cold = await widgetOnce();
      const plain = [];
      const widget = [];
      let widgetLongest = 0;
      for (let i = 0; i < warmRuns; i += 1) {
        plain.push(await plainOnce());
        longTasks = [];
        widget.push(await widgetOnce());
        widgetLongest = Math.max(widgetLongest, ...longTasks);
      }
      await reset();
      return { cold, plain, widget, widgetLongest, pages };
    },
    { data: courses(COURSES), pageSize: PAGE_SIZE, warmRuns: WARM_RUNS },
  );
  const ms = (n) => `${n.toFixed(0)} ms`;
  const median = (runs, key) =>
    runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  console.log(
    `course-catalog-render: <savdo-course-catalog> over ${COURSES} courses, ${PAGE_SIZE} a page (built embed, Chromium) vs the same cards built by hand`,
  );
  console.log(
    `  cold widget (fetch + evaluate the modules, then render): first cards ${ms(result.cold.firstCards)}`,
  );
  for (const key of ['firstCards', 'allPages']) {
    const w = median(result.widget, key);
    const p = median(result.plain, key);
    console.log(
      `  ${key === 'firstCards' ? 'first cards visible' : `all ${result.pages} pages, one after another`} (median of ${WARM_RUNS} warm): widget ${ms(w)}, plain DOM ${ms(p)}, ratio ${(w / p).toFixed(2)}x`,
    );
  }
  console.log(`  longest main-thread task while the widget ran: ${ms(result.widgetLongest)}`);
} finally {
  await browser.close();
  server.close();
}
