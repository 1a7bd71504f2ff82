// Sign-in provider settings the e2e server runs with, so the tests can play Telegram's and
// Google's part (the real scripts are unreachable from here and in CI).
export const E2E_TELEGRAM_BOT_TOKEN = '123456:e2e-telegram-bot-token';
export const E2E_TELEGRAM_BOT_NAME = 'savdo_e2e_bot';
export const E2E_GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
/** Access-token lifetime of the e2e server: 4 minutes, one refresh-routine tick above 3. */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 240;
