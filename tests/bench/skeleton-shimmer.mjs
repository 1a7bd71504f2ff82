// What a loading state costs the main thread while it shines (docs/decisions/0082-performance-
// targets.md, "Skeletons that shine on the compositor"): the built host app's /trading-signals with
// its answers held back, so the page shows its skeleton cards (ui's Skeleton, as every
// loading state of the product does), in Chromium at 412 px with the CPU throttled 4x. A trace of
// two seconds of it gives the main thread's busy milliseconds per second and what they were
// (style, paint, commit...). No answer arrives meanwhile, so the rendering steps are the
// skeletons' animation; the rest of the busy time is the page's own timers (the live
// connection's, tens of ms per second). Prints the median of SHIMMER_RUNS (3) loads; no target of
// its own (a loading state should leave the main thread to the page).
import { launchChromium } from '../kit/chromium.mjs';
import { requireHostBuild, signInThroughPage, startProductServer } from './_product-server.mjs';
import { median } from './_figures.mjs';

requireHostBuild('skeleton-shimmer');
const RUNS = Number(process.env.SHIMMER_RUNS ?? 3);
const TRACED_MS = 2000;
const KINDS = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit'];

/** The busiest renderer main thread's task time, and its rendering steps, per second traced. */
function mainThreadPerSecond(trace) {
  const events = trace.traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const busy = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(thread))
      busy.set(thread, (busy.get(thread) ?? 0) + e.dur);
  }
  const [thread, total] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const kinds = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  for (const e of events)
    if (e.ph === 'X' && `${e.pid}:${e.tid}` === thread && e.name in kinds) kinds[e.name] += e.dur;
  const perSecond = (us) => us / 1000 / (TRACED_MS / 1000);
  return {
    busy: perSecond(total),
    kinds: Object.fromEntries(Object.entries(kinds).map(([k, us]) => [k, perSecond(us)])),
  };
}

const { base, stop } = await startProductServer('skeleton-shimmer');
const browser = await launchChromium();
try {
  const runs = [];
  let skeletons = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await signInThroughPage(page, base, 'trader', 'trader123');
    await page.waitForURL(/\/dashboard/);
    // The page's answers (the feed, its figures) never come while it is traced: every part of it
    // that loads shows its skeleton, the same ones whichever build is measured.
    await page.route('**/api/v1/**', () => undefined);
    await page.goto(`${base}/trading-signals`);
    await page.locator('[data-savdo-skeleton]').first().waitFor({ timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.waitForTimeout(500);
    skeletons = await page.locator('[data-savdo-skeleton]').count();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.waitForTimeout(TRACED_MS);
    runs.push(mainThreadPerSecond(JSON.parse((await browser.stopTracing()).toString())));
    await context.close();
  }
  const busy = median(runs.map((r) => r.busy));
  const kinds = KINDS.map((kind) => `${kind} ${median(runs.map((r) => r.kinds[kind])).toFixed(1)}`);
  console.log(
    `skeleton-shimmer: /trading-signals loading, ${skeletons} skeletons shining, 412 px, CPU 4x, ` +
      `median of ${RUNS}`,
  );
  console.log(`  main thread busy: ${busy.toFixed(1)} ms per second`);
  console.log(`  of it (ms per second): ${kinds.join(', ')}`);
  console.log(`  runs: ${runs.map((r) => r.busy.toFixed(1)).join(', ')} ms per second`);
} finally {
  await browser.close();
  await stop();
}
