/**
 * Payme Merchant API (JSON-RPC 2.0), the protocol half: request parsing, Basic auth, error
 * codes with their uz/ru/en messages, the checkout link, and the transaction state machine as
 * pure decisions over stored records and a clock. The service applies the decisions in one
 * database transaction; keeping them pure lets a table test walk every documented case.
 *
 * States: 1 created, 2 performed, -1 cancelled before perform, -2 cancelled after perform.
 * Amounts are tiyin (UZS x 100) on this side of the boundary only (decision 14).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const PAYME_TIMEOUT_MS = 12 * 60 * 60 * 1000;

export const PAYME_METHODS = [
  'CheckPerformTransaction',
  'CreateTransaction',
  'PerformTransaction',
  'CancelTransaction',
  'CheckTransaction',
  'GetStatement',
] as const;
export type PaymeMethod = (typeof PAYME_METHODS)[number];

export type PaymeState = 1 | 2 | -1 | -2;

/** Cancel reasons Payme sends or we record (4: the 12-hour timeout). */
export const PAYME_REASON_TIMEOUT = 4;

type Texts = { uz: string; ru: string; en: string };

/** Every error code we answer, with the message Payme shows (localized, as it requires). */
export const PAYME_ERRORS = {
  insufficientPrivilege: {
    code: -32504,
    message: {
      uz: 'Ruxsat yetarli emas',
      ru: 'Недостаточно привилегий для выполнения метода',
      en: 'Insufficient privilege to perform this method',
    },
  },
  parseError: {
    code: -32700,
    message: { uz: 'JSON xato', ru: 'Ошибка парсинга JSON', en: 'JSON parse error' },
  },
  invalidRequest: {
    code: -32600,
    message: {
      uz: "So'rovda majburiy maydonlar yo'q yoki turi noto'g'ri",
      ru: 'Отсутствуют обязательные поля или неверный тип',
      en: 'Required fields are missing or have a wrong type',
    },
  },
  methodNotFound: {
    code: -32601,
    message: { uz: 'Metod topilmadi', ru: 'Метод не найден', en: 'Method not found' },
  },
  system: {
    code: -32400,
    message: { uz: 'Tizim xatosi', ru: 'Системная ошибка', en: 'System error' },
  },
  wrongAmount: {
    code: -31001,
    message: { uz: "Noto'g'ri summa", ru: 'Неверная сумма', en: 'Wrong amount' },
  },
  transactionNotFound: {
    code: -31003,
    message: {
      uz: 'Tranzaksiya topilmadi',
      ru: 'Транзакция не найдена',
      en: 'Transaction not found',
    },
  },
  cannotCancel: {
    code: -31007,
    message: {
      uz: "Tranzaksiyani bekor qilib bo'lmaydi: mablag' allaqachon sarflangan",
      ru: 'Невозможно отменить транзакцию: средства уже израсходованы',
      en: 'The transaction cannot be cancelled: the money has already been spent',
    },
  },
  cannotPerform: {
    code: -31008,
    message: {
      uz: "Bu holatda amalni bajarib bo'lmaydi",
      ru: 'Невозможно выполнить операцию в текущем состоянии',
      en: 'The operation is impossible in the current state',
    },
  },
  orderNotFound: {
    code: -31050,
    message: { uz: 'Buyurtma topilmadi', ru: 'Заказ не найден', en: 'Order not found' },
  },
  orderNotPayable: {
    code: -31051,
    message: {
      uz: "Buyurtmani to'lab bo'lmaydi: u allaqachon to'langan yoki bekor qilingan",
      ru: 'Заказ нельзя оплатить: он уже оплачен или отменён',
      en: 'The order cannot be paid: it is already paid or cancelled',
    },
  },
} as const satisfies Record<string, { code: number; message: Texts }>;

export type PaymeErrorName = keyof typeof PAYME_ERRORS;

export interface PaymeError {
  code: number;
  message: Texts;
  /** The offending account field or method name, where Payme expects one. */
  data?: string;
}

