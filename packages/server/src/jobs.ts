/**
 * The features' timed jobs (ServerFeature.jobs): each runs every `everyMs` in every server
 * process, never overlapping itself; a failure is logged and the next run tries again. Jobs must
 * be safe to run in several processes at once (they lock what they change).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import type { ServerFeature } from './features/feature';

export interface RunningJobs {
  stop(): Promise<void>;
}

export function startJobs(
  features: readonly ServerFeature[],
  ctx: AppContext,
  log: FastifyBaseLogger,
): RunningJobs {
  const timers: NodeJS.Timeout[] = [];
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  for (const job of features.flatMap((feature) => feature.jobs ?? [])) {
    let running = false;
    const timer = setInterval(() => {
      if (running || stopped) return;
      running = true;
      const run = job
        .run(ctx)
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed'))
        .finally(() => {
          running = false;
          inFlight.delete(run);
        });
      inFlight.add(run);
    }, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}
