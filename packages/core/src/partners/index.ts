// Partner accounts on the client, its own entry (`@savdo/core/partners`): the portal's calls and
// the embed snippet. The referral keeping (referral.ts) is imported on its own: by the host app's
// start (`@savdo/core/partners/referral`) and, on demand, by the sign-up (auth/api.ts).
export * as partnersApi from './api';
export * from './snippet';
