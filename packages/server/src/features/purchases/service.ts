/**
 * The one purchase service (docs/decisions/0153-purchases-and-subscriptions.md): everything sold
 * from the balance goes through
 * `purchaseIn`. In one transaction it locks the buyer's row, asks the item's feature what it costs
 * now (`Purchasable.quote`), refuses with the insufficient-balance text and the shortfall when the
 * balance falls short, writes the purchase row and its ledger debit, and lets the feature grant
 * what was bought, then writes its receipt (receipt.ts). The buyer's row lock makes a user's
 * purchases run one after another, so two concurrent purchases of one item see each other: the
 * second finds the item owned (or its period already paid) and charges nothing. A repeated
 * Idempotency-Key answers the first purchase again, without a second receipt.
 */
import type { PurchaseKind } from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import { ConflictError, NotFoundError } from '../../domain-errors';
import { InsufficientBalanceError, changeBalanceIn } from '../ledger';
import type { NotificationRow } from '../notifications';
import type { Purchasable } from './purchasable';
import { recordReceipt } from './receipt';
import {
  findPurchaseByKey,
  insertPurchase,
  lockBuyer,
  nextPurchaseId,
  type PurchaseRow,
} from './repository';

/** The purchasables of the app's features, by kind. */
export type PurchaseCatalog = ReadonlyMap<PurchaseKind, Purchasable>;

export function purchaseCatalog(purchasables: readonly Purchasable[]): PurchaseCatalog {
  const catalog = new Map<PurchaseKind, Purchasable>();
  for (const p of purchasables) {
    if (catalog.has(p.kind)) throw new Error(`two features sell purchases of kind ${p.kind}`);
    catalog.set(p.kind, p);
  }
  return catalog;
}

export const NOT_FOR_SALE_MESSAGE = 'This item is not for sale';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another purchase';

export interface PurchaseInput {
  userId: number;
  kind: PurchaseKind;
  itemId: number;
  /** Kind-specific choices, checked by the item's feature (a plan's action). */
  options?: unknown;
  /** One per confirmation; a retried request with it answers the first purchase. */
  idempotencyKey?: string | null;
  /** The top-up order that paid for it, when it was paid straight through a provider. */
  paymentOrderId?: number | null;
}

export interface PurchaseDone {
  purchase: PurchaseRow;
  /** The balance after the purchase. */
  balance: number;
  /** True when an Idempotency-Key named an earlier purchase, answered again. */
  repeated: boolean;
  /** The receipt's notification, to push after the commit; null for a repeat. */
  receipt: NotificationRow | null;
}

function checkQuote(kind: PurchaseKind, price: number, charge: number): void {
  if (!Number.isSafeInteger(price) || !Number.isSafeInteger(charge) || charge < 0 || charge > price)
    throw new Error(`the ${kind} purchasable quoted price ${price}, charge ${charge}`);
}

/**
 * Whether a repeated key's request chose what the first did (its action). Rows written before
 * options were stored (null) compare by kind and item alone.
 */
function sameOptions(earlier: unknown, options: unknown): boolean {
  if (earlier === null || earlier === undefined) return true;
  return canonical(earlier) === canonical(options ?? null);
}

/** JSON with object keys sorted: jsonb gives keys back in its own order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** Makes a purchase inside the caller's transaction. */
export async function purchaseIn(
  tx: Queryable,
  catalog: PurchaseCatalog,
  input: PurchaseInput,
): Promise<PurchaseDone> {
  const seller = catalog.get(input.kind);
  if (!seller) throw new NotFoundError(NOT_FOR_SALE_MESSAGE);
  const buyer = await lockBuyer(tx, input.userId);
  if (!buyer) throw new NotFoundError('User not found');

  const key = input.idempotencyKey ?? null;
  if (key !== null) {
    const earlier = await findPurchaseByKey(tx, input.userId, key);
    if (earlier) {
      if (
        earlier.kind !== input.kind ||
        earlier.item_id !== input.itemId ||
        !sameOptions(earlier.options, input.options)
      )
        throw new ConflictError(KEY_REUSED_MESSAGE);
      return { purchase: earlier, balance: buyer.balance, repeated: true, receipt: null };
    }
  }

  const request = {
    userId: input.userId,
    itemId: input.itemId,
    options: input.options,
    now: buyer.now,
  };
  const quote = await seller.quote(tx, request);
  checkQuote(input.kind, quote.price, quote.charge);
  if (quote.charge > buyer.balance)
    throw new InsufficientBalanceError(quote.charge - buyer.balance);

  // The debit first, naming the purchase by its id to come, so the purchase row is written
  // whole with its ledger row (the table checks that every charge has one).
  const id = await nextPurchaseId(tx);
  let balance = buyer.balance;
  let ledgerEntryId: number | null = null;
  if (quote.charge > 0) {
    const entry = await changeBalanceIn(tx, {
      userId: input.userId,
      amount: -quote.charge,
      reason: `Purchase: ${quote.title}`,
      reasonCode: { code: 'purchase', params: { kind: input.kind, ...quote.reasonParams } },
      reference: `purchase:${id}`,
    });
    ledgerEntryId = entry.id;
    balance = entry.balance_after;
  }
  const purchase = await insertPurchase(tx, {
    id,
    user_id: input.userId,
    kind: input.kind,
    item_id: input.itemId,
    title: quote.title,
    price: quote.price,
    charged: quote.charge,
    ledger_entry_id: ledgerEntryId,
    idempotency_key: key,
    payment_order_id: input.paymentOrderId ?? null,
    options: input.options ?? null,
  });
  await seller.grant(tx, { ...request, quote, purchase });
  const receipt = await recordReceipt(tx, purchase, quote, balance);
  return { purchase, balance, repeated: false, receipt };
}

/** Makes a purchase in its own transaction. */
export function purchase(
  db: Db,
  catalog: PurchaseCatalog,
  input: PurchaseInput,
): Promise<PurchaseDone> {
  return db.transaction((tx) => purchaseIn(tx, catalog, input));
}
