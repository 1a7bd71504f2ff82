/**
 * The face of the users feature: what other features import from it, and nothing else (decision
 * 0274). Used by algo, auth, chat, courses, journal, ledger, plans, resources and signals. Its
 * descriptor is registered in features/index.ts.
 */
export { adjustBalance, findTargetUser, resolveUser } from './admin-actions';
export { createUser } from './create-user';
export { confirmEmail } from './email-change';
export { presentUser, type UserEnricher } from './present';
export {
  findUserByEmail,
  findUserById,
  findUserByLogin,
  findUserByUsername,
  updateUser,
  type UserRow,
} from './repository';
