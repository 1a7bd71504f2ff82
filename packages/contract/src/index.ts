// The contract: one file per feature, each holding its schemas (the one source of each shape),
// the types derived from them, its enumerations and its constants (decision 0120). Every name
// a file exports is public; helpers a file keeps to itself are not exported.
export * from './constants';
export * from './messages';
export * from './error-messages';
export * from './common';
export * from './files';
export * from './money-format';
export * from './purchases';
export * from './plans';
export * from './user';
export * from './auth';
export * from './profile';
export * from './admin';
export * from './ledger';
export * from './ledger-reasons';
export * from './signals';
export * from './premium-signal-fields';
export * from './calendar';
export * from './partners';
export * from './partner-accounts';
export * from './live-events';
export * from './chat';
export * from './notifications';
export * from './notification-calls';
export * from './banners';
export * from './page-data';
export * from './payments';
export * from './journal';
export * from './courses';
export * from './algo';
export * from './copy-trading';
export * from './algo-bridge';
export * from './resources';
export * from './assistant';
export * from './market-data';
