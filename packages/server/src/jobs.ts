/**
 * The features' timed jobs (ServerFeature.jobs): each runs every `everyMs`, never overlapping
 * itself in a process; a failure is logged and the next run tries again. A job runs once per
 * period across every process on the database
 * (docs/decisions/0277-limits-shared-across-processes.md): its period is the database's clock
 * divided by `everyMs`, and a process runs it only when its upsert of job_runs moved the period
 * forward. A `perProcess` job (one that serves this process's own sockets) runs in every process.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from './context';
import type { Queryable } from './db/adapter';
import type { JobPeriod, ServerFeature, ServerJob } from './features/feature';

export interface RunningJobs {
  stop(): Promise<void>;
}

// Atomic on PostgreSQL and PGlite: a racing claim of the same period waits for the row, then
// finds the period no longer behind and returns nothing. A changed interval restarts the count.
const CLAIM = `INSERT INTO job_runs AS j (name, every_ms, period, claimed_at)
  VALUES ($1, $2::bigint, floor(extract(epoch FROM now()) * 1000 / $2::bigint)::bigint, now())
  ON CONFLICT (name) DO UPDATE SET
    every_ms = excluded.every_ms, period = excluded.period, claimed_at = excluded.claimed_at
  WHERE j.period < excluded.period OR j.every_ms <> excluded.every_ms
  RETURNING j.period::text AS period`;

/** The period this process won, or null when another process already ran the current one. */
export async function claimJobPeriod(q: Queryable, job: ServerJob): Promise<JobPeriod | null> {
  if (job.perProcess) return { period: null };
  const res = await q.query<{ period: string }>(CLAIM, [job.name, job.everyMs], { prepare: true });
  const row = res.rows[0];
  return row ? { period: row.period } : null;
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
      const run = claimJobPeriod(ctx.db, job)
        .then((claimed) => (claimed && !stopped ? job.run(ctx, claimed) : undefined))
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
