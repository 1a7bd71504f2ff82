// The admin command line (docs/product.md "Who uses it": an admin can ban or deactivate accounts;
// decision 16: everything an admin does is possible from the command line).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommands } from './run-admin';
import {
  call,
  makeUser,
  startTestServer,
  type TestServer,
  runAdminOn,
} from '../../../../tests/kit/server/helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const admin = (...argv: string[]) => runAdminOn(server.db, ...argv);

async function userRow(username: string) {
  const res = await server.db.query<Record<string, unknown>>(
    'SELECT * FROM users WHERE username = $1',
    [username],
  );
  return res.rows[0];
}

describe('npm run admin', () => {
  it('--help lists every command', async () => {
    const res = await admin('--help');
    expect(res.code).toBe(0);
    for (const c of adminCommands) expect(res.out).toContain(c.name);
    for (const name of [
      'create-user',
      'set-role',
      'ban',
      'unban',
      'activate',
      'deactivate',
      'verify-email',
      'credit',
    ]) {
      expect(res.out).toMatch(new RegExp(`\\n  ${name}\\s`));
    }
  });

  it('create-user makes a user who can sign in', async () => {
    const res = await admin(
      'create-user',
      '--email',
      'cli.person@example.com',
      '--password',
      'cli-pass1',
      '--first-name',
      'Cli',
      '--last-name',
      'Person',
      '--verified',
    );
    expect(res.code).toBe(0);
    expect(res.out).toMatch(
      /^created #\d+ cli\.person <cli\.person@example\.com> user, active, verified/,
    );
    const login = await call(server, 'POST', '/auth/jwt/login', {
      form: { username: 'cli.person', password: 'cli-pass1' },
    });
    expect(login.status).toBe(200);
  });

  it('create-user refuses a short password with its usage (exit 2)', async () => {
    const res = await admin('create-user', '--email', 'x@example.com', '--password', '123');
    expect(res.code).toBe(2);
    expect(res.err).toContain('--password must have at least 6 characters');
    expect(res.err).toContain('Usage: npm run admin -- create-user');
  });

  it('set-role, ban, unban, activate, deactivate and verify-email change the account', async () => {
    const user = await makeUser(server);
    expect((await admin('set-role', user.username, 'admin')).code).toBe(0);
    expect(await userRow(user.username)).toMatchObject({ role: 'admin' });
    await admin('ban', String(user.id));
    expect(await userRow(user.username)).toMatchObject({ is_banned: true });
    await admin('unban', user.email ?? '');
    expect(await userRow(user.username)).toMatchObject({ is_banned: false });
    await admin('deactivate', user.username);
    expect(await userRow(user.username)).toMatchObject({ is_active: false });
    await admin('activate', user.username);
    expect(await userRow(user.username)).toMatchObject({ is_active: true });
    await admin('verify-email', user.username);
    expect(await userRow(user.username)).toMatchObject({ is_verified: true });
  });

  it('credit moves the balance with a ledger reason; debit cannot overdraw', async () => {
    const user = await makeUser(server);
    const credit = await admin('credit', user.username, '150_000', '--reason', 'Bank transfer 42');
    expect(credit.code).toBe(0);
    expect(credit.out).toContain('balance now 150000 UZS');
    const ledger = await server.db.query(
      'SELECT amount, reason FROM ledger_entries WHERE user_id = $1',
      [user.id],
    );
    expect(ledger.rows).toEqual([{ amount: 150_000, reason: 'Bank transfer 42' }]);
    const debit = await admin('debit', user.username, '200000', '--reason', 'Correction');
    expect(debit.code).toBe(1);
    expect(debit.err).toContain('Insufficient balance. You need 50\u202f000 UZS more');
    expect(await userRow(user.username)).toMatchObject({ balance: 150_000 });
  });

  it('credit without a reason is refused', async () => {
    const user = await makeUser(server);
    const res = await admin('credit', user.username, '1000');
    expect(res.code).toBe(2);
    expect(res.err).toContain('--reason');
  });

  it('an unknown user or command is reported, not thrown', async () => {
    expect(await admin('ban', 'no-such-user')).toMatchObject({
      code: 1,
      err: 'ban: No user no-such-user',
    });
    const unknown = await admin('explode');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('Unknown command: explode');
  });

  it('runs as a real process: npm run admin -- --help, and a command on an embedded database', async () => {
    const run = promisify(execFile);
    // What `npm run admin` runs (package.json): the command line from the server's bundle.
    const help = await run(process.execPath, ['scripts/admin.mjs', '--help']);
    expect(help.stdout).toContain('Usage: npm run admin -- <command> [arguments]');
    const dataDir = mkdtempSync(join(tmpdir(), 'savdo-cli-'));
    const env = { ...process.env, SAVDO_DATA_DIR: dataDir, DATABASE_URL: '' };
    const created = await run(
      process.execPath,
      [
        'scripts/admin.mjs',
        'create-user',
        '--email',
        'proc@example.com',
        '--password',
        'proc-pass1',
        '--role',
        'admin',
      ],
      { env },
    );
    expect(created.stdout).toMatch(/created #1 proc <proc@example\.com> admin/);
    rmSync(dataDir, { recursive: true, force: true });
    // Two real processes, the second creating and migrating a PGlite folder: under the whole
    // suite's load on two cores that once took over a minute. A time limit, not a speed target.
  }, 180_000);
});
