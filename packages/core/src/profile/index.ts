// The profile and settings pages on the client, their own entry (`@savdo/core/profile`): the
// calls and stores only those widgets use, kept out of the shared core chunk. The profile calls
// every page needs (`profileApi`: the user, the language, the time zone) are in the root entry
// (`@savdo/core`), from ./api.ts.
export * as accountApi from './account-api';
export * from './queries';
export * from './username-check';
export * from './profile-rules';
