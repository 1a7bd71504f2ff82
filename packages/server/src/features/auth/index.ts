/**
 * The face of the auth feature: what other features import from it, and nothing else (decision
 * 0274). Used by users (the profile's devices, password, linked accounts and email change) and
 * telegram (one-click linking for a Telegram sign-in). Its
 * descriptor is registered in features/index.ts.
 */
export {
  listActiveDevices,
  listUserDevices,
  revokeDevice,
  revokeOtherDevices,
  revokeUserDevices,
} from './devices-repository';
export { checkCurrentPassword } from './current-password';
export { flushMail, queueEmailLink, sendEmailLink } from './email-links';
export { findOAuthAccount, linkOAuthAccount, listOAuthAccounts } from './oauth-accounts-repository';
export { hashPassword } from './passwords';
