// Public surface of the server package (tests, benchmarks and scripts use these).
export { buildApp, type BuildAppOptions } from './app';
export { loadConfig, type ServerConfig } from './config';
export type { Db, Queryable } from './db/adapter';
export { openDatabase } from './db/open';
export { openPglite } from './db/pglite';
export { openPostgres } from './db/postgres';
export { migrate } from './db/migrate';
export { seedDemo, isDemoDatabase, DEMO_USERS } from './seed/demo';
export { createMemoryMailer, type Mailer, type MailMessage } from './mail/mailer';
export { changeBalance, InsufficientBalanceError } from './features/ledger/service';
export type { LiveAudience } from './live/audience';
export { serverFeatures, type ServerFeature } from './features/index';
export { defineFeature } from './features/feature';
export * from './domain-errors';
