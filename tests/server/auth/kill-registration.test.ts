// F12 (issue 10), the kill test: registrations in flight when the server process is killed
// (SIGKILL, no shutdown) lose nothing. After a restart on the same database, every account that
// exists has had its verification mail sent (by the first process, or by the second from the
// outbox), and every account that does not exist can simply register again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { call } from '../helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'savdo-kill-'));
const schema = `kill_${randomBytes(4).toString('hex')}`;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(port: number): Promise<{ child: ChildProcess; log: () => string }> {
  let output = '';
  // `node --import tsx` keeps the server in this one process, so killing it kills the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development', // links in the log: the log is the mailbox here
      HOST: '127.0.0.1',
      PORT: String(port),
      SAVDO_DATA_DIR: dataDir,
      PGLITE_DIR: join(dataDir, 'pglite'),
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      DATABASE_SCHEMA: process.env.DATABASE_URL ? schema : '',
      JWT_SECRET: 'kill-test-secret-that-is-long-enough-0123456789',
      LOG_LEVEL: 'info',
      RATE_LIMIT_REGISTER_PER_ADDRESS: '0',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) {
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

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

const mailedTo = (log: string, email: string) =>
  log.includes(`mail (no mail server configured) to ${email}`);

describe('F12: the kill test', () => {
  it('SIGKILL during registrations loses no mail and leaves nothing half-written', async () => {
    const port = await freePort();
    const server = { baseUrl: `http://127.0.0.1:${port}` };
    const first = await start(port);
    const emails = Array.from({ length: 12 }, (_, i) => `kill-${Date.now()}-${i}@example.com`);
    const inFlight = emails.map((email) =>
      call(server, 'POST', '/auth/register', {
        json: { first_name: 'Aziz', last_name: 'Karimov', email, password: 'secret123' },
      }).catch(() => null),
    );
    // Kill as soon as the first registration is answered: the rest are somewhere in flight.
    await Promise.race(inFlight);
    const gone = exited(first.child);
    first.child.kill('SIGKILL');
    await Promise.all(inFlight);
    await gone;

    const second = await start(port);
    try {
      const logs = () => first.log() + second.log();
      let existing = 0;
      for (const email of emails) {
        const signIn = await call(server, 'POST', '/auth/jwt/login', {
          form: { username: email, password: 'secret123' },
        });
        if (signIn.status === 200) {
          existing += 1;
          // The outbox flushes at start; on a loaded machine that may take a few seconds.
          await vi.waitFor(() => expect(mailedTo(logs(), email), `mail to ${email}`).toBe(true), {
            timeout: 15_000,
            interval: 200,
          });
        } else {
          // Never half-written: the address is free and the registration goes through now.
          const again = await call(server, 'POST', '/auth/register', {
            json: { first_name: 'Aziz', last_name: 'Karimov', email, password: 'secret123' },
          });
          expect(again.status, `retry of ${email}`).toBe(201);
        }
      }
      expect(existing).toBeGreaterThan(0);
    } finally {
      const done = exited(second.child);
      second.child.kill('SIGTERM');
      await done;
    }
  }, 90_000);
});
