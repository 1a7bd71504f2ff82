// What the widget render benches (calendar, course catalog, algo bot chart, event history chart,
// trading chart) share: a page of the built embed in Chromium, with the same helpers in the page
// (long tasks, frames, a wait, the API stood in), and the way they print milliseconds.
import { launchChromium } from '../kit/chromium.mjs';
import { serveEmbedPage } from '../kit/embed-page-server.mjs';

/**
 * A bench page: an empty `#slot` for the widget, then the embed's loader (`loader: false` for a
 * bench that stands in the API and the live socket before loading it itself).
 */
export function benchPageHtml(title, { bodyStyle = '', loader = true } = {}) {
  const style = bodyStyle ? ` style="${bodyStyle}"` : '';
  const script = loader ? '<script src="/embed/v1/savdo.js" async></script>' : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${title}</title></head>
<body${style}><div id="slot"></div>${script}</body></html>`;
}

/**
 * Runs in the page before its own scripts (Playwright's init script): `window.savdoBench`.
 * Serialised into the page, so it uses nothing from this module.
 */
function installInPage() {
  let longTasks = [];
  // Buffered, so the tasks of the page's own start are seen too.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const nextFrame = () => new Promise((r) => requestAnimationFrame(r));
  /** The next frame painted: its task ends before the timeout's runs. */
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  window.savdoBench = {
    nextFrame,
    frame,
    /** The long tasks (ms each) seen since the last call; forgets them. */
    takeLongTasks() {
      const seen = longTasks;
      longTasks = [];
      return seen;
    },
    /**
     * Checks `found` at every frame until it answers something, then (unless `painted` is false)
     * waits for that frame to be painted; throws after `limitMs`.
     */
    async until(found, what, { painted = true, limitMs = 30_000 } = {}) {
      const started = performance.now();
      while (!found()) {
        if (performance.now() - started > limitMs)
          throw new Error(`no ${what} after ${limitMs / 1000} s`);
        await nextFrame();
      }
      if (painted) await frame();
    },
    /**
     * Stands in the API: a request whose URL `answer` gives a body for is answered with that
     * body as JSON; every other goes out as it would.
     */
    answerFetch(answer) {
      const realFetch = window.fetch;
      window.fetch = (input, init) => {
        const body = answer(new URL(String(input), location.href));
        if (body === undefined) return realFetch(input, init);
        return Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
        );
      };
    },
  };
}

/**
 * Serves `html` with the embed, opens it in a new Chromium at 1280 x 900 with the helpers above,
 * and reports the page's errors under the bench's name. `close()` stops both.
 */
export async function openWidgetBench(bench, html) {
  const server = await serveEmbedPage(html);
  let browser;
  try {
    browser = await launchChromium();
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('crash', () => console.error(`${bench}: the page crashed`));
    page.on('pageerror', (e) => console.error(`${bench}: page error`, e.message));
    await page.addInitScript(installInPage);
    await page.goto(`${server.base}/`);
    return {
      page,
      browser,
      close: async () => {
        await browser.close();
        server.close();
      },
    };
  } catch (error) {
    await browser?.close();
    server.close();
    throw error;
  }
}

/** Milliseconds as the benches print them. */
export const ms = (n) => `${n.toFixed(0)} ms`;
