/**
 * An admin's actions on one top-up order: refund it (docs/decisions/0289-admin-refunds.md) and
 * reconcile it with its provider records (what `payments-reconcile` checks, settled for one
 * order). Each runs in one transaction with the order's row locked first, as every provider
 * call does (service.ts), so an admin and a provider never interleave on one order.
 */
import { groupThousands, type Language } from '@savdo/contract';
import type { Queryable } from '../../db/adapter';
import { ConflictError, NotFoundError } from '../../domain-errors';
import { changeBalanceIn, type LedgerRow } from '../ledger';
import { recordNotification, type NotificationRow } from '../notifications';
import {
  findOrderForAdmin,
  markOrderRefunded,
  transactionsOf,
  type AdminOrderRow,
} from './admin-orders';
import { lockBalance, setOrderStatus } from './repository';

export const ORDER_NOT_FOUND = 'Order not found';
export const ALREADY_REFUNDED = 'This top-up has already been refunded';
/** What a top-up refund's answer tells the operator: the card is the provider's business. */
export const CARD_NOTES: Record<Language, string> = {
  uz: 'Balansdan yechildi. Pulni kartaga qaytarish provayderning (Payme yoki Click) kabinetida amalga oshiriladi, bu yerda emas.',
  ru: 'Сумма списана с баланса. Вернуть деньги на карту нужно в кабинете провайдера (Payme или Click), не здесь.',
  en: "The balance was debited. Returning the money to the card is done in the provider's merchant cabinet (Payme or Click), not here.",
};

const PROVIDER_NAMES = { payme: 'Payme', click: 'Click' } as const;

async function lockedOrder(tx: Queryable, id: number): Promise<AdminOrderRow> {
  const order = await findOrderForAdmin(tx, id, true);
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
  return order;
}

/** The provider reference the order's credit was booked under: its performed transaction. */
async function paidReference(tx: Queryable, order: AdminOrderRow): Promise<string | null> {
  const list = (await transactionsOf(tx, [Number(order.id)])).get(Number(order.id)) ?? [];
  const paid = list.find((t) => t.state === 'performed' || t.state === 'completed');
  return paid ? `${paid.provider}:${paid.id}` : null;
}

async function creditOf(tx: Queryable, reference: string): Promise<LedgerRow | null> {
  const res = await tx.query<LedgerRow>('SELECT * FROM ledger_entries WHERE reference = $1', [
    reference,
  ]);
  return res.rows[0] ?? null;
}

export interface TopUpRefunded {
  entry: LedgerRow;
  notice: NotificationRow | null;
}

/**
 * Takes a paid top-up back off the balance: a `top_up_refund` debit under the reference a
 * provider's own cancel would use, so the two can never both debit. Refused (409) when the order
 * is not paid, was refunded already, or the balance no longer holds the amount.
 */
export async function refundTopUpIn(
  tx: Queryable,
  id: number,
  reason: string,
): Promise<TopUpRefunded> {
  const order = await lockedOrder(tx, id);
  if (order.status === 'refunded') throw new ConflictError(ALREADY_REFUNDED);
  if (order.status !== 'paid')
    throw new ConflictError(`Only a paid top-up can be refunded; this order is ${order.status}`);
  const reference = await paidReference(tx, order);
  if (!reference || !(await creditOf(tx, reference)))
    throw new ConflictError(
      'This order has no credited provider payment to refund; reconcile it first',
    );
  const amount = Number(order.amount);
  const balance = await lockBalance(tx, order.user_id);
  if (balance < amount)
    throw new ConflictError(
      `The balance (${groupThousands(balance)} UZS) is less than the top-up (${groupThousands(amount)} UZS): ` +
        'refund what it bought first, or debit what is left with a balance adjustment',
    );
  const provider = PROVIDER_NAMES[order.provider];
  const entry = await changeBalanceIn(tx, {
    userId: order.user_id,
    amount: -amount,
    reason: `Top-up via ${provider} refunded`,
    reasonCode: { code: 'top_up_refund', params: { provider } },
    reference: `${reference}:refund`,
  });
  await markOrderRefunded(tx, Number(order.id), reason);
  const notice = await recordNotification(tx, {
    userId: order.user_id,
    kind: 'top_up_refunded',
    params: { amount, provider, reason, balance_after: entry.balance_after, order_id: order.id },
    link: '/dashboard',
    dedupeKey: `top_up_refunded:order:${order.id}`,
    mail: 'always',
  });
  return { entry, notice };
}

export interface Reconciled {
  /** Entries written to settle the order (a missing credit). */
  entries: LedgerRow[];
}

/**
 * Settles one order with its provider records: a performed Payme transaction or a completed
 * Click payment without its credit is credited now (as the provider's call would have), and the
 * order's status follows. A credit the provider does not confirm is not taken back here: that
 * is refused (409) for a person to settle with the provider.
 */
export async function reconcileOrderIn(tx: Queryable, id: number): Promise<Reconciled> {
  const order = await lockedOrder(tx, id);
  const list = (await transactionsOf(tx, [Number(order.id)])).get(Number(order.id)) ?? [];
  const entries: LedgerRow[] = [];
  const provider = PROVIDER_NAMES[order.provider];
  let confirmed = false;
  for (const t of list) {
    const credit = await creditOf(tx, `${t.provider}:${t.id}`);
    const kept = t.state === 'performed' || t.state === 'completed';
    if (kept) confirmed = true;
    if (kept && !credit && order.status !== 'refunded') {
      entries.push(
        await changeBalanceIn(tx, {
          userId: order.user_id,
          amount: Number(order.amount),
          reason: `Top-up via ${provider}`,
          reasonCode: { code: 'top_up', params: { provider } },
          reference: `${t.provider}:${t.id}`,
        }),
      );
    }
    if (!kept && credit && !(await creditOf(tx, `${t.provider}:${t.id}:refund`)))
      throw new ConflictError(
        `The ledger holds a credit for ${provider} transaction ${t.id}, which ${provider} does not confirm; settle it with ${provider}`,
      );
  }
  if (confirmed && (order.status === 'pending' || order.status === 'cancelled'))
    await setOrderStatus(tx, Number(order.id), 'paid');
  if (!confirmed && order.status === 'paid')
    throw new ConflictError(
      `The order is marked paid but ${provider} confirms no payment; settle it with ${provider}`,
    );
  return { entries };
}