export function paymeError(name: PaymeErrorName, data?: string): PaymeError {
  const { code, message } = PAYME_ERRORS[name];
  return data === undefined ? { code, message } : { code, message, data };
}

/** The JSON-RPC answer: always HTTP 200, `result` or `error`. */
export type PaymeResponse =
  | { jsonrpc: '2.0'; id: number | string | null; result: unknown }
  | { jsonrpc: '2.0'; id: number | string | null; error: PaymeError };

export function paymeReply(id: number | string | null, outcome: PaymeOutcome): PaymeResponse {
  return 'error' in outcome
    ? { jsonrpc: '2.0', id, error: outcome.error }
    : { jsonrpc: '2.0', id, result: outcome.result };
}

export type PaymeOutcome = { result: unknown } | { error: PaymeError };

/** `Authorization: Basic base64("Paycom:" + key)`, compared in constant time. */
export function paymeAuthorized(header: string | undefined, key: string): boolean {
  if (!header || !key) return false;
  const match = /^Basic\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  const wanted = `Paycom:${key}`;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(wanted).digest();
  return timingSafeEqual(a, b);
}

export interface PaymeAccount {
  order_id: string;
}

export type PaymeCall =
  | { method: 'CheckPerformTransaction'; params: { amount: number; account: PaymeAccount } }
  | {
      method: 'CreateTransaction';
      params: { id: string; time: number; amount: number; account: PaymeAccount };
    }
  | { method: 'PerformTransaction'; params: { id: string } }
  | { method: 'CancelTransaction'; params: { id: string; reason: number } }
  | { method: 'CheckTransaction'; params: { id: string } }
  | { method: 'GetStatement'; params: { from: number; to: number } };

export type ParsedPaymeRequest =
  | { ok: true; id: number | string; call: PaymeCall }
  | { ok: false; id: number | string | null; error: PaymeError };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isAmount = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isTime = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isPaymeId = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= 64 && !v.includes('\u0000');

/** The account's `order_id` (string or number), or null when it is missing. */
function accountOf(v: unknown): PaymeAccount | null {
  if (!isObject(v)) return null;
  const order = v.order_id;
  if (typeof order === 'string' && order !== '' && !order.includes('\u0000'))
    return { order_id: order.slice(0, 64) };
  if (typeof order === 'number' && Number.isSafeInteger(order)) return { order_id: String(order) };
  return null;
}

/** Checks the JSON-RPC envelope and each method's params; never throws. */
export function parsePaymeRequest(body: unknown): ParsedPaymeRequest {
  if (!isObject(body)) return { ok: false, id: null, error: paymeError('invalidRequest') };
  const rawId = body.id;
  const id = typeof rawId === 'number' || typeof rawId === 'string' ? rawId : null;
  const bad = (name: PaymeErrorName = 'invalidRequest', data?: string): ParsedPaymeRequest => ({
    ok: false,
    id,
    error: paymeError(name, data),
  });
  if (id === null || typeof body.method !== 'string' || !isObject(body.params)) return bad();
  const method = body.method;
  const p = body.params;
  if (!(PAYME_METHODS as readonly string[]).includes(method))
    return bad('methodNotFound', method.slice(0, 64));
  switch (method as PaymeMethod) {
    case 'CheckPerformTransaction': {
      const account = accountOf(p.account);
      if (!isAmount(p.amount)) return bad();
      if (!account) return bad('orderNotFound', 'order_id');
      return {
        ok: true,
        id,
        call: { method: 'CheckPerformTransaction', params: { amount: p.amount, account } },
      };
    }
    case 'CreateTransaction': {
      const account = accountOf(p.account);
      if (!isPaymeId(p.id) || !isTime(p.time) || !isAmount(p.amount)) return bad();
      if (!account) return bad('orderNotFound', 'order_id');
      return {
        ok: true,
        id,
        call: {
          method: 'CreateTransaction',
          params: { id: p.id, time: p.time, amount: p.amount, account },
        },
      };
    }
    case 'PerformTransaction':
    case 'CheckTransaction':
      if (!isPaymeId(p.id)) return bad();
      return { ok: true, id, call: { method, params: { id: p.id } } } as ParsedPaymeRequest;
    case 'CancelTransaction':
      if (!isPaymeId(p.id) || typeof p.reason !== 'number' || !Number.isInteger(p.reason))
        return bad();
      return {
        ok: true,
        id,
        call: { method: 'CancelTransaction', params: { id: p.id, reason: p.reason } },
      };
    case 'GetStatement':
      if (!isTime(p.from) || !isTime(p.to) || p.from > p.to) return bad();
      return { ok: true, id, call: { method: 'GetStatement', params: { from: p.from, to: p.to } } };
  }
}

