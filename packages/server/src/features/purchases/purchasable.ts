/**
 * What a feature sells from the balance: one `Purchasable` per kind, listed in the feature's
 * descriptor (`purchasables`). The purchase service calls `quote` and then `grant` inside one
 * transaction, with the buyer's user row locked, so two purchases by one user never interleave:
 * whatever the first granted, the second's quote sees.
 */
import type { PurchaseKind } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import type { PurchaseRow } from './repository';

export interface PurchaseRequest {
  userId: number;
  itemId: number;
  /** Kind-specific choices (a plan's action); each purchasable checks its own. */
  options: unknown;
  /** The database's clock at the start of the transaction. */
  now: Date;
}

export interface PurchaseQuote {
  /** What is bought, in English, for the ledger and the purchase row. */
  title: string;
  /** The list price, integer UZS. */
  price: number;
  /** What the balance pays (price less any credit), integer UZS, 0..price. */
  charge: number;
  /**
   * The ledger's reason parameters besides the kind (contract ledger-reasons.ts): `name`, its
   * `name_uz` and `name_ru`, and for plans `action`.
   */
  reasonParams: Record<string, string>;
  /**
   * Where the bought item is in the product, for its receipt (a course's page); the kind's page
   * when left out (receipt.ts).
   */
  link?: string;
}

export interface Purchasable {
  kind: PurchaseKind;
  /**
   * What buying the item costs now. Throws a domain error when it cannot be bought: not found
   * (NotFoundError), already owned or not in a state that allows it (ConflictError).
   */
  quote(tx: Queryable, request: PurchaseRequest): Promise<PurchaseQuote>;
  /** Grants what was bought (the feature's entitlement rows), after the debit. */
  grant(
    tx: Queryable,
    request: PurchaseRequest & { quote: PurchaseQuote; purchase: PurchaseRow },
  ): Promise<void>;
  /**
   * Ends what this purchase granted, now, when an admin refunds it (the entitlement rows that
   * name the purchase; docs/decisions/0289-admin-refunds.md).
   */
  revoke(tx: Queryable, purchase: PurchaseRow): Promise<void>;
}
