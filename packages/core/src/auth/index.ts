// Sign-in, registration, password set-up and reset on the client (feature `auth`, decision
// 0274): the typed calls and the providers query. Every page can sign in, so the root entry
// (`@savdo/core`) re-exports this folder; it has no entry of its own.
export * as authApi from './api';
export * from './queries';
