/**
 * The money path of a top-up (docs/decisions/0150-payments.md): an order is created for a signed-in
 * user, the provider's server drives it through its merchant protocol, and the credit (or the
 * refund) is a ledger row in the same database transaction as the provider record's change. The
 * order row is locked first in every call, so two deliveries of one notification are applied one
 * after the other and the second sees the first's result.
 */
import { MIN_TOP_UP_UZS } from '@savdo/contract';
import { MAX_TOP_UP_UZS } from '@savdo/contract';
import type { Db, Queryable } from '../../db/adapter';
import { changeBalanceIn, type BalanceMoved } from '../ledger';
import { ValidationError } from '../../domain-errors';
import type { PurchaseCatalog } from '../purchases';
import { buyPurpose } from './order-purpose';
import { countReferredTopUp } from '../partners';
import { recordNotification, type NotificationRow } from '../notifications';
import {
  PAYME_REASON_TIMEOUT,
  isExpired,
  cancelledResult,
  createdResult,
  decideCancel,
  decideCheck,
  decideCheckPerform,
  decideCreate,
  decidePerform,
  paymeError,
  performedResult,
  statementEntry,
  type PaymeCall,
  type PaymeDecision,
  type PaymeOutcome,
  type PaymeTransactionRecord,
} from './payme-protocol';
import {
  clickReply,
  clickSignValid,
  decideComplete,
  decidePrepare,
  type ClickErrorName,
  type ClickRequest,
} from './click-protocol';
import {
  findClickPayment,
  findClickPaymentByTrans,
  insertClickPayment,
  insertOrder,
  insertPaymeTransaction,
  livePaymeTransaction,
  lockOrder,
  findPaymeTransaction,
  lockBalance,
  paymeStatement,
  setClickPaymentState,
  setOrderStatus,
  updatePaymeTransaction,
  type NewOrder,
  type OrderRow,
} from './repository';

export type { BalanceMoved };

/** An amount outside 1,000..MAX UZS or not whole (400, naming the field). */
export class TopUpAmountError extends ValidationError {
  constructor(message: string) {
    super(message, { amount: message });
  }
}

export async function createTopUpOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  if (!Number.isSafeInteger(order.amount) || order.amount < MIN_TOP_UP_UZS)
    throw new TopUpAmountError(`The minimum top-up is ${MIN_TOP_UP_UZS} UZS`);
  if (order.amount > MAX_TOP_UP_UZS)
    throw new TopUpAmountError(`The maximum top-up is ${MAX_TOP_UP_UZS} UZS`);
  return insertOrder(db, order);
}

/** Credits a paid order, then makes the purchase it names (order-purpose.ts), if any. */
async function credit(
  tx: Queryable,
  order: OrderRow,
  reference: string,
  provider: string,
  catalog: PurchaseCatalog,
  notices: NotificationRow[],
): Promise<BalanceMoved> {
  const row = await changeBalanceIn(tx, {
    userId: order.user_id,
    amount: order.amount,
    reason: `Top-up via ${provider}`,
    reasonCode: { code: 'top_up', params: { provider } },
    reference,
  });
  await setOrderStatus(tx, order.id, 'paid');
  // A referred user's first top-up counts for their partner (partners/referrals.ts).
  await countReferredTopUp(tx, order.user_id);
  await noticeOf(tx, order, 'payment_credited', provider, notices);
  const afterPurchase = await buyPurpose(tx, catalog, order, notices);
  return { userId: order.user_id, balance: afterPurchase ?? row.balance_after };
}

/**
 * The payment's notification, written with the change (docs/decisions/0230-notifications.md);
 * delivered by the route after the commit. One per order and outcome, however often the provider
 * repeats its call.
 */
async function noticeOf(
  tx: Queryable,
  order: OrderRow,
  kind: 'payment_credited' | 'payment_failed',
  provider: string,
  notices: NotificationRow[],
): Promise<void> {
  const row = await recordNotification(tx, {
    userId: order.user_id,
    kind,
    params: { amount: order.amount, provider, order_id: order.id },
    link: '/dashboard',
    dedupeKey: `${kind}:order:${order.id}`,
  });
  if (row) notices.push(row);
}

/** No purchasables: a paid order is a plain top-up (tests of the protocols alone). */
const NOTHING_FOR_SALE: PurchaseCatalog = new Map();

/** Takes a credited top-up back, when the balance still holds it. */
async function refund(
  tx: Queryable,
  order: OrderRow,
  reference: string,
  provider: string,
): Promise<BalanceMoved> {
  // An admin already took the credit back under this same reference
  // (docs/decisions/0289-admin-refunds.md): the provider's cancel only completes the story.
  if (order.status === 'refunded')
    return { userId: order.user_id, balance: await lockBalance(tx, order.user_id) };
  const row = await changeBalanceIn(tx, {
    userId: order.user_id,
    amount: -order.amount,
    reason: `Top-up via ${provider} refunded`,
    reasonCode: { code: 'top_up_refund', params: { provider } },
    reference: `${reference}:refund`,
  });
  await setOrderStatus(tx, order.id, 'refunded');
  return { userId: order.user_id, balance: row.balance_after };
}

