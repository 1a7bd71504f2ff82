// Partner accounts on the client, its own entry (`@savdo/core/partners`): the portal's calls and
// the embed snippet. The referral keeping (referral.ts) is in the root entry: every sign-up sends it.
export * as partnersApi from './api';
export * from './snippet';
