/**
 * The mail outbox (F12, docs/decisions/0090-holding-under-abuse.md). `queueMail` writes a message
 * in the caller's transaction;
 * `flush` sends what is due: right after the commit (so a reset link is on its way when the
 * answer arrives), every few seconds, and at start, so mail left by a process that died between
 * its commit and its send still goes. A sender claims rows with a short lease, so two processes
 * never send one message twice while both live; a failed send retries with a growing delay.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/adapter';
import type { MailMessage, Mailer } from './mailer';

/** How long a claimed message is held (config MAIL_LEASE_SECONDS) unless told otherwise. */
const LEASE_SECONDS = 60;
const BATCH = 20;
const POLL_MS = 5_000;

export async function queueMail(q: Queryable, message: MailMessage): Promise<void> {
  await q.query(
    'INSERT INTO mail_outbox (to_address, subject, body, link) VALUES ($1, $2, $3, $4)',
    [message.to, message.subject, message.text, message.link],
  );
}

interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  link: string;
  attempts: number;
}

/** Seconds before the next try after `attempts` failures: 30 s, 1 min, 2 min… at most 1 hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface Outbox {
  /** Sends every message that is due; answers how many went. */
  flush(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export function createOutbox(
  db: Db,
  mailer: Mailer,
  logger: FastifyBaseLogger,
  leaseSeconds = LEASE_SECONDS,
): Outbox {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<number> | null = null;

  async function claim(): Promise<OutboxRow[]> {
    const res = await db.query<OutboxRow>(
      `UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $1)
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE sent_at IS NULL AND next_attempt_at <= now()
         ORDER BY id LIMIT $2
       )
       RETURNING id, to_address, subject, body, link, attempts`,
      [leaseSeconds, BATCH],
    );
    return res.rows;
  }

  async function sendDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return sent;
      for (const row of rows) {
        try {
          await mailer.send({
            to: row.to_address,
            subject: row.subject,
            text: row.body,
            link: row.link,
          });
          await db.query('UPDATE mail_outbox SET sent_at = now() WHERE id = $1', [row.id]);
          sent += 1;
        } catch (error) {
          const attempts = row.attempts + 1;
          await db.query(
            `UPDATE mail_outbox SET attempts = $2, last_error = $3,
               next_attempt_at = now() + make_interval(secs => $4)
             WHERE id = $1`,
            [row.id, attempts, String(error).slice(0, 500), backoffSeconds(attempts)],
          );
          logger.warn({ err: error, mailId: row.id, attempts }, 'mail not sent; will retry');
        }
      }
    }
  }

  const outbox: Outbox = {
    flush() {
      // One sender at a time in this process; a flush during a flush waits for it, then runs.
      const previous = running ?? Promise.resolve(0);
      const next = previous.then(sendDue, sendDue);
      // `running` only orders the next flush; the caller of this one handles its failure. Kept as
      // `next.finally(...)`, a failed flush (the database gone for a moment) rejected a second,
      // unawaited promise: an unhandled rejection, which ends a Node process.
      const settled: Promise<number> = next
        .catch(() => 0)
        .finally(() => {
          if (running === settled) running = null;
        });
      running = settled;
      return next;
    },
    start() {
      if (timer) return;
      void outbox.flush().catch((error) => logger.error({ err: error }, 'mail outbox'));
      timer = setInterval(() => {
        void outbox.flush().catch((error) => logger.error({ err: error }, 'mail outbox'));
      }, POLL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
  return outbox;
}
