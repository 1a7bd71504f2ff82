/**
 * The real server as its own process (the bundle `npm start` runs, scripts/build/server-bundle.mjs,
 * built first if its sources changed), for the kill tests: started on a data folder (PGlite on
 * disk, or a schema of DATABASE_URL), killed with SIGKILL, started again on the same database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { serverNodeArgs } from '../../../scripts/build/server-bundle.mjs';
import { freePort } from '../free-port.mjs';
import { join } from 'node:path';

export { freePort };

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  log: () => string;
}

/** The database settings a server process and the test itself share. */
export function databaseEnv(dataDir: string, schema: string): Record<string, string> {
  return {
    SAVDO_DATA_DIR: dataDir,
    PGLITE_DIR: join(dataDir, 'pglite'),
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    DATABASE_SCHEMA: process.env.DATABASE_URL ? schema : '',
  };
}

/** Starts the server and waits until /healthz answers. */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  let output = '';
  // `--liftoff-only`: PGlite's WebAssembly on the baseline compiler, as in the test processes
  // (helpers.ts): the optimising tier-up costs about two CPU-seconds per start and pays off only
  // in a long-running server.
  const args = ['--liftoff-only', ...(await serverNodeArgs())];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'development', // links in the log: the log is the mailbox here
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      RATE_LIMIT_REGISTER_PER_ADDRESS: '0',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  // Up to two minutes: a server process starting beside the whole test command (PGlite's
  // WebAssembly, the migrations) took over a minute at a load of 9 on two cores.
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.slice(-2000)}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, log: () => output };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Stops the process with `signal` and waits until it is gone. */
export async function stopServerProcess(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  const done = exited(server.child);
  server.child.kill(signal);
  await done;
}
