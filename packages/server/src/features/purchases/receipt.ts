/**
 * A purchase's receipt (docs/decisions/0281-purchase-receipts.md): a `purchase_receipt`
 * notification and its mail, written by the purchase service in the purchase's own transaction,
 * so a purchase that rolls back leaves no receipt and none commits without one. The mail goes
 * whatever the user's email preference (a record of money spent), in the user's language, through
 * the outbox; the notification is pushed live after the commit (`announcePurchase`).
 */
import type { PurchaseKind } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { recordNotification, type NotificationRow } from '../notifications';
import type { PurchaseQuote } from './purchasable';
import type { PurchaseRow } from './repository';

/** Where a receipt leads when the item's feature names no page of its own. */
export const KIND_PAGES: Record<PurchaseKind, (itemId: number) => string> = {
  plan: () => '/upgrade-plan',
  course_module: () => '/video-courses',
  resource: (id) => `/resource-center/${id}`,
  algo_trade: () => '/algo-trading',
};

export function recordReceipt(
  tx: Queryable,
  purchase: PurchaseRow,
  quote: PurchaseQuote,
  balanceAfter: number,
): Promise<NotificationRow | null> {
  return recordNotification(tx, {
    userId: purchase.user_id,
    kind: 'purchase_receipt',
    params: {
      // The item as the ledger names it (name, name_uz, name_ru, a plan's action).
      ...quote.reasonParams,
      item_kind: purchase.kind,
      // What the balance paid (a plan's upgrade pays less than its list price).
      price: purchase.charged,
      balance_after: balanceAfter,
      purchased_at: purchase.created_at.toISOString(),
      purchase_id: purchase.id,
    },
    link: quote.link ?? KIND_PAGES[purchase.kind](purchase.item_id),
    dedupeKey: `purchase_receipt:${purchase.id}`,
    mail: 'always',
  });
}
