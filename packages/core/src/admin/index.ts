// The admin page's calls and queries on the client. The root entry (`@savdo/core`) re-exports
// this folder; it has no entry of its own.
export * as adminApi from './api';
export * from './queries';
