export * from './constants';
export * from './premium-signal-fields';
export * from './error-messages';
export type * from './entities';
export * from './api';
export * from './schemas';
