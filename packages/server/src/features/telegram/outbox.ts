/**
 * The Telegram outbox (docs/decisions/0315-telegram-outbox-pacing.md), shaped like the mail
 * outbox (mail/outbox.ts): `queueTelegram` writes a message in the notification's transaction;
 * `drain` claims due rows with a lease (two processes never send one message twice while both
 * live) and sends them at Telegram's pace (pacing.ts). A 429 pauses every send for its
 * `retry_after` and tries the message again; a 403 (the user blocked the bot) marks the link
 * blocked and drops the chat's waiting messages; any other failure retries with a growing delay
 * and is dropped after MAX_ATTEMPTS.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/adapter';
import { TelegramApiError, type BotApi } from './bot-api';
import { Pacer, realClock, type Clock } from './pacing';
import { markBlocked } from './repository';

const LEASE_SECONDS = 120;
const BATCH = 50;
export const MAX_ATTEMPTS = 8;
/** A message that meets more 429s in a row than this waits for a later drain. */
const MAX_FLOOD_WAITS = 5;

export interface QueuedTelegram {
  userId: number;
  chatId: number;
  html: string;
  button: { text: string; url: string };
}

export async function queueTelegram(q: Queryable, message: QueuedTelegram): Promise<void> {
  await q.query(
    `INSERT INTO telegram_outbox (user_id, chat_id, text, button_text, button_url)
     VALUES ($1, $2, $3, $4, $5)`,
    [message.userId, message.chatId, message.html, message.button.text, message.button.url],
  );
}

/** Seconds before the next try after `attempts` failures: 30 s, 1 min, 2 min… at most 1 hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

interface OutboxRow {
  id: number;
  chat_id: number;
  text: string;
  button_text: string;
  button_url: string;
  attempts: number;
}

export interface TelegramOutbox {
  /** Sends what is due, paced; answers how many went. One drain at a time per process. */
  drain(): Promise<number>;
}

export function createTelegramOutbox(
  db: Db,
  api: BotApi,
  logger: Pick<FastifyBaseLogger, 'warn'>,
  clock: Clock = realClock,
): TelegramOutbox {
  // One pacer for the process's life: the limits hold across drains too.
  const pacer = new Pacer(clock);
  let running: Promise<number> | null = null;

  async function dropTurnedOff(): Promise<void> {
    // Delivery turned off, the chat blocked or unlinked after the message was queued.
    await db.query(
      `UPDATE telegram_outbox o SET dropped_at = now(), last_error = 'delivery is off'
       WHERE sent_at IS NULL AND dropped_at IS NULL AND NOT EXISTS (
         SELECT 1 FROM telegram_links l WHERE l.user_id = o.user_id AND l.chat_id = o.chat_id
           AND l.enabled AND l.blocked_at IS NULL)`,
    );
  }

  async function claim(): Promise<OutboxRow[]> {
    const res = await db.query<OutboxRow>(
      `UPDATE telegram_outbox SET next_attempt_at = now() + make_interval(secs => $1)
       WHERE id IN (
         SELECT id FROM telegram_outbox
         WHERE sent_at IS NULL AND dropped_at IS NULL AND next_attempt_at <= now()
         ORDER BY id LIMIT $2
       )
       RETURNING id::int, chat_id::float8 AS chat_id, text, button_text, button_url, attempts`,
      [LEASE_SECONDS, BATCH],
    );
    return res.rows.sort((a, b) => a.id - b.id);
  }

  async function failed(row: OutboxRow, error: unknown): Promise<void> {
    const attempts = row.attempts + 1;
    // A 400 (a message Telegram will never take) is not worth retrying.
    const hopeless =
      attempts >= MAX_ATTEMPTS || (error instanceof TelegramApiError && error.errorCode === 400);
    await db.query(
      `UPDATE telegram_outbox SET attempts = $2, last_error = $3,
         next_attempt_at = now() + make_interval(secs => $4),
         dropped_at = CASE WHEN $5::boolean THEN now() END
       WHERE id = $1`,
      [row.id, attempts, String(error).slice(0, 500), backoffSeconds(attempts), hopeless],
    );
    logger.warn({ err: error, telegramId: row.id, attempts }, 'telegram message not sent');
  }

  /** Sends one batch: always the message whose chat is free soonest, each chat in order. */
  async function sendBatch(rows: OutboxRow[]): Promise<number> {
    let sent = 0;
    const pending = [...rows];
    const floodWaits = new Map<number, number>();
    while (pending.length > 0) {
      const firsts = pending.filter(
        (row, i) => pending.findIndex((other) => other.chat_id === row.chat_id) === i,
      );
      const row = firsts.reduce((best, next) =>
        pacer.readyAt(next.chat_id) < pacer.readyAt(best.chat_id) ? next : best,
      );
      await pacer.take(row.chat_id);
      try {
        await api.sendMessage({
          chatId: row.chat_id,
          html: row.text,
          button: { text: row.button_text, url: row.button_url },
        });
        await db.query('UPDATE telegram_outbox SET sent_at = now() WHERE id = $1', [row.id]);
        pending.splice(pending.indexOf(row), 1);
        sent += 1;
      } catch (error) {
        if (error instanceof TelegramApiError && error.errorCode === 429) {
          const waits = (floodWaits.get(row.id) ?? 0) + 1;
          floodWaits.set(row.id, waits);
          pacer.pause((error.retryAfter ?? 1) * 1000);
          if (waits <= MAX_FLOOD_WAITS) continue;
        }
        if (error instanceof TelegramApiError && error.chatClosed) {
          await db.transaction(async (tx) => {
            await markBlocked(tx, row.chat_id);
            await tx.query(
              `UPDATE telegram_outbox SET dropped_at = now(), last_error = $2
               WHERE chat_id = $1 AND sent_at IS NULL AND dropped_at IS NULL`,
              [row.chat_id, error.description.slice(0, 500)],
            );
          });
          for (let i = pending.length - 1; i >= 0; i -= 1) {
            if (pending[i]!.chat_id === row.chat_id) pending.splice(i, 1);
          }
          continue;
        }
        await failed(row, error);
        pending.splice(pending.indexOf(row), 1);
      }
    }
    return sent;
  }

  async function drainAll(): Promise<number> {
    await dropTurnedOff();
    let sent = 0;
    for (;;) {
      const rows = await claim();
      if (rows.length === 0) return sent;
      sent += await sendBatch(rows);
    }
  }

  return {
    drain() {
      if (running) return running;
      running = drainAll().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
