// A task boundary where the browser offers one (docs/decisions/0340-requests-in-their-own-task.md).

type Scheduler = { yield?: () => Promise<void> };

/**
 * `scheduler.yield()` where the browser has it: the caller continues in a task of its own, ahead
 * of other queued work; undefined where it has not (older browsers, the unit tests' DOM), so
 * each caller chooses its own fallback.
 */
export const schedulerYield = (): Promise<void> | undefined =>
  (globalThis as { scheduler?: Scheduler }).scheduler?.yield?.();
