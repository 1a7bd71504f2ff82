/**
 * The face of the purchases feature: what other features import from it, and nothing else (decision
 * 0274). Used by algo, courses, plans and resources (buying with the balance) and payments (a
 * purchase paid straight through a provider). Its descriptor is registered in features/index.ts.
 */
export { announcePurchase } from './announce';
export { idempotencyKeyOf } from './idempotency-key';
export type { Purchasable, PurchaseRequest } from './purchasable';
export { lockBuyer, presentPurchase } from './repository';
export {
  NOT_FOR_SALE_MESSAGE,
  purchase,
  purchaseCatalog,
  purchaseIn,
  type PurchaseCatalog,
} from './service';
export { countUserPurchases } from './admin-repository';
