/**
 * The face of the partners feature: what other features import from it, and nothing else (decision
 * 0274). Used by calendar and signals (a partner key's public access), auth (a sign-up's referral)
 * and payments (a referred user's first top-up). Its descriptor is registered in features/index.ts.
 */
export { publicAccess } from './public-access';
export { attributeSignUp, countReferredTopUp } from './referrals';
