// The trading journal on the client, its own entry (`@savdo/core/journal`): the typed calls and
// query stores only the journal widget (and later the analytics page) use, kept out of the
// shared core chunk (as `@savdo/core/algo`).
export * as journalApi from './api';
export type { JournalEntryParts } from './api';
export * from './queries';
