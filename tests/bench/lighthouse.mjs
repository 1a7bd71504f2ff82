// Lighthouse benchmark (docs/decisions/0082-performance-targets.md): /auth and every page a
// signed-in trader opens (the host app's page table: its signed-in pages but the back office,
// with demo ids for the pages about one thing) of the built product, mobile defaults (Moto G Power
// emulation, simulated slow 4G and 4x CPU throttling), against a real server started here on a
// temporary database with the demo data. Prints the four category scores and the main metrics per
// page, then one table. Targets: performance >= 0.95; accessibility, best practices and SEO 1.0.
// The signed-in pages are measured as the demo trader (signed in through the page itself, in the
// same Chromium profile; Lighthouse keeps its storage (disableStorageReset) and the HTTP cache is
// emptied before every run, so each run is a cold load). LIGHTHOUSE_RUNS (default 3) runs per page;
// LIGHTHOUSE_PAGES (comma-separated paths) measures only those; LIGHTHOUSE_JSON=<folder> keeps
// the median run's report of each page. The pages are loaded as a deployment serves them: over
// TLS and HTTP/2 from a reverse proxy (a front of the bench's own, `_tls-front.mjs`);
// LIGHTHOUSE_FRONT=none loads them from the server itself over plain HTTP/1.1, where the browser
// opens at most six connections and Lighthouse's simulated slow 4G costs a round trip per file on
// each (docs/decisions/0341-lighthouse-over-http2.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../kit/chromium.mjs';
import { requireHostBuild, signInThroughPage, startProductServer } from './_product-server.mjs';
import { myAdvisorId, traderPaths } from './_trader-pages.mjs';
import { startTlsFront } from './_tls-front.mjs';

requireHostBuild('lighthouse');

// Lighthouse's own advice: the median of several runs (the 2-core machine is shared and noisy).
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** LIGHTHOUSE_JSON=<folder>: the median run's whole report per page, to read what the table cannot say. */
const JSON_DIR = process.env.LIGHTHOUSE_JSON;
const TARGET = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1 };

const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
const wanted = (path) => !only || only.includes(path);
/** [path, median scores] of every page measured, for the table at the end. */
const table = [];

const server = await startProductServer('lighthouse');
/** The TLS front, when the pages go through one; started inside `try` so the server always stops. */
let front = null;
let base = server.base;
let chrome;
try {
  if (process.env.LIGHTHOUSE_FRONT !== 'none') {
    front = await startTlsFront(server.base);
    base = front.base;
  }
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    // Lighthouse wants the new headless mode; the other flags are the shared ones.
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_ARGS.filter((flag) => flag !== '--headless'),
      ...(front ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0] ?? (await browser.newContext());
  /** Every run starts with an empty HTTP cache; `keepSession` keeps localStorage (the token). */
  const audit = async (path, keepSession = false) => {
    const runs = [];
    // A run Lighthouse could not trace (NO_NAVSTART, seen now and then on this machine) is tried
    // again, up to two extra runs per page, so that one bad trace does not end the whole bench.
    for (let i = 0; runs.length < RUNS && i < RUNS + 2; i += 1) {
      if (keepSession) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        await cdp.detach();
        await page.close();
      }
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: keepSession,
      });
      if (!result?.lhr) throw new Error(`no Lighthouse result for ${path}`);
      const error = result.lhr.runtimeError;
      if (error) console.log(`  ${path} run ${i + 1} failed: ${error.code} ${error.message}`);
      else runs.push(result.lhr);
    }
    if (runs.length === 0) throw new Error(`every Lighthouse run of ${path} failed`);
    runs.sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    );
    const lhr = runs[Math.floor(runs.length / 2)];
    const spread = runs.map((r) => (r.categories.performance?.score ?? 0).toFixed(2)).join(', ');
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, c]) => [id, c.score ?? 0]),
    );
    const metric = (id) => lhr.audits[id]?.displayValue ?? '-';
    const failing = Object.values(lhr.categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.map((r) => lhr.audits[r.id]))
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    // The table's metrics: which of them keeps a page from its target.
    table.push([
      path,
      scores,
      ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map(metric),
    ]);
    console.log(
      `${path} (median of ${runs.length} runs; performance ${spread}): ${Object.entries(scores)
        .map(([id, s]) => `${id} ${s.toFixed(2)}${s >= (TARGET[id] ?? 0) ? '' : ' (MISSED)'}`)
        .join(', ')}`,
    );
    console.log(
      `  FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, Speed Index ${metric('speed-index')}${failing.length ? `; failing audits: ${failing.join(', ')}` : ''}`,
    );
    // Where the time goes: the LCP element and its phases, and the longest main-thread tasks.
    const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
    const node = lcp[0]?.items?.[0]?.node;
    const phases = (lcp[1]?.items ?? [])
      .map((p) => `${p.phase ?? p.label} ${Math.round(p.timing ?? 0)} ms`)
      .join(', ');
    if (node)
      console.log(
        `  LCP element: ${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 90)}${phases ? `; ${phases}` : ''}`,
      );
    const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 4)
      .map((t) => `${Math.round(t.duration)} ms ${String(t.url).replace(base, '').slice(0, 60)}`);
    if (tasks.length) console.log(`  longest tasks (throttled): ${tasks.join('; ')}`);
    // What the main thread spent its (throttled) time on: a long task without a script to blame
    // is style and layout, parsing or garbage collection, and this says which.
    const work = (lhr.audits['mainthread-work-breakdown']?.details?.items ?? [])
      .slice(0, 5)
      .map((w) => `${w.groupLabel ?? w.group} ${Math.round(w.duration)} ms`);
    if (work.length) console.log(`  main thread (throttled): ${work.join('; ')}`);
    if (JSON_DIR) {
      mkdirSync(JSON_DIR, { recursive: true });
      const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
      writeFileSync(join(JSON_DIR, `${name}.json`), JSON.stringify(lhr));
    }
  };
  console.log(
    `lighthouse: mobile defaults, ${base} (built host app, demo data; ${front ? 'TLS and HTTP/2 from a front, as deployed' : 'the server itself, HTTP/1.1'})`,
  );
  if (wanted('/auth')) await audit('/auth');
  // Sign in through the page in the same browser profile, then audit the dashboard.
  const page = await context.newPage();
  await signInThroughPage(page, base, 'trader', 'trader123');
  await page.close();
  for (const path of traderPaths(await myAdvisorId(server.base)).filter(wanted))
    await audit(path, true);
  console.log(
    '\npage | performance | FCP | LCP | TBT | accessibility | best practices | SEO | all targets',
  );
  let missed = 0;
  for (const [path, scores, [fcp, lcp, tbt]] of table) {
    const met = Object.entries(TARGET).every(([id, target]) => (scores[id] ?? 0) >= target);
    if (!met) missed += 1;
    const s = (id) => (scores[id] ?? 0).toFixed(2);
    console.log(
      `${path} | ${s('performance')} | ${fcp} | ${lcp} | ${tbt} | ${s('accessibility')} | ${s('best-practices')} | ${s('seo')} | ${met ? 'met' : 'MISSED'}`,
    );
  }
  console.log(`${table.length} pages, ${missed} missing a target`);
} finally {
  await chrome?.kill();
  await front?.stop();
  await server.stop();
}
