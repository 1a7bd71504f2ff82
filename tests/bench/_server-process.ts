/**
 * What the server benchmarks share: start the real server process (or another script) on a free
 * loopback port with a fresh data folder and the demo seed, stop it, and drive a scenario from
 * N concurrent loops for a few seconds, reporting requests per second and latency percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../kit/free-port.mjs';
import { serverNodeArgs } from '../../scripts/build/server-bundle.mjs';

export { freePort };

export const BENCH_SECRET = 'bench-secret-0123456789-0123456789-0123456789';
export const REAL_SERVER = 'packages/server/src/main.ts';

export interface LoadFigures {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

export async function startServer(
  env: Record<string, string>,
  script: string = REAL_SERVER,
  dataDir: string = mkdtempSync(join(tmpdir(), 'savdo-bench-')),
): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  // The real server as `npm start` runs it (its bundle); a bench's own script through tsx.
  const [command, args] =
    script === REAL_SERVER
      ? [process.execPath, await serverNodeArgs()]
      : ['node_modules/.bin/tsx', [script]];
  const child = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      JWT_SECRET: BENCH_SECRET,
      SAVDO_DATA_DIR: dataDir,
      SAVDO_SEED: 'demo',
      LOG_LEVEL: 'warn',
      // The benchmarks sign in thousands of times from one address: no failures, so the
      // throttle never triggers; this only keeps it out of the way.
      LOGIN_MAX_FAILURES_PER_ADDRESS: '0',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { base, child, dataDir };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

export function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `fire` from `concurrency` loops for `seconds`; each call answers whether it succeeded. */
export async function load(
  fire: () => Promise<boolean>,
  { seconds, concurrency }: { seconds: number; concurrency: number },
): Promise<LoadFigures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await fire().catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}
