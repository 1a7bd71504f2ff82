/**
 * Click SHOP API (Prepare, action 0; Complete, action 1), the protocol half: the form fields,
 * the MD5 sign check over the strings exactly as received (reformatting the amount is a known
 * way to break signatures), the error codes, the checkout link, and the decisions for Prepare
 * and Complete as pure functions the service applies in one database transaction.
 *
 * Click sends amounts in whole soums as a decimal string ("150000.00"); we keep integer UZS.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const CLICK_ERRORS = {
  success: { error: 0, note: 'Success' },
  signFailed: { error: -1, note: 'SIGN CHECK FAILED!' },
  wrongAmount: { error: -2, note: 'Incorrect parameter amount' },
  actionNotFound: { error: -3, note: 'Action not found' },
  alreadyPaid: { error: -4, note: 'Already paid' },
  userNotFound: { error: -5, note: 'User does not exist' },
  transactionNotFound: { error: -6, note: 'Transaction does not exist' },
  updateFailed: { error: -7, note: 'Failed to update user' },
  badRequest: { error: -8, note: 'Error in request from click' },
  cancelled: { error: -9, note: 'Transaction cancelled' },
} as const;
export type ClickErrorName = keyof typeof CLICK_ERRORS;

const PREPARE_FIELDS = [
  'click_trans_id',
  'service_id',
  'click_paydoc_id',
  'merchant_trans_id',
  'amount',
  'action',
  'error',
  'error_note',
  'sign_time',
  'sign_string',
] as const;
const COMPLETE_FIELDS = [...PREPARE_FIELDS, 'merchant_prepare_id'] as const;

export interface ClickRequest {
  action: 0 | 1;
  click_trans_id: string;
  service_id: string;
  click_paydoc_id: string;
  merchant_trans_id: string;
  /** Complete only. */
  merchant_prepare_id?: string;
  /** As received, for the signature. */
  amountText: string;
  /** Whole UZS, or NaN when the text is not a number. */
  amount: number;
  /** Click's own error: 0, or below 0 when the payment failed on its side. */
  error: number;
  error_note: string;
  sign_time: string;
  sign_string: string;
}

export type ParsedClickRequest =
  | { ok: true; request: ClickRequest }
  | { ok: false; name: ClickErrorName; partial: Partial<Record<string, string>> };

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

/**
 * Reads a form body for the expected action. Every documented field must be present (the
 * official Django library's check let partial requests through): -8 otherwise; an action that
 * is not the endpoint's: -3.
 */
export function parseClickRequest(body: unknown, expected: 0 | 1): ParsedClickRequest {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const partial: Partial<Record<string, string>> = {};
  for (const key of COMPLETE_FIELDS) {
    const value = text(form[key]);
    if (value !== undefined) partial[key] = value.slice(0, 256);
  }
  const fields = expected === 0 ? PREPARE_FIELDS : COMPLETE_FIELDS;
  for (const key of fields) {
    const value = partial[key];
    // error_note may be empty; everything else must hold something.
    if (value === undefined || (value === '' && key !== 'error_note') || value.includes('\u0000'))
      return { ok: false, name: 'badRequest', partial };
  }
  if (partial.action !== String(expected)) {
    return {
      ok: false,
      name: /^[01]$/.test(partial.action ?? '') ? 'badRequest' : 'actionNotFound',
      partial,
    };
  }
  const amountText = partial.amount as string;
  const amount = /^\d+(\.\d{1,2})?$/.test(amountText) ? Number(amountText) : Number.NaN;
  const error = Number(partial.error);
  if (!Number.isInteger(error)) return { ok: false, name: 'badRequest', partial };
  return {
    ok: true,
    request: {
      action: expected,
      click_trans_id: partial.click_trans_id as string,
      service_id: partial.service_id as string,
      click_paydoc_id: partial.click_paydoc_id as string,
      merchant_trans_id: partial.merchant_trans_id as string,
      ...(expected === 1 ? { merchant_prepare_id: partial.merchant_prepare_id as string } : {}),
      amountText,
      amount,
      error,
      error_note: partial.error_note ?? '',
      sign_time: partial.sign_time as string,
      sign_string: partial.sign_string as string,
    },
  };
}

/**
 * md5(click_trans_id + service_id + SECRET + merchant_trans_id [+ merchant_prepare_id on
 * Complete] + amount + action + sign_time), every part as received.
 */
export function clickSign(
  parts: {
    click_trans_id: string;
    service_id: string;
    merchant_trans_id: string;
    merchant_prepare_id?: string;
    amount: string;
    action: 0 | 1 | string;
    sign_time: string;
  },
  secret: string,
): string {
  const action = String(parts.action);
  const prepareId = action === '1' ? (parts.merchant_prepare_id ?? '') : '';
  return createHash('md5')
    .update(
      `${parts.click_trans_id}${parts.service_id}${secret}${parts.merchant_trans_id}${prepareId}${parts.amount}${action}${parts.sign_time}`,
    )
    .digest('hex');
}

