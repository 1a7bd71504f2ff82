// What a unit test file leaves running: every timer, interval, animation frame and immediate
// started through the globals, with where it was started. A test file whose components or
// stores keep work scheduled after its last test fails there, naming what it left; otherwise
// that work fires after vitest has torn the file's jsdom down ("window is not defined") and is
// blamed on whichever file runs next. Installed by setup.ts before React or core load, so
// React's scheduler and nanostores capture the tracked functions.

export type PendingKind = 'timeout' | 'interval' | 'animation frame' | 'immediate';

export interface PendingWork {
  kind: PendingKind;
  delayMs: number;
  /** The first stack frame outside node_modules and this file, where the work was started. */
  startedAt: string;
  /** Whether a store library (nanostores) started it: its delayed unmount, not our code. */
  byStoreLibrary: boolean;
  run: () => void;
  cancel: () => void;
}

type Handle = unknown;
// One list per worker process: the timer globals outlive a test file's module graph (only the
// DOM globals, requestAnimationFrame among them, are made anew for each file).
const LIST = Symbol.for('savdo.pendingWork');
const TRACKED = Symbol.for('savdo.pendingWork.tracked');
const store = globalThis as unknown as Record<symbol, Map<unknown, PendingWork> | undefined>;
const pending = (store[LIST] ??= new Map<unknown, PendingWork>());

/**
 * A handle's identity within its kind: Node's Timeout objects and the numbers they convert to
 * are one key; timeouts and intervals share one id space (either clear stops either).
 */
function keyOf(kind: PendingKind, handle: Handle): unknown {
  const group = kind === 'interval' ? 'timeout' : kind;
  if (handle !== null && typeof handle === 'object' && Symbol.toPrimitive in handle)
    return `${group}:${Number(handle)}`;
  return typeof handle === 'number' ? `${group}:${handle}` : handle;
}

/** Where the work was started; null for jsdom's own timers (a pending frame is listed itself). */
function origin(): { startedAt: string; byStoreLibrary: boolean } | null {
  const frames = (new Error().stack ?? '').split('\n').slice(1);
  if (frames.some((f) => f.includes('/node_modules/jsdom/'))) return null;
  const byStoreLibrary = frames.some((f) => f.includes('/nanostores/'));
  const own = frames.find((f) => !f.includes('node_modules') && !f.includes('pending-work.ts'));
  return { startedAt: (own ?? frames[0] ?? '').trim(), byStoreLibrary };
}

interface TimerApi {
  start: (run: (...given: unknown[]) => void, delayMs: number) => Handle;
  stop: (handle: Handle) => void;
}

/** Wraps one start/stop pair of globals so every started piece of work is listed until done. */
function track(kind: PendingKind, api: TimerApi, repeats: boolean) {
  const start = (callback: unknown, delayMs?: number, ...args: unknown[]) => {
    if (typeof callback !== 'function') return api.start(callback as () => void, delayMs ?? 0);
    const fn = callback as (...a: unknown[]) => void;
    // An animation frame's callback gets its timestamp: pass on whatever the caller is given.
    // (Timers never call back synchronously, so `handle` is set by the time `run` runs.)
    const run = (...given: unknown[]) => {
      if (!repeats) pending.delete(keyOf(kind, handle));
      fn(...args, ...given);
    };
    const handle = api.start(run, delayMs ?? 0);
    const where = origin();
    if (where === null) return handle;
    const key = keyOf(kind, handle);
    pending.set(key, {
      kind,
      delayMs: delayMs ?? 0,
      ...where,
      run,
      cancel: () => {
        pending.delete(key);
        api.stop(handle);
      },
    });
    return handle;
  };
  const stop = (handle: Handle) => {
    pending.delete(keyOf(kind, handle));
    api.stop(handle);
  };
  return { start, stop };
}

/** Replaces the timer globals with tracked ones; a global already tracked is left as it is. */
export function installPendingWorkTracker(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  const pairs: [PendingKind, string, string, boolean][] = [
    ['timeout', 'setTimeout', 'clearTimeout', false],
    ['interval', 'setInterval', 'clearInterval', true],
    ['immediate', 'setImmediate', 'clearImmediate', false],
    ['animation frame', 'requestAnimationFrame', 'cancelAnimationFrame', false],
  ];
  for (const [kind, startName, stopName, repeats] of pairs) {
    const startFn = g[startName] as ((...a: unknown[]) => Handle) | undefined;
    const stopFn = g[stopName] as ((h: Handle) => void) | undefined;
    if (typeof startFn !== 'function' || typeof stopFn !== 'function') continue;
    if ((startFn as unknown as Record<symbol, boolean>)[TRACKED]) continue;
    const api: TimerApi =
      kind === 'animation frame'
        ? { start: (run) => startFn.call(globalThis, run), stop: (h) => stopFn.call(globalThis, h) }
        : {
            start: (run, delayMs) => startFn.call(globalThis, run, delayMs),
            stop: (h) => stopFn.call(globalThis, h),
          };
    const tracked = track(kind, api, repeats);
    // requestAnimationFrame(callback) takes no delay; the wrapper's second argument stays unused.
    Object.defineProperty(tracked.start, TRACKED, { value: true });
    g[startName] = tracked.start;
    g[stopName] = tracked.stop;
  }
}

/** Work started and neither finished nor stopped. */
export function pendingWork(): PendingWork[] {
  return [...pending.values()];
}

/** Forgets everything listed without running it (a file's own fake timers, say). */
export function forgetPendingWork(): void {
  pending.clear();
}

/** One line per piece of work, for a failure message. */
export function describePendingWork(work: PendingWork[]): string {
  return work
    .map((w) => `  - ${w.kind}${w.kind === 'immediate' ? '' : ` (${w.delayMs} ms)`} ${w.startedAt}`)
    .join('\n');
}
