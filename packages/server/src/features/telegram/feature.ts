/**
 * Telegram as a delivery channel (docs/features/telegram.md): linking a chat, the settings'
 * switch, the notification channel (channel.ts, added to the notifications feature when this
 * module loads), the paced outbox and the bot's updates (jobs.ts).
 */
import { defineFeature } from '../feature';
import './channel';
import { outboxJob, pollJob } from './jobs';
import { telegramRoutes } from './routes';

export const telegramFeature = defineFeature({
  name: 'telegram',
  routes: [telegramRoutes],
  jobs: [outboxJob, pollJob],
});
