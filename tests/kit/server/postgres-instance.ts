/**
 * A PostgreSQL server for the tests that need one beyond PGlite (two server processes on one
 * database): DATABASE_URL when set, otherwise a throwaway cluster made with the machine's
 * PostgreSQL binaries (Debian's `postgresql` package; `.ci/run` installs it) in a temp folder
 * on a free loopback port, removed again afterwards.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../free-port.mjs';

export interface PostgresInstance {
  url: string;
  /** True when this helper started the server (and stops it). */
  owned: boolean;
  stop(): Promise<void>;
}

function findBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const v of versions)
    if (existsSync(join(root, v, 'bin', 'initdb'))) return join(root, v, 'bin');
  return null;
}

/** PostgreSQL refuses to run as root: as root, run its binaries as the `postgres` user. */
function asPostgresUser(bin: string, args: string[]): [string, string[]] {
  if (process.getuid?.() !== 0) return [bin, args];
  return ['runuser', ['-u', 'postgres', '--', bin, ...args]];
}

async function waitForServer(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with code ${child.exitCode}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() - started > timeoutMs) throw new Error('postgres did not start in time');
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

export async function startPostgres(): Promise<PostgresInstance> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, owned: false, stop: async () => {} };
  }
  const bin = findBinDir();
  if (!bin) {
    throw new Error(
      'This test needs PostgreSQL: set DATABASE_URL, or install the server binaries ' +
        '(apt-get install -y postgresql; .ci/run does this).',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'savdo-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const [initCmd, initArgs] = asPostgresUser(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'savdo',
    '-A',
    'trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = asPostgresUser(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'max_connections=100',
  ]);
  const child = spawn(cmd, args, { stdio: 'ignore' });
  const url = `postgres://savdo@127.0.0.1:${port}/postgres`;
  await waitForServer(url, child, 20_000);
  return {
    url,
    owned: true,
    async stop() {
      const [stopCmd, stopArgs] = asPostgresUser(join(bin, 'pg_ctl'), [
        '-D',
        data,
        '-m',
        'fast',
        '-w',
        'stop',
      ]);
      try {
        execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
      } catch {
        child.kill('SIGTERM');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