/** Whether the balance still holds the credit; the balance row stays locked until commit. */
async function canRefund(tx: Queryable, order: OrderRow): Promise<boolean> {
  if (order.status === 'refunded') return true;
  return (await lockBalance(tx, order.user_id)) >= order.amount;
}

/**
 * The order's live transaction; one in state 1 past Payme's 12 hours is recorded as timed out
 * (state -1, reason 4) and no longer blocks a new transaction on the order.
 */
async function liveTransaction(
  tx: Queryable,
  orderId: number,
  now: number,
): Promise<PaymeTransactionRecord | null> {
  const live = await livePaymeTransaction(tx, orderId);
  if (!live || live.state !== 1 || !isExpired(live, now)) return live;
  await updatePaymeTransaction(tx, live.paymeId, {
    state: -1,
    cancelTime: now,
    reason: PAYME_REASON_TIMEOUT,
  });
  return null;
}

/** Order first, then the transaction: the one lock order every Payme call keeps. */
async function lockForTransaction(
  tx: Queryable,
  paymeId: string,
): Promise<{ found: PaymeTransactionRecord | null; order: OrderRow | null }> {
  const seen = await findPaymeTransaction(tx, paymeId);
  if (!seen) return { found: null, order: null };
  const order = await lockOrder(tx, seen.orderId, 'payme');
  return { found: await findPaymeTransaction(tx, paymeId, true), order };
}

export interface PaymeHandled {
  outcome: PaymeOutcome;
  moved: BalanceMoved | null;
  /** Notifications written in the transaction, for the route to deliver after the commit. */
  notices?: NotificationRow[];
}

/** One Payme Merchant API call, already parsed and authorized. */
export async function handlePayme(
  db: Db,
  call: PaymeCall,
  now: number,
  catalog: PurchaseCatalog = NOTHING_FOR_SALE,
): Promise<PaymeHandled> {
  const none = (outcome: PaymeOutcome): PaymeHandled => ({ outcome, moved: null });
  switch (call.method) {
    case 'CheckPerformTransaction':
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, call.params.account.order_id, 'payme');
        const live = order ? await liveTransaction(tx, order.id, now) : null;
        return none(decideCheckPerform(order && orderView(order), call.params.amount, live));
      });
    case 'CreateTransaction':
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, call.params.account.order_id, 'payme');
        const existing = await findPaymeTransaction(tx, call.params.id, true);
        if (existing && existing.orderId !== call.params.account.order_id)
          return none({ error: paymeError('cannotPerform') });
        const live = order && !existing ? await liveTransaction(tx, order.id, now) : null;
        const decision = decideCreate(existing, order && orderView(order), call.params, live, now);
        if (decision.kind === 'create' && order) {
          const created = await insertPaymeTransaction(tx, {
            paymeId: call.params.id,
            paymeTime: call.params.time,
            orderId: order.id,
            amount: call.params.amount,
            createTime: now,
          });
          return none({ result: createdResult(created) });
        }
        return none(await applyAnswerOrExpire(tx, decision, existing, now));
      });
    case 'PerformTransaction':
      return db.transaction(async (tx) => {
        const { found, order } = await lockForTransaction(tx, call.params.id);
        const decision = decidePerform(found, now);
        if (decision.kind === 'perform' && found && order) {
          const performed = await updatePaymeTransaction(tx, found.paymeId, {
            state: 2,
            performTime: now,
          });
          const notices: NotificationRow[] = [];
          const moved = await credit(
            tx,
            order,
            `payme:${found.paymeId}`,
            'Payme',
            catalog,
            notices,
          );
          return { outcome: { result: performedResult(performed) }, moved, notices };
        }
        return none(await applyAnswerOrExpire(tx, decision, found, now));
      });
    case 'CancelTransaction':
      return db.transaction(async (tx) => {
        const { found, order } = await lockForTransaction(tx, call.params.id);
        const refundable = !!found && !!order && found.state === 2 && (await canRefund(tx, order));
        const decision = decideCancel(found, call.params.reason, refundable);
        if (decision.kind === 'cancel' && found && order) {
          const cancelled = await updatePaymeTransaction(tx, found.paymeId, {
            state: decision.state,
            cancelTime: now,
            reason: decision.reason,
          });
          let moved: BalanceMoved | null = null;
          const notices: NotificationRow[] = [];
          if (decision.state === -2)
            moved = await refund(tx, order, `payme:${found.paymeId}`, 'Payme');
          else {
            await setOrderStatus(tx, order.id, 'cancelled');
            await noticeOf(tx, order, 'payment_failed', 'Payme', notices);
          }
          return { outcome: { result: cancelledResult(cancelled) }, moved, notices };
        }
        return none(
          decision.kind === 'answer' ? decision.outcome : { error: paymeError('system') },
        );
      });
    case 'CheckTransaction':
      return none(decideCheck(await findPaymeTransaction(db, call.params.id)));
    case 'GetStatement': {
      const rows = await paymeStatement(db, call.params.from, call.params.to);
      return none({ result: { transactions: rows.map(statementEntry) } });
    }
  }
}