/** What we store of one Payme transaction. Times are ms since epoch; 0 when not reached. */
export interface PaymeTransactionRecord {
  /** Payme's transaction id. */
  paymeId: string;
  /** Payme's creation time (the 12-hour timeout counts from it). */
  paymeTime: number;
  /** Our id of the transaction (a string, as Payme's `transaction` field wants). */
  transaction: string;
  orderId: string;
  amount: number;
  state: PaymeState;
  createTime: number;
  performTime: number;
  cancelTime: number;
  reason: number | null;
}

/** What the state machine needs to know of an order. Amount in tiyin. */
export interface PaymeOrderView {
  id: string;
  amount: number;
  /** Pending orders take a payment; paid and cancelled ones do not. */
  status: 'pending' | 'paid' | 'cancelled' | 'failed';
}

export const isExpired = (t: PaymeTransactionRecord, now: number): boolean =>
  now - t.paymeTime > PAYME_TIMEOUT_MS;

/** CheckPerformTransaction and the checks CreateTransaction repeats for a new transaction. */
export function decideCheckPerform(
  order: PaymeOrderView | null,
  amount: number,
  /** Another transaction on this order in state 1 or 2, if any. */
  live: PaymeTransactionRecord | null,
): PaymeOutcome {
  if (!order) return { error: paymeError('orderNotFound', 'order_id') };
  if (order.status !== 'pending') return { error: paymeError('orderNotPayable', 'order_id') };
  if (order.amount !== amount) return { error: paymeError('wrongAmount') };
  if (live) return { error: paymeError('cannotPerform') };
  return { result: { allow: true } };
}

export const createdResult = (t: PaymeTransactionRecord) => ({
  create_time: t.createTime,
  transaction: t.transaction,
  state: t.state,
});
export const performedResult = (t: PaymeTransactionRecord) => ({
  transaction: t.transaction,
  perform_time: t.performTime,
  state: t.state,
});
export const cancelledResult = (t: PaymeTransactionRecord) => ({
  transaction: t.transaction,
  cancel_time: t.cancelTime,
  state: t.state,
});
export const checkResult = (t: PaymeTransactionRecord) => ({
  create_time: t.createTime,
  perform_time: t.performTime,
  cancel_time: t.cancelTime,
  transaction: t.transaction,
  state: t.state,
  reason: t.reason,
});
export const statementEntry = (t: PaymeTransactionRecord) => ({
  id: t.paymeId,
  time: t.paymeTime,
  amount: t.amount,
  account: { order_id: t.orderId },
  create_time: t.createTime,
  perform_time: t.performTime,
  cancel_time: t.cancelTime,
  transaction: t.transaction,
  state: t.state,
  reason: t.reason,
});

/**
 * A decision the service carries out: answer as it is, or change the stored transaction (and
 * the order, and the balance) first and then answer.
 */
export type PaymeDecision =
  | { kind: 'answer'; outcome: PaymeOutcome }
  | { kind: 'create' }
  | { kind: 'expire'; outcome: PaymeOutcome }
  | { kind: 'perform' }
  | { kind: 'cancel'; state: -1 | -2; reason: number };

