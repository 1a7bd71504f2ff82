// Where a page's load spends the main thread (docs/decisions/0082-performance-targets.md): a
// JavaScript CPU profile of cold loads of one built page (no throttling, a 412 px phone viewport,
// the demo trader signed in for a private page), each sample mapped through the build's source
// maps to the source module and function it ran. Prints the busy milliseconds per load, then the
// modules and the functions that took the most. Lighthouse says how long the tasks were; this
// says whose code they ran. PROFILE_PAGE (default /auth), PROFILE_RUNS (3), PROFILE_WAIT_MS
// (2500: the time profiled after the load event).
import { launchChromium } from '../kit/chromium.mjs';
import {
  phoneContext,
  requireHostBuild,
  startProductServer,
  watchColdLoad,
} from './_product-server.mjs';
import { sourceOrigins } from './_source-origin.mjs';

requireHostBuild('page-load-profile');
const PAGE = process.env.PROFILE_PAGE ?? '/auth';
const RUNS = Number(process.env.PROFILE_RUNS ?? 3);
const WAIT_MS = Number(process.env.PROFILE_WAIT_MS ?? 2500);
const origin = sourceOrigins();

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const byModule = new Map();
const byFunction = new Map();
let busy = 0;

const server = await startProductServer('page-load-profile');
const browser = await launchChromium();
try {
  const context = await phoneContext(browser, server.base, PAGE);
  for (let run = 0; run < RUNS; run += 1) {
    const profile = await watchColdLoad(
      context,
      `${server.base}${PAGE}`,
      WAIT_MS,
      async (_, cdp) => {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
        return async () => (await cdp.send('Profiler.stop')).profile;
      },
    );
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id).callFrame;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const { module, name } = origin(frame);
      add(byModule, module, ms);
      if (name) add(byFunction, name, ms);
      busy += ms;
    });
  }
} finally {
  await browser.close();
  await server.stop();
}

const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `  ${(ms / RUNS).toFixed(1).padStart(6)} ms  ${key}`)
    .join('\n');
console.log(`page-load-profile ${PAGE}: ${(busy / RUNS).toFixed(0)} ms of JavaScript per load`);
console.log(`(mean of ${RUNS} cold loads, no throttling, ${WAIT_MS} ms after the load event)`);
console.log(`\nby module:\n${top(byModule, 25)}`);
console.log(`\nby function:\n${top(byFunction, 25)}`);
