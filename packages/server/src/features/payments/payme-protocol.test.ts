// Payme Merchant API, the protocol half (docs/decisions/0150-payments.md): envelope and params,
// Basic auth, the checkout link (Payme's published example), and the reference state machine case
// by case.
import { describe, expect, it } from 'vitest';
import {
  PAYME_ERRORS,
  PAYME_TIMEOUT_MS,
  decideCancel,
  decideCheck,
  decideCheckPerform,
  decideCreate,
  decidePerform,
  parsePaymeRequest,
  paymeAuthorized,
  paymeCheckoutUrl,
  paymeReply,
  readPaymeCheckoutParams,
  type PaymeOrderView,
  type PaymeTransactionRecord,
} from './payme-protocol';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const order = (over: Partial<PaymeOrderView> = {}): PaymeOrderView => ({
  id: '197',
  amount: 500_000,
  status: 'pending',
  ...over,
});
const tx = (over: Partial<PaymeTransactionRecord> = {}): PaymeTransactionRecord => ({
  paymeId: '5305e3bab097f420a62ced0b',
  paymeTime: NOW - 1000,
  transaction: '17',
  orderId: '197',
  amount: 500_000,
  state: 1,
  createTime: NOW - 900,
  performTime: 0,
  cancelTime: 0,
  reason: null,
  ...over,
});
const code = (d: ReturnType<typeof decideCreate>) =>
  d.kind === 'answer' || d.kind === 'expire'
    ? 'error' in d.outcome
      ? d.outcome.error.code
      : 'result'
    : d.kind;

describe('Payme: transport', () => {
  it('Basic auth is Paycom:<key> (computed vector Paycom:TEST_KEY)', () => {
    expect(paymeAuthorized('Basic UGF5Y29tOlRFU1RfS0VZ', 'TEST_KEY')).toBe(true);
    expect(paymeAuthorized('Basic UGF5Y29tOlRFU1RfS0VZ', 'OTHER')).toBe(false);
    const wrongLogin = Buffer.from('Admin:TEST_KEY').toString('base64');
    expect(paymeAuthorized(`Basic ${wrongLogin}`, 'TEST_KEY')).toBe(false);
    expect(paymeAuthorized(undefined, 'TEST_KEY')).toBe(false);
    expect(paymeAuthorized('Bearer x', 'TEST_KEY')).toBe(false);
  });

  it('the envelope: missing id, method or params is -32600; an unknown method -32601 naming it', () => {
    expect(parsePaymeRequest(null)).toMatchObject({ ok: false, error: { code: -32600 } });
    expect(parsePaymeRequest({ id: 1, method: 'CheckTransaction' })).toMatchObject({
      ok: false,
      id: 1,
      error: { code: -32600 },
    });
    expect(parsePaymeRequest({ id: 2, method: 'ChangeEverything', params: {} })).toEqual({
      ok: false,
      id: 2,
      error: { ...PAYME_ERRORS.methodNotFound, data: 'ChangeEverything' },
    });
  });

  it('params are checked per method: amounts are positive whole tiyin, the account names the order', () => {
    const call = (method: string, params: unknown) => parsePaymeRequest({ id: 3, method, params });
    expect(
      call('CheckPerformTransaction', { amount: 10.5, account: { order_id: '1' } }),
    ).toMatchObject({
      error: { code: -32600 },
    });
    expect(call('CheckPerformTransaction', { amount: 100, account: {} })).toMatchObject({
      error: { code: -31050, data: 'order_id' },
    });
    expect(
      call('CheckPerformTransaction', { amount: 100, account: { order_id: 7 } }),
    ).toMatchObject({
      ok: true,
      call: { params: { account: { order_id: '7' } } },
    });
    expect(call('CancelTransaction', { id: 'abc' })).toMatchObject({ error: { code: -32600 } });
    expect(call('GetStatement', { from: 10, to: 5 })).toMatchObject({ error: { code: -32600 } });
    expect(call('PerformTransaction', { id: 'a\u0000b' })).toMatchObject({
      error: { code: -32600 },
    });
  });

  it('every account error message is localized in uz, ru and en, as Payme requires', () => {
    for (const e of Object.values(PAYME_ERRORS)) {
      expect(e.message.uz).not.toBe('');
      expect(e.message.ru).not.toBe('');
      expect(e.message.en).not.toBe('');
    }
    expect(paymeReply(5, { error: PAYME_ERRORS.system })).toEqual({
      jsonrpc: '2.0',
      id: 5,
      error: PAYME_ERRORS.system,
    });
  });
});

