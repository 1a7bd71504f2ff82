/**
 * The face of the ledger feature: what other features import from it, and nothing else (decision
 * 0274). Used by payments, plans, purchases and users (balance changes with their ledger rows). Its
 * descriptor is registered in features/index.ts.
 */
export { publishBalance } from './publish-balance';
export type { LedgerRow } from './repository';
export {
  changeBalance,
  changeBalanceIn,
  InsufficientBalanceError,
  type BalanceMoved,
} from './service';
export {
  countUserEntries,
  entriesByReference,
  findEntryRow,
  presentAdminEntry,
} from './admin-entries';
