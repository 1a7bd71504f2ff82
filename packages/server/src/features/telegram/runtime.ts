/**
 * One Bot API client and one paced outbox per running app (so the pacing holds across drains),
 * made on first use from the config; none when no bot is configured (the product runs without).
 */
import type { AppContext } from '../../context';
import { createBotApi, type BotApi } from './bot-api';
import { createTelegramOutbox, type TelegramOutbox } from './outbox';

export interface TelegramRuntime {
  api: BotApi;
  outbox: TelegramOutbox;
  /** Long polling waits after a failure until this time (an unreachable API is not hammered). */
  pollPausedUntil: number;
  /** The long poll in flight, if any. */
  polling: Promise<number> | null;
}

const runtimes = new WeakMap<AppContext, TelegramRuntime>();

export function telegramRuntime(ctx: AppContext): TelegramRuntime | null {
  const config = ctx.config.telegram;
  if (!config) return null;
  let runtime = runtimes.get(ctx);
  if (!runtime) {
    const api = createBotApi(config);
    // A failed send is kept with its error in telegram_outbox.last_error; jobs have no logger.
    const quiet = { warn: () => undefined };
    runtime = {
      api,
      outbox: createTelegramOutbox(ctx.db, api, quiet),
      pollPausedUntil: 0,
      polling: null,
    };
    runtimes.set(ctx, runtime);
  }
  return runtime;
}