/** CreateTransaction: idempotent per Payme id; one live transaction per order. */
export function decideCreate(
  existing: PaymeTransactionRecord | null,
  order: PaymeOrderView | null,
  params: { id: string; time: number; amount: number },
  live: PaymeTransactionRecord | null,
  now: number,
): PaymeDecision {
  if (existing) {
    if (existing.state !== 1)
      return { kind: 'answer', outcome: { error: paymeError('cannotPerform') } };
    if (isExpired(existing, now))
      return { kind: 'expire', outcome: { error: paymeError('cannotPerform') } };
    return { kind: 'answer', outcome: { result: createdResult(existing) } };
  }
  const check = decideCheckPerform(order, params.amount, live);
  if ('error' in check) return { kind: 'answer', outcome: check };
  if (now - params.time > PAYME_TIMEOUT_MS)
    return { kind: 'answer', outcome: { error: paymeError('cannotPerform') } };
  return { kind: 'create' };
}

/** PerformTransaction: state 1 performs (unless expired), state 2 answers the stored result. */
export function decidePerform(t: PaymeTransactionRecord | null, now: number): PaymeDecision {
  if (!t) return { kind: 'answer', outcome: { error: paymeError('transactionNotFound') } };
  if (t.state === 2) return { kind: 'answer', outcome: { result: performedResult(t) } };
  if (t.state !== 1) return { kind: 'answer', outcome: { error: paymeError('cannotPerform') } };
  if (isExpired(t, now)) return { kind: 'expire', outcome: { error: paymeError('cannotPerform') } };
  return { kind: 'perform' };
}

/**
 * CancelTransaction: a cancelled one answers its stored result; state 1 becomes -1; state 2
 * becomes -2 only when the credited money can be taken back (the balance still holds it),
 * else -31007.
 */
export function decideCancel(
  t: PaymeTransactionRecord | null,
  reason: number,
  refundable: boolean,
): PaymeDecision {
  if (!t) return { kind: 'answer', outcome: { error: paymeError('transactionNotFound') } };
  if (t.state === -1 || t.state === -2)
    return { kind: 'answer', outcome: { result: cancelledResult(t) } };
  if (t.state === 1) return { kind: 'cancel', state: -1, reason };
  if (!refundable) return { kind: 'answer', outcome: { error: paymeError('cannotCancel') } };
  return { kind: 'cancel', state: -2, reason };
}

/** CheckTransaction. */
export function decideCheck(t: PaymeTransactionRecord | null): PaymeOutcome {
  return t ? { result: checkResult(t) } : { error: paymeError('transactionNotFound') };
}

/**
 * The checkout link: `<base>/<base64 of m=MERCHANT;ac.order_id=ID;a=TIYIN;c=RETURN;l=LANG>`.
 * `;` separates pairs, so a return URL holding one would break the list: it is percent-encoded.
 */
export function paymeCheckoutUrl(input: {
  checkoutUrl: string;
  merchantId: string;
  orderId: string;
  amountTiyin: number;
  returnUrl?: string;
  language?: 'uz' | 'ru' | 'en';
}): string {
  const pairs = [`m=${input.merchantId}`, `ac.order_id=${input.orderId}`, `a=${input.amountTiyin}`];
  if (input.language) pairs.push(`l=${input.language}`);
  if (input.returnUrl) pairs.push(`c=${input.returnUrl.replace(/;/g, '%3B')}`);
  const encoded = Buffer.from(pairs.join(';'), 'utf8').toString('base64');
  return `${input.checkoutUrl.replace(/\/+$/, '')}/${encoded}`;
}

/** The inverse, for our sandbox checkout page: null when the link is not one of ours. */
export function readPaymeCheckoutParams(
  encoded: string,
): { merchantId: string; orderId: string; amountTiyin: number; returnUrl?: string } | null {
  let text: string;
  try {
    text = Buffer.from(encoded, 'base64').toString('utf8');
  } catch {
    return null;
  }
  const map = new Map<string, string>();
  for (const pair of text.split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) map.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const merchantId = map.get('m');
  const orderId = map.get('ac.order_id');
  const amountTiyin = Number(map.get('a'));
  if (!merchantId || !orderId || !Number.isSafeInteger(amountTiyin) || amountTiyin <= 0)
    return null;
  const c = map.get('c');
  return { merchantId, orderId, amountTiyin, ...(c ? { returnUrl: c.replace(/%3B/g, ';') } : {}) };
}
