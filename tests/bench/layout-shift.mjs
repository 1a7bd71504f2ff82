// Layout shift on load (docs/decisions/0337-pages-hold-still-while-they-load.md): every page a
// signed-in trader opens, loaded cold in Chromium at a phone's width (412 x 823, Lighthouse's
// mobile screen) with the CPU throttled 4x, as the demo trader. Prints each page's cumulative
// layout shift over its first 5 s (the browser's own layout-shift entries) and, for any shift
// over 0.005, what moved and from where to where; then a table against the target. Target: at
// most 0.01 per page (Lighthouse scores 0.1 as "good"; a page that holds still scores 0).
// SHIFT_PAGES (comma-separated paths) measures only those; SHIFT_WIDTH another width.
import { launchChromium } from '../kit/chromium.mjs';
import { requireHostBuild, signInThroughPage, startProductServer } from './_product-server.mjs';
import { myAdvisorId, traderPaths } from './_trader-pages.mjs';

requireHostBuild('layout-shift');
const TARGET = 0.01;
const WIDTH = Number(process.env.SHIFT_WIDTH ?? 412);
const only = process.env.SHIFT_PAGES?.split(',').map((p) => p.trim());

/**
 * What a shift entry moved, as text: an element is named by its tag and the nearest id, part or
 * data attribute on it or its ancestors (in shadow roots too).
 */
const describeSources = () => {
  // Runs in the page: the entries the observer below collected.
  const label = (element) => {
    if (element.id) return `#${element.id}`;
    const part = element.getAttribute('part');
    if (part) return `[part=${part}]`;
    const data = [...element.attributes].find((a) => a.name.startsWith('data-'));
    return data ? `[${data.name}]` : '';
  };
  const nameOf = (node) => {
    let element = node?.nodeType === 1 ? node : node?.parentElement;
    if (!element) return '?';
    const tag = element.nodeName.toLowerCase();
    for (let depth = 0; element && depth < 6; depth += 1) {
      const found = label(element);
      if (found) return depth === 0 ? `${tag}${found}` : `${tag} in ${found}`;
      element = element.parentElement ?? element.getRootNode()?.host;
    }
    return tag;
  };
  return window.__savdoShifts.map((entry) => ({
    at: Math.round(entry.startTime),
    value: entry.value,
    moved: entry.sources.map((s) => {
      const name = nameOf(s.node);
      const from = s.previousRect;
      const to = s.currentRect;
      return `${name} (${Math.round(from.x)},${Math.round(from.y)} ${Math.round(from.width)}x${Math.round(from.height)} -> ${Math.round(to.x)},${Math.round(to.y)} ${Math.round(to.width)}x${Math.round(to.height)})`;
    }),
  }));
};

const server = await startProductServer('layout-shift');
const browser = await launchChromium();
const table = [];
try {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 823 } });
  const signIn = await context.newPage();
  await signInThroughPage(signIn, server.base, 'trader', 'trader123');
  await signIn.close();
  const paths = traderPaths(await myAdvisorId(server.base)).filter(
    (path) => !only || only.includes(path),
  );
  for (const path of paths) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      window.__savdoShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (!entry.hadRecentInput) window.__savdoShifts.push(entry);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.base}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(5000);
    const shifts = await page.evaluate(describeSources);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    table.push([path, total]);
    console.log(`${path}: CLS ${total.toFixed(4)}`);
    for (const s of shifts.filter((x) => x.value > 0.005))
      console.log(`  ${s.at} ms, ${s.value.toFixed(4)}: ${s.moved.join('; ')}`);
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`\nlayout shift at ${WIDTH} px, 4x CPU (target: at most ${TARGET} per page)`);
console.log('page | CLS | target');
for (const [path, cls] of table)
  console.log(`${path} | ${cls.toFixed(4)} | ${cls <= TARGET ? 'met' : 'MISSED'}`);
const missed = table.filter(([, cls]) => cls > TARGET).length;
console.log(`${table.length} pages, ${missed} over the target`);
