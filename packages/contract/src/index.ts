export * from './constants';
export type * from './entities';
export * from './api';
export * from './schemas';
