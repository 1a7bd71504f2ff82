/**
 * The face of the purchases feature: what other features import from it, and nothing else
 * (decision 0274). Its descriptor is registered in features/index.ts.
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
  type PurchaseDone,
} from './service';
export { countUserPurchases } from './admin-repository';
