// The profile and settings pages on the client, their own entry (`@savdo/core/profile`): the
// calls and stores only those widgets use, kept out of the shared core chunk.
export * as accountApi from '../api/account-api';
export * from '../query/profile-queries';
export * from './username-check';
export * from './profile-rules';
export * from './language-preference';
