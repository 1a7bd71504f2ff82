// The Telegram channel's settings section (the settings page mounts it in the notifications
// slot, after the notification preferences). No element of its own: it is part of /settings.
export { TelegramSettings } from './telegram-settings';
export { telegramStrings, TELEGRAM_NAMESPACE } from './strings';