describe('Payme: the checkout link', () => {
  it("matches Payme's published example (m, ac.order_id, a in tiyin)", () => {
    expect(
      paymeCheckoutUrl({
        checkoutUrl: 'https://checkout.paycom.uz',
        merchantId: '587f72c72cac0d162c722ae2',
        orderId: '197',
        amountTiyin: 500,
      }),
    ).toBe(
      'https://checkout.paycom.uz/bT01ODdmNzJjNzJjYWMwZDE2MmM3MjJhZTI7YWMub3JkZXJfaWQ9MTk3O2E9NTAw',
    );
  });

  it('round-trips through our sandbox reader, a return URL with ";" included', () => {
    const url = paymeCheckoutUrl({
      checkoutUrl: 'http://localhost:8080/sandbox/payme/',
      merchantId: 'm1',
      orderId: 'o-9',
      amountTiyin: 150_000_00,
      returnUrl: 'http://localhost:8080/payments/return?x=1;y=2',
      language: 'uz',
    });
    const encoded = url.split('/').pop() as string;
    expect(readPaymeCheckoutParams(encoded)).toEqual({
      merchantId: 'm1',
      orderId: 'o-9',
      amountTiyin: 15_000_000,
      returnUrl: 'http://localhost:8080/payments/return?x=1;y=2',
    });
    expect(readPaymeCheckoutParams('bm90IG91cnM=')).toBeNull();
  });
});

describe('Payme: the reference state machine', () => {
  it('CheckPerform: order missing -31050, amount mismatch -31001, another live transaction -31008, else allow', () => {
    expect(decideCheckPerform(null, 500_000, null)).toMatchObject({ error: { code: -31050 } });
    expect(decideCheckPerform(order(), 400_000, null)).toMatchObject({ error: { code: -31001 } });
    expect(decideCheckPerform(order(), 500_000, tx())).toMatchObject({ error: { code: -31008 } });
    expect(decideCheckPerform(order({ status: 'paid' }), 500_000, null)).toMatchObject({
      error: { code: -31051, data: 'order_id' },
    });
    expect(decideCheckPerform(order(), 500_000, null)).toEqual({ result: { allow: true } });
  });

  it('Create is idempotent per Payme id: the stored result, never new times', () => {
    const stored = tx();
    const d = decideCreate(
      stored,
      order(),
      { id: stored.paymeId, time: stored.paymeTime, amount: 500_000 },
      stored,
      NOW,
    );
    expect(d).toEqual({
      kind: 'answer',
      outcome: { result: { create_time: stored.createTime, transaction: '17', state: 1 } },
    });
  });

  it('Create: a stored id not in state 1 is -31008; an expired one is cancelled (reason 4) and -31008', () => {
    const p = { id: 'x', time: NOW, amount: 500_000 };
    expect(code(decideCreate(tx({ state: 2 }), order(), p, null, NOW))).toBe(-31008);
    const old = tx({ paymeTime: NOW - PAYME_TIMEOUT_MS - 1 });
    const d = decideCreate(old, order(), p, null, NOW);
    expect(d.kind).toBe('expire');
    expect(code(d)).toBe(-31008);
  });

  it('Create: a one-time order accepts one live transaction (a second Payme id is -31008)', () => {
    const p = { id: 'another-id', time: NOW, amount: 500_000 };
    expect(code(decideCreate(null, order(), p, tx(), NOW))).toBe(-31008);
    expect(code(decideCreate(null, order(), p, null, NOW))).toBe('create');
    expect(
      code(decideCreate(null, order(), { ...p, time: NOW - PAYME_TIMEOUT_MS - 5 }, null, NOW)),
    ).toBe(-31008);
  });

  it('Perform: state 1 performs, unless 12 hours passed; state 2 answers the stored result; others -31008; unknown -31003', () => {
    expect(decidePerform(null, NOW)).toMatchObject({ outcome: { error: { code: -31003 } } });
    expect(decidePerform(tx(), NOW)).toEqual({ kind: 'perform' });
    expect(decidePerform(tx({ paymeTime: NOW - PAYME_TIMEOUT_MS - 1 }), NOW).kind).toBe('expire');
    const done = tx({ state: 2, performTime: NOW - 10 });
    expect(decidePerform(done, NOW)).toEqual({
      kind: 'answer',
      outcome: { result: { transaction: '17', perform_time: NOW - 10, state: 2 } },
    });
    expect(code(decidePerform(tx({ state: -1 }), NOW))).toBe(-31008);
  });

  it('Cancel: 1 -> -1; 2 -> -2 only when refundable, else -31007; cancelled ones answer their stored result', () => {
    expect(decideCancel(tx(), 3, false)).toEqual({ kind: 'cancel', state: -1, reason: 3 });
    expect(decideCancel(tx({ state: 2 }), 5, true)).toEqual({
      kind: 'cancel',
      state: -2,
      reason: 5,
    });
    expect(decideCancel(tx({ state: 2 }), 5, false)).toMatchObject({
      kind: 'answer',
      outcome: { error: { code: -31007 } },
    });
    const cancelled = tx({ state: -2, cancelTime: NOW - 5, reason: 5 });
    expect(decideCancel(cancelled, 1, true)).toEqual({
      kind: 'answer',
      outcome: { result: { transaction: '17', cancel_time: NOW - 5, state: -2 } },
    });
    expect(decideCancel(null, 1, true)).toMatchObject({ outcome: { error: { code: -31003 } } });
  });

  it('CheckTransaction: unset times are 0 and the reason null', () => {
    expect(decideCheck(tx())).toEqual({
      result: {
        create_time: NOW - 900,
        perform_time: 0,
        cancel_time: 0,
        transaction: '17',
        state: 1,
        reason: null,
      },
    });
    expect(decideCheck(null)).toMatchObject({ error: { code: -31003 } });
  });
});