export function clickSignValid(request: ClickRequest, secret: string): boolean {
  const wanted = Buffer.from(
    clickSign({ ...request, amount: request.amountText, action: request.action }, secret),
  );
  const given = Buffer.from(request.sign_string.toLowerCase());
  return wanted.length === given.length && timingSafeEqual(wanted, given);
}

/** What the decisions need to know of an order. */
export interface ClickOrderView {
  id: string;
  /** Whole UZS. */
  amount: number;
  status: 'pending' | 'paid' | 'cancelled' | 'failed';
}

/** Our record of one Click payment, made at Prepare. */
export interface ClickPaymentRecord {
  /** merchant_prepare_id (and merchant_confirm_id once completed). */
  id: number;
  clickTransId: string;
  orderId: string;
  state: 'prepared' | 'completed' | 'cancelled';
}

export type ClickDecision =
  | { kind: 'answer'; name: ClickErrorName }
  | { kind: 'prepare' }
  /** The same click_trans_id prepared again: answer the stored prepare id. */
  | { kind: 'prepared-again'; payment: ClickPaymentRecord }
  | { kind: 'complete'; payment: ClickPaymentRecord }
  | { kind: 'cancel'; payment: ClickPaymentRecord };

export function decidePrepare(
  request: ClickRequest,
  order: ClickOrderView | null,
  existing: ClickPaymentRecord | null,
): ClickDecision {
  if (!order) return { kind: 'answer', name: 'userNotFound' };
  if (!Number.isFinite(request.amount) || request.amount !== order.amount)
    return { kind: 'answer', name: 'wrongAmount' };
  if (order.status === 'paid') return { kind: 'answer', name: 'alreadyPaid' };
  if (order.status !== 'pending') return { kind: 'answer', name: 'cancelled' };
  if (existing) {
    // The same Click payment named with another order is not ours to answer for.
    if (existing.orderId !== order.id) return { kind: 'answer', name: 'badRequest' };
    if (existing.state === 'completed') return { kind: 'answer', name: 'alreadyPaid' };
    if (existing.state === 'cancelled') return { kind: 'answer', name: 'cancelled' };
    return { kind: 'prepared-again', payment: existing };
  }
  // Click reports its own failures as error < 0 already at Prepare: nothing to reserve.
  if (request.error < 0) return { kind: 'answer', name: 'cancelled' };
  return { kind: 'prepare' };
}

/**
 * Complete, in the order of Click's own test matrix: an unknown prepare id -6; Click's
 * error < 0 cancels the payment (a credited one is taken back) and answers -9, also when
 * repeated; already completed -4 (never credits twice); cancelled -9; a wrong amount -2;
 * otherwise credit.
 */
export function decideComplete(
  request: ClickRequest,
  order: ClickOrderView | null,
  payment: ClickPaymentRecord | null,
): ClickDecision {
  if (!order) return { kind: 'answer', name: 'userNotFound' };
  if (!payment || payment.orderId !== order.id || payment.clickTransId !== request.click_trans_id)
    return { kind: 'answer', name: 'transactionNotFound' };
  if (request.error < 0) {
    return payment.state === 'cancelled'
      ? { kind: 'answer', name: 'cancelled' }
      : { kind: 'cancel', payment };
  }
  if (payment.state === 'completed') return { kind: 'answer', name: 'alreadyPaid' };
  if (payment.state === 'cancelled') return { kind: 'answer', name: 'cancelled' };
  // Another payment of this order (a second tab) already paid it: never a second credit.
  if (order.status === 'paid') return { kind: 'answer', name: 'alreadyPaid' };
  if (order.status !== 'pending') return { kind: 'answer', name: 'cancelled' };
  if (!Number.isFinite(request.amount) || request.amount !== order.amount)
    return { kind: 'answer', name: 'wrongAmount' };
  return { kind: 'complete', payment };
}

/** The JSON answer of Prepare or Complete. */
export function clickReply(
  action: 0 | 1,
  request: { click_trans_id?: string; merchant_trans_id?: string },
  name: ClickErrorName,
  merchantId: number | null,
): Record<string, string | number | null> {
  const { error, note } = CLICK_ERRORS[name];
  const base = {
    click_trans_id: request.click_trans_id ?? null,
    merchant_trans_id: request.merchant_trans_id ?? null,
    error,
    error_note: note,
  };
  return action === 0
    ? { ...base, merchant_prepare_id: merchantId }
    : { ...base, merchant_confirm_id: merchantId };
}

/** `<base>?service_id=..&merchant_id=..&amount=N.NN&transaction_param=ORDER&return_url=..` */
export function clickCheckoutUrl(input: {
  checkoutUrl: string;
  serviceId: string;
  merchantId: string;
  merchantUserId?: string;
  orderId: string;
  amount: number;
  returnUrl?: string;
}): string {
  const query = new URLSearchParams({
    service_id: input.serviceId,
    merchant_id: input.merchantId,
    amount: input.amount.toFixed(2),
    transaction_param: input.orderId,
  });
  if (input.merchantUserId) query.set('merchant_user_id', input.merchantUserId);
  if (input.returnUrl) query.set('return_url', input.returnUrl);
  return `${input.checkoutUrl}?${query.toString()}`;
}
