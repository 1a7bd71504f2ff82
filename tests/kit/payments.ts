// Payment orders and the top-up routes, contract-typed: a checkout link per provider
// and one's own order by id. Not re-exported from index.ts yet (another slice owns that file);
// import it by path.
import type { PaymentOrder, PaymentOrderResponse, PaymentUrlResponse } from '@savdo/contract';
import { failure, ok, type RouteTable } from './fake-api';

let nextId = 100;

export function makePaymentOrder(overrides: Partial<PaymentOrder> = {}): PaymentOrder {
  return {
    id: String(nextId++),
    provider: 'click',
    amount: 25_000,
    status: 'pending',
    product_name: 'Balance top-up',
    created_at: '2026-11-23T10:00:00.000Z',
    paid_at: null,
    purchase: null,
    ...overrides,
  };
}

export interface PaymentsServer {
  /** Orders by id; GET /payments/orders/:id answers 404 for any other id. */
  orders: Record<string, PaymentOrder>;
  /** The order id the next checkout link names. */
  nextOrderId?: string;
}

export function paymentsRoutes(server: PaymentsServer): RouteTable {
  const link = (provider: string) => () => {
    const orderId = server.nextOrderId ?? '501';
    return ok<PaymentUrlResponse>({
      result: { url: `https://checkout.example/${provider}/${orderId}`, order_id: orderId },
    });
  };
  return {
    'POST /payme/generate_payment_url': link('payme'),
    'POST /click/generate_payment_url': link('click'),
    'GET /payments/orders/:id': (request) => {
      const order = server.orders[request.params.id ?? ''];
      return order ? ok<PaymentOrderResponse>({ result: order }) : failure(404, 'Order not found');
    },
  };
}
