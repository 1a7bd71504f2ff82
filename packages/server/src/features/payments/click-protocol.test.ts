// Click SHOP API, the protocol half (docs/decisions/0150-payments.md): the sign formula with the
// computed vectors, strict field checks, and Click's official test matrix case by case.
import { describe, expect, it } from 'vitest';
import {
  clickCheckoutUrl,
  clickReply,
  clickSign,
  clickSignValid,
  decideComplete,
  decidePrepare,
  parseClickRequest,
  type ClickPaymentRecord,
  type ClickRequest,
} from './click-protocol';

const SECRET = 'TESTSECRET';
const vector = {
  click_trans_id: '2169512951',
  service_id: '12345',
  merchant_trans_id: 'order-42',
  amount: '150000.00',
  sign_time: '2024-05-01 12:00:00',
};

function form(action: 0 | 1, over: Record<string, string> = {}): Record<string, string> {
  const body: Record<string, string> = {
    ...vector,
    click_paydoc_id: '99',
    action: String(action),
    error: '0',
    error_note: 'Success',
    ...(action === 1 ? { merchant_prepare_id: '77' } : {}),
    ...over,
  };
  body.sign_string ??= clickSign({ ...body, action } as Parameters<typeof clickSign>[0], SECRET);
  return body;
}

function parsed(action: 0 | 1, over: Record<string, string> = {}): ClickRequest {
  const r = parseClickRequest(form(action, over), action);
  if (!r.ok) throw new Error(`unexpected ${r.name}`);
  return r.request;
}

const order = { id: 'order-42', amount: 150_000, status: 'pending' as const };
const payment = (state: ClickPaymentRecord['state'] = 'prepared'): ClickPaymentRecord => ({
  id: 77,
  clickTransId: '2169512951',
  orderId: 'order-42',
  state,
});

describe('Click: signatures', () => {
  it('Prepare and Complete match the computed vectors', () => {
    expect(clickSign({ ...vector, action: 0 }, SECRET)).toBe('f4d15c45bd58b05b94bf08e02c031448');
    expect(clickSign({ ...vector, action: 1, merchant_prepare_id: '77' }, SECRET)).toBe(
      '9e04f38ca384fc15a0785ace6bd3e61b',
    );
  });

  it('the amount is hashed exactly as received ("38400" and "33139.73" both verify)', () => {
    for (const amount of ['38400', '33139.73']) {
      expect(clickSignValid(parsed(0, { amount }), SECRET)).toBe(true);
    }
    const tampered = { ...parsed(0), amountText: '150001.00' };
    expect(clickSignValid(tampered, SECRET)).toBe(false);
  });
});

describe('Click: requests', () => {
  it('a missing field is -8 (partial requests never pass); a wrong action -3', () => {
    const { click_paydoc_id: _dropped, ...partial } = form(0);
    expect(parseClickRequest(partial, 0)).toMatchObject({ ok: false, name: 'badRequest' });
    expect(parseClickRequest(form(0, { action: '7' }), 0)).toMatchObject({
      ok: false,
      name: 'actionNotFound',
    });
    const { merchant_prepare_id: _gone, ...noPrepareId } = form(1);
    expect(parseClickRequest(noPrepareId, 1)).toMatchObject({ ok: false, name: 'badRequest' });
  });

  it('the answers carry the documented fields', () => {
    expect(clickReply(0, vector, 'success', 77)).toEqual({
      click_trans_id: '2169512951',
      merchant_trans_id: 'order-42',
      merchant_prepare_id: 77,
      error: 0,
      error_note: 'Success',
    });
    expect(clickReply(1, vector, 'alreadyPaid', null)).toMatchObject({
      merchant_confirm_id: null,
      error: -4,
      error_note: 'Already paid',
    });
  });

  it('the checkout link: service, merchant, amount as N.NN, the order as transaction_param', () => {
    const url = new URL(
      clickCheckoutUrl({
        checkoutUrl: 'https://my.click.uz/services/pay',
        serviceId: '12345',
        merchantId: '678',
        orderId: 'order-42',
        amount: 50_000,
        returnUrl: 'http://localhost:8080/payments/return',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: '12345',
      merchant_id: '678',
      amount: '50000.00',
      transaction_param: 'order-42',
      return_url: 'http://localhost:8080/payments/return',
    });
  });
});

describe('Click: the official test matrix', () => {
  it('2: Prepare for an unknown order is -5', () => {
    expect(decidePrepare(parsed(0), null, null)).toEqual({ kind: 'answer', name: 'userNotFound' });
  });
  it('3: a valid Prepare prepares; the same click_trans_id again answers the stored prepare id', () => {
    expect(decidePrepare(parsed(0), order, null)).toEqual({ kind: 'prepare' });
    expect(decidePrepare(parsed(0), order, payment())).toEqual({
      kind: 'prepared-again',
      payment: payment(),
    });
  });
  it('Prepare with a wrong amount is -2; for a paid order -4', () => {
    expect(decidePrepare(parsed(0, { amount: '300' }), order, null)).toMatchObject({
      name: 'wrongAmount',
    });
    expect(decidePrepare(parsed(0), { ...order, status: 'paid' }, null)).toMatchObject({
      name: 'alreadyPaid',
    });
  });
  it('5: Complete with amount 300 is -2', () => {
    expect(decideComplete(parsed(1, { amount: '300' }), order, payment())).toMatchObject({
      name: 'wrongAmount',
    });
  });
  it('6 and 7: a valid Complete completes; again it is -4, never a second credit', () => {
    expect(decideComplete(parsed(1), order, payment())).toEqual({
      kind: 'complete',
      payment: payment(),
    });
    expect(decideComplete(parsed(1), order, payment('completed'))).toEqual({
      kind: 'answer',
      name: 'alreadyPaid',
    });
  });
  it('8: Click error -5017 on a completed payment cancels it (-9)', () => {
    expect(decideComplete(parsed(1, { error: '-5017' }), order, payment('completed'))).toEqual({
      kind: 'cancel',
      payment: payment('completed'),
    });
  });
  it('10: Complete with an unknown prepare id is -6', () => {
    expect(decideComplete(parsed(1, { merchant_prepare_id: '999999999' }), order, null)).toEqual({
      kind: 'answer',
      name: 'transactionNotFound',
    });
  });
  it('13, 14, 15: error -5017 cancels (nothing credited); repeated, and a later error 0, stay -9', () => {
    expect(decideComplete(parsed(1, { error: '-5017' }), order, payment())).toMatchObject({
      kind: 'cancel',
    });
    expect(decideComplete(parsed(1, { error: '-5017' }), order, payment('cancelled'))).toEqual({
      kind: 'answer',
      name: 'cancelled',
    });
    expect(decideComplete(parsed(1), order, payment('cancelled'))).toEqual({
      kind: 'answer',
      name: 'cancelled',
    });
  });
});
