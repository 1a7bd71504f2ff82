/**
 * An admin's refund of a purchase (docs/decisions/0289-admin-refunds.md): in one transaction,
 * what the balance paid is credited back (a `purchase_refund` ledger entry), what was bought is
 * revoked by its feature (`Purchasable.revoke`), the purchase is marked refunded and the buyer's
 * notification is written. A purchase is refunded once: a second refund is refused (409).
 */
import type { Queryable } from '../../db/adapter';
import { ConflictError, NotFoundError } from '../../domain-errors';
import { changeBalanceIn, findEntryRow, type LedgerRow } from '../ledger';
import { recordNotification, type NotificationRow } from '../notifications';
import { lockPurchase, markRefunded, type AdminPurchaseRow } from './admin-repository';
import { KIND_PAGES } from './receipt';
import { lockBuyer } from './repository';
import type { PurchaseCatalog } from './service';

export const PURCHASE_NOT_FOUND = 'Purchase not found';
export const ALREADY_REFUNDED = 'This purchase has already been refunded';

export interface PurchaseRefunded {
  purchase: AdminPurchaseRow;
  /** The credit; null when the purchase cost the balance nothing. */
  entry: LedgerRow | null;
  balance: number;
  notice: NotificationRow | null;
}

export async function refundPurchaseIn(
  tx: Queryable,
  catalog: PurchaseCatalog,
  id: number,
  reason: string,
): Promise<PurchaseRefunded> {
  const purchase = await lockPurchase(tx, id);
  if (!purchase) throw new NotFoundError(PURCHASE_NOT_FOUND);
  if (purchase.refunded_at) throw new ConflictError(ALREADY_REFUNDED);
  const seller = catalog.get(purchase.kind);
  if (!seller) throw new Error(`no purchasable sells ${purchase.kind}`);
  const buyer = await lockBuyer(tx, purchase.user_id);
  if (!buyer) throw new NotFoundError('User not found');

  // The item named as its purchase's debit named it (name, name_uz, name_ru, a plan's action).
  const debit =
    purchase.ledger_entry_id === null ? null : await findEntryRow(tx, purchase.ledger_entry_id);
  const params = { name: purchase.title, ...debit?.reason_params, kind: purchase.kind };
  const charged = Number(purchase.charged);
  let entry: LedgerRow | null = null;
  if (charged > 0) {
    entry = await changeBalanceIn(tx, {
      userId: purchase.user_id,
      amount: charged,
      reason: `Refund: ${purchase.title}`,
      reasonCode: { code: 'purchase_refund', params },
      reference: `purchase:${purchase.id}:refund`,
    });
  }
  await seller.revoke(tx, purchase);
  const refunded = await markRefunded(tx, purchase.id, { reason, entryId: entry?.id ?? null });
  const balance = entry?.balance_after ?? buyer.balance;
  const { kind: _kind, ...itemNames } = params;
  const notice = await recordNotification(tx, {
    userId: purchase.user_id,
    kind: 'purchase_refunded',
    params: {
      ...itemNames,
      item_kind: purchase.kind,
      amount: charged,
      balance_after: balance,
      reason,
      purchase_id: purchase.id,
    },
    link: KIND_PAGES[purchase.kind](Number(purchase.item_id)),
    dedupeKey: `purchase_refunded:${purchase.id}`,
    mail: 'always',
  });
  return { purchase: refunded, entry, balance, notice };
}