/** Answers a decision that is an answer, or records a timeout (state -1, reason 4) first. */
async function applyAnswerOrExpire(
  tx: Queryable,
  decision: PaymeDecision,
  found: PaymeTransactionRecord | null,
  now: number,
): Promise<PaymeOutcome> {
  if (decision.kind === 'expire' && found) {
    await updatePaymeTransaction(tx, found.paymeId, {
      state: -1,
      cancelTime: now,
      reason: PAYME_REASON_TIMEOUT,
    });
    return decision.outcome;
  }
  if (decision.kind === 'answer') return decision.outcome;
  return { error: paymeError('system') };
}

function orderView(order: OrderRow) {
  // Payme counts in tiyin.
  return {
    id: String(order.id),
    amount: order.amount * 100,
    status: order.status === 'refunded' ? ('cancelled' as const) : order.status,
  };
}

export interface ClickSettings {
  serviceId: string;
  secretKey: string;
}

export interface ClickHandled {
  reply: Record<string, string | number | null>;
  moved: BalanceMoved | null;
  /** Notifications written in the transaction, for the route to deliver after the commit. */
  notices?: NotificationRow[];
}

/** Click Prepare (action 0) or Complete (action 1), already parsed. */
export async function handleClick(
  db: Db,
  request: ClickRequest,
  settings: ClickSettings,
  catalog: PurchaseCatalog = NOTHING_FOR_SALE,
): Promise<ClickHandled> {
  const answer = (name: ClickErrorName, id: number | null = null): ClickHandled => ({
    reply: clickReply(request.action, request, name, id),
    moved: null,
  });
  if (!clickSignValid(request, settings.secretKey)) return answer('signFailed');
  if (request.service_id !== settings.serviceId) return answer('badRequest');

  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, request.merchant_trans_id, 'click');
    const view = order && {
      id: String(order.id),
      amount: order.amount,
      status: order.status === 'refunded' ? ('cancelled' as const) : order.status,
    };
    if (request.action === 0) {
      const existing = await findClickPaymentByTrans(tx, request.click_trans_id);
      const decision = decidePrepare(request, view, existing);
      if (decision.kind === 'prepared-again') return answer('success', decision.payment.id);
      if (decision.kind === 'prepare' && order) {
        const payment = await insertClickPayment(tx, {
          clickTransId: request.click_trans_id,
          clickPaydocId: request.click_paydoc_id,
          orderId: order.id,
        });
        return answer('success', payment.id);
      }
      return answer(decision.kind === 'answer' ? decision.name : 'badRequest');
    }

    const payment = await findClickPayment(tx, request.merchant_prepare_id ?? '');
    const decision = decideComplete(request, view, payment);
    if (decision.kind === 'complete' && order) {
      await setClickPaymentState(tx, decision.payment.id, 'completed');
      const notices: NotificationRow[] = [];
      const moved = await credit(
        tx,
        order,
        `click:${decision.payment.clickTransId}`,
        'Click',
        catalog,
        notices,
      );
      return { reply: clickReply(1, request, 'success', decision.payment.id), moved, notices };
    }
    if (decision.kind === 'cancel' && order) {
      let moved: BalanceMoved | null = null;
      const notices: NotificationRow[] = [];
      if (decision.payment.state === 'completed') {
        // Click cancelled a payment it had confirmed: take the credit back if it is still there;
        // if it is not, the reconciliation report lists the order for a person to settle.
        if (await canRefund(tx, order))
          moved = await refund(tx, order, `click:${decision.payment.clickTransId}`, 'Click');
      } else {
        await setOrderStatus(tx, order.id, 'cancelled');
        await noticeOf(tx, order, 'payment_failed', 'Click', notices);
      }
      await setClickPaymentState(tx, decision.payment.id, 'cancelled');
      return {
        reply: clickReply(1, request, 'cancelled', decision.payment.id),
        moved,
        notices,
      };
    }
    return answer(decision.kind === 'answer' ? decision.name : 'badRequest');
  });
}
