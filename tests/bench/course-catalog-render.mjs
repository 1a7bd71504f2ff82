// Course catalog render benchmark: <savdo-course-catalog> (built embed, `npm run
// build` first) over a catalog of 200 courses, 12 a page as the catalog sets, against the floor:
// the same 12 cards built by hand with document.createElement on the same page. It measures the
// time to the first cards painted and to page through all 17 pages (each next page painted), and
// the longest main-thread task. It prints its figures; nothing here fails on time.
import { requireEmbedBuild } from '../kit/embed-page-server.mjs';
import { medianOf } from './_figures.mjs';
import { benchPageHtml, ms, openWidgetBench } from './_widget-bench.mjs';

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

const { page, close } = await openWidgetBench(
  'course-catalog-render',
  benchPageHtml('catalog bench'),
);
try {
  const result = await page.evaluate(
    async ({ data, pageSize, warmRuns }) => {
      const { frame, takeLongTasks, until, answerFetch } = window.savdoBench;
      const slot = document.getElementById('slot');
      const pages = Math.ceil(data.length / pageSize);
      answerFetch((url) => {
        if (!url.pathname.endsWith('/course/all')) return undefined;
        const p = Number(url.searchParams.get('page') ?? 1);
        const limit = Number(url.searchParams.get('limit') ?? pageSize);
        return {
          result: {
            data: data.slice((p - 1) * limit, p * limit),
            page: p,
            limit,
            total: data.length,
          },
        };
      });
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
        takeLongTasks();
        widget.push(await widgetOnce());
        widgetLongest = Math.max(widgetLongest, ...takeLongTasks());
      }
      await reset();
      return { cold, plain, widget, widgetLongest, pages };
    },
    { data: courses(COURSES), pageSize: PAGE_SIZE, warmRuns: WARM_RUNS },
  );
  console.log(
    `course-catalog-render: <savdo-course-catalog> over ${COURSES} courses, ${PAGE_SIZE} a page (built embed, Chromium) vs the same cards built by hand`,
  );
  console.log(
    `  cold widget (fetch + evaluate the modules, then render): first cards ${ms(result.cold.firstCards)}`,
  );
  for (const key of ['firstCards', 'allPages']) {
    const w = medianOf(result.widget, key);
    const p = medianOf(result.plain, key);
    console.log(
      `  ${key === 'firstCards' ? 'first cards visible' : `all ${result.pages} pages, one after another`} (median of ${WARM_RUNS} warm): widget ${ms(w)}, plain DOM ${ms(p)}, ratio ${(w / p).toFixed(2)}x`,
    );
  }
  console.log(`  longest main-thread task while the widget ran: ${ms(result.widgetLongest)}`);
} finally {
  await close();
}
