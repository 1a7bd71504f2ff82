/**
 * A server process for the two-process test of docs/decisions/0277-limits-shared-across-processes.md:
 * the product's app as main.ts builds it (same config from the environment, same features, same
 * rate limits and job runner), plus one job, `counted-job`, every COUNTED_JOB_EVERY_MS, that
 * writes a row per run to counted_job_runs with the period the run claimed, so the test can count
 * runs per period across processes (grouping by the row's own time would count a run that started
 * late in the next period, on a busy machine, as a second run of that period).
 * Run with `node --import tsx tests/kit/server/counted-job-server.ts`; SIGTERM closes it.
 */
import {
  buildApp,
  defineFeature,
  loadConfig,
  migrate,
  openDatabase,
  serverFeatures,
} from '@savdo/server';

/** Any constant: the two processes create the table one at a time. */
const TABLE_LOCK_KEY = 72_011_277;

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
await db.exclusive(TABLE_LOCK_KEY, () =>
  db.exec(`CREATE TABLE IF NOT EXISTS counted_job_runs (
    pid integer NOT NULL,
    period bigint NOT NULL,
    ran_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`),
);

const countedJob = defineFeature({
  name: 'counted-job',
  jobs: [
    {
      name: 'counted-job',
      everyMs: Number(process.env.COUNTED_JOB_EVERY_MS ?? 500),
      run: async (ctx, claimed) => {
        await ctx.db.query('INSERT INTO counted_job_runs (pid, period) VALUES ($1, $2)', [
          process.pid,
          claimed?.period,
        ]);
      },
    },
  ],
});

const app = await buildApp({ db, config, features: [...serverFeatures, countedJob] });
await app.listen({ port: config.port, host: config.host });

process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
