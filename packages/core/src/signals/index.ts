// The signals feed and its figures on the client (feature `signals`, decision 0274): the typed
// calls and the query stores. The partner's first widgets and the dashboard read them, so the
// root entry (`@savdo/core`) re-exports this folder; it has no entry of its own.
export * as signalsApi from './api';
export * from './queries';
