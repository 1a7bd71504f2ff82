export * from './constants';
export * from './premium-signal-fields';
export type * from './entities';
export * from './api';
export * from './schemas';
