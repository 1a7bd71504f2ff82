/**
 * The feature's timed work (jobs.ts of the server): every second one process drains the outbox
 * at Telegram's pace, and, unless a webhook receives them, one process fetches the bot's
 * updates by long polling. Both do nothing when no bot is configured.
 */
import type { AppContext } from '../../context';
import type { ServerJob } from '../feature';
import { TelegramApiError } from './bot-api';
import { readOffset, saveOffset } from './repository';
import { telegramRuntime, type TelegramRuntime } from './runtime';
import { handleUpdate } from './updates';

/** How long one getUpdates call waits for an update; a server stopping waits for it too. */
export const POLL_TIMEOUT_SECONDS = 5;
/** After a failed poll (API unreachable), the next waits this long. */
const POLL_RETRY_MS = 30_000;

export const outboxJob: ServerJob = {
  name: 'telegram-outbox',
  everyMs: 1000,
  async run(ctx) {
    await telegramRuntime(ctx)?.outbox.drain();
  },
};

/**
 * One long poll: the updates after the stored offset, applied in order. A poll while one is
 * waiting joins it (two would read one offset and apply an update twice).
 */
export function pollUpdates(ctx: AppContext): Promise<number> {
  const runtime = telegramRuntime(ctx);
  if (!runtime || ctx.config.telegram?.webhookSecret || Date.now() < runtime.pollPausedUntil) {
    return Promise.resolve(0);
  }
  if (!runtime.polling) {
    runtime.polling = pollOnce(ctx, runtime).finally(() => {
      runtime.polling = null;
    });
  }
  return runtime.polling;
}

async function pollOnce(ctx: AppContext, runtime: TelegramRuntime): Promise<number> {
  try {
    const offset = await readOffset(ctx.db);
    const updates = await runtime.api.getUpdates(offset, POLL_TIMEOUT_SECONDS);
    for (const update of updates) {
      await handleUpdate({ db: ctx.db, api: runtime.api, publicUrl: ctx.config.publicUrl }, update);
      await saveOffset(ctx.db, update.update_id + 1);
    }
    return updates.length;
  } catch (error) {
    // 409: another poller (another process, or a webhook set elsewhere) holds the updates.
    if (error instanceof TelegramApiError && error.errorCode === 409) return 0;
    runtime.pollPausedUntil = Date.now() + POLL_RETRY_MS;
    throw error;
  }
}

export const pollJob: ServerJob = {
  name: 'telegram-updates',
  everyMs: 1000,
  async run(ctx) {
    await pollUpdates(ctx);
  },
};
