// The long tasks of a page's load, one by one (docs/decisions/0268-first-screen.md): a trace of
// cold loads of one built page (no throttling, a 412 px phone viewport, the demo trader signed in
// for a private page). Lighthouse's mobile run counts a task as blocking for what it lasts over
// 50 ms on a CPU four times slower; this prints every task that would (over 12.5 ms here) with
// what it did (script, style and layout, paint, garbage collection) and whose code ran in it
// (the CPU profile's samples through the build's source maps, attributed to the nearest of our
// own modules on the stack), then per load the same sum Lighthouse makes: 4 x each task after
// the first contentful paint, less 50 ms, from wall time as Lighthouse takes it and from the
// tasks' thread time (a steadier figure to compare two builds by on a shared machine:
// docs/decisions/0343-offscreen-sections-not-skipped.md). Lighthouse says how long the tasks
// were; this says which they were. TASKS_PAGE (default /dashboard), TASKS_RUNS (4),
// TASKS_WAIT_MS (4000), TASKS_LEAVES=1 (each task's functions by self time, on a second line),
// TASKS_INCLUSIVE=1 (our own functions by the time spent in them and what they called: which
// component's render or which step a long task was mostly spent under).
import { launchChromium } from '../kit/chromium.mjs';
import {
  phoneContext,
  requireHostBuild,
  startProductServer,
  watchColdLoad,
} from './_product-server.mjs';
import { sourceOrigins } from './_source-origin.mjs';
import { median } from './_figures.mjs';

requireHostBuild('page-load-tasks');
const PAGE = process.env.TASKS_PAGE ?? '/dashboard';
const RUNS = Number(process.env.TASKS_RUNS ?? 4);
const WAIT_MS = Number(process.env.TASKS_WAIT_MS ?? 4000);
/** TASKS_LEAVES=1: a second line per task, the functions its samples were in (self time). */
const LEAVES = process.env.TASKS_LEAVES === '1';
/** TASKS_INCLUSIVE=1: a line per task of our own functions by inclusive time. */
const INCLUSIVE = process.env.TASKS_INCLUSIVE === '1';
/** Lighthouse's mobile CPU slowdown and its blocking threshold. */
const SLOWDOWN = 4;
const BLOCKING_MS = 50;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'loading',
  'v8.execute',
];
const KINDS = {
  script: ['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'RunMicrotasks', 'TimerFire'],
  'style+layout': ['UpdateLayoutTree', 'Layout'],
  paint: ['Paint', 'PrePaint', 'Layerize', 'Commit', 'PaintImage'],
  gc: ['MinorGC', 'MajorGC'],
};
const origin = sourceOrigins();
const ms = (us) => us / 1000;

/** The renderer's main thread: the CrRendererMain that ran the most tasks. */
function mainThread(events) {
  const busy = new Map();
  for (const e of events)
    if (e.name === 'RunTask' && e.dur)
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const renderers = events
    .filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain')
    .map((e) => `${e.pid}:${e.tid}`);
  return renderers.sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
}

/** The main thread's CPU-profile samples, each with its time and its call frame node. */
function profileSamples(events, key) {
  const start = events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === key);
  if (!start) return { samples: [], nodes: new Map() };
  const nodes = new Map();
  const samples = [];
  let ts = start.args.data.startTime;
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || e.pid !== start.pid || e.id !== start.id) continue;
    const profile = e.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) nodes.set(node.id, node);
    const deltas = e.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, id });
    });
  }
  return { samples, nodes };
}

/** Each profile's owner per node: a node is found in many samples, mapped once. */
const ownerCache = new WeakMap();

/** The nearest of our own modules on a sample's stack, else the library or V8's own frame. */
function ownerOf(nodes, id) {
  let cache = ownerCache.get(nodes);
  if (!cache) ownerCache.set(nodes, (cache = new Map()));
  if (!cache.has(id)) cache.set(id, findOwner(nodes, id));
  return cache.get(id);
}

