// Benchmark (docs/decisions/0053-live-connection-and-signals-feed.md): the longest main-thread task
// while <savdo-signals> receives 100 live updates a second for 10 seconds. The production embed
// build (packages/embed/dist/v1, from `npm run build`, or SAVDO_EMBED_DIST) runs in Chromium on a
// loopback page with one script tag; the page's fetch answers the signal calls and its WebSocket is
// a stand-in that the page itself drives at the given rate (80 % status/result updates of shown
// signals, 20 % new ones). Prints the longest task (Long Tasks API: tasks over 50 ms), the number
// of long tasks, the longest gap between animation frames, and what the feed shows at the end.
//
//   node tests/bench/signals-feed.mjs
//   BENCH_RATE=200 BENCH_SECONDS=5 node tests/bench/signals-feed.mjs
import { launchChromium } from '../kit/chromium.mjs';
import { EMBED_DIST, requireEmbedBuild, serveEmbedPage } from '../kit/embed-page-server.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

requireEmbedBuild('signals-feed');

// The page: fake API and live socket first, then the one script tag and the element.
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>signals bench</title>
<script>
(() => {
  const signals = [];
  const start = Date.UTC(2026, 10, 1);
  const kinds = ['crypto', 'forex', 'stocks', 'commodities'];
  for (let i = 0; i < 40; i++) signals.push(make(i, start + i * 3600e3));
  function make(i, t) {
    return { id: i + 1, symbol: 'SYM' + (i + 1), type: i % 2 ? 'sell' : 'buy', asset_type: kinds[i % 4],
      status: 'active', entry_price: 100 + i, stop_loss: i % 2 ? 105 + i : 95 + i, take_profit: i % 2 ? 90 + i : 110 + i,
      description: 'Bench signal ' + (i + 1), chart_image: null, analysis_type: 'Technical', timeframe: 'H1',
      expert_id: 1, created_at: new Date(t).toISOString(), closed_at: null, risk_reward_ratio: 2,
      potential_profit: 10, potential_loss: 5, is_premium: i % 5 === 0, required_plan_id: i % 5 === 0 ? 2 : null,
      result: 'waiting', locked: false };
  }
  window.__bench = { signals, make, sent: 0 };
  const json = (body) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  window.fetch = async (input) => {
    const url = new URL(String(input), location.href);
    if (url.pathname === '/api/v1/signal/all') {
      const page = Number(url.searchParams.get('page') || 1);
      const sorted = [...signals].sort((a, b) => b.created_at.localeCompare(a.created_at));
      return json({ result: { data: sorted.slice((page - 1) * 20, page * 20), page, limit: 20, total: sorted.length } });
    }
    if (url.pathname === '/api/v1/signal/performance-stats') {
      const daily = Array.from({ length: 30 }, (_, i) => ({ date: '2026-11-' + String(i + 1).padStart(2, '0'), profit: i, loss: i >> 1 }));
      return json({ result: { period_days: 30, total_signals: 40, closed_signals: 20, profit_count: 14, loss_count: 6, win_rate: 70, average_risk_reward: 2, daily } });
    }
    return new Response('{"message":"not found"}', { status: 404 });
  };
  class BenchSocket {
    constructor(url) {
      this.url = url; this.readyState = 0;
      window.__bench.socket = this;
      setTimeout(() => { this.readyState = 1; this.onopen && this.onopen(new Event('open'));
        this.deliver({ type: 'hello', user_id: null }); }, 0);
    }
    deliver(event) { this.onmessage && this.onmessage(new MessageEvent('message', { data: JSON.stringify(event) })); }
    send() {}
    close() { this.readyState = 3; }
  }
  window.WebSocket = BenchSocket;
})();
</script>
<script src="/embed/v1/savdo.js" async></script>
</head><body><main><savdo-signals lang="en" hide-notifications></savdo-signals></main></body></html>`;

const server = await serveEmbedPage(PAGE);
const base = server.base;

const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/bench.html`);
  await page.waitForFunction(
    () =>
      document.querySelector('savdo-signals')?.shadowRoot?.querySelectorAll('article').length ===
      20,
    undefined,
    { timeout: 20_000 },
  );
  await page.waitForFunction(() => window.__bench.socket?.readyState === 1);
  // BENCH_PROFILE=1: also a CPU profile of the run, self time summed per script file.
  const cdp = process.env.BENCH_PROFILE ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }

  const result = await page.evaluate(
    ({ rate, seconds }) =>
      new Promise((done) => {
        const bench = window.__bench;
        const longTasks = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) longTasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask' });
        let maxFrameGap = 0;
        let lastFrame = performance.now();
        let frames = 0;
        const frame = (now) => {
          maxFrameGap = Math.max(maxFrameGap, now - lastFrame);
          lastFrame = now;
          frames += 1;
          if (running) requestAnimationFrame(frame);
        };
        let running = true;
        requestAnimationFrame(frame);
        const t0 = performance.now();
        let nextId = 100_000;
        const statuses = ['active', 'closed', 'active', 'cancelled'];
        // Deliver exactly `rate` events a second, spread over the second as a socket would.
        const tick = () => {
          const due = Math.min(
            rate * seconds,
            Math.floor(((performance.now() - t0) / 1000) * rate),
          );
          while (bench.sent < due) {
            const n = bench.sent;
            if (n % 5 === 4) {
              nextId += 1;
              const fresh = bench.make(nextId, Date.UTC(2026, 11, 1) + n * 1000);
              bench.signals.push(fresh);
              bench.socket.deliver({ type: 'signal.created', signal: fresh });
            } else {
              const target = bench.signals[n % bench.signals.length];
              const status = statuses[n % statuses.length];
              const updated = {
                ...target,
                status,
                result: status === 'closed' ? (n % 3 ? 'profit' : 'loss') : 'waiting',
                closed_at: status === 'active' ? null : new Date().toISOString(),
              };
              bench.signals[n % bench.signals.length] = updated;
              bench.socket.deliver({ type: 'signal.updated', signal: updated });
            }
            bench.sent += 1;
          }
          if (bench.sent < rate * seconds) setTimeout(tick, 4);
          else
            setTimeout(() => {
              running = false;
              observer.disconnect();
              const root = document.querySelector('savdo-signals').shadowRoot;
              done({
                sent: bench.sent,
                elapsedMs: performance.now() - t0,
                longTasks: longTasks.length,
                longestTaskMs: longTasks.length ? Math.max(...longTasks) : 0,
                maxFrameGapMs: maxFrameGap,
                frames,
                cards: root.querySelectorAll('article').length,
                count: root.querySelector('p')?.textContent ?? '',
              });
            }, 500);
        };
        tick();
      }),
    { rate: RATE, seconds: SECONDS },
  );

  const ms = (n) => `${n.toFixed(1)} ms`;
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id).callFrame;
      const key = `${frame.url.split('/').pop() || '(program)'} ${frame.functionName || '(anonymous)'}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    console.log('CPU self time, top 20:');
    for (const [key, t] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
      console.log(`  ${ms(t).padStart(10)}  ${key}`);
    }
  }
  console.log(
    `signals feed under live load (${RATE} updates/s for ${SECONDS} s, embed build ${EMBED_DIST})`,
  );
  console.log(`  events delivered             ${result.sent} in ${ms(result.elapsedMs)}`);
  console.log(
    `  longest main-thread task     ${result.longTasks ? ms(result.longestTaskMs) : 'none over 50 ms'} (${result.longTasks} long tasks)`,
  );
  console.log(
    `  longest gap between frames   ${ms(result.maxFrameGapMs)} (${result.frames} frames)`,
  );
  console.log(`  cards shown at the end       ${result.cards} (the feed keeps at most 200)`);
} finally {
  await browser.close();
  server.close();
}
