/**
 * The face of the partners feature: what other features import from it, and nothing else (decision
 * 0274). Used by calendar and signals (a partner key's public access). Its descriptor is registered
 * in features/index.ts.
 */
export { publicAccess } from './public-access';