function findOwner(nodes, id) {
  const leaf = nodes.get(id);
  for (let node = leaf; node; node = node.parent ? nodes.get(node.parent) : undefined) {
    const { module } = origin(node.callFrame);
    if (/^(src|packages)\//.test(module) && !module.includes('styled-runtime')) return module;
  }
  return leaf ? origin(leaf.callFrame).module : '?';
}

/** Our own functions on a sample's stack, each once (a name carries its source place). */
function ownFunctionsOn(nodes, id) {
  const found = new Set();
  for (let node = nodes.get(id); node; node = node.parent ? nodes.get(node.parent) : undefined) {
    const { module, name } = origin(node.callFrame);
    if (/^(src|packages)\//.test(module)) found.add(name || module);
  }
  return found;
}

function describe(task, main, profile, navigation) {
  const end = task.ts + task.dur;
  const inside = main.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts < end && e !== task);
  const kinds = Object.entries(KINDS)
    .map(([kind, names]) => {
      // Outermost events only, so a nested one is not counted twice.
      const total = inside
        .filter((e) => names.includes(e.name))
        .filter(
          (e) =>
            !inside.some(
              (o) =>
                o !== e &&
                names.includes(o.name) &&
                o.ts <= e.ts &&
                o.ts + o.dur >= e.ts + e.dur &&
                o.dur > e.dur,
            ),
        )
        .reduce((sum, e) => sum + ms(e.dur), 0);
      return total >= 1 ? `${kind} ${total.toFixed(0)}` : '';
    })
    .filter(Boolean)
    .join(', ');
  const owners = new Map();
  const leaves = new Map();
  const under = new Map();
  let sampled = 0;
  for (const s of profile.samples)
    if (s.ts >= task.ts && s.ts < end) {
      sampled += 1;
      const owner = ownerOf(profile.nodes, s.id);
      if (owner !== '(idle)' && owner !== '(program)')
        owners.set(owner, (owners.get(owner) ?? 0) + 1);
      if (LEAVES) {
        const leaf = profile.nodes.get(s.id);
        const { module, name } = leaf ? origin(leaf.callFrame) : { module: '?', name: '' };
        // A browser function (appendChild, getComputedStyle) is named with its caller.
        const parent = leaf && !leaf.callFrame.url ? profile.nodes.get(leaf.parent) : undefined;
        const caller = parent?.callFrame.url ? ` < ${origin(parent.callFrame).name}` : '';
        const key = `${name || module}${caller}`;
        leaves.set(key, (leaves.get(key) ?? 0) + 1);
      }
      if (INCLUSIVE)
        for (const key of ownFunctionsOn(profile.nodes, s.id))
          under.set(key, (under.get(key) ?? 0) + 1);
    }
  const counted = [...owners.values()].reduce((a, b) => a + b, 0) || 1;
  const code = [...owners]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([owner, n]) => `${owner} ${Math.round((100 * n) / counted)}%`)
    .join(', ');
  const leafLine = LEAVES
    ? `\n      ${[...leaves]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([name, n]) => `${name} ${n}`)
        .join('; ')}`
    : '';
  const underLine = INCLUSIVE
    ? `\n      under: ${[...under]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([name, n]) => `${name} ${Math.round((100 * n) / (sampled || 1))}%`)
        .join('; ')}`
    : '';
  return `  at ${ms(task.ts - navigation)
    .toFixed(0)
    .padStart(
      5,
    )} ms: ${ms(task.dur).toFixed(1).padStart(5)} ms (thread ${ms(task.tdur ?? task.dur).toFixed(1)}; ${kinds || 'other'})${code ? `; ${code}` : ''}${leafLine}${underLine}`;
}

/** Lighthouse's sum over the tasks after `firstPaint`, each task lasting `duration` (µs). */
function blockingAfter(tasks, firstPaint, duration) {
  return tasks
    .filter((t) => t.ts >= firstPaint && ms(duration(t)) * SLOWDOWN > BLOCKING_MS)
    .reduce((total, t) => total + ms(duration(t)) * SLOWDOWN - BLOCKING_MS, 0);
}

const server = await startProductServer('page-load-tasks');
const browser = await launchChromium();
const blocking = [];
/** The same sum from each task's thread time (tdur): what the page's code cost, without the
 * time its thread waited while the busy two-core machine ran the server, the bench or another
 * of Chromium's processes, which moves a load's wall-time sum by a factor of two here. */
const blockingCpu = [];
const longest = [];
try {
  const context = await phoneContext(browser, server.base, PAGE);
  for (let run = 0; run < RUNS; run += 1) {
    const events = await watchColdLoad(context, `${server.base}${PAGE}`, WAIT_MS, async (page) => {
      await browser.startTracing(page, { categories: CATEGORIES });
      return async () => JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    });
    const key = mainThread(events);
    const main = events.filter((e) => `${e.pid}:${e.tid}` === key).sort((a, b) => a.ts - b.ts);
    // The renderer may have drawn an earlier page (this browser's previous load): the page's
    // own document parse starts the count, and its first paint is the first after it.
    const navigation =
      main.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.endsWith(PAGE))?.ts ??
      main.find((e) => e.name === 'ParseHTML')?.ts ??
      0;
    const paint = events.find(
      (e) =>
        e.name === 'firstContentfulPaint' && `${e.pid}` === key.split(':')[0] && e.ts >= navigation,
    );
    const firstPaint = paint?.ts ?? navigation;
    const profile = profileSamples(events, key);
    const tasks = main.filter((e) => e.name === 'RunTask' && e.dur && e.ts >= navigation);
    const counted = tasks.filter((t) => ms(t.dur) * SLOWDOWN > BLOCKING_MS);
    const sum = blockingAfter(tasks, firstPaint, (t) => t.dur);
    blocking.push(sum);
    const cpu = blockingAfter(tasks, firstPaint, (t) => t.tdur ?? t.dur);
    blockingCpu.push(cpu);
    longest.push(Math.max(0, ...tasks.map((t) => ms(t.dur))));
    console.log(
      `\nload ${run + 1}: first contentful paint at ${ms(firstPaint - navigation).toFixed(0)} ms; blocking after it at ${SLOWDOWN}x: ${sum.toFixed(0)} ms (from thread time ${cpu.toFixed(0)} ms)`,
    );
    for (const task of counted) console.log(describe(task, main, profile, navigation));
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `\npage-load-tasks ${PAGE}: blocking after the first paint at ${SLOWDOWN}x, median of ${RUNS} loads ${median(blocking).toFixed(0)} ms (${blocking.map((b) => b.toFixed(0)).join(', ')}), from thread time ${median(blockingCpu).toFixed(0)} ms (${blockingCpu.map((b) => b.toFixed(0)).join(', ')}); longest task ${median(longest).toFixed(1)} ms unthrottled (target: none over ${BLOCKING_MS / SLOWDOWN} ms)`,
);
