/**
 * Paying for an item straight through a provider (decision 0150). The checkout-link
 * call's body names what the payment is for: `purchase: { kind, item_id, options }`, or the
 * spec's `algo_trade_data` (an algo trade, `algo_trade_id` naming it). The order stores it as
 * its purpose; when the provider's payment lands, the credit and then the purchase are made in
 * the same transaction. A purchase that cannot be made by then (the price rose, the plan was
 * bought meanwhile) is rolled back to a savepoint alone: the money stays on the balance, and the
 * order records why.
 */
import {
  PURCHASE_KINDS,
  type PaymentOrder,
  type PaymentUrlBody,
  type PurchaseKind,
} from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import { DomainError, NotFoundError } from '../../domain-errors';
import { lockBuyer, NOT_FOR_SALE_MESSAGE, type PurchaseCatalog, purchaseIn } from '../purchases';
import type { NotificationRow } from '../notifications';
import type { OrderRow } from './repository';

export interface OrderPurpose {
  kind: PurchaseKind;
  item_id: number;
  options?: unknown;
}

function isKind(value: unknown): value is PurchaseKind {
  return typeof value === 'string' && (PURCHASE_KINDS as readonly string[]).includes(value);
}

/** What the body says the payment is for; `algo_trade_data` is kept whole as the options. */
export function purposeOf(body: PaymentUrlBody | undefined): OrderPurpose | null {
  if (body?.purchase) {
    const { kind, item_id, options } = body.purchase;
    return { kind, item_id, options };
  }
  const data = body?.algo_trade_data;
  if (!data) return null;
  const id = Number(data.algo_trade_id ?? data.id);
  return Number.isSafeInteger(id) && id > 0
    ? { kind: 'algo_trade', item_id: id, options: data }
    : null;
}

/** A stored purpose, read back defensively (older rows hold a bare algo_trade_data). */
export function storedPurpose(order: OrderRow): OrderPurpose | null {
  const p = order.purpose as Partial<OrderPurpose> | null;
  if (!p || !isKind(p.kind) || !Number.isSafeInteger(p.item_id)) return null;
  return { kind: p.kind, item_id: p.item_id as number, options: p.options };
}

/**
 * Refuses, before the user pays, a purpose that could not be bought now (not for sale, not
 * found, already owned). Nothing is written.
 */
export async function checkPurpose(
  db: Db,
  catalog: PurchaseCatalog,
  userId: number,
  purpose: OrderPurpose,
): Promise<void> {
  const seller = catalog.get(purpose.kind);
  if (!seller) {
    // An algo trade paid for before algo trading is served stays a plain top-up.
    if (purpose.kind === 'algo_trade') return;
    throw new NotFoundError(NOT_FOR_SALE_MESSAGE);
  }
  await db.transaction(async (tx) => {
    const buyer = await lockBuyer(tx, userId);
    if (!buyer) throw new NotFoundError('User not found');
    await seller.quote(tx, {
      userId,
      itemId: purpose.item_id,
      options: purpose.options,
      now: buyer.now,
    });
  });
}

/**
 * Makes the order's purchase after its credit, inside the credit's transaction; answers the
 * balance after it, or null when there was nothing to buy or it could not be bought. The
 * purchase's receipt joins `notices`, pushed by the route after the commit.
 */
export async function buyPurpose(
  tx: Queryable,
  catalog: PurchaseCatalog,
  order: OrderRow,
  notices: NotificationRow[],
): Promise<number | null> {
  const purpose = storedPurpose(order);
  if (!purpose) return null;
  await tx.query('SAVEPOINT order_purchase');
  try {
    const done = await purchaseIn(tx, catalog, {
      userId: order.user_id,
      kind: purpose.kind,
      itemId: purpose.item_id,
      options: purpose.options,
      paymentOrderId: order.id,
    });
    await tx.query('RELEASE SAVEPOINT order_purchase');
    if (done.receipt) notices.push(done.receipt);
    await tx.query('UPDATE payment_orders SET purchase_id = $2 WHERE id = $1', [
      order.id,
      done.purchase.id,
    ]);
    return done.balance;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    await tx.query('ROLLBACK TO SAVEPOINT order_purchase');
    await tx.query('UPDATE payment_orders SET purchase_error = $2 WHERE id = $1', [
      order.id,
      error.message,
    ]);
    return null;
  }
}

/** What the order paid for, as the return page shows it. */
export function orderPurchase(order: OrderRow): PaymentOrder['purchase'] {
  const purpose = storedPurpose(order);
  if (!purpose) return null;
  const status =
    order.purchase_id !== null ? 'done' : order.purchase_error !== null ? 'failed' : 'waiting';
  return { kind: purpose.kind, item_id: purpose.item_id, status, error: order.purchase_error };
}
