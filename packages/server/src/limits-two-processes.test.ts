// Limits and timed jobs across processes (docs/decisions/0277-limits-shared-across-processes.md):
// two server processes on one PostgreSQL database count one rate limit together, so a limit of L
// allows L calls in total, and run a timed job once per period between them, not once each. Each
// process reserves hits in blocks (docs/decisions/0292-rate-limits-reserved-in-blocks.md): never
// more than L in total, and at most one block less than L when the other holds unspent hits.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { TEST_JWT_SECRET, call, unique } from '../../../tests/kit/server/helpers';
import { pause } from '../../../tests/kit/server/live-client';
import { startPostgres, type PostgresInstance } from '../../../tests/kit/server/postgres-instance';
import { exited, freePort } from '../../../tests/kit/server/server-process';
import { PARTNER_KEY_HEADER } from '@savdo/contract';
import { blockOf } from './http/rate-blocks';
import { hashPartnerKey } from './features/partners/service';

const MAIL_PER_TARGET = 3;
const SIGN_IN_PER_ADDRESS = 4;
const JOB_EVERY_MS = 500;
/** Large enough for blocks of several hits (http/rate-blocks.ts). */
const PARTNER_LIMIT = 192;

let postgres: PostgresInstance;
const schema = `lim2_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const dataDirs: string[] = [];
const children: ChildProcess[] = [];
let a: { baseUrl: string };
let b: { baseUrl: string };

async function start(url: string): Promise<{ baseUrl: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'savdo-lim2-'));
  dataDirs.push(dataDir);
  let output = '';
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'tests/kit/server/counted-job-server.ts'],
    {
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        HOST: '127.0.0.1',
        PORT: String(port),
        JWT_SECRET: TEST_JWT_SECRET,
        SAVDO_DATA_DIR: dataDir,
        RATE_LIMIT_MAIL_PER_TARGET: String(MAIL_PER_TARGET),
        RATE_LIMIT_MAIL_PER_ADDRESS: '0',
        RATE_LIMIT_SIGN_IN_PER_ADDRESS: String(SIGN_IN_PER_ADDRESS),
        COUNTED_JOB_EVERY_MS: String(JOB_EVERY_MS),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.slice(-2000)}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl };
    } catch {
      // starting
    }
    await pause(100);
  }
  throw new Error(`server did not start: ${output.slice(-2000)}`);
}

async function sql<R>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as R[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  postgres = await startPostgres();
  [a, b] = await Promise.all([start(postgres.url), start(postgres.url)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(
    children.map((child) => {
      const done = exited(child);
      child.kill('SIGTERM');
      return done;
    }),
  );
  if (postgres) {
    await sql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await postgres.stop();
  }
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('two server processes on one PostgreSQL database share their limits', () => {
  it(`a limit of ${MAIL_PER_TARGET} mails per target allows ${MAIL_PER_TARGET} calls in total across both, then 429 with Retry-After`, async () => {
    const email = `${unique('target')}@example.com`;
    const answers = [];
    for (let i = 0; i < 8; i += 1) {
      answers.push(
        await call(i % 2 === 0 ? a : b, 'POST', '/auth/forgot-password', { json: { email } }),
      );
    }
    expect(answers.map((r) => r.status)).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
    expect(answers[3]?.body).toMatchObject({
      message: 'Too many requests. Try again in 15 minutes.',
    });
    expect(Number(answers[3]?.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it(`sign-ins from one address: ${SIGN_IN_PER_ADDRESS} in total across both, right or wrong`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const res = await call(i % 2 === 0 ? b : a, 'POST', '/auth/jwt/login', {
        form: { username: unique('nobody'), password: 'wrong-one' },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
  });

  it(`a partner key's limit of ${PARTNER_LIMIT} a minute, counted in blocks of ${blockOf(PARTNER_LIMIT)}: calls racing on both processes pass it never, and fall short of it by at most one block`, async () => {
    const key = `pk_${randomBytes(12).toString('hex')}`;
    const origin = 'https://two.partner.example';
    await sql(
      `INSERT INTO ${schema}.partner_keys (key_hash, name, allowed_origins, rate_limit_per_minute)
       VALUES ($1, 'two processes', $2, $3)`,
      [hashPartnerKey(key), [origin], PARTNER_LIMIT],
    );
    const headers = { [PARTNER_KEY_HEADER]: key, origin };
    const statuses = await Promise.all(
      Array.from({ length: 2 * PARTNER_LIMIT }, (_, i) =>
        call(i % 2 === 0 ? a : b, 'GET', '/economic_calendar', { headers }).then((r) => r.status),
      ),
    );
    const passed = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(passed).toBeLessThanOrEqual(PARTNER_LIMIT);
    expect(passed).toBeGreaterThanOrEqual(PARTNER_LIMIT - (blockOf(PARTNER_LIMIT) - 1));
  });

  it('a timed job runs once per period across both processes, not once in each', async () => {
    // Both processes tick every JOB_EVERY_MS; count the runs of a few seconds.
    await pause(4 * JOB_EVERY_MS);
    const moment = 'SELECT now()::text AS at, (extract(epoch FROM now()) * 1000)::float8 AS ms';
    const [from] = await sql<{ at: string; ms: number }>(moment);
    await pause(12 * JOB_EVERY_MS);
    const [to] = await sql<{ at: string; ms: number }>(moment);
    const runs = await sql<{ period: string; n: number }>(
      `SELECT period::text AS period, count(*)::int AS n
       FROM ${schema}.counted_job_runs
       WHERE ran_at >= '${from?.at}' AND ran_at < '${to?.at}'
       GROUP BY 1`,
    );
    const total = runs.reduce((sum, r) => sum + r.n, 0);
    // About twelve periods passed (more when the pause's timer is late on a busy machine): runs in
    // some of them, never more than one a period, and never two processes in one period. A run
    // is counted in the period it claimed, which is what the claim promises.
    const periods =
      Math.floor(Number(to?.ms) / JOB_EVERY_MS) - Math.floor(Number(from?.ms) / JOB_EVERY_MS) + 1;
    expect(total).toBeGreaterThanOrEqual(4);
    expect(total).toBeLessThanOrEqual(periods);
    expect(runs.filter((r) => r.n > 1)).toEqual([]);
  });
});
