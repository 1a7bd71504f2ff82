// Public surface of @savdo/core. Each module adds its exports here.
export * from './i18n/i18n';
export type { FixedTranslate, TranslateOptions } from './i18n/translator';
export * from './toast/toasts';
export * from './access/access-rules';
export * from './access/password-dialog-texts';
export * from './access/password-setup-validation';
export * from './access/auth-form-validation';
// Session half: config, token vault, tokens, auth store, 401, validation, refresh, cross-tab, API.
export * from './config';
export * from './vault/token-vault';
export * from './vault/vault-cipher';
export * from './token/token';
export * from './session/auth-store';
export * from './session/session-credentials';
export * from './session/unauthorized';
export * from './session/session-validation';
export * from './session/session-refresh';
export * from './session/cross-tab';
export * from './session/sign-in';
export * from './session/start-session';
export * from './api/client';
export { installCredentials, bearerToken, type Credentials } from './api/credentials';
export * from './api/errors';
export * as profileApi from './profile/api';
export { chooseLanguage } from './profile/choose-language';
export * from './api/partner-key';
export * from './i18n/detect-language';
export * from './i18n/language';
export * from './i18n/staged-language';
export * from './i18n/locale-loaders';
export * from './i18n/locale-keys';
export type * from './i18n/locale-shape';
export * from './theme/theme';
export * from './counters/chat-counter';
export * from './counters/notification-counter';
export * from './in-app-browser/detect-in-app-browser';
export * from './in-app-browser/in-app-redirect';
export * from './format/format-uzs';
export * from './format/format-number';
export { localizeFigure } from './format/format-figure';
export * from './format/format-usd';
export * from './format/format-date';
export * from './format/time-zones';
export * from './format/time-zone-preference';
// The one live connection of the page (chat, signals, calendar).
export * from './live/live-backoff';
export * from './live/live-url';
export * from './live/live-connection';
// The data layer: keyed query stores with the 60-second keep (docs/decisions/0130-data-layer.md).
export * from './query/query-client';
export * from './page-data/page-data';
export * from './loading/chunk-load-failure';
export * from './query/viewer-key';
export * from './query/live-fan-out';
export * from './tasks/scheduler-yield';
// Features every page uses, whole (decision 0274: one folder per feature).
export * from './auth';
export * from './signals';
export * from './calendar';
export * from './admin';
// The part of payments every page uses (the balance chip, the top-up page); what only selling
// pages need is the `@savdo/core/payments` entry (payments/index.ts).
export * as topUpApi from './payments/top-up-api';
export * as ledgerApi from './payments/ledger-api';
export * from './payments/queries';
export * from './payments/top-up-rules';
export * from './payments/live-balance';
