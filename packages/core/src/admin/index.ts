// The back office's calls and queries on the client (records.ts): one generic list, record and
// write for every section. The root entry (`@savdo/core`) re-exports this folder.
export * from './records';
export * from './upload';
