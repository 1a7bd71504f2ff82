// Telegram as a delivery channel on the client, its own entry (`@savdo/core/telegram`): only
// the settings page's Telegram section uses it, out of the shared core chunk.
export * as telegramApi from './api';
export * from './queries';
