// The top-up calls (decision 7): provider path, query parameters, body.
import { beforeEach, describe, expect, it } from 'vitest';
import { topUpApi } from '@savdo/core';
import { fakeFetch, resetSessionCore } from '../../../../tests/kit/session-test-helpers';

describe('top-up calls', () => {
  beforeEach(() => resetSessionCore());

  it('POST /{provider}/generate_payment_url with amount, product_name, return_url, reference_id as query', async () => {
    const requests = fakeFetch(() => ({
      status: 200,
      body: { result: { url: 'u', order_id: '7' } },
    }));
    const answer = await topUpApi.generatePaymentUrl('click', {
      amount: 5000,
      product_name: 'Balance top-up',
      return_url: '/payments/return',
      reference_id: 'r1',
    });
    expect(answer.result.order_id).toBe('7');
    expect(requests[0]?.url).toBe(
      '/api/v1/click/generate_payment_url?amount=5000&product_name=Balance%20top-up&return_url=%2Fpayments%2Freturn&reference_id=r1',
    );
    expect(requests[0]?.method).toBe('POST');
  });

  it('algo_trade_data goes in the body', async () => {
    const requests = fakeFetch(() => ({
      status: 200,
      body: { result: { url: 'u', order_id: '8' } },
    }));
    await topUpApi.generatePaymentUrl('payme', {
      amount: 1000,
      product_name: 'Bot',
      return_url: '/r',
      algo_trade_data: { algo_trade_id: 3 },
    });
    expect(JSON.parse(String(requests[0]?.body))).toEqual({
      algo_trade_data: { algo_trade_id: 3 },
    });
  });

  it('GET /payments/orders/{id}', async () => {
    const requests = fakeFetch(() => ({ status: 200, body: { result: { id: '9' } } }));
    await topUpApi.getPaymentOrder('9');
    expect(requests[0]?.url).toBe('/api/v1/payments/orders/9');
  });
});
