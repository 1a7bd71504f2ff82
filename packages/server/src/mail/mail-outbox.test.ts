// F12 (docs/decisions/0090-holding-under-abuse.md): a registration commits with its verification
// mail or not at all, and mail committed but not sent (a crash, a mail outage) is sent by the next
// flush or the next process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Db, QueryResult } from '../db/adapter';
import { queueEmailLink } from '../features/auth/email-links';
import { findUserByEmail } from '../features/users/repository';
import type { MailMessage, Mailer } from './mailer';
import { backoffSeconds, createOutbox } from './outbox';
import {
  call,
  makeUser,
  openTestDatabase,
  startTestServer,
  type TestServer,
} from '../../../../tests/kit/server/helpers';
import { buildApp, migrate } from '../index';
import { testConfig } from '../../../../tests/kit/server/helpers';

let db: Db;
let server: TestServer;
beforeAll(async () => {
  db = await openTestDatabase();
  server = await startTestServer({}, { db });
});
afterAll(async () => {
  await server?.app.close();
  await db?.close();
});

const registration = (email: string) => ({
  first_name: 'Aziz',
  last_name: 'Karimov',
  email,
  password: 'secret123',
});

async function pending(email: string) {
  const res = await db.query<{ attempts: number; sent_at: Date | null }>(
    'SELECT attempts, sent_at FROM mail_outbox WHERE to_address = $1 ORDER BY id',
    [email],
  );
  return res.rows;
}

describe('F12: the mail outbox', () => {
  it('a registration whose mail cannot be written leaves no user behind, and a retry works', async () => {
    const email = `outbox-a-${Date.now()}@example.com`;
    await db.query('ALTER TABLE mail_outbox RENAME TO mail_outbox_away');
    try {
      const failed = await call(server, 'POST', '/auth/register', { json: registration(email) });
      expect(failed.status).toBe(500);
    } finally {
      await db.query('ALTER TABLE mail_outbox_away RENAME TO mail_outbox');
    }
    expect(await findUserByEmail(db, email)).toBeNull();
    const retry = await call(server, 'POST', '/auth/register', { json: registration(email) });
    expect(retry.status).toBe(201);
    expect(server.mail.some((m) => m.to === email)).toBe(true);
    expect((await pending(email)).every((r) => r.sent_at !== null)).toBe(true);
  });

  it('mail committed by a process that died before sending is sent by the next one', async () => {
    const user = await makeUser(server, {});
    const email = user.email ?? '';
    // As if the process was killed right after this commit: the mail is queued, not sent.
    await db.transaction((tx) => queueEmailLink(server.app.ctx, tx, user, email, 'verify_email'));
    expect((await pending(email)).at(-1)?.sent_at).toBeNull();
    const sent: MailMessage[] = [];
    const next = await buildApp({
      db,
      config: testConfig(),
      logger: false,
      mailer: { send: async (m) => void sent.push(m) },
    });
    try {
      await next.ready();
      await next.ctx.outbox.flush();
      expect(sent.map((m) => m.to)).toContain(email);
      expect((await pending(email)).at(-1)?.sent_at).not.toBeNull();
    } finally {
      await next.close();
    }
  });

  it('a failed send is kept and retried later with a growing delay', async () => {
    let down = true;
    const sent: MailMessage[] = [];
    const flaky: Mailer = {
      async send(message) {
        if (down) throw new Error('mail server unreachable');
        sent.push(message);
      },
    };
    const app = await buildApp({ db, config: testConfig(), logger: false, mailer: flaky });
    try {
      await migrate(db);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const email = `outbox-c-${Date.now()}@example.com`;
      const res = await call({ baseUrl }, 'POST', '/auth/register', { json: registration(email) });
      expect(res.status).toBe(201); // the user is registered; the mail waits
      const [row] = await pending(email);
      expect(row).toMatchObject({ attempts: 1, sent_at: null });
      down = false;
      await db.query(
        'UPDATE mail_outbox SET next_attempt_at = now() WHERE to_address = $1 AND sent_at IS NULL',
        [email],
      );
      await app.ctx.outbox.flush();
      expect(sent.map((m) => m.to)).toContain(email);
    } finally {
      await app.close();
    }
    expect([1, 2, 3, 10, 20].map(backoffSeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });
});

describe('a flush that fails', () => {
  /** A database whose outbox reads fail until `up` is set, then find nothing due. */
  function flakyDb() {
    const state = { up: false };
    const db: Db = {
      kind: 'postgres',
      namespace: 'public',
      async query<R>(): Promise<QueryResult<R>> {
        if (!state.up) throw new Error('relation "mail_outbox" does not exist');
        return { rows: [], rowCount: 0 };
      },
      transaction: () => Promise.reject(new Error('not used')),
      exec: () => Promise.resolve(),
      listen: async () => async () => {},
      notify: () => Promise.resolve(),
      exclusive: (_key, fn) => fn(),
      close: () => Promise.resolve(),
    };
    return { db, state };
  }

  it('rejects to its caller only, never as an unhandled rejection, and the next flush runs', async () => {
    const unhandled: unknown[] = [];
    const watch = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', watch);
    try {
      const { db, state } = flakyDb();
      const outbox = createOutbox(db, { send: async () => {} }, pino({ level: 'silent' }));
      await expect(outbox.flush()).rejects.toThrow('mail_outbox');
      // Unhandled rejections are reported after the microtasks of a macrotask have run.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      state.up = true;
      await expect(outbox.flush()).resolves.toBe(0);
      await outbox.stop();
    } finally {
      process.off('unhandledRejection', watch);
    }
  });
});
