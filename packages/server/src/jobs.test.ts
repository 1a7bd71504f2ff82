// Timed jobs run once per period across the processes on one database
// (docs/decisions/0277-limits-shared-across-processes.md); here on PGlite, two apps sharing it.
// The two-process proof on PostgreSQL is limits-two-processes.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, serverFeatures, type Db, type ServerFeature } from '@savdo/server';
import { migrate } from './db/migrate';
import { claimJobPeriod } from './jobs';
import type { ServerJob } from './features/feature';
import { startTestServer, type TestServer } from '../../../tests/kit/server/helpers';
import { pause } from '../../../tests/kit/server/live-client';

let db: Db;
beforeAll(async () => {
  db = await openPglite('memory://');
  await migrate(db);
});
afterAll(async () => {
  await db?.close();
});

const job = (name: string, everyMs: number, extra: Partial<ServerJob> = {}): ServerJob => ({
  name,
  everyMs,
  run: async () => {},
  ...extra,
});

describe('a job period is claimed once', () => {
  it('the first claim of a period wins, a second in the same period does not, the next period is claimable', async () => {
    const hourly = job('claim-hourly', 3_600_000);
    expect(await claimJobPeriod(db, hourly)).not.toBeNull();
    expect(await claimJobPeriod(db, hourly)).toBeNull();
    // A 200 ms period shows the next one is claimable; a second claim right after the first is
    // not asserted on it, since under load the two can straddle a period's edge (the hourly
    // job above shows the refusal).
    const quick = job('claim-quick', 200);
    const first = await claimJobPeriod(db, quick);
    expect(first?.period).toMatch(/^\d+$/);
    await pause(250);
    const next = await claimJobPeriod(db, quick);
    // The run is told which period it won: a later one.
    expect(BigInt(next?.period ?? 0)).toBeGreaterThan(BigInt(first?.period ?? 0));
  });

  it('a changed interval starts its own count; a per-process job is never claimed', async () => {
    expect(await claimJobPeriod(db, job('claim-changed', 3_600_000))).not.toBeNull();
    expect(await claimJobPeriod(db, job('claim-changed', 60_000))).not.toBeNull();
    const local = job('claim-local', 3_600_000, { perProcess: true });
    expect(await claimJobPeriod(db, local)).toEqual({ period: null });
    expect(await claimJobPeriod(db, local)).toEqual({ period: null });
  });
});

describe('two apps on one database', () => {
  const runs: string[] = [];
  const counting = (label: string): ServerFeature => ({
    name: `counted-${label}`,
    jobs: [
      {
        name: 'counted-shared',
        everyMs: 200,
        run: async () => {
          runs.push(label);
        },
      },
    ],
  });
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({}, { db, features: [...serverFeatures, counting('a')] });
    second = await startTestServer({}, { db, features: [...serverFeatures, counting('b')] });
  });
  afterAll(async () => {
    await second?.app.close();
    await first?.app.close();
  });

  it('run a shared job once per period between them, not once each', async () => {
    runs.length = 0;
    await pause(2_000);
    // Ten periods passed; each app alone would have run about ten times.
    expect(runs.length).toBeGreaterThanOrEqual(3);
    expect(runs.length).toBeLessThanOrEqual(11);
  });
});
