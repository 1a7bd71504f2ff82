// Public surface of @savdo/core. Each module adds its exports here.
export * from './i18n/i18n';
export * from './toast/toasts';
